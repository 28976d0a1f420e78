// The one line a build prints about how the site's playground will send requests, and how to
// change it: a static build cannot know where it will be served, so the line says what happens
// where, instead of readers finding out from an error.
import { relayPath } from '@quire/request';
import type { Route } from '@quire/site';
import { hasPlayground } from '../data/site-data.ts';
import { fileHref, type UrlStyle } from '../data/site-urls.ts';

/** The line, for a site with at least one HTTP playground (a WebSocket one never uses the relay); undefined otherwise. */
export function playgroundNotice(routes: readonly Route[], proxy: boolean, adapter: string | undefined, urls: UrlStyle): string | undefined {
  if (!routes.some((route) => hasPlayground(route) && !route.channel)) return undefined;
  return playgroundModeLine(proxy, adapter, fileHref(urls, relayPath));
}

/**
 * `proxy` is docs.json `api.playground.proxy`; `adapter` the Astro adapter the build deploys with
 * (its relay runs as a server function), undefined for a static build; `relay` its URL.
 */
export function playgroundModeLine(proxy: boolean, adapter: string | undefined, relay: string): string {
  if (!proxy)
    return "Playground: requests go straight from the reader's browser to the API, which must allow CORS (docs.json api.playground.proxy is false; set it to true to send them through a relay).";
  if (adapter) return `Playground: requests go through the relay at POST ${relay}, a server function of the ${adapter} adapter; pages stay static.`;
  return (
    `Playground: requests go through the relay at POST ${relay} where the site is served with one (quire preview, Quire hosting); ` +
    'on a plain static host they go straight from the browser, which works when the API allows CORS, and readers get the cURL otherwise. ' +
    'Build with --adapter node|netlify|vercel|cloudflare to deploy the relay, or set api.playground.proxy to false to always send from the browser.'
  );
}
