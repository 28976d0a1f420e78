import type { Callback, Header, MediaType, Operation, Parameter, SchemaLookup, SchemaObject, SecurityRequirement } from '@quire/openapi';
import { diffSchema } from './diff-schema.ts';
import { matchUp } from './match-up.ts';
import { capitalized, placeNames } from './place-names.ts';
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
  // A webhook's parameters have rules of their own, named apart: `webhook-parameter-removed`.
  const prefix = webhook ? 'webhook-' : '';
  const schemas = (base: string, where: string, direction: Direction) => ({
    page,
    base,
    where,
    directions: new Set([direction]),
    before: scope.before,
    after: scope.after,
    out: scope.out,
  });

  if (!old.deprecated && now.deprecated)
    add(now.kind, 'deprecated', undefined, webhook ? 'webhook-deprecated' : 'operation-deprecated', `The ${now.kind} was deprecated.`);

  matchUp(
    old.parameters,
    now.parameters,
    parameterKey,
    (parameter, presence) => {
      const at = places.parameter(parameter.in, parameter.name);
      const named = capitalized(placeNames.parameter(parameter.in, parameter.name));
      const required = presence === 'added' && parameter.required;
      const rule: RuleId = presence === 'removed' ? `${prefix}parameter-removed` : `${webhook ? 'webhook-' : required ? 'required-' : ''}parameter-added`;
      add('parameter', presence, at, rule, `${named} was ${presence}${required ? ' (required)' : ''}.`);
    },
    (previous, parameter) => {
      const at = places.parameter(parameter.in, parameter.name);
      const where = placeNames.parameter(parameter.in, parameter.name);
      const made = parameter.required ? 'required' : 'optional';
      if (!previous.required !== !parameter.required)
        add('parameter', 'changed', at, `${prefix}parameter-made-${made}`, `${capitalized(where)} became ${made}.`);
      if (!previous.deprecated && parameter.deprecated) add('parameter', 'deprecated', at, 'parameter-deprecated', `${capitalized(where)} was deprecated.`);
      if (previous.schema && parameter.schema) diffSchema(schemas(at, where, sent), previous.schema, parameter.schema);
    },
  );

  const body = 'request body';
  matchUp(
    old.requestBody ? [old.requestBody] : [],
    now.requestBody ? [now.requestBody] : [],
    () => body,
    (requestBody, presence) => {
      if (presence === 'removed') return add('request-body', presence, body, 'request-body-removed', 'The request body was removed.');
      const rule: RuleId = webhook ? 'webhook-payload-added' : requestBody.required ? 'required-request-body-added' : 'request-body-added';
      add('request-body', presence, body, rule, `A request body was added${requestBody.required ? ' (required)' : ''}.`);
    },
    (previous, requestBody) => {
      const made = requestBody.required ? 'required' : 'optional';
      if (!previous.required !== !requestBody.required)
        add('request-body', 'changed', body, `${webhook ? 'webhook-payload' : 'request-body'}-made-${made}`, `The request body became ${made}.`);
      const media = (mediaType: string) => ({ at: places.requestBody(mediaType), where: placeNames.requestBody(mediaType) });
      const section = { at: body, where: 'the request body', media };
      diffContent(
        previous.content,
        requestBody.content,
        section,
        'request',
        (at, where, before, after) => diffSchema(schemas(at, where, sent), before, after),
        add,
      );
    },
  );

  matchUp(
    old.responses,
    now.responses,
    (response) => response.status,
    ({ status }, presence) => {
      const rule: RuleId = presence === 'added' ? 'response-added' : /^2/.test(status) ? 'success-response-removed' : 'response-removed';
      add('response', presence, places.response(status), rule, `${capitalized(placeNames.response(status))} was ${presence}.`);
    },
    (previous, response) => {
      const { status } = response;
      const answer: DiffSchemaAt = (at, where, before, after) => diffSchema(schemas(at, where, answered), before, after);
      const media = (mediaType: string) => ({ at: places.responseBody(status, mediaType), where: placeNames.responseBody(status, mediaType) });
      diffContent(previous.content, response.content, { at: places.response(status), where: placeNames.response(status), media }, 'response', answer, add);
      // A webhook's responses are its consumer's answer, whose headers no client reads.
      if (!webhook) diffHeaders(previous.headers, response.headers, response.status, answer, add);
    },
  );

  diffCallbacks(old.callbacks, now.callbacks, add);

  diffSecurity(old.security, now.security, add, webhook);
}

type Add = (subject: Change['subject'], action: Change['action'], at: string | undefined, rule: RuleId, message: string) => void;
type DiffSchemaAt = (at: string, where: string, before: SchemaObject, after: SchemaObject) => void;

/** A request body or a response: its place, how a sentence names it, and the same of each of its media types. */
interface Section {
  at: string;
  where: string;
  media: (mediaType: string) => { at: string; where: string };
}

function diffContent(before: MediaType[], after: MediaType[], section: Section, side: Direction, schema: DiffSchemaAt, add: Add): void {
  matchUp(
    before,
    after,
    (media) => media.mediaType,
    ({ mediaType }, presence) =>
      add(
        'media-type',
        presence,
        section.at,
        `${side}-media-type-${presence}`,
        `Media type ${mediaType} was ${presence} ${presence === 'added' ? 'to' : 'from'} ${section.where}.`,
      ),
    (previous, media) => {
      const { at, where } = section.media(media.mediaType);
      if (previous.schema && media.schema) schema(at, where, previous.schema, media.schema);
    },
  );
}

/** Response headers added or removed (names are case-insensitive), and the schemas of those kept. */
function diffHeaders(before: Header[], after: Header[], status: string, schema: DiffSchemaAt, add: Add): void {
  matchUp(
    before,
    after,
    (header) => header.name.toLowerCase(),
    ({ name }, presence) =>
      add(
        'header',
        presence,
        places.responseHeader(status, name),
        `response-header-${presence}`,
        `${capitalized(placeNames.response(status))} ${presence === 'added' ? 'sends' : 'no longer sends'} the header \`${name}\`.`,
      ),
    (previous, header) => {
      const [at, where] = [places.responseHeader(status, header.name), placeNames.responseHeader(status, header.name)];
      if (previous.schema && header.schema) schema(at, where, previous.schema, header.schema);
    },
  );
}

/** Callbacks added or removed, each known by its name and method. */
function diffCallbacks(before: Callback[], after: Callback[], add: Add): void {
  const key = (c: Callback) => places.callback(c.name, c.method);
  matchUp(before, after, key, (callback, presence) =>
    add(
      'callback',
      presence,
      key(callback),
      `callback-${presence}`,
      `The callback \`${callback.name}\` (${callback.method.toUpperCase()} ${callback.expression}) was ${presence}.`,
    ),
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
