// A docs component that throws while a page renders (`<Chart data={x.y} />` with `x` undefined)
// does not stop the site, as it does not stop the hosted platform's: the page is built with a
// note in the component's place, and the build reports it at the file that uses the component.
// The runtime that catches the throw runs in Vite's module graph (a copy of its own in dev, the
// bundle in a build), so the report travels through one process-wide channel.

export interface RenderFailure {
  /** The docs file whose JSX called the component (absolute), or a page key of a standalone page. */
  file: string;
  component: string;
  message: string;
}

type Listener = (failure: RenderFailure) => void;

const channel = Symbol.for('quire.render-failures');
const listeners = ((globalThis as { [channel]?: Set<Listener> })[channel] ??= new Set<Listener>());

/** The attribute on the note that stands in a failed component's place (the page cache keeps no such page). */
export const renderFailedAttribute = 'data-quire-render-failed';

export function reportRenderFailure(failure: RenderFailure): void {
  for (const listener of listeners) listener(failure);
}

/** Hears every component that fails while rendering, until the returned function is called. */
export function onRenderFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
