import { normalize, type ApiModel } from '@quire/openapi';
import { diffSpecs } from './diff-specs.ts';
import { diffAsyncApi } from './diff-channels.ts';
import { isObject } from './json.ts';
import type { Change } from './types.ts';
import { Unchanged } from './unchanged.ts';
import { unitsOf } from './units.ts';

/** A parsed version of a document, not yet read into a model. */
export interface DocumentVersion {
  document: Record<string, unknown>;
  /** `3.0`, `3.1` or `3.2`; `asyncapi` for an AsyncAPI document. */
  version: string;
  source: string;
}

/**
 * diffSpecs for a history (diffAsyncApi for an AsyncAPI document's): only the path items and webhooks written differently in the two
 * versions are read into models, the rest of the document is left as it is. A commit usually
 * touches a few operations of hundreds; reading each whole version into a model took longer
 * than comparing it.
 */
export function diffDocuments(before: DocumentVersion, after: DocumentVersion): Change[] {
  if (before.version === 'asyncapi' || after.version === 'asyncapi')
    return before.version === after.version ? diffAsyncApi(before.document, after.document) : [];
  const unchanged = new Unchanged(unitsOf(before.document), unitsOf(after.document));
  const all = !unchanged.shared();
  const keep = (section: 'paths' | 'webhooks', prefix: string) => {
    const names = new Set([...Object.keys(sectionOf(before.document, section)), ...Object.keys(sectionOf(after.document, section))]);
    return new Set([...names].filter((name) => all || !unchanged.same(`${prefix} ${name}`)));
  };
  const paths = keep('paths', 'path');
  const webhooks = keep('webhooks', 'webhook');
  const model = (v: DocumentVersion): ApiModel => {
    const part = {
      ...v.document,
      paths: pick(sectionOf(v.document, 'paths'), paths),
      ...(v.document.webhooks ? { webhooks: pick(sectionOf(v.document, 'webhooks'), webhooks) } : {}),
    };
    return normalize(part, v.source, v.version).model;
  };
  return diffSpecs(model(before), model(after), { before: before.document, after: after.document });
}

function sectionOf(document: Record<string, unknown>, section: 'paths' | 'webhooks'): Record<string, unknown> {
  const value = document[section];
  return isObject(value) ? value : {};
}

function pick(items: Record<string, unknown>, names: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(items).filter(([name]) => names.has(name)));
}
