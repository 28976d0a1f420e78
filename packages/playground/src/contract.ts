// `@quire/playground/contract`: what a page hands the playground islands. The page's side
// (@quire/astro's data builders) imports these types from here and nowhere else in this package.
//
// Each reference page with a playground has a button naming its data file
// (`data-playground-data`, `data-ws-playground-data` or `data-graphql-playground-data`:
// `/_quire/playground/<page id>.json`), which the island fetches when a reader opens it. Beside
// that file the island relies on the page for:
// - `<html data-base>`: the site's base path (`/docs`, or absent at the root of a host), under
//   which the island reaches the site's own files and its request relay;
// - the site's theme variables (`--bg`, `--fg`, `--border`, ...) and the look of the required and
//   deprecated marks (`.q-field-flag`), which every page with a playground already styles.
export type { PlaygroundData, PlaygroundMedia } from './http/playground-data.ts';
export type {
  JsonSchema,
  WsMessage,
  WsParameter,
  WsPlaygroundData,
  WsQueryParameter,
  WsSecurityScheme,
  WsServer,
  WsVariable,
} from './websocket/ws-playground-data.ts';
export type { GraphQLPlaygroundData } from './graphql/graphql-playground-data.ts';

/** The site's base path as the page wrote it on `<html data-base>`: `''` at the root of a host, `/docs` under a sub-path. */
export function siteBase(root: { dataset: DOMStringMap }): string {
  return root.dataset.base ?? '';
}
