import { resolve } from 'node:path';
import { createLocator, type Diagnostic } from '@quire/diagnostics';
import { fileLimit, mapWithLimit } from './map-with-limit.ts';
import { readDocsText } from './read-docs-text.ts';
import { frontmatterOf } from './frontmatter-block.ts';

/**
 * Adds line and column to diagnostics that carry a JSON pointer into docs.json (or a JSON file its
 * `$ref`s name), into a spec (JSON or YAML) or into an MDX page's frontmatter. Files are read only when a diagnostic needs them: the error path pays, the
 * happy path does not.
 */
export async function locateInDocs(diagnostics: Diagnostic[], dir: string): Promise<Diagnostic[]> {
  const locators = new Map<string, Promise<((pointer: string) => { line: number; column: number } | undefined) | undefined>>();
  const locatorFor = (file: string) => {
    if (!locators.has(file))
      locators.set(
        file,
        readDocsText(resolve(dir, file)).then(
          (text) => toLocator(file, text),
          () => undefined,
        ),
      );
    return locators.get(file)!;
  };
  // Pages of a large repo may each have a diagnostic: a bounded number of files open at once.
  return mapWithLimit(diagnostics, fileLimit, async (d) => {
    if (!d.file || d.pointer === undefined || d.line !== undefined || !/\.(json|ya?ml|mdx?)$/i.test(d.file)) return d;
    const at = (await locatorFor(d.file))?.(d.pointer);
    return at ? { ...d, ...at } : d;
  });
}

/** JSON and YAML files are located as they are; MDX pages by their frontmatter, one line below the opening `---`. */
function toLocator(file: string, text: string) {
  if (!/\.mdx?$/i.test(file)) return createLocator(text);
  const frontmatter = frontmatterOf(text);
  if (!frontmatter) return undefined;
  const locate = createLocator(frontmatter.yaml);
  return (pointer: string) => {
    const at = locate(pointer);
    return at ? { line: at.line + 1, column: at.column } : undefined;
  };
}
