// The modules a source file imports, read from its syntax tree: TypeScript's parser for .ts, .tsx
// and .js, Astro's own compiler for .astro (its frontmatter and its <script>s). A parser
// sees what a pattern over the text cannot tell apart: an import in a comment or a string, a
// multi-line import list, `import type` against `import { type X }`.
import { parse as parseAstro } from '@astrojs/compiler-rs';
import ts from 'typescript';

export interface ModuleImport {
  /** As written: `yaml`, `@quire/site/twin`, `node:fs`, `../../cli/src/main.ts`. */
  specifier: string;
  /** Erased before the code runs (`import type`, `export type`, `typeof import('x')`), so only a type-checker needs it. */
  typeOnly: boolean;
  /** 1-based. */
  line: number;
}

/** The imports of one file, by its extension. */
export function importsOf(fileName: string, code: string): ModuleImport[] {
  try {
    return fileName.endsWith('.astro') ? astroImports(code) : scriptImports(fileName, code);
  } catch (error) {
    throw new Error(`${fileName}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Static and dynamic imports, re-exports, `require(...)`, `import.meta.resolve(...)`, import types
 * and `/// <reference types>`: every form that makes a module load or a type-checker look one up.
 * Only string literals: a computed specifier (`import(name)`) says nothing about a package.
 */
function scriptImports(fileName: string, code: string): ModuleImport[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const found: ModuleImport[] = [];
  const add = (literal: ts.Node | undefined, typeOnly: boolean) => {
    if (literal && ts.isStringLiteralLike(literal)) found.push({ specifier: literal.text, typeOnly, line: lineOf(source, literal.getStart(source)) });
  };
  for (const reference of source.typeReferenceDirectives) found.push({ specifier: reference.fileName, typeOnly: true, line: lineOf(source, reference.pos) });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node.moduleReference.expression, node.isTypeOnly);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true);
    else if (ts.isCallExpression(node) && loadsModule(node.expression)) add(node.arguments[0], false);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `import(...)`, `require(...)`, `require.resolve(...)`, `import.meta.resolve(...)`. */
function loadsModule(callee: ts.Expression): boolean {
  if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
  if (ts.isIdentifier(callee)) return callee.text === 'require';
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'resolve') return false;
  const target = callee.expression;
  return (
    (ts.isIdentifier(target) && target.text === 'require') ||
    (ts.isMetaProperty(target) && target.keywordToken === ts.SyntaxKind.ImportKeyword && target.name.text === 'meta')
  );
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.[cm]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

function lineOf(source: ts.SourceFile, position: number): number {
  return source.getLineAndCharacterOfPosition(position).line + 1;
}

/** The compiler's tree is ESTree (oxc's, with TypeScript nodes), offsets in UTF-16 code units as in the string. */
interface EstreeNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

/** An .astro file's imports: the compiler parses its frontmatter and each <script> as a program. */
function astroImports(code: string): ModuleImport[] {
  const { ast, diagnostics } = parseAstro(code);
  // A file the compiler cannot read would hide its imports: say so rather than find none.
  const error = diagnostics.find((diagnostic) => diagnostic.severity === 'error');
  if (error) throw new Error(`Astro cannot parse this file: ${error.text} (line ${error.labels[0]?.line})`);
  const found: ModuleImport[] = [];
  const add = (literal: unknown, typeOnly: boolean) => {
    if (!isNode(literal) || literal.type !== 'Literal' || typeof literal.value !== 'string') return;
    found.push({ specifier: literal.value, typeOnly, line: code.slice(0, literal.start).split('\n').length });
  };
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    if (isNode(value)) {
      if (value.type === 'ImportDeclaration') add(value.source, value.importKind === 'type');
      else if (value.type === 'ExportNamedDeclaration' || value.type === 'ExportAllDeclaration') add(value.source, value.exportKind === 'type');
      else if (value.type === 'ImportExpression') add(value.source, false);
      else if (value.type === 'TSImportType')
        add(isNode(value.argument) && value.argument.type === 'TSLiteralType' ? value.argument.literal : value.source, true);
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(ast);
  return found;
}

function isNode(value: unknown): value is EstreeNode {
  return typeof value === 'object' && value !== null && typeof (value as EstreeNode).type === 'string' && typeof (value as EstreeNode).start === 'number';
}
