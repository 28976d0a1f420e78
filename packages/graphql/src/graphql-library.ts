import { createRequire } from 'node:module';

const nodeRequire = createRequire(import.meta.url);

/**
 * The reference implementation (graphql-js), loaded when a schema is first read: its 170
 * modules were a tenth of what every `quire dev`, `check` and `build` start loaded, for sites
 * that mostly have no GraphQL schema. Node's `require` rather than `import()`, which an Astro
 * config's module runner refuses once it has closed (as @quire/asyncapi's loadOnFirstUse
 * explains). Every use goes through here: normalize.ts's type checks must be the copy that built
 * the schema.
 */
export function graphql(): typeof import('graphql') {
  library ??= nodeRequire('graphql') as typeof import('graphql');
  return library;
}

let library: typeof import('graphql') | undefined;

/** The SDL rules as a list of errors (buildASTSchema runs them too, but throws them joined, without places). */
export function sdlRules(): typeof import('graphql/validation/validate.js').validateSDL {
  return (nodeRequire('graphql/validation/validate.js') as typeof import('graphql/validation/validate.js')).validateSDL;
}
