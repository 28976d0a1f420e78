import { createRequire } from 'node:module';

const nodeRequire = createRequire(import.meta.url);

/**
 * Loads a large dependency (the AsyncAPI parser, the converter) the first time a document needs
 * it, through Node's own loader rather than `import()`. Inside an `astro.config.*`, Astro
 * evaluates this package in a Vite module runner and closes that runner once the config is read:
 * an `import()` made later, when a site's first AsyncAPI document loads, fails with "Vite module
 * runner has been closed". Node's `require` works whoever evaluated this file, and loads ES
 * modules as well as CommonJS ones.
 */
export function loadOnFirstUse<T>(specifier: string): T {
  return nodeRequire(specifier) as T;
}
