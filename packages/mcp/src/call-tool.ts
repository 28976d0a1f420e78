// Calling an API tool: check the arguments against its input schema, build the request, send it
// through the site's relay (the same rules that decide which hosts the playground may reach),
// and answer status, headers and body. Every failure is a tool error the agent can read, never
// an exception.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { JsonSchemaType, JsonSchemaValidator } from '@modelcontextprotocol/sdk/validation';
import { checkResponse, describeVerdict } from '@quire/request/check';
import { relayRequest, type RelayOptions, type RelayResponse } from '@quire/request/node';
import { buildRequest } from './build-request.ts';
import { environmentCredentials, type Credentials } from './credentials.ts';
import type { McpToolSpec } from './tool-spec.ts';

export interface CallToolOptions {
  /** The relay's rules: the site's targets; `loopback: 'declared'` for stdio and preview, 'never' for hosting. */
  relay: RelayOptions;
  /** Default: `QUIRE_AUTH_<SCHEME>` environment variables. */
  credentials?: Credentials;
}

const ajv = new AjvJsonSchemaValidator();
const validators = new WeakMap<McpToolSpec, JsonSchemaValidator<unknown> | null>();

function validatorOf(tool: McpToolSpec): JsonSchemaValidator<unknown> | null {
  let validator = validators.get(tool);
  if (validator === undefined) {
    try {
      validator = ajv.getValidator(tool.inputSchema as JsonSchemaType);
    } catch {
      validator = null; // A schema Ajv cannot compile: the API judges the arguments.
    }
    validators.set(tool, validator);
  }
  return validator;
}

export function toolError(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

export async function callTool(tool: McpToolSpec, args: unknown, options: CallToolOptions): Promise<CallToolResult> {
  try {
    const input = args ?? {};
    if (typeof input !== 'object' || Array.isArray(input)) return toolError('Invalid arguments: expected an object.');
    const check = validatorOf(tool)?.(input);
    if (check && !check.valid) return toolError(`Invalid arguments: ${check.errorMessage.replaceAll('data/', '').replaceAll('data ', 'arguments ')}`);
    const built = buildRequest(tool, input as Record<string, unknown>, options.credentials ?? environmentCredentials());
    if (!built.ok) return toolError(built.error);
    const result = await relayRequest(built.request, options.relay);
    if (!result.ok) return toolError(`${result.problem.title}: ${result.problem.detail}`);
    const response = result.value;
    const content: CallToolResult['content'] = [{ type: 'text', text: `${built.request.method} ${built.request.url}\n${describeResponse(response)}` }];
    // The answer held to the documentation, so an agent knows when the API answered off-spec:
    // in words as a second block, and whole in `_meta` for clients that act on it.
    const verdict = tool.responses?.responses.length ? checkResponse(tool.responses, response, { method: built.request.method }) : undefined;
    if (verdict) content.push({ type: 'text', text: describeVerdict(verdict) });
    return { content, ...(response.status >= 400 ? { isError: true } : {}), ...(verdict ? { _meta: { 'quire/verdict': verdict } } : {}) };
  } catch (error) {
    return toolError(`The call failed: ${(error as Error).message}`);
  }
}

/** How much of a text body an agent gets: more would crowd out its context, not inform it. */
export const maxBodyChars = 100_000;

/** Status line, headers, and the body: JSON pretty-printed, binary summarized, long text cut. */
export function describeResponse(response: RelayResponse): string {
  const head = [
    `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
    ...Object.entries(response.headers).map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
  const type = response.headers['content-type'] ?? '';
  let body: string;
  if (response.bodyEncoding === 'base64') body = `[binary body: ${Buffer.from(response.body, 'base64').length} bytes${type ? ` of ${type}` : ''}]`;
  else if (/json/i.test(type)) {
    try {
      body = JSON.stringify(JSON.parse(response.body), null, 2);
    } catch {
      body = response.body;
    }
  } else body = response.body;
  if (body.length > maxBodyChars) body = `${body.slice(0, maxBodyChars)}\n[… ${body.length - maxBodyChars} more characters cut: ${body.length} in all]`;
  // A stream the relay's cap stopped: the agent learns the items are the first ones, not all.
  return `${head}\n\n${body}${response.capped ? `\n[${response.capped}]` : ''}`;
}
