import type { Callback, Header, MediaType, Operation, Parameter, SchemaLookup, SecurityRequirement } from '@quire/openapi';
import { diffSchema } from './diff-schema.ts';
import { places } from './places.ts';
import { rules, type RuleId } from './rules.ts';
import type { Change, Direction } from './types.ts';

export interface OperationScope {
  before: SchemaLookup;
  after: SchemaLookup;
  out: Change[];
}

/**
 * Compares two versions of one operation or webhook: deprecation, parameters, request body,
 * responses with their headers and schemas, callbacks, and security. A webhook's data flows the other way: the API
 * sends its request body, and the consumer answers with its responses.
 */
export function diffOperation(scope: OperationScope, old: Operation, now: Operation): void {
  const page = now.key;
  const add = (subject: Change['subject'], action: Change['action'], at: string | undefined, rule: RuleId, message: string) =>
    scope.out.push({ subject, action, page, ...(at ? { at } : {}), rule, breaking: rules[rule].breaking, message });
  // A webhook's parameters and payload are what the API sends: its consumers read them, so losing one breaks, gaining one does not.
  const webhook = now.kind === 'webhook';
  const sent: Direction = webhook ? 'response' : 'request';
  const answered: Direction = webhook ? 'request' : 'response';
  const schemas = (base: string, direction: Direction) => ({
    page,
    base,
    directions: new Set([direction]),
    before: scope.before,
    after: scope.after,
    out: scope.out,
  });

  if (!old.deprecated && now.deprecated)
    add(now.kind, 'deprecated', undefined, webhook ? 'webhook-deprecated' : 'operation-deprecated', `${now.key} was deprecated.`);

  const oldParameters = new Map(old.parameters.map((p) => [parameterKey(p), p]));
  const newParameters = new Map(now.parameters.map((p) => [parameterKey(p), p]));
  for (const [key, parameter] of newParameters) {
    const at = places.parameter(parameter.in, parameter.name);
    const previous = oldParameters.get(key);
    if (!previous) {
      add(
        'parameter',
        'added',
        at,
        webhook ? 'webhook-parameter-added' : parameter.required ? 'required-parameter-added' : 'parameter-added',
        `The ${at} was added${parameter.required ? ' (required)' : ''}.`,
      );
      continue;
    }
    if (!previous.required && parameter.required)
      add('parameter', 'changed', at, webhook ? 'webhook-parameter-made-required' : 'parameter-made-required', `The ${at} became required.`);
    if (previous.required && !parameter.required)
      add('parameter', 'changed', at, webhook ? 'webhook-parameter-made-optional' : 'parameter-made-optional', `The ${at} became optional.`);
    if (!previous.deprecated && parameter.deprecated) add('parameter', 'deprecated', at, 'parameter-deprecated', `The ${at} was deprecated.`);
    if (previous.schema && parameter.schema) diffSchema(schemas(at, sent), previous.schema, parameter.schema);
  }
  for (const [key, parameter] of oldParameters) {
    if (!newParameters.has(key))
      add(
        'parameter',
        'removed',
        places.parameter(parameter.in, parameter.name),
        webhook ? 'webhook-parameter-removed' : 'parameter-removed',
        `The ${parameter.in} parameter ${parameter.name} was removed.`,
      );
  }

  const oldBody = old.requestBody;
  const newBody = now.requestBody;
  if (!oldBody && newBody)
    add(
      'request-body',
      'added',
      'request body',
      webhook ? 'webhook-payload-added' : newBody.required ? 'required-request-body-added' : 'request-body-added',
      `A request body was added${newBody.required ? ' (required)' : ''}.`,
    );
  else if (oldBody && !newBody) add('request-body', 'removed', 'request body', 'request-body-removed', 'The request body was removed.');
  else if (oldBody && newBody) {
    if (!oldBody.required && newBody.required)
      add(
        'request-body',
        'changed',
        'request body',
        webhook ? 'webhook-payload-made-required' : 'request-body-made-required',
        'The request body became required.',
      );
    if (oldBody.required && !newBody.required)
      add(
        'request-body',
        'changed',
        'request body',
        webhook ? 'webhook-payload-made-optional' : 'request-body-made-optional',
        'The request body became optional.',
      );
    diffContent(oldBody.content, newBody.content, 'request body', 'request', (at, before, after) => diffSchema(schemas(at, sent), before, after), add);
  }

  const oldResponses = new Map(old.responses.map((r) => [r.status, r]));
  const newResponses = new Map(now.responses.map((r) => [r.status, r]));
  for (const [status, response] of newResponses) {
    const at = places.response(status);
    const previous = oldResponses.get(status);
    if (!previous) add('response', 'added', at, 'response-added', `Response ${status} was added.`);
    else {
      diffContent(previous.content, response.content, at, 'response', (place, before, after) => diffSchema(schemas(place, answered), before, after), add);
      // A webhook's responses are its consumer's answer, whose headers no client reads.
      if (!webhook) diffHeaders(previous.headers, response.headers, status, (place, before, after) => diffSchema(schemas(place, answered), before, after), add);
    }
  }
  for (const status of oldResponses.keys()) {
    if (!newResponses.has(status))
      add(
        'response',
        'removed',
        places.response(status),
        /^2/.test(status) ? 'success-response-removed' : 'response-removed',
        `Response ${status} was removed.`,
      );
  }

  diffCallbacks(old.callbacks, now.callbacks, add);

  diffSecurity(old.security, now.security, add, webhook);
}

type Add = (subject: Change['subject'], action: Change['action'], at: string | undefined, rule: RuleId, message: string) => void;

function diffContent(
  before: MediaType[],
  after: MediaType[],
  at: string,
  side: 'request' | 'response',
  schema: (at: string, before: MediaType['schema'] & {}, after: MediaType['schema'] & {}) => void,
  add: Add,
): void {
  const old = new Map(before.map((m) => [m.mediaType, m]));
  for (const media of after) {
    const previous = old.get(media.mediaType);
    if (!previous)
      add(
        'media-type',
        'added',
        at,
        side === 'request' ? 'request-media-type-added' : 'response-media-type-added',
        `Media type ${media.mediaType} was added to the ${at}.`,
      );
    else if (previous.schema && media.schema) schema(`${at} ${media.mediaType}`, previous.schema, media.schema);
  }
  const now = new Set(after.map((m) => m.mediaType));
  for (const media of before) {
    if (!now.has(media.mediaType))
      add(
        'media-type',
        'removed',
        at,
        side === 'request' ? 'request-media-type-removed' : 'response-media-type-removed',
        `Media type ${media.mediaType} was removed from the ${at}.`,
      );
  }
}

/** Response headers added or removed (names are case-insensitive), and the schemas of those kept. */
function diffHeaders(
  before: Header[],
  after: Header[],
  status: string,
  schema: (at: string, before: Header['schema'] & {}, after: Header['schema'] & {}) => void,
  add: Add,
): void {
  const old = new Map(before.map((h) => [h.name.toLowerCase(), h]));
  const now = new Set(after.map((h) => h.name.toLowerCase()));
  for (const header of after) {
    const at = places.responseHeader(status, header.name);
    const previous = old.get(header.name.toLowerCase());
    if (!previous) add('header', 'added', at, 'response-header-added', `Response ${status} sends the header ${header.name}.`);
    else if (previous.schema && header.schema) schema(at, previous.schema, header.schema);
  }
  for (const header of before) {
    if (!now.has(header.name.toLowerCase()))
      add(
        'header',
        'removed',
        places.responseHeader(status, header.name),
        'response-header-removed',
        `Response ${status} no longer sends the header ${header.name}.`,
      );
  }
}

/** Callbacks added or removed, each known by its name and method. */
function diffCallbacks(before: Callback[], after: Callback[], add: Add): void {
  const key = (c: Callback) => places.callback(c.name, c.method);
  const old = new Set(before.map(key));
  const now = new Set(after.map(key));
  for (const callback of after)
    if (!old.has(key(callback)))
      add(
        'callback',
        'added',
        key(callback),
        'callback-added',
        `The callback ${callback.name} (${callback.method.toUpperCase()} ${callback.expression}) was added.`,
      );
  for (const callback of before)
    if (!now.has(key(callback)))
      add(
        'callback',
        'removed',
        key(callback),
        'callback-removed',
        `The callback ${callback.name} (${callback.method.toUpperCase()} ${callback.expression}) was removed.`,
      );
}

/**
 * Security is a list of alternatives, each a set of schemes (with scopes) used together; `[]`
 * means none is needed. Whoever satisfied an old alternative must still satisfy a new one, or
 * requests that were enough now fail.
 */
function diffSecurity(before: SecurityRequirement[], after: SecurityRequirement[], add: Add, webhook: boolean): void {
  const old = before.length ? before : [[]];
  const now = after.length ? after : [[]];
  // A webhook's security is what the API sends with it: no request of the consumer's can fail on it.
  if (webhook) {
    if (JSON.stringify(old.map(key).sort()) !== JSON.stringify(now.map(key).sort()))
      add('security', 'changed', 'security', 'webhook-security-changed', `The webhook is sent with ${alternatives(now)} (was ${alternatives(old)}).`);
    return;
  }
  const covered = (had: SecurityRequirement) =>
    now.some((need) => need.every((n) => had.some((h) => h.scheme === n.scheme && n.scopes.every((s) => h.scopes.includes(s)))));
  const missing = old.filter((had) => !covered(had));
  if (missing.length) {
    add('security', 'changed', 'security', 'security-requirement-added', `Authentication now needs ${alternatives(now)} (was ${alternatives(old)}).`);
  } else if (JSON.stringify(old.map(key).sort()) !== JSON.stringify(now.map(key).sort())) {
    add('security', 'changed', 'security', 'security-requirement-relaxed', `Authentication accepts ${alternatives(now)} (was ${alternatives(old)}).`);
  }
}

function key(requirement: SecurityRequirement): string {
  return requirement
    .map((r) => `${r.scheme}[${[...r.scopes].sort().join(',')}]`)
    .sort()
    .join('+');
}

function alternatives(list: SecurityRequirement[]): string {
  return list.map((r) => (r.length ? r.map((s) => (s.scopes.length ? `${s.scheme} (${s.scopes.join(', ')})` : s.scheme)).join(' + ') : 'none')).join(' or ');
}

function parameterKey(parameter: Parameter): string {
  return `${parameter.in} ${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
}
