// Entry points for the CLI and the hosting service; Astro projects import the default from index.ts.
export { standaloneConfig, type StandaloneOptions } from './standalone-config.ts';
export { buildStandalone } from './build-standalone.ts';
export { adapterNames, type AdapterName } from './deploy/adapters.ts';
export type { BuildPhase, BuildProgress } from './integration/build-progress.ts';
