import { dirname, relative, resolve } from 'node:path';

/**
 * The folder a spec's `$ref`s may read from: the working directory when the spec lies inside it
 * (so `../common/schemas.yaml` in a monorepo works), else the spec's own folder.
 */
export function refRoot(spec: string): string {
  const cwd = process.cwd();
  const specDir = resolve(dirname(spec));
  return relative(cwd, specDir).startsWith('..') ? specDir : cwd;
}
