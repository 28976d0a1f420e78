// The editor of one media type of the body: what its kind needs, and how it encodes.
import type { SchemaLookup } from '@quire/openapi/browser';
import type { PlaygroundMedia } from '../../contract.ts';
import { h } from '../../dom.ts';
import { encodeFile, encodeText, encodeUrlencoded } from './encode-body.ts';
import { encodeMultipart } from './encode-multipart.ts';
import { bodyField } from './form-model.ts';
import { bodyValue } from './form-value.ts';
import { mediaKind } from './media-kind.ts';
import { createForm } from './render-form.ts';
import { jsonEditor } from './render-json-body.ts';
import type { MediaEditor } from './media-editor.ts';

export function mediaEditor(media: PlaygroundMedia, required: boolean, lookup: SchemaLookup, uid: (prefix: string) => string): MediaEditor {
  const { mediaType, schema } = media;
  const kind = mediaKind(mediaType, schema, lookup);
  if (kind === 'json') return jsonEditor(bodyField(schema, lookup, { required, files: false }), mediaType, uid);
  if (kind === 'urlencoded' || kind === 'multipart') {
    const field = bodyField(schema, lookup, { required, files: kind === 'multipart' });
    const form = createForm(field, uid);
    return {
      element: form.element,
      prefill: (value) => form.setValue(value),
      async encode() {
        const value = bodyValue(field, form.value());
        if (value === undefined) return undefined;
        return kind === 'multipart' ? encodeMultipart(value, mediaType) : encodeUrlencoded(value, mediaType);
      },
    };
  }
  const id = uid('pb-raw');
  const label = h('label', { class: 'pb-sr', for: id }, `Body (${mediaType})`);
  if (kind === 'text') {
    const area = h('textarea', { id, class: 'pb-code', rows: 12, spellcheck: 'false' });
    return {
      element: h('div', { class: 'pb-text' }, label, area),
      prefill: (value) => (area.value = value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2)),
      encode: async () => (area.value ? encodeText(area.value, mediaType) : undefined),
    };
  }
  const file = h('input', { id, type: 'file', accept: mediaType.includes('*') || mediaType === 'application/octet-stream' ? undefined : mediaType });
  return {
    element: h(
      'div',
      { class: 'pb-file' },
      h('span', { class: 'pb-label' }, h('label', { class: 'pb-name', for: id }, 'File'), ' ', h('span', { class: 'pb-type' }, mediaType)),
      file,
    ),
    prefill: () => {},
    encode: async () => (file.files?.[0] ? encodeFile(file.files[0], mediaType) : undefined),
  };
}
