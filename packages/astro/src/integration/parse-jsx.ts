// Where JSX in MDX source is parsed before MDX compiles it: with Rolldown's parser, the one Vite's
// own `parseAst` re-exports, taken from the Rolldown that Vite uses. Imported from Vite, it loaded
// all of Vite into `quire check`, which bundles nothing: a sixth of the command's CPU.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const besideVite = createRequire(import.meta.resolve('vite'));
// Typed as Vite's re-export of it: Rolldown is Vite's dependency, not one of ours.
const parser = (await import(pathToFileURL(besideVite.resolve('rolldown/parseAst')).href)) as Pick<typeof import('vite'), 'parseAst'>;

export const { parseAst } = parser;
