// The API's answer as a reader wants to see it: status, time, size, headers, and the body
// pretty-printed (JSON indented and highlighted, text as is, images shown, other bytes offered as a
// download).
import type { RelayResponse } from '@quire/request';
import { base64ToBytes } from '../base64.ts';
import { h } from '../dom.ts';
import { type JsonRuns, jsonRuns, maxHighlightedLength } from '../highlight-json.ts';

export function renderResponse(response: RelayResponse): HTMLElement {
  const bytes = response.bodyEncoding === 'base64' ? base64ToBytes(response.body) : new TextEncoder().encode(response.body);
  const type = headerValue(response.headers, 'content-type');
  return h(
    'div',
    { class: 'pg-response' },
    statusLine(
      response,
      h('span', { class: 'pg-metric', 'data-metric': 'time' }, `${response.timeMs} ms`),
      h('span', { class: 'pg-metric', 'data-metric': 'size' }, formatSize(bytes.length)),
    ),
    headerList(response.headers),
    body(response, bytes, type),
  );
}

/** The status, colored by its class, then the metrics given (time, size). */
export function statusLine(response: Pick<RelayResponse, 'status' | 'statusText'>, ...metrics: HTMLElement[]): HTMLElement {
  const tone = response.status < 300 ? 'ok' : response.status < 400 ? 'redirect' : 'error';
  return h(
    'p',
    { class: 'pg-response-line' },
    h('span', { class: `pg-status pg-status-${tone}`, 'data-status': String(response.status) }, `${response.status} ${response.statusText}`.trim()),
    ...metrics,
  );
}

/** The answer's headers, folded away: most readers look at the body first. */
export function headerList(headers: Record<string, string>): HTMLElement {
  const entries = Object.entries(headers);
  return h(
    'details',
    { class: 'pg-response-headers' },
    h('summary', {}, `Headers (${entries.length})`),
    h('dl', {}, ...entries.flatMap(([name, value]) => [h('dt', {}, name), h('dd', {}, value)])),
  );
}

function body(response: RelayResponse, bytes: Uint8Array, type: string): HTMLElement {
  if (!bytes.length) return h('p', { class: 'pg-empty' }, 'No body.');
  if (/^image\//i.test(type) && !/svg/i.test(type)) {
    // A blob URL, not the API's URL: the image shown is the one the request got. SVG is left
    // out: it is shown as text below, since an API's SVG is untrusted markup.
    const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
    return h('img', { class: 'pg-image', src: url, alt: `Image returned by the API (${type})` });
  }
  if (response.bodyEncoding === 'utf8') {
    const json = /json/i.test(type) || /^\s*[[{]/.test(response.body) ? pretty(response.body) : undefined;
    // `q-code`: the site's code colors, as the response examples have them.
    return json === undefined ? h('pre', { class: 'pg-body q-code', tabindex: 0 }, h('code', {}, response.body)) : jsonCode(json);
  }
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: type || 'application/octet-stream' }));
  return h('p', { class: 'pg-empty' }, `${formatSize(bytes.length)} of ${type || 'binary data'}. `, h('a', { href: url, download: 'response' }, 'Download'));
}

/** Indented JSON in the site's code colors (plain past the highlighting limit). */
export function jsonCode(json: string): HTMLElement {
  if (json.length > maxHighlightedLength) return h('pre', { class: 'pg-body q-code', tabindex: 0 }, h('code', {}, json));
  return h('pre', { class: 'pg-body q-code', 'data-language': 'json', tabindex: 0 }, h('code', {}, ...runsToNodes(jsonRuns(json))));
}

/** JSON indented when the text is no JSON after all. */
export function pretty(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return undefined;
  }
}

export function headerValue(headers: Record<string, string>, name: string): string {
  return Object.entries(headers).find(([n]) => n.toLowerCase() === name)?.[1] ?? '';
}

export function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Runs as nodes: text in spans of their class, plain text as text nodes (never HTML: the body is the API's). */
function runsToNodes(runs: JsonRuns): Node[] {
  const nodes: Node[] = [];
  for (let i = 0; i < runs.length; i += 2) {
    const cls = runs[i]!;
    const text = runs[i + 1]!;
    if (!cls) nodes.push(document.createTextNode(text));
    else {
      const span = document.createElement('span');
      span.className = cls;
      span.textContent = text;
      nodes.push(span);
    }
  }
  return nodes;
}
