import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { withoutBom } from '@quire/diagnostics';
import { parseText } from './parse-text.ts';
import { offline } from './read-source.ts';

/**
 * Why a `$ref` to another file did not resolve, in words a person can act on: outside the
 * allowed folder, no such file, or a file that does not parse (with its line).
 */
export function explainExternalRef(ref: string, origin: string, root: string): string {
  const [target = ''] = ref.split('#');
  if (/^[a-z]+:\/\//i.test(target) || /^[a-z]+:\/\//i.test(origin)) {
    return offline()
      ? `${target} is not fetched: this build has no network (hosted builds have none); commit the file in the repository and refer to it by its path`
      : `${target} cannot be fetched or is not JSON or YAML`;
  }
  const path = resolve(dirname(origin), decodeURIComponent(target));
  const fromRoot = relative(root, path);
  if (fromRoot.startsWith('..') || resolve(root, fromRoot) !== path) return `${target} lies outside ${root}, the folder specs may read from`;
  if (!existsSync(path)) return `there is no file ${relative(process.cwd(), path) || path}`;
  const parsed = parseText(withoutBom(readFileSync(path, 'utf8')), target);
  if ('error' in parsed) {
    const at = parsed.error.line !== undefined ? ` at line ${parsed.error.line}, column ${parsed.error.column}` : '';
    return `${target} does not parse${at}: ${parsed.error.message.replace(/\.$/, '')}`;
  }
  return `${target} has no ${ref.includes('#') ? `#${ref.split('#')[1]}` : 'such location'}`;
}
