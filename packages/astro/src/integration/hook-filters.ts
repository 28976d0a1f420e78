/**
 * Filters for Vite plugin hooks. The bundler tests a hook's filter itself and calls the hook only
 * for the modules it matches: a hook without one is a call into JavaScript for each of a site's
 * modules (a one-page site bundles about 950, each resolved, loaded and transformed).
 */

/** Matches one module id exactly (a virtual module's). */
export function exactly(id: string): { id: RegExp } {
  return { id: new RegExp(`^${escaped(id)}$`) };
}

/** Matches the modules inside any of these folders, queries included. */
export function inside(...dirs: string[]): { id: RegExp } {
  return { id: new RegExp(`^(?:${dirs.map((dir) => escaped(dir.replace(/\/+$/, ''))).join('|')})/`) };
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
