import { readFile, realpath } from 'node:fs/promises';
import { join, posix, sep } from 'node:path';
import { createLocator, diagnostic, fromPointer, toPointer, withoutBom, type Diagnostic } from '@quire/diagnostics';
import { jsonSyntaxError } from './json-syntax-error.ts';

/** Where a value of the merged docs.json came from: a file of the docs folder and a pointer into it. */
export interface ConfigSource {
  /** Relative to the docs folder, with `/` separators (`docs.json`, `nav/en.json`). */
  file: string;
  pointer: string;
}

/** docs.json with every `{ "$ref": "..." }` replaced by what it names. */
export interface ResolvedConfigRefs {
  /** The merged document; absent when a file could not be read or parsed, or a `$ref` failed. */
  value?: unknown;
  /** Problems with the files or their `$ref`s, files named as `<dir>/<file>`, with line and column. */
  diagnostics: Diagnostic[];
  /** Every JSON file read, relative to the docs folder, docs.json first. */
  files: string[];
  /** The text of each file read (without byte order mark), to place diagnostics on their lines. */
  texts: ReadonlyMap<string, string>;
  /** Maps a pointer into the merged document to the file and pointer it came from. */
  sourceOf: (pointer: string) => ConfigSource;
}

/** A `$ref` being followed: the file and the path of the object that holds it. */
interface RefSite {
  file: string;
  path: string[];
}

const maxDepth = 64;

/**
 * Reads `<dir>/<root>` and replaces every object `{ "$ref": "<path>[#/json/pointer]" }` anywhere in
 * it by the JSON the path names, recursively. Paths are relative to the file that holds the `$ref`
 * (a leading `/` means the docs folder) and must stay inside the docs folder: one that leaves it is
 * refused before anything is read. A missing file or pointer, a cycle, a syntax error in a
 * referenced file are diagnostics at the `$ref` (or the bad character) with file, line and column.
 */
export async function resolveConfigRefs(dir: string, root = 'docs.json', rootText?: string): Promise<ResolvedConfigRefs> {
  const texts = new Map<string, string>();
  const documents = new Map<string, Promise<{ value: unknown } | { error: Diagnostic } | { missing: string }>>();
  const diagnostics: Diagnostic[] = [];
  /** Merged path -> the file and path of the value placed there; the root first, refs deeper. */
  const mappings: { at: string[]; file: string; path: string[] }[] = [{ at: [], file: root, path: [] }];
  let realDir: string | undefined;

  const load = (file: string) => {
    let pending = documents.get(file);
    if (!pending) {
      pending = (async () => {
        let text: string;
        try {
          text = file === root && rootText !== undefined ? rootText : await readFile(join(dir, file), 'utf8');
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          return {
            missing:
              code === 'EISDIR'
                ? 'is a folder, not a file'
                : code === 'ENOENT' || code === 'ENOTDIR'
                  ? 'does not exist'
                  : `cannot be read (${code ?? String(error)})`,
          };
        }
        const source = withoutBom(text);
        texts.set(file, source);
        try {
          return { value: JSON.parse(source) as unknown };
        } catch (error) {
          const d = jsonSyntaxError(error, source, join(dir, file));
          return { error: file === root ? d : { ...d, message: d.message.replace(/^docs\.json/, file) } };
        }
      })();
      documents.set(file, pending);
    }
    return pending;
  };

  const refError = (code: 'CONFIG_REF_NOT_FOUND' | 'CONFIG_REF_CYCLE' | 'CONFIG_REF_OUTSIDE', message: string, site: RefSite, hint?: string) => {
    diagnostics.push(diagnostic(code, message, { file: join(dir, site.file), pointer: toPointer([...site.path, '$ref']), ...(hint ? { hint } : {}) }));
    return undefined;
  };

  /** True when `target` (a file and path) lies inside the real docs folder (symbolic links followed). */
  const staysInside = async (target: string): Promise<boolean> => {
    realDir ??= await realpath(dir).catch(() => dir);
    const real = await realpath(join(dir, target)).catch(() => undefined);
    return real === undefined || real === realDir || real.startsWith(realDir.endsWith(sep) ? realDir : realDir + sep);
  };

  async function follow(ref: string, site: RefSite, at: string[], chain: RefSite[]): Promise<unknown> {
    const hash = ref.indexOf('#');
    const location = hash < 0 ? ref : ref.slice(0, hash);
    const fragment = hash < 0 ? '' : ref.slice(hash);
    if (/^[a-z][a-z\d+.-]*:/i.test(location) || location.startsWith('//')) {
      return refError('CONFIG_REF_OUTSIDE', `\`$ref: ${ref}\` in ${site.file} is not a file of the docs folder.`, site);
    }
    const written = location.replaceAll('\\', '/');
    const target =
      written === '' ? site.file : posix.normalize(written.startsWith('/') ? written.replace(/^\/+/, '') : posix.join(posix.dirname(site.file), written));
    if (target === '..' || target.startsWith('../') || posix.isAbsolute(target)) {
      return refError('CONFIG_REF_OUTSIDE', `\`$ref: ${ref}\` in ${site.file} leads out of the docs folder (to ${target}); it was not read.`, site);
    }
    const path = fromPointer(fragment || '#');
    const looping = [...chain, site].find((s) => s.file === target && path.every((segment, i) => s.path[i] === segment));
    if (looping || chain.length >= maxDepth) {
      const steps = [...[...chain, site].map((s) => `${s.file}${s.path.length ? `#${toPointer(s.path)}` : ''}`), `${target}${fragment}`];
      return refError('CONFIG_REF_CYCLE', `\`$ref: ${ref}\` in ${site.file} refers back to itself: ${steps.join(' -> ')}.`, site);
    }
    if (!(await staysInside(target))) {
      return refError('CONFIG_REF_OUTSIDE', `\`$ref: ${ref}\` in ${site.file} leads out of the docs folder through a symbolic link; it was not read.`, site);
    }
    const loaded = await load(target);
    if ('missing' in loaded) return refError('CONFIG_REF_NOT_FOUND', `\`$ref: ${ref}\` in ${site.file} names ${target}, which ${loaded.missing}.`, site);
    if ('error' in loaded) {
      if (!diagnostics.includes(loaded.error)) diagnostics.push(loaded.error);
      return undefined;
    }
    let value = loaded.value;
    for (const segment of path) {
      const next = value !== null && typeof value === 'object' && Object.hasOwn(value, segment) ? (value as Record<string, unknown>)[segment] : undefined;
      if (next === undefined) {
        return refError(
          'CONFIG_REF_NOT_FOUND',
          `\`$ref: ${ref}\` in ${site.file}: ${target} has nothing at \`${toPointer(path)}\`.`,
          site,
          'The part after `#` is a JSON pointer into the file, such as `#/navigation/tabs/0`; leave it out to use the whole file.',
        );
      }
      value = next;
    }
    mappings.push({ at, file: target, path });
    return expand(value, target, path, at, [...chain, site]);
  }

  async function expand(value: unknown, file: string, path: string[], at: string[], chain: RefSite[]): Promise<unknown> {
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (const [i, item] of value.entries()) out.push(await expand(item, file, [...path, String(i)], [...at, String(i)], chain));
      return out;
    }
    if (value === null || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    if (typeof object.$ref === 'string') {
      for (const key of Object.keys(object)) {
        if (key === '$ref') continue;
        diagnostics.push(
          diagnostic('CONFIG_UNKNOWN_KEY', `Key \`${key}\` beside \`$ref\` in ${file} is ignored.`, {
            file: join(dir, file),
            pointer: toPointer([...path, key]),
            hint: 'An object with `$ref` is replaced by what it names: move the key into the referenced file.',
          }),
        );
      }
      return follow(object.$ref, { file, path }, at, chain);
    }
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(object)) out[key] = await expand(item, file, [...path, key], [...at, key], chain);
    return out;
  }

  const files = () => [root, ...[...texts.keys()].filter((f) => f !== root)];
  const sourceOf = (pointer: string): ConfigSource => {
    const segments = fromPointer(pointer);
    let best = mappings[0]!;
    for (const m of mappings) {
      if (m.at.length >= best.at.length && m.at.length <= segments.length && m.at.every((s, i) => segments[i] === s)) best = m;
    }
    return { file: best.file, pointer: toPointer([...best.path, ...segments.slice(best.at.length)]) };
  };

  const top = await load(root);
  if ('missing' in top) throw Object.assign(new Error(`${root} ${top.missing}`), { code: 'ENOENT' });
  if ('error' in top) return { diagnostics: [top.error], files: files(), texts, sourceOf };
  const value = await expand(top.value, root, [], [], []);
  const placed = placeAll(diagnostics, dir, texts);
  return { ...(placed.some((d) => d.severity === 'error') ? {} : { value }), diagnostics: placed, files: files(), texts, sourceOf };
}

/** Line and column for diagnostics that have a pointer into one of the files read. */
export function placeAll(diagnostics: Diagnostic[], dir: string, texts: ReadonlyMap<string, string>): Diagnostic[] {
  const locators = new Map<string, ReturnType<typeof locatorOf>>();
  const order = [...texts.keys()];
  return diagnostics
    .map((d) => {
      if (!d.file || d.pointer === undefined || d.line !== undefined) return d;
      const file = order.find((f) => join(dir, f) === d.file);
      if (file === undefined) return d;
      if (!locators.has(file)) locators.set(file, locatorOf(texts.get(file)!));
      const at = locators.get(file)!(d.pointer);
      return at ? { ...d, ...at } : d;
    })
    .toSorted((a, b) => rank(a) - rank(b) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));

  function rank(d: Diagnostic): number {
    const i = order.findIndex((f) => join(dir, f) === d.file);
    return i < 0 ? order.length : i;
  }
}

/** createLocator, but a pointer it cannot decode places nothing instead of throwing. */
function locatorOf(text: string) {
  const locate = createLocator(text);
  return (pointer: string) => {
    try {
      return locate(pointer);
    } catch {
      return undefined;
    }
  };
}
