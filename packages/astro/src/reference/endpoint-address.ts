import { html, join, type Html } from './html.ts';

/**
 * The address in the line atop an endpoint or channel page: the server's URL, then the path. The
 * path is what a reader needs, so on a narrow screen the server gives way (site.css elides it from
 * its start; <bdi> keeps a trailing slash in place under its `direction: rtl`) and a path longer
 * than the line breaks before a slash rather than inside a segment.
 */
export function endpointAddress(server: string | undefined, path: string): Html {
  const segments = path.split(/(?=\/)/);
  const route = join(segments.map((segment, i) => (i === 0 ? segment : html`<wbr>${segment}`)));
  return html`<code class="endpoint-path">${server ? html`<span class="endpoint-server"><bdi>${server}</bdi></span>` : ''}<span class="endpoint-route">${route}</span></code>`;
}
