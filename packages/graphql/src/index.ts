export { loadGraphQL, loadGraphQLText, type LoadedGraphQL, type LoadGraphQLOptions } from './load-graphql.ts';
export { normalizeSchema } from './normalize.ts';
export { exampleOperation, exampleResponse, type ExampleOperation } from './example-operation.ts';
export { reachableTypes } from './reachable-types.ts';
export type * from './types.ts';
export { printDefinition, printOperation } from './print-definition.ts';
