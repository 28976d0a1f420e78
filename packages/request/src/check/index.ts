// @quire/request/check: holds an API's answer to its documentation. A separate entry from the
// request model because it carries a JSON Schema validator: the playground loads it only once a
// response has arrived.
export { checkResponse, checkStream, type CheckOptions, type StreamCheck } from './check-response.ts';
export { describeVerdict, differenceLine } from './describe-verdict.ts';
export { jsonPath, schemaDifferences } from './schema-differences.ts';
export type { ActualResponse, Difference, DocumentedResponses, Rule, Verdict } from './types.ts';
