import { join } from 'node:path';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { upgradeMintJson } from './mint-json.ts';
import { validateDocsConfig, type ParsedDocsConfig } from './parse-docs-config.ts';
import { placeAll, resolveConfigRefs } from './resolve-config-refs.ts';

/** mint.json read and upgraded: the parsed config (when it has no errors) and the docs.json made of it. */
export interface MintJsonRead extends ParsedDocsConfig {
  /** The docs.json `quire upgrade` writes; absent when mint.json has errors. */
  docsJson?: unknown;
  /** Keys of mint.json that have no docs.json equivalent and are left out. */
  leftOut: string[];
}

/**
 * The docs.json the hosted platform's upgrade makes of `<dir>/mint.json` (its `$ref`s replaced
 * first), with one warning that says so; every problem found in it is reported at the mint.json
 * (or referenced file) line it comes from.
 */
export async function readMintJson(dir: string, text: string): Promise<MintJsonRead> {
  const file = join(dir, 'mint.json');
  const refs = await resolveConfigRefs(dir, 'mint.json', text);
  const files = refs.files.map((f) => join(dir, f));
  if (refs.value === undefined) return { diagnostics: refs.diagnostics, files, sourceOf: refs.sourceOf, leftOut: [] };
  const upgraded = upgradeMintJson(refs.value, file);
  const sourceOf = (pointer: string) => refs.sourceOf(upgraded.sourceOf(pointer));
  // Diagnostics of the upgrade point into mint.json as merged; those of validation into the docs.json made of it.
  const toFile = (d: Diagnostic, source: { file: string; pointer: string }) => ({ ...d, file: join(dir, source.file), pointer: source.pointer });
  // They name docs.json's keys: say so, since the author wrote mint.json's.
  const place = (diagnostics: Diagnostic[]) =>
    placeAll(
      diagnostics.map((d) =>
        d.file !== file || d.pointer === undefined ? d : { ...toFile(d, sourceOf(d.pointer)), message: `${d.message} (mint.json read as docs.json)` },
      ),
      dir,
      refs.texts,
    );
  const legacy = diagnostic(
    'CONFIG_LEGACY_MINT_JSON',
    `mint.json is the hosted platform's legacy configuration file: Quire read it as the docs.json \`quire upgrade\` writes from it${leftOutText(upgraded.leftOut)}.`,
    { file, pointer: '' },
  );
  const fromUpgrade = placeAll(
    [legacy, ...upgraded.diagnostics].map((d) => (d.pointer === undefined ? d : toFile(d, refs.sourceOf(d.pointer)))),
    dir,
    refs.texts,
  );
  if (fromUpgrade.some((d) => d.severity === 'error'))
    return { diagnostics: [...refs.diagnostics, ...fromUpgrade], files, sourceOf, leftOut: upgraded.leftOut };
  // Validation takes out the keys it warns about: the docs.json to write keeps them, as the platform's upgrade does.
  const parsed = validateDocsConfig(structuredClone(upgraded.docsJson), file, place);
  return {
    ...parsed,
    diagnostics: [...refs.diagnostics, ...fromUpgrade, ...parsed.diagnostics],
    files,
    sourceOf,
    docsJson: upgraded.docsJson,
    leftOut: upgraded.leftOut,
  };
}

function leftOutText(keys: string[]): string {
  if (keys.length === 0) return '';
  const names = keys.map((key) => `\`${key}\``).join(', ');
  return `; ${names} ${keys.length === 1 ? 'has' : 'have'} no docs.json equivalent and ${keys.length === 1 ? 'is' : 'are'} left out`;
}
