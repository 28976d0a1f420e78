// Holds an API's answer to its documentation: is the status documented, the content type, the
// required headers there, and does the body (or each item of a stream) match the schema? Pure: the
// playground, the MCP tools and `quire check --against` all ask this one function.
import type { Header, MediaType, SchemaObject } from '@quire/openapi/browser';
import { isJsonMediaType } from '../body.ts';
import { bareType, documentedMediaFor, documentedResponseFor, listed } from './match-documented.ts';
import { schemaDifferences } from './schema-differences.ts';
import { readItems } from '../read-stream-items.ts';
import { sequentialKind, type Item, type SequentialKind, type ServerSentEvent } from '../sequential-media.ts';
import type { ActualResponse, Difference, DocumentedResponses, Verdict } from './types.ts';

export interface CheckOptions {
  /** `HEAD` answers carry no body: only the status and headers are checked. */
  method?: string;
}

export function checkResponse(documented: DocumentedResponses, actual: ActualResponse, options: CheckOptions = {}): Verdict {
  const response = documentedResponseFor(documented.responses, actual.status);
  if (!response) {
    const statuses = documented.responses.map((r) => r.status);
    const message = statuses.length
      ? `The API answered ${actual.status}, a status the documentation does not list (it lists ${listed(statuses)}).`
      : `The API answered ${actual.status}, but the documentation lists no responses for this operation.`;
    return { matches: false, differences: [{ where: 'status', path: 'status', rule: 'undocumented-status', message }] };
  }
  const differences: Difference[] = [...headerDifferences(response.headers, actual.headers, documented.refs)];
  const verdict: Verdict = { matches: true, documentedStatus: response.status, differences };
  const hasBody = options.method?.toUpperCase() !== 'HEAD' && actual.body.length > 0;
  const contentType = headerValue(actual.headers, 'content-type');
  if (!hasBody) {
    const described = response.content.filter((m) => m.schema || m.itemSchema);
    // A 204 or HEAD has no body by definition; elsewhere a documented body that is missing is drift.
    if (described.length && actual.status !== 204 && options.method?.toUpperCase() !== 'HEAD') {
      differences.push({
        where: 'body',
        path: '$',
        rule: 'missing-body',
        message: `The body is empty, but the documentation describes ${listed(described.map((m) => m.mediaType))} for ${response.status}.`,
      });
    }
  } else if (!response.content.length) {
    differences.push({
      where: 'body',
      path: '$',
      rule: 'unexpected-body',
      message: `The API sent a body${contentType ? ` of ${bareType(contentType)}` : ''}, but the documentation describes no body for ${response.status}.`,
    });
  } else {
    const media = contentType ? documentedMediaFor(response.content, contentType) : undefined;
    if (!media) {
      const types = listed(response.content.map((m) => m.mediaType));
      differences.push({
        where: 'header',
        path: 'content-type',
        rule: 'undocumented-content-type',
        message: contentType
          ? `The body is ${bareType(contentType)}, a content type the documentation does not list for ${response.status} (it lists ${types}).`
          : `The response has no Content-Type header; the documentation lists ${types} for ${response.status}.`,
      });
    } else {
      verdict.documentedType = media.mediaType;
      if (actual.bodyEncoding !== 'base64') bodyDifferences(media, contentType, actual.body, documented.refs, differences, verdict);
    }
  }
  verdict.matches = differences.length === 0;
  return verdict;
}

function bodyDifferences(media: MediaType, contentType: string, body: string, refs: Record<string, SchemaObject>, out: Difference[], verdict: Verdict): void {
  const kind = sequentialKind(contentType) ?? sequentialKind(media.mediaType);
  if (kind && media.itemSchema) {
    const items = readItems(kind, body);
    verdict.items = items.length;
    for (const [index, item] of items.entries()) out.push(...itemDifferences(media, kind, refs, item, index));
    return;
  }
  if (!media.schema) return;
  if (isJsonMediaType(contentType) || isJsonMediaType(media.mediaType)) {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (error) {
      out.push({
        where: 'body',
        path: '$',
        rule: 'not-json',
        message: `The body is not valid JSON (${(error as Error).message}), but the documentation describes ${media.mediaType}.`,
      });
      return;
    }
    for (const d of schemaDifferences(media.schema, refs, value)) out.push({ where: 'body', ...d });
  } else if (/^text\//.test(bareType(contentType))) {
    // A text body is one string: its enum, pattern or length can still be held to the schema.
    for (const d of schemaDifferences(media.schema, refs, body)) out.push({ where: 'body', ...d });
  }
}

/** A stream held to the documentation as it arrives: its head at once, then each item as it comes. */
export interface StreamCheck {
  /** Status, headers and content type; `items` counts the items checked so far. */
  verdict: Verdict;
  /** The item's differences from `itemSchema` (none when no item schema applies); they are added to `verdict` too. */
  checkItem(item: Item, index: number): Difference[];
}

/** Checks a streamed answer's head (status, headers, content type); its items are checked one by one with `checkItem`. */
export function checkStream(documented: DocumentedResponses, head: Pick<ActualResponse, 'status' | 'headers'>): StreamCheck {
  // A one-space body stands for "there is a body": the head is judged as for any answer with one.
  const verdict = checkResponse(documented, { ...head, body: ' ', bodyEncoding: 'base64' });
  const response = documentedResponseFor(documented.responses, head.status);
  const contentType = headerValue(head.headers, 'content-type');
  const media = response && contentType ? documentedMediaFor(response.content, contentType) : undefined;
  const kind = sequentialKind(contentType) ?? (media && sequentialKind(media.mediaType));
  if (media?.itemSchema && kind) verdict.items = 0;
  return {
    verdict,
    checkItem(item, index) {
      if (!media?.itemSchema || !kind) return [];
      verdict.items = Math.max(verdict.items ?? 0, index + 1);
      const differences = itemDifferences(media, kind, documented.refs, item, index);
      verdict.differences.push(...differences);
      verdict.matches = verdict.differences.length === 0;
      return differences;
    },
  };
}

/** One item of a stream held to `itemSchema`; an event's JSON `data` to its `contentSchema` too. */
function itemDifferences(media: MediaType, kind: SequentialKind, refs: Record<string, SchemaObject>, read: Item, index: number): Difference[] {
  const itemSchema = resolved(media.itemSchema, refs);
  // The 3.2 specification models an event as `{ event, data, id, retry }`; many documents describe
  // only what `data` carries. The schema's own `data` property tells which it is.
  const describesEvent = kind === 'event-stream' && isObject(itemSchema.properties) && 'data' in itemSchema.properties;
  const item = kind === 'event-stream' && !describesEvent && 'value' in read ? parsedData(read.value as ServerSentEvent) : read;
  if ('error' in item) return [{ where: 'body', path: '$', rule: 'not-json', message: item.error, item: index }];
  const out: Difference[] = schemaDifferences(media.itemSchema!, refs, item.value).map((d) => ({ where: 'body', ...d, item: index }));
  if (describesEvent) eventDataDifferences(itemSchema, refs, item.value as ServerSentEvent, index, out);
  return out;
}

/** An event's `data` read as JSON when it is JSON; else the text itself. */
function parsedData(event: ServerSentEvent): { value: unknown } {
  try {
    return { value: JSON.parse(event.data) };
  } catch {
    return { value: event.data };
  }
}

/** 3.2: an event's `data` described with `contentMediaType: application/json` and `contentSchema`. */
function eventDataDifferences(itemSchema: SchemaObject, refs: Record<string, SchemaObject>, event: ServerSentEvent, index: number, out: Difference[]): void {
  const data = resolved((itemSchema.properties as Record<string, unknown>).data, refs);
  if (!isObject(data.contentSchema) || typeof event?.data !== 'string') return;
  if (typeof data.contentMediaType === 'string' && !isJsonMediaType(data.contentMediaType)) return;
  let value: unknown;
  try {
    value = JSON.parse(event.data);
  } catch {
    out.push({
      where: 'body',
      path: '$.data',
      rule: 'not-json',
      message: `The event's data is not JSON, but the documentation describes it as ${String(data.contentMediaType ?? 'JSON')}.`,
      item: index,
    });
    return;
  }
  for (const d of schemaDifferences(data.contentSchema, refs, value)) out.push({ where: 'body', ...d, path: d.path.replace(/^\$/, '$.data'), item: index });
}

function headerDifferences(documented: Header[], actual: Record<string, string>, refs: Record<string, SchemaObject>): Difference[] {
  const out: Difference[] = [];
  for (const header of documented) {
    // OpenAPI: a documented Content-Type header is ignored; the media type map says it.
    if (header.name.toLowerCase() === 'content-type') continue;
    const value = headerValue(actual, header.name);
    if (value === '') {
      if (header.required) out.push({ where: 'header', path: header.name, rule: 'missing-header', message: `The required header ${header.name} is missing.` });
      continue;
    }
    if (!header.schema) continue;
    const schema = resolved(header.schema, refs);
    for (const d of schemaDifferences(header.schema, refs, scalar(value, schema))) {
      out.push({
        where: 'header',
        path: header.name,
        rule: d.rule,
        message: `Header ${header.name}: ${d.message.charAt(0).toLowerCase()}${d.message.slice(1)}`,
      });
    }
  }
  return out;
}

/** A header's text as the value its schema describes: `"42"` is the integer 42 when an integer is documented. */
function scalar(text: string, schema: SchemaObject): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if ((types.includes('integer') || types.includes('number')) && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function resolved(schema: unknown, refs: Record<string, SchemaObject>): SchemaObject {
  let node = schema;
  for (let hops = 0; hops < 8 && isObject(node) && typeof node.$ref === 'string'; hops++) node = refs[node.$ref];
  return isObject(node) ? node : {};
}

function headerValue(headers: Record<string, string>, name: string): string {
  const lower = name.toLowerCase();
  return Object.entries(headers).find(([n]) => n.toLowerCase() === lower)?.[1] ?? '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
