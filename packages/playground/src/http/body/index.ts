// The request body editor of the playground island: a content type and an example to start
// from, then the editor that media type needs. The shell asks it for the encoded body on send.
import { lookupIn } from '@quire/openapi/browser';
import type { BodyEditor, IslandContext } from '../island-parts.ts';
import type { PlaygroundData, PlaygroundMedia } from '../../contract.ts';
import { h } from '../../dom.ts';
import type { MediaEditor } from './media-editor.ts';
import { mediaEditor } from './render-media.ts';

export function createBodyEditor(body: NonNullable<PlaygroundData['requestBody']>, refs: PlaygroundData['refs'], ctx: IslandContext): BodyEditor {
  const lookup = lookupIn(refs);
  const uid = (prefix: string) => ctx.uid(prefix);
  // One editor per media type, made when first shown, so switching back finds what was typed.
  const editors = new Map<PlaygroundMedia, MediaEditor>();
  const toolbar = h('div', { class: 'pb-toolbar' });
  const slot = h('div', { class: 'pb-media' });
  const element = h('div', { class: 'pb-body' }, toolbar, slot);
  let current: MediaEditor | undefined;

  const select = (label: string, options: string[], change: (index: number) => void): HTMLElement => {
    const id = uid('pb-pick');
    const control = h('select', { id, oninput: () => change(Number(control.value)) });
    for (const [i, option] of options.entries()) control.append(h('option', { value: i }, option));
    return h('div', { class: 'pb-pick' }, h('label', { for: id }, label), control);
  };
  const contentType =
    body.content.length > 1 &&
    select(
      'Content type',
      body.content.map((m) => m.mediaType),
      (i) => show(body.content[i]!),
    );

  const show = (media: PlaygroundMedia) => {
    let editor = editors.get(media);
    if (!editor) {
      editor = mediaEditor(media, body.required, lookup, uid);
      editor.prefill(media.examples[0]?.value);
      editors.set(media, editor);
    }
    current = editor;
    const examples =
      media.examples.length > 1 &&
      select(
        'Example',
        media.examples.map((e) => e.label),
        (i) => editor.prefill(media.examples[i]!.value),
      );
    toolbar.replaceChildren(...[contentType, examples, editor.tools].filter((part): part is HTMLElement => !!part));
    toolbar.hidden = !toolbar.childElementCount;
    slot.replaceChildren(editor.element);
  };
  if (body.content[0]) show(body.content[0]);
  else slot.append(h('p', { class: 'pb-desc' }, 'This operation declares a body without a content type.'));

  return { element, encode: async () => current?.encode() };
}
