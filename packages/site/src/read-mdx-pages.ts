import { join } from 'node:path';
import { load as loadLenientYaml } from 'js-yaml';
import { parse as parseYaml } from 'yaml';
import { diagnostic, toPointer, type Diagnostic } from '@quire/diagnostics';
import { findCycle } from '@quire/openapi';
import { listPageFiles } from './page-files.ts';
import type { MdxPage } from './navigation/mdx-pages.ts';
import type { DocsFiles } from './docs-files.ts';
import { readDocsTexts } from './read-docs-text.ts';
import { frontmatterOf } from './frontmatter-block.ts';
import { readPageMetadata, type PageMetadata } from './page-metadata.ts';

/**
 * Every `.mdx` and `.md` page of a docs folder with its frontmatter, in path order. `onText`
 * sees each page's whole text while it is at hand, so checks of the body need not read it again.
 * `files`: the folder's files, when they are listed already.
 */
export async function readMdxPages(
  dir: string,
  onText?: (path: string, text: string) => void,
  files?: DocsFiles,
): Promise<{ pages: MdxPage[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const paths = await listPageFiles(dir, files);
  // Pages of equal text share one string (readDocsTexts): every check after this one reads them
  // all at once, and equal strings let the checks find the work done for a text already.
  const texts = await readDocsTexts(paths.map((path) => join(dir, path)));
  // Parsed in path order, so that diagnostics come in the same order however reads finish. Each
  // block once: the pages that share a block share its metadata, which nothing changes.
  const read = new Map<string, { metadata: PageMetadata; found: Diagnostic[] }>();
  const pages = paths.map((path, i) => {
    const text = texts[i]!;
    onText?.(path, text);
    const block = frontmatterOf(text)?.block ?? '';
    let frontmatter = read.get(block);
    if (!frontmatter) {
      const found: Diagnostic[] = [];
      frontmatter = { metadata: readFrontmatter(text, path, found), found };
      read.set(block, frontmatter);
    }
    diagnostics.push(...frontmatter.found.map((d) => ({ ...d, file: path })));
    return { path, frontmatter: frontmatter.metadata };
  });
  return { pages, diagnostics };
}

/**
 * The page's metadata from the YAML between the leading `---` lines: a broken block is reported
 * and read as empty, a field of the wrong type is reported and read as unset.
 */
export function readFrontmatter(text: string, file: string, diagnostics: Diagnostic[]): PageMetadata {
  const { metadata, problems } = readPageMetadata(readYamlBlock(text, file, diagnostics));
  for (const problem of problems) {
    diagnostics.push(
      diagnostic('PAGE_METADATA_FIELD', `${problem.message} The page is built as if it were not set.`, { file, pointer: toPointer([problem.field]) }),
    );
  }
  return metadata;
}

function readYamlBlock(text: string, file: string, diagnostics: Diagnostic[]): Record<string, unknown> {
  const match = frontmatterOf(text);
  if (!match) return {};
  try {
    const value: unknown = readYaml(ownCopy(match.yaml), file, diagnostics);
    const cycle = findCycle(value);
    if (cycle) {
      diagnostics.push(
        diagnostic('MDX_FRONTMATTER_INVALID', 'A YAML alias in the frontmatter names a value that contains it, so the value never ends.', {
          file,
          pointer: toPointer(cycle),
          hint: 'Replace the alias (`*name`) with a copy of what it names.',
        }),
      );
      return {};
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    if (value == null) return {};
    diagnostics.push(diagnostic('MDX_FRONTMATTER_INVALID', 'The frontmatter is not a set of `key: value` lines.', { file, line: 2, column: 1 }));
  } catch (error) {
    const pos = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    diagnostics.push(
      diagnostic('MDX_FRONTMATTER_INVALID', `Invalid YAML in the frontmatter: ${(error as Error).message.split('\n')[0]}`, {
        file,
        ...(pos ? { line: pos.line + 1, column: pos.col } : {}),
      }),
    );
  }
  return {};
}

/**
 * The block as YAML, read strictly; where the strict reader refuses it, as the hosted platform's
 * reader (js-yaml, through gray-matter) takes it, with a warning at the place the strict reader
 * stopped: portkey writes a double-quoted description whose next lines start at the margin, which
 * YAML 1.2 forbids and js-yaml reads as one string. Only what neither reads is an error.
 */
function readYaml(yaml: string, file: string, diagnostics: Diagnostic[]): unknown {
  try {
    return parseYaml(yaml);
  } catch (error) {
    let value: unknown;
    try {
      value = loadLenientYaml(yaml);
    } catch {
      throw error;
    }
    const pos = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    diagnostics.push(
      diagnostic(
        'MDX_FRONTMATTER_LENIENT',
        `The frontmatter is not valid YAML (${(error as Error).message.split('\n')[0]}): it is read as the hosted platform reads it.`,
        {
          file,
          ...(pos ? { line: pos.line + 1, column: pos.col } : {}),
        },
      ),
    );
    return value;
  }
}

/**
 * The text as a string of its own. A substring made by a regex or `slice` points into the whole
 * page's text, and so would every title and description YAML reads from it: each page's value
 * kept for the navigation would keep its whole page alive (crewAI's 25,000 pages: about 300 MB).
 */
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
