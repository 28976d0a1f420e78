import type { SdkCode, SdkMember, SdkMemberKind, SdkModel, SdkParameter, SdkSignature, SdkSymbol, SdkSymbolKind } from '../types.ts';
import { memberAnchor } from '../anchors.ts';
import { CodeWriter, printType, writeParameters, writeType, type Linkable } from './print-type.ts';
import type { TdComment, TdCommentPart, TdProject, TdReflection } from './schema.ts';

// TypeDoc's ReflectionKind values (stable across schema version 2.x).
const Kind = {
  Module: 2,
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  Accessor: 262144,
  TypeAlias: 2097152,
} as const;

const symbolKinds: Record<number, SdkSymbolKind> = {
  [Kind.Enum]: 'enum',
  [Kind.Variable]: 'variable',
  [Kind.Function]: 'function',
  [Kind.Class]: 'class',
  [Kind.Interface]: 'interface',
  [Kind.TypeAlias]: 'type',
};
const memberKinds: Record<number, SdkMemberKind> = {
  [Kind.Constructor]: 'constructor',
  [Kind.Property]: 'property',
  [Kind.Method]: 'method',
  [Kind.Accessor]: 'accessor',
  [Kind.EnumMember]: 'enum-member',
};

/** TypeDoc's project -> the SDK model: a page per class, interface, function, type alias, enum and variable. */
export function normalizeTypeDoc(project: TdProject): SdkModel {
  const targets: SdkModel['targets'] = {};
  const found: { reflection: TdReflection; group: string; folders: string[] }[] = [];
  const modules = (project.children ?? []).filter((c) => c.kind === Kind.Module);
  // One entry point: the project's own groups (Classes, Interfaces...). Several: a group per module.
  if (modules.length) for (const module of modules) collect(module, module.name, [module.name]);
  else collect(project, undefined, []);

  function collect(container: TdReflection, group: string | undefined, folders: string[]): void {
    const titles = new Map<number, string>();
    for (const g of container.groups ?? []) for (const id of g.children ?? []) titles.set(id, g.title);
    for (const child of container.children ?? []) {
      if (child.kind === Kind.Namespace || child.kind === Kind.Module) {
        collect(child, [group, child.name].filter(Boolean).join('.'), [...folders, child.name]);
        continue;
      }
      if (!symbolKinds[child.kind]) continue;
      found.push({ reflection: child, group: group ?? titles.get(child.id) ?? 'Reference', folders });
      targets[String(child.id)] = { symbol: String(child.id) };
      for (const signature of child.signatures ?? []) targets[String(signature.id)] = { symbol: String(child.id) };
      for (const member of child.children ?? []) {
        const anchor = memberAnchor(member.name, memberKinds[member.kind] ?? 'property');
        targets[String(member.id)] = { symbol: String(child.id), anchor };
        for (const signature of member.signatures ?? []) targets[String(signature.id)] = { symbol: String(child.id), anchor };
      }
    }
  }

  const linkable: Linkable = (id) => (typeof id === 'number' && targets[String(id)] ? String(id) : undefined);
  const symbols = found.map(({ reflection, group, folders }) => symbolOf(reflection, group, folders, linkable));
  return { format: 'typedoc', language: 'typescript', name: project.packageName ?? project.name, symbols, targets };
}

function symbolOf(r: TdReflection, group: string, folders: string[], linkable: Linkable): SdkSymbol {
  const kind = symbolKinds[r.kind]!;
  const comment = readComment(r.comment, linkable);
  const relations = [
    { label: 'Extends', types: r.extendedTypes },
    { label: 'Implements', types: r.implementedTypes },
    { label: 'Extended by', types: r.extendedBy },
    { label: 'Implemented by', types: r.implementedBy },
  ].flatMap(({ label, types }) => (types?.length ? [{ label, types: types.map((t) => printType(t, linkable)) }] : []));
  const members = kind === 'class' || kind === 'interface' || kind === 'enum' ? (r.children ?? []).flatMap((m) => memberOf(m, linkable) ?? []) : [];
  const source = r.sources?.[0];
  return {
    id: String(r.id),
    name: r.name,
    fullName: [...folders, r.name].join('.'),
    kind,
    group,
    folders,
    ...comment,
    ...(kind === 'function' ? {} : { declaration: declarationOf(r, kind, linkable) }),
    signatures: (r.signatures ?? []).map((s) => signatureOf(s, kind === 'function' ? 'function ' : '', linkable)),
    members,
    relations,
    ...(source ? { source: { file: source.fileName, ...(source.line ? { line: source.line } : {}), ...(source.url ? { url: source.url } : {}) } } : {}),
  };
}

function declarationOf(r: TdReflection, kind: SdkSymbolKind, linkable: Linkable): SdkCode {
  const out = new CodeWriter(linkable);
  const typeParameters = () => {
    if (!r.typeParameters?.length) return;
    out.text('<');
    r.typeParameters.forEach((t, i) => {
      if (i) out.text(', ');
      out.text(t.name);
      if (t.type) writeType(out.text(' extends '), t.type);
      if (t.default) writeType(out.text(' = '), t.default);
    });
    out.text('>');
  };
  const heritage = (word: string, types: TdReflection['extendedTypes']) =>
    types?.forEach((t, i) => {
      out.text(i ? ', ' : ` ${word} `);
      writeType(out, t);
    });
  if (kind === 'class') {
    out.text(`${r.flags?.isAbstract ? 'abstract ' : ''}class ${r.name}`);
    typeParameters();
    heritage('extends', r.extendedTypes);
    heritage('implements', r.implementedTypes);
  } else if (kind === 'interface') {
    out.text(`interface ${r.name}`);
    typeParameters();
    heritage('extends', r.extendedTypes);
  } else if (kind === 'type') {
    out.text(`type ${r.name}`);
    typeParameters();
    writeType(out.text(' = '), r.type);
  } else if (kind === 'enum') {
    out.text(`${r.flags?.isConst ? 'const ' : ''}enum ${r.name}`);
  } else {
    out.text(`${r.flags?.isConst ? 'const' : 'let'} ${r.name}: `);
    writeType(out, r.type);
    if (r.defaultValue !== undefined && r.type?.type !== 'literal') out.text(` = ${r.defaultValue}`);
  }
  return out.done();
}

function memberOf(m: TdReflection, linkable: Linkable): SdkMember | undefined {
  const kind = memberKinds[m.kind];
  if (!kind || m.flags?.isPrivate) return undefined;
  const flags = (['isStatic', 'isAbstract', 'isProtected', 'isReadonly', 'isOptional', 'isInherited'] as const).flatMap((f) =>
    m.flags?.[f] ? [f.slice(2).toLowerCase()] : [],
  );
  const accessors = [m.getSignature, m.setSignature].flatMap((s) => s ?? []);
  const signatures = [...(m.signatures ?? []), ...accessors].map((s) =>
    signatureOf(s, kind === 'constructor' ? '' : prefixOf(s, m), linkable, kind === 'constructor' ? `new ${parentName(s)}` : m.name),
  );
  const first = m.signatures?.[0] ?? m.getSignature;
  const comment = readComment(m.comment ?? first?.comment, linkable);
  const declaration = kind === 'property' || kind === 'enum-member' ? propertyCode(m, kind, linkable) : undefined;
  return {
    id: String(m.id),
    name: kind === 'constructor' ? 'constructor' : m.name,
    kind,
    anchor: memberAnchor(m.name, kind),
    flags,
    ...comment,
    signatures,
    ...(m.type && kind === 'property' ? { type: printType(m.type, linkable) } : {}),
    ...(declaration ? { declaration } : {}),
    ...(m.defaultValue !== undefined ? { defaultValue: m.defaultValue } : {}),
  };
}

/** `readonly pageSize: number` or `Available = "available"`. */
function propertyCode(m: TdReflection, kind: SdkMemberKind, linkable: Linkable): SdkCode {
  const out = new CodeWriter(linkable);
  if (kind === 'enum-member') {
    out.text(m.name);
    if (m.type) writeType(out.text(' = '), m.type);
    return out.done();
  }
  out.text(`${m.flags?.isStatic ? 'static ' : ''}${m.flags?.isReadonly ? 'readonly ' : ''}${m.name}${m.flags?.isOptional ? '?' : ''}: `);
  writeType(out, m.type);
  return out.done();
}

function prefixOf(signature: TdReflection, member: TdReflection): string {
  if (signature === member.getSignature) return 'get ';
  if (signature === member.setSignature) return 'set ';
  return member.flags?.isStatic ? 'static ' : '';
}

// A constructor signature's name is `new Library`; its type is the class.
function parentName(signature: TdReflection): string {
  return signature.type?.type === 'reference' ? (signature.type.name ?? '') : signature.name.replace(/^new /, '');
}

function signatureOf(s: TdReflection, prefix: string, linkable: Linkable, name = s.name): SdkSignature {
  const out = new CodeWriter(linkable);
  out.text(`${prefix}${name}`);
  writeParameters(out, s);
  const isConstructor = name.startsWith('new ');
  if (!isConstructor && s.type) writeType(out.text(': '), s.type);
  const comment = readComment(s.comment, linkable);
  const returnsText = comment.returns;
  const parameter = (p: TdReflection): SdkParameter => {
    const description = p.comment ? commentMarkdown(p.comment.summary, linkable) : undefined;
    return {
      name: p.name,
      ...(p.type ? { type: printType(p.type, linkable) } : {}),
      optional: !!p.flags?.isOptional || p.defaultValue !== undefined,
      ...(p.defaultValue !== undefined ? { defaultValue: p.defaultValue } : {}),
      ...(description ? { description } : {}),
    };
  };
  return {
    code: out.done(),
    ...(comment.description ? { description: comment.description } : {}),
    typeParameters: (s.typeParameters ?? []).map(parameter),
    parameters: (s.parameters ?? []).map(parameter),
    ...(s.type && !isConstructor ? { returns: { type: printType(s.type, linkable), ...(returnsText ? { description: returnsText } : {}) } } : {}),
    examples: comment.examples,
    ...(comment.deprecated !== undefined ? { deprecated: comment.deprecated } : {}),
  };
}

interface ReadComment {
  description?: string;
  deprecated?: string;
  examples: string[];
  returns?: string;
}

/** A TSDoc comment as Markdown: its summary and `@remarks`, `@example`s, `@deprecated` and `@returns`. */
function readComment(comment: TdComment | undefined, linkable: Linkable): ReadComment {
  if (!comment) return { examples: [] };
  const tags = comment.blockTags ?? [];
  const text = (tag: string) => tags.filter((t) => t.tag === tag).map((t) => commentMarkdown(t.content, linkable));
  const description = [commentMarkdown(comment.summary, linkable), ...text('@remarks'), ...text('@see').map((s) => `See ${s}`)].filter(Boolean).join('\n\n');
  const deprecated = text('@deprecated')[0];
  const returns = text('@returns')[0] ?? text('@return')[0];
  return {
    ...(description ? { description } : {}),
    ...(deprecated !== undefined || comment.modifierTags?.includes('@deprecated') ? { deprecated: deprecated ?? '' } : {}),
    examples: text('@example').map((e) => (e.includes('```') ? e : `\`\`\`ts\n${e}\n\`\`\``)),
    ...(returns ? { returns } : {}),
  };
}

/** Comment parts as Markdown; `{@link Name}` to a documented symbol becomes a link to `sdk:<id>`. */
function commentMarkdown(parts: TdCommentPart[], linkable: Linkable): string {
  return parts
    .map((part) => {
      if (part.kind !== 'inline-tag') return part.text;
      const id = linkable(part.target);
      const label = part.tag === '@linkcode' ? `\`${part.text}\`` : part.text;
      return id ? `[${label}](sdk:${id})` : typeof part.target === 'string' ? `[${label}](${part.target})` : label;
    })
    .join('')
    .trim();
}
