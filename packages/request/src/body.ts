// Request bodies as they go on the wire: JSON, form-urlencoded, and multipart as a list of parts
// (a client writes the boundary and reads the files).
import type { RequestBody } from './request-schema.ts';

/** Whether a media type is JSON (`application/json`, `application/problem+json`, `text/x+json`). */
export function isJsonMediaType(type: string): boolean {
  const bare = type.split(';')[0]!.trim().toLowerCase();
  return /^application\/(?:[\w.+-]+\+)?json$/.test(bare) || /\+json$/.test(bare);
}

/** JSON, indented so that the request shown and sent read the same. A string that is JSON is that JSON. */
export function jsonText(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      // A string that is not JSON is sent as the JSON string it is.
    }
  }
  return JSON.stringify(value, null, 2) ?? 'null';
}

/** A form field's text: null as empty, other non-strings as JSON (`true`, `3`, `{"a":1}`). */
export function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value as form fields: nested objects in deepObject style (`owner[name]=Ann`), arrays of
 * plain values repeated (`tag=a&tag=b`), arrays of objects indexed (`tags[0][name]=a`).
 */
export function formPairs(value: unknown, prefix = ''): [string, string][] {
  if (!isRecord(value)) return [];
  const pairs: [string, string][] = [];
  for (const [key, item] of Object.entries(value)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(item))
      for (const [i, entry] of item.entries()) {
        if (isRecord(entry)) pairs.push(...formPairs(entry, `${name}[${i}]`));
        else pairs.push([name, fieldText(entry)]);
      }
    else if (isRecord(item)) pairs.push(...formPairs(item, name));
    else if (item !== undefined) pairs.push([name, fieldText(item)]);
  }
  return pairs;
}

/** `application/x-www-form-urlencoded` text (the HTML form encoding: spaces as `+`). */
export function formText(pairs: readonly [string, string][]): string {
  return new URLSearchParams(pairs as [string, string][]).toString();
}

/** One part of a multipart body: a text field, or a file to read (`fileName`). */
export interface MultipartPart {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

/**
 * A value as multipart parts: `files` names the fields that are files (their value is the file
 * to read); arrays become one part per item, other values their field text.
 */
export function multipartParts(value: unknown, files: (name: string) => boolean, fileName: (value: unknown) => string): MultipartPart[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([name, item]): MultipartPart[] => {
    if (item === undefined) return [];
    if (files(name)) return (Array.isArray(item) ? item : [item]).map((file) => ({ name, fileName: fileName(file) }));
    if (Array.isArray(item)) return item.map((entry) => ({ name, value: fieldText(entry) }));
    return [{ name, value: fieldText(item) }];
  });
}

/**
 * The body for a media type and a value: JSON indented, form-urlencoded as form pairs, text as
 * is, anything else as JSON. Multipart and files have bytes: their callers encode them.
 */
export function encodeBody(value: unknown, contentType: string): RequestBody {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return { contentType, text: formText(formPairs(value)) };
  if (isJsonMediaType(type) || typeof value !== 'string') return { contentType, text: jsonText(value) };
  return { contentType, text: value };
}
