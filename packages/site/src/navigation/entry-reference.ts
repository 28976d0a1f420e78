import type { HttpMethod } from '@quire/openapi';

/** A navigation entry or frontmatter value that names an API operation, webhook or schema. */
export type EntryReference =
  | { type: 'operation'; spec?: string; method: HttpMethod; path: string; key: string }
  | { type: 'webhook'; spec?: string; name: string; key: string }
  | { type: 'channel'; spec?: string; id: string; key: string };

// Uppercase only: matching is case-sensitive (docs: guides/api-navigation#method-path-entries), so `get /pets` is a file path. Any
// uppercase method token: OpenAPI 3.2's `additionalOperations` name methods such as `COPY`.
const operationPattern = /^(?:(\S+)\s+)?([A-Z][A-Z0-9_-]*)\s+(\/\S*)$/;
const webhookPattern = /^(?:(\S+)\s+)?webhook\s+(\S+)$/;
// A channel's key may hold spaces (`chat room`): everything after `channel` is the key.
const channelPattern = /^(?:(\S+)\s+)?channel\s+(\S.*)$/;

/**
 * Parses `METHOD /path`, `<spec-path> METHOD /path`, `webhook name`, `<spec-path> webhook name`,
 * and AsyncAPI channels: `channel id` or `<asyncapi-path> channel id`.
 */
export function parseEntryReference(text: string): EntryReference | undefined {
  const value = text.trim();
  const operation = operationPattern.exec(value);
  if (operation) {
    const [, spec, method, path] = operation;
    return { type: 'operation', method: method as HttpMethod, path: path!, key: `${method} ${path}`, ...(spec ? { spec } : {}) };
  }
  const webhook = webhookPattern.exec(value);
  if (webhook) {
    const [, spec, name] = webhook;
    return { type: 'webhook', name: name!, key: `webhook ${name}`, ...(spec ? { spec } : {}) };
  }
  const channel = channelPattern.exec(value);
  if (channel) {
    const [, spec, id] = channel;
    return { type: 'channel', id: id!, key: `channel ${id}`, ...(spec ? { spec } : {}) };
  }
  return undefined;
}

const anyCaseOperation = /^(?:(\S+)\s+)?(get|put|post|delete|options|head|patch|trace|query)\s+(\/\S*)$/i;

/**
 * An MDX page's `openapi` frontmatter: like an entry, and the method may be lowercase
 * (`patch /teams/{team_id}/`), as older page generators wrote it and as the spec's own keys
 * are. Navigation entries stay uppercase and case-sensitive (docs: guides/api-navigation#method-path-entries).
 */
export function parseFrontmatterReference(text: string): EntryReference | undefined {
  const ref = parseEntryReference(text);
  if (ref) return ref;
  const operation = anyCaseOperation.exec(text.trim());
  return operation ? parseEntryReference(`${operation[1] ? `${operation[1]} ` : ''}${operation[2]!.toUpperCase()} ${operation[3]}`) : undefined;
}

/**
 * `<document-path> <name>` or a lone `<name>` (frontmatter such as `asyncapi: "live.yaml chat room"`).
 * The first word is a document only when it looks like one (a URL, or a .yaml, .yml or .json
 * file), so names with spaces survive.
 */
export function splitDocumentReference(value: string): { document?: string; name: string } {
  const trimmed = value.trim();
  const [first, ...rest] = trimmed.split(/\s+/);
  const looksLikeDocument = /^https?:\/\//i.test(first!) || /\.(ya?ml|json)$/i.test(first!);
  return looksLikeDocument && rest.length ? { document: first!, name: trimmed.slice(first!.length).trim() } : { name: trimmed };
}

/** Looks like an operation reference, even if it does not parse (`get /pets`): worth a hint. */
export function looksLikeOperation(text: string): boolean {
  return /^(?:\S+\s+)?[a-z]+\s+\/\S*$/i.test(text.trim()) && /\s\//.test(text);
}
