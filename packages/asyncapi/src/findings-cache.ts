import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '@quire/diagnostics';
import type { AsyncApiModel } from './types.ts';

/** The rules' findings, and the document as read when it could be: its model and what normalizing it found. */
export interface KeptFindings {
  diagnostics: Diagnostic[];
  read?: { model: AsyncApiModel; diagnostics: Diagnostic[] };
}

/**
 * What the AsyncAPI parser's rules found in a document (after Quire's filter), kept on disk by the
 * document's text: the rules compile the AsyncAPI JSON Schema anew for every parse, about a second
 * of every `quire dev`, `check` and `build` start, while the parse itself takes a few
 * milliseconds. A 3.x document read whole is kept read too (its model, and what normalizing it
 * found): a start that finds it loads no parser, which compiles schemas of its own as it loads
 * (half a second and more of the demo's first `quire dev` page). The key names the parser's
 * version, this cache's format (bump it when the rules change what a document's findings are)
 * and this package's code (the filter in load-asyncapi.ts and the model).
 */
const findingsVersion = '@asyncapi/parser@3.6.3 v2';

let ownCode: string | undefined;

/**
 * A hash of this package's own modules: the model kept is what they make of a document, so a
 * Quire whose reading differs (another release, or an edit in a clone) keeps entries of its own.
 */
function ownCodeHash(): string {
  if (ownCode) return ownCode;
  const here = dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256');
  for (const entry of readdirSync(here, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isFile()) hash.update(`${entry.name}\0`).update(readFileSync(join(here, entry.name)));
  }
  ownCode = hash.digest('hex');
  return ownCode;
}

function fileOf(dir: string, document: { text: string; source: string }): string {
  // The findings name the document's location: the same text elsewhere is another entry.
  const key = createHash('sha256').update(`${findingsVersion}\0${ownCodeHash()}\0${document.source}\0${document.text}`).digest('hex');
  return join(dir, `asyncapi-${key}.json`);
}

/** The findings kept for this text, or undefined when none are (or the cache cannot be read). */
export async function keptFindings(dir: string, document: { text: string; source: string }): Promise<KeptFindings | undefined> {
  const file = fileOf(dir, document);
  const saved = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as { version: string } & KeptFindings,
    () => undefined,
  );
  // An entry of another shape (written by hand, or by another tool) is checked again, never trusted.
  if (saved?.version !== findingsVersion || !Array.isArray(saved.diagnostics)) return undefined;
  // Used now: the user cache keeps the entries used most recently (@quire/site's trimUserCache).
  await utimes(file, new Date(), new Date()).catch(() => {});
  const { read } = saved;
  const readWhole = typeof read?.model === 'object' && read.model !== null && Array.isArray(read.diagnostics);
  return readWhole ? { diagnostics: saved.diagnostics, read } : { diagnostics: saved.diagnostics };
}

/** Keeps the findings; a folder that cannot be written (or a model that is no JSON) only means running the parser again next time. */
export async function keepFindings(dir: string, document: { text: string; source: string }, kept: KeptFindings): Promise<void> {
  const file = fileOf(dir, document);
  // Written aside and renamed: a build and a dev server reading the same folder never see half a file.
  const partial = `${file}.${process.pid}.tmp`;
  await mkdir(dir, { recursive: true })
    .then(() => writeFile(partial, JSON.stringify({ version: findingsVersion, ...kept })))
    .then(() => rename(partial, file))
    .catch(() => undefined);
}
