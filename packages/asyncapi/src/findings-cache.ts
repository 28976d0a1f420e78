import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '@quire/diagnostics';

/**
 * What the AsyncAPI parser's rules found in a document (after Quire's filter), kept on disk by the
 * document's text: the rules compile the AsyncAPI JSON Schema anew for every parse, about a second
 * of every `quire dev`, `check` and `build` start, while the parse itself takes a few
 * milliseconds. The key names the parser's version and this cache's format: bump either when
 * the rules or the filter in load-asyncapi.ts change what a document's findings are.
 */
const findingsVersion = '@asyncapi/parser@3.6.3 v1';

function fileOf(dir: string, document: { text: string; source: string }): string {
  // The findings name the document's location: the same text elsewhere is another entry.
  const key = createHash('sha256').update(`${findingsVersion}\0${document.source}\0${document.text}`).digest('hex');
  return join(dir, `asyncapi-${key}.json`);
}

/** The findings kept for this text, or undefined when none are (or the cache cannot be read). */
export async function keptFindings(dir: string, document: { text: string; source: string }): Promise<Diagnostic[] | undefined> {
  const saved = await readFile(fileOf(dir, document), 'utf8').then(
    (text) => JSON.parse(text) as { version: string; diagnostics: Diagnostic[] },
    () => undefined,
  );
  // An entry of another shape (written by hand, or by another tool) is checked again, never trusted.
  return saved?.version === findingsVersion && Array.isArray(saved.diagnostics) ? saved.diagnostics : undefined;
}

/** Keeps the findings; a folder that cannot be written only means running the rules again next time. */
export async function keepFindings(dir: string, document: { text: string; source: string }, diagnostics: Diagnostic[]): Promise<void> {
  const file = fileOf(dir, document);
  // Written aside and renamed: a build and a dev server reading the same folder never see half a file.
  const partial = `${file}.${process.pid}.tmp`;
  await mkdir(dir, { recursive: true })
    .then(() => writeFile(partial, JSON.stringify({ version: findingsVersion, diagnostics })))
    .then(() => rename(partial, file))
    .catch(() => undefined);
}
