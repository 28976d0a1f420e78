// `POST /api/request` as an on-demand route of a site built with an Astro adapter (node, netlify,
// vercel): the relay runs in the host's function while every page stays prerendered. It runs
// on Node there, so the SSRF guards hold as in `quire preview`: declared targets only, every DNS
// answer checked and the connection pinned to it, loopback and private addresses refused.
import { relayRoute } from '../relay/relay-route.ts';
import { relayEnvironment } from '../deploy/relay-environment.ts';

export const prerender = false;

// Every method, so that a GET gets the relay's own 405 ("takes POST only"), not the host's 404.
export const ALL = relayRoute(relayEnvironment(typeof process === 'undefined' ? {} : process.env));
