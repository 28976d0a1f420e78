export { loadSpec, type LoadOptions, type LoadedSpec } from './load/load-spec.ts';
export { isUrl } from './load/read-source.ts';
export { normalize } from './model/normalize.ts';
export { lookupRef, resolveRef } from './model/resolve-ref.ts';
export type * from './model/types.ts';
export { httpMethods } from './model/types.ts';
