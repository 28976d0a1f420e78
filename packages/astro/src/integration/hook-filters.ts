/**
 * Filters for Vite plugin hooks. The bundler tests a hook's filter itself and calls the hook only
 * for the modules it matches: a hook without one is a call into JavaScript for each of a site's
 * modules (a one-page site bundles about 950, each resolved, loaded and transformed).
 */

/** Matches these module ids exactly (virtual modules'). */
export function exactly(...ids: string[]): { id: RegExp } {
  return { id: new RegExp(`^(?:${ids.map(escaped).join('|')})$`) };
}

/** Matches the module ids that start with any of these. */
export function startingWith(...prefixes: string[]): { id: RegExp } {
  return { id: new RegExp(`^(?:${prefixes.map(escaped).join('|')})`) };
}

/** Matches the modules inside any of these folders, queries included. */
export function inside(...dirs: string[]): { id: RegExp } {
  return startingWith(...dirs.map((dir) => `${dir.replace(/\/+$/, '')}/`));
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
