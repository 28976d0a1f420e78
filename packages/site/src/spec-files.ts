import { stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { ApiModel } from '@quire/openapi';
import { listDocsFiles } from './list-docs-files.ts';
import { fileLimit, mapWithLimit } from './map-with-limit.ts';
import { parseFrontmatterReference } from './navigation/entry-reference.ts';
import type { MdxPage } from './navigation/mdx-pages.ts';
import type { DocsFiles } from './docs-files.ts';
import { lacksSpecExtension, withSpecExtensions } from './navigation/spec-path.ts';
import { readDocsText } from './read-docs-text.ts';

/**
 * The OpenAPI files to load, from the ones the site names (`collectSpecSources`), as repos
 * written for the hosted platform expect:
 * - a path written without its extension (`billing-api PUT /invoices/{id}`) means the named
 *   `billing-api.yaml`, `.yml` or `.json` when docs.json names one, else each of those in the
 *   docs folder (two of them are reported as ambiguous where they are used);
 * - docs: guides/api-navigation#mdx-operation-pages: when nothing names a spec and an MDX page's `openapi` leaves the path out, the one
 *   OpenAPI file of the docs folder is detected by its content (several are all loaded, and each
 *   such page is reported as ambiguous, naming them).
 */
export async function specFilesToLoad(named: string[], dir: string, mdx: MdxPage[], files?: DocsFiles): Promise<string[]> {
  const sources = new Set<string>();
  for (const source of named) {
    if (!lacksSpecExtension(source) || (await isFileIn(dir, source))) sources.add(source);
    else if (!withSpecExtensions(source).some((file) => named.includes(file))) {
      const found = (await Promise.all(withSpecExtensions(source).map(async (file) => ((await isFileIn(dir, file)) ? file : undefined)))).filter(
        (file) => file !== undefined,
      );
      for (const file of found.length ? found : [source]) sources.add(file);
    }
  }
  if (sources.size === 0 && mdx.some(namesOperationWithoutSpec)) for (const file of await findOpenApiFiles(dir, files)) sources.add(file);
  return [...sources];
}

/** Every OpenAPI 3.x document of the docs folder (JSON or YAML with a top-level `openapi: 3.x`), relative paths, sorted. */
export async function findOpenApiFiles(dir: string, files?: DocsFiles): Promise<string[]> {
  const paths = await listDocsFiles(dir, '**/*.{json,yaml,yml}', [], files);
  const isSpec = await mapWithLimit(paths, fileLimit, async (path) => isOpenApi3(await readDocsText(join(dir, path)).catch(() => '')));
  return paths.filter((_, i) => isSpec[i]);
}

/** YAML: an `openapi: 3.x` line at the top level. JSON (in a .json or .yaml file): a parsed top-level key. */
function isOpenApi3(text: string): boolean {
  if (!text.trimStart().startsWith('{')) return /^["']?openapi["']?[ \t]*:[ \t]*["']?3\./m.test(text);
  if (!/"openapi"\s*:\s*"3\./.test(text)) return false;
  try {
    const value: unknown = JSON.parse(text);
    return !!value && typeof value === 'object' && /^3\./.test(String((value as { openapi?: unknown }).openapi));
  } catch {
    return false;
  }
}

/**
 * Whether a page names an operation, webhook or schema without its spec that none of the loaded
 * specs has (an operation not even among those dropped for their errors): another OpenAPI file
 * of the folder may have it.
 */
export function pagesNeedAnotherSpec(
  mdx: MdxPage[],
  models: ReadonlyMap<string, ApiModel | undefined>,
  dropped: ReadonlyMap<string, ReadonlyMap<string, unknown>>,
): boolean {
  const known = new Set<string>();
  for (const model of models.values()) {
    for (const op of [...(model?.operations ?? []), ...(model?.webhooks ?? [])]) known.add(op.key);
    for (const schema of model?.schemas ?? []) known.add(schemaKey(schema.name));
  }
  for (const ops of dropped.values()) for (const key of ops.keys()) known.add(key);
  return mdx.some((page) => specLessReferences(page).some((key) => !known.has(key)));
}

function namesOperationWithoutSpec(page: MdxPage): boolean {
  return specLessReferences(page).length > 0;
}

/** What a page's frontmatter names without a spec path: an operation's or webhook's key, a schema as `schemaKey` gives it. */
function specLessReferences(page: MdxPage): string[] {
  const ref = parseFrontmatterReference(page.frontmatter.openapi ?? '');
  const schema = page.frontmatter['openapi-schema'];
  return [
    ...(ref !== undefined && ref.type !== 'channel' && !ref.spec ? [ref.key] : []),
    ...(schema !== undefined && !/\s/.test(schema) ? [schemaKey(schema)] : []),
  ];
}

/** Schemas beside operation keys in one set: no operation key starts with `schema `. */
const schemaKey = (name: string) => `schema ${name}`;

/** A file inside the docs folder (never a probe outside it). */
async function isFileIn(dir: string, path: string): Promise<boolean> {
  const file = resolve(dir, path);
  if (relative(resolve(dir), file).startsWith('..')) return false;
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}
