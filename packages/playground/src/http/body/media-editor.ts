import type { EncodedBody } from '../island-parts.ts';

/** The editor of one media type of the body: what the body editor places and asks for the body. */
export interface MediaEditor {
  element: HTMLElement;
  /** Controls for the toolbar beside the content type and example (the Form | JSON switch). */
  tools?: HTMLElement | undefined;
  /** Fills the editor with an example's value. */
  prefill(value: unknown): void;
  encode(): Promise<EncodedBody | undefined>;
}
