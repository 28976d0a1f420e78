import type { SdkCode, SdkLink } from '../types.ts';
import type { TdReflection, TdType } from './schema.ts';

/** Ids that have a page or an anchor: a reference to one of them becomes a link. */
export type Linkable = (id: unknown) => string | undefined;

/** Collects code and the links of the names in it, in writing order. */
export class CodeWriter {
  code = '';
  readonly links: SdkLink[] = [];
  readonly linkable: Linkable;
  constructor(linkable: Linkable) {
    this.linkable = linkable;
  }

  text(text: string): this {
    this.code += text;
    return this;
  }

  name(name: string, target: unknown): this {
    const id = this.linkable(target);
    if (id && !this.links.some((l) => l.name === name)) this.links.push({ name, id });
    this.code += name;
    return this;
  }

  done(): SdkCode {
    return { code: this.code, links: this.links };
  }
}

/** A type as TypeScript writes it, each reference to a documented symbol linked. */
export function printType(type: TdType, linkable: Linkable): SdkCode {
  const out = new CodeWriter(linkable);
  writeType(out, type);
  return out.done();
}

// Types that must be wrapped in parentheses inside an array or union.
const needsParens = (t: TdType) =>
  t.type === 'union' || t.type === 'intersection' || t.type === 'conditional' || (t.type === 'reflection' && !!t.declaration?.signatures);

export function writeType(out: CodeWriter, type: TdType | undefined): void {
  if (!type) {
    out.text('unknown');
    return;
  }
  /** `before`, the inner type, `after`: most kinds of type write one other type inside some text. */
  const around = (before: string, inner: TdType | undefined, after = '') => {
    out.text(before);
    writeType(out, inner);
    out.text(after);
  };
  /** A member of an array, union or intersection type, in parentheses where it would otherwise bind wrongly. */
  const operand = (t: TdType | undefined) => (t && needsParens(t) ? around('(', t, ')') : writeType(out, t));
  const list = (items: TdType[] | undefined, separator: string, wrap = false) =>
    (items ?? []).forEach((t, i) => {
      if (i) out.text(separator);
      if (wrap) operand(t);
      else writeType(out, t);
    });
  switch (type.type) {
    case 'intrinsic':
    case 'inferred':
    case 'unknown':
      out.text(type.type === 'inferred' ? `infer ${type.name}` : (type.name ?? 'unknown'));
      return;
    case 'literal':
      out.text(
        typeof type.value === 'string'
          ? JSON.stringify(type.value)
          : type.value === null
            ? 'null'
            : typeof type.value === 'object'
              ? `${(type.value as { value?: string }).value ?? ''}n`
              : String(type.value),
      );
      return;
    case 'reference':
      out.name(type.name ?? '', type.target);
      if (type.typeArguments?.length) {
        out.text('<');
        list(type.typeArguments, ', ');
        out.text('>');
      }
      return;
    case 'array':
      operand(type.elementType);
      out.text('[]');
      return;
    case 'union':
      list(type.types, ' | ', true);
      return;
    case 'intersection':
      list(type.types, ' & ', true);
      return;
    case 'tuple':
      out.text('[');
      list(type.elements, ', ');
      out.text(']');
      return;
    case 'namedTupleMember':
      around(`${type.name}${type.isOptional ? '?' : ''}: `, type.element);
      return;
    case 'optional':
      around('', type.elementType, '?');
      return;
    case 'rest':
      around('...', type.elementType);
      return;
    case 'typeOperator':
      around(`${type.operator} `, type.target as TdType);
      return;
    case 'query':
      around('typeof ', type.queryType);
      return;
    case 'indexedAccess':
      writeType(out, type.objectType);
      around('[', type.indexType, ']');
      return;
    case 'conditional':
      writeType(out, type.checkType);
      out.text(' extends ');
      writeType(out, type.extendsType);
      out.text(' ? ');
      writeType(out, type.trueType);
      out.text(' : ');
      writeType(out, type.falseType);
      return;
    case 'mapped':
      out.text(`{ ${type.readonlyModifier === '-' ? '-readonly ' : type.readonlyModifier ? 'readonly ' : ''}[${type.parameter} in `);
      writeType(out, type.parameterType);
      if (type.nameType) {
        out.text(' as ');
        writeType(out, type.nameType);
      }
      out.text(`]${type.optionalModifier === '-' ? '-?' : type.optionalModifier ? '?' : ''}: `);
      writeType(out, type.templateType);
      out.text(' }');
      return;
    case 'templateLiteral':
      out.text(`\`${type.head ?? ''}`);
      for (const [t, text] of type.tail ?? []) {
        out.text('${');
        writeType(out, t);
        out.text(`}${text}`);
      }
      out.text('`');
      return;
    case 'predicate':
      out.text(`${type.asserts ? 'asserts ' : ''}${type.name}`);
      if (type.targetType) {
        out.text(' is ');
        writeType(out, type.targetType);
      }
      return;
    case 'reflection':
      writeObjectType(out, type.declaration);
      return;
    default:
      out.text('unknown');
  }
}

/** An object type or function type written inline: `{ title?: string }`, `(book: Book) => boolean`. */
function writeObjectType(out: CodeWriter, declaration: TdReflection | undefined): void {
  if (!declaration) return void out.text('object');
  const signatures = declaration.signatures ?? [];
  if (signatures.length === 1 && !declaration.children?.length) {
    writeParameters(out, signatures[0]!);
    out.text(' => ');
    writeType(out, signatures[0]!.type);
    return;
  }
  const members = declaration.children ?? [];
  if (!members.length && !signatures.length && !declaration.indexSignatures?.length) return void out.text('{}');
  out.text('{ ');
  let first = true;
  const next = () => {
    if (!first) out.text('; ');
    first = false;
  };
  for (const index of declaration.indexSignatures ?? []) {
    next();
    out.text('[');
    const param = index.parameters?.[0];
    out.text(`${param?.name ?? 'key'}: `);
    writeType(out, param?.type);
    out.text(']: ');
    writeType(out, index.type);
  }
  for (const signature of signatures) {
    next();
    writeParameters(out, signature);
    out.text(': ');
    writeType(out, signature.type);
  }
  for (const member of members) {
    next();
    out.text(`${member.flags?.isReadonly ? 'readonly ' : ''}${member.name}${member.flags?.isOptional ? '?' : ''}`);
    if (member.signatures?.length) {
      writeParameters(out, member.signatures[0]!);
      out.text(': ');
      writeType(out, member.signatures[0]!.type);
    } else {
      out.text(': ');
      writeType(out, member.type);
    }
  }
  out.text(' }');
}

/** `<T extends Book>(books: readonly T[], options?: LibraryOptions)` of a signature. */
export function writeParameters(out: CodeWriter, signature: TdReflection): void {
  const typeParameters = signature.typeParameters ?? [];
  if (typeParameters.length) {
    out.text('<');
    typeParameters.forEach((t, i) => {
      if (i) out.text(', ');
      out.text(t.name);
      if (t.type) {
        out.text(' extends ');
        writeType(out, t.type);
      }
      if (t.default) {
        out.text(' = ');
        writeType(out, t.default);
      }
    });
    out.text('>');
  }
  out.text('(');
  (signature.parameters ?? []).forEach((p, i) => {
    if (i) out.text(', ');
    const optional = p.flags?.isOptional || p.defaultValue !== undefined;
    out.text(`${p.flags?.isRest ? '...' : ''}${p.name}${optional ? '?' : ''}: `);
    writeType(out, p.type);
  });
  out.text(')');
}
