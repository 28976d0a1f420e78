// The hosted platform includes a snippet into the page that imports it, so the snippet sees what
// that page imports: ngrok's domains/global-load-balancer.mdx imports `ExplicitRegionSshExample`
// and shows `<GlobalLoadBalancerContent />`, whose tabs use it without an import of their own.
// Quire compiles a snippet once, as a module of its own. So a name a snippet uses as a component
// without binding it, and that is no Quire component, is imported into the snippet from where
// the files including it import that name (through snippets between, too). A name they import
// from different places stays unbound, as before: an unknown component, with its warning.
import { relative, resolve } from 'node:path';
import { bindingStatement, importBase, importBindings, importedFile, importStatements, includedSnippet } from './docs-imports.ts';
import { componentTags, declaredNames, proseOf } from './mdx-tags.ts';

/** One name's import, written to stand alone (`import { A as B } from "/snippets/file.jsx";`); null when importers disagree. */
type Binding = string | null;

/** What the snippets' inherited imports are made of, by file (absolute paths). */
export interface InheritedImports {
  /** For each snippet that uses names its includers import, the import statements to append to it (on lines of their own after its text, so its line numbers hold). */
  appended: Map<string, string>;
  /** With `withInputs`, for each file that includes a snippet or is included, what of its text the appended statements come from (`inheritanceInput`). */
  inputs: Map<string, string>;
}

export function inheritedImports(
  files: readonly { path: string; text: string }[],
  docsDir: string,
  known: ReadonlySet<string>,
  withInputs = false,
): InheritedImports {
  const dir = resolve(docsDir);
  const own = new Map<string, Map<string, string>>();
  const includes = new Map<string, Set<string>>();
  for (const { path, text } of files) {
    const file = resolve(path);
    const bindings = new Map<string, string>();
    for (const statement of importStatements(text)) {
      const names = importBindings(text.slice(statement.start, statement.end));
      if (!names.length) continue;
      const local = /^[./]/.test(statement.specifier);
      const target = local ? importedFile(importBase(statement.specifier, file, dir)) : statement.specifier;
      if (!target) continue;
      // Written from the docs folder (`/snippets/x.mdx`), as the snippet's own imports would be.
      const specifier = local ? `/${relative(dir, target)}` : target;
      if (specifier.startsWith('/..')) continue;
      for (const name of names) bindings.set(name.local, bindingStatement(name, specifier));
      if (local && /\.mdx?$/i.test(target)) (includes.get(file) ?? includes.set(file, new Set()).get(file)!).add(target);
    }
    own.set(file, bindings);
  }
  // Read only for the snippets something includes: most files of a large repo include nothing.
  const texts = new Map(files.map(({ path, text }) => [resolve(path), text]));
  const proses = new Map<string, string>();
  const proseAt = (file: string) => proses.get(file) ?? proses.set(file, proseOf(texts.get(file) ?? '')).get(file)!;
  const declaredAt = new Map<string, Set<string>>();
  const declared = { get: (file: string) => declaredAt.get(file) ?? declaredAt.set(file, declaredNames(proseAt(file))).get(file)! };
  const scopes = new Map<string, Map<string, Binding>>();
  const queue = [...includes.keys()];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    const given = new Map<string, Binding>([...(scopes.get(from) ?? []), ...(own.get(from) ?? [])]);
    for (const snippet of includes.get(from) ?? []) {
      const scope = scopes.get(snippet) ?? scopes.set(snippet, new Map()).get(snippet)!;
      let grew = false;
      for (const [name, binding] of given) {
        if (declared.get(snippet).has(name)) continue;
        const had = scope.get(name);
        const next = had === undefined || had === binding ? binding : null;
        if (had === next) continue;
        scope.set(name, next);
        grew = true;
      }
      if (grew && includes.has(snippet)) queue.push(snippet);
    }
  }
  const appended = new Map<string, string>();
  for (const [file, scope] of scopes) {
    const own = declared.get(file);
    const used = new Set(componentTags(proseAt(file)).map((tag) => tag.name));
    const lines = [...used].flatMap((name) => {
      const binding = scope.get(name);
      return binding && !known.has(name) && !own.has(name) ? [binding] : [];
    });
    if (lines.length) appended.set(file, `\n\n${lines.join('\n')}\n`);
  }
  if (!withInputs) return { appended, inputs: new Map() };
  const inputs = new Map([...new Set([...includes.keys(), ...scopes.keys()])].map((file) => [file, inheritanceInput(texts.get(file) ?? '', proseAt(file))]));
  return { appended, inputs };
}

/**
 * What of a file the inherited imports are made from: its import statements, the names it
 * declares and the components it shows. An edit that keeps this changes no snippet's imports;
 * one that changes it has `quire dev` read the docs again (watch-docs.ts).
 */
export function inheritanceInput(text: string, prose = proseOf(text)): string {
  const imports = importStatements(text).map((statement) => text.slice(statement.start, statement.end).replace(/\s+/g, ' '));
  const tags = new Set(componentTags(prose).map((tag) => tag.name));
  return JSON.stringify([imports.sort(), [...declaredNames(prose)].sort(), [...tags].sort()]);
}

/** Whether a text imports one of the docs' MDX or Markdown files: a snippet it includes. */
export function includesSnippets(text: string, file: string, docsDir: string): boolean {
  return importStatements(text).some(({ specifier }) => includedSnippet(specifier, file, resolve(docsDir)) !== undefined);
}
