// `@quire/playground/agreement`: what the islands compute that another front (the build's code
// samples and page data, the MCP tools) must compute alike, for the tests that compare them
// (test/agreement/ at the repository's root, @quire/astro's payload tests). DOM-free: these
// modules only compose and check requests.
export { addCredentials, type Field } from './http/auth/credentials.ts';
export { encodeJson, encodeText, encodeUrlencoded } from './http/body/encode-body.ts';
export { bodyField, type Field as BodyField } from './http/body/form-model.ts';
export { composeRequest, type ParamValue } from './http/compose-request.ts';
export { checkAnswer } from './graphql/check-answer.ts';
