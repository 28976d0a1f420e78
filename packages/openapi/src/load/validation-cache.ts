import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '@quire/diagnostics';

/**
 * The validator's findings for a document, kept on disk by the document's hash: validating
 * GitHub's spec against the OpenAPI schema takes two seconds, and `quire dev`, `check` and `build`
 * read the same unchanged spec again and again. The key names the validator's version (a new
 * one may find other things) and this file's format.
 */
const validatorVersion = '@scalar/openapi-parser@0.29.8 v1';

export async function cachedValidation(
  dir: string | undefined,
  document: { hash: string; version: string; location: string },
  validate: () => Promise<Diagnostic[]>,
): Promise<Diagnostic[]> {
  if (!dir) return validate();
  // The findings name the document's location: the same text elsewhere is another entry.
  const key = createHash('sha256').update(`${document.hash}\0${document.version}\0${document.location}`).digest('hex');
  const file = join(dir, `${key}.json`);
  const saved = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as { validator: string; diagnostics: Diagnostic[] },
    () => undefined,
  );
  // An entry of another shape (written by hand, or by another tool) is validated again, never trusted.
  if (saved?.validator === validatorVersion && Array.isArray(saved.diagnostics)) {
    // Used now: the user cache keeps the entries used most recently (@quire/site's trimUserCache).
    await utimes(file, new Date(), new Date()).catch(() => {});
    return saved.diagnostics;
  }
  const diagnostics = await validate();
  // Written aside and renamed: a build and a dev server reading the same folder never see half a
  // file. A folder that cannot be written only means validating again next time.
  const partial = `${file}.${process.pid}.tmp`;
  await mkdir(dir, { recursive: true })
    .then(() => writeFile(partial, JSON.stringify({ validator: validatorVersion, diagnostics })))
    .then(() => rename(partial, file))
    .catch(() => undefined);
  return diagnostics;
}
