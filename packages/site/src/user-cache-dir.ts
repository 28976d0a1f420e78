import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Quire's folder in the user's cache (`$XDG_CACHE_HOME/quire`, else `~/.cache/quire`): for what
 * is worth keeping between runs but is no part of a docs repo. Outside the repo on purpose: a
 * repo (or a pull request) cannot plant entries in it.
 */
export function userCacheDir(...parts: string[]): string {
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'quire', ...parts);
}
