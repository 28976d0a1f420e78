// The server side of the docs' interactive components: @astrojs/preact's, with one difference.
// An island that throws while its page renders (a snippet's component naming <Columns> it never
// imported) leaves a note in its place and a report, as a plain component does (jsx-runtime.ts),
// instead of stopping the build. Its file is found from the pages that use it (render-failures.ts).
import preact from '@astrojs/preact/server.js';
import { escapeHtml } from '../data/escape-html.ts';
import { renderFailedAttribute, reportRenderFailure } from './render-failures.ts';

type RenderToStaticMarkup = typeof preact.renderToStaticMarkup;

async function renderToStaticMarkup(this: unknown, ...args: Parameters<RenderToStaticMarkup>): ReturnType<RenderToStaticMarkup> {
  try {
    return await preact.renderToStaticMarkup.apply(this, args);
  } catch (error) {
    const name = (args[0] as { name?: string }).name || 'anonymous component';
    const message = error instanceof Error ? error.message : String(error);
    reportRenderFailure({ file: '', component: name, message });
    return {
      html: `<div class="q-render-failed" role="note" ${renderFailedAttribute}="${escapeHtml(name)}">&lt;${escapeHtml(name)}&gt; could not be shown: ${escapeHtml(message)}</div>`,
    };
  }
}

export default { ...preact, renderToStaticMarkup };
