import { realpathSync } from 'node:fs';

/** The path with its links resolved, as Vite names modules; the path itself when it does not exist (yet). */
export function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
