import { lookup } from 'node:dns/promises';
import type { RelayTargets } from './relay-targets.ts';

/** What the relay bounds, so that one reader cannot tie it up or fill its memory. */
export interface RelayLimits {
  /** Largest request body sent to an API, in bytes (decoded). */
  requestBytes: number;
  /** Largest answer body passed back, in bytes (decompressed). */
  responseBytes: number;
  /** Time for the whole exchange, redirects included, in milliseconds. */
  timeMs: number;
  /** Redirects followed before giving up. */
  redirects: number;
  /** Requests relayed at once; past this, a request is refused at once with 429 (a reader cannot queue up the relay's sockets). */
  concurrent: number;
  /**
   * Time for the whole payload to arrive, in milliseconds: a total, not an idle timeout, so a
   * client sending a byte now and then cannot keep a request open. Past it, 408.
   */
  payloadMs: number;
  /**
   * Requests one client address may have open at once, from arrival (its payload still coming
   * counts) to the end of the answer; past this, its next one is refused at once with 429, so one
   * client cannot take every place in `concurrent`.
   */
  perClient: number;
}

export const defaultRelayLimits: Readonly<RelayLimits> = Object.freeze({
  requestBytes: 10 * 1024 * 1024,
  responseBytes: 10 * 1024 * 1024,
  timeMs: 30_000,
  redirects: 5,
  concurrent: 32,
  // A playground payload is at most a few MB, sent at once: 10 s is slow even on a poor link.
  payloadMs: 10_000,
  // A reader sends one request at a time, a few with streams open: a quarter of `concurrent`
  // leaves three quarters to others, and a shared address (an office's NAT) still works.
  perClient: 8,
});

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has (rejects when it has none). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export interface RelayOptions {
  /** The origins the site's specs and docs.json declare (relay.json). */
  targets: RelayTargets;
  /**
   * `declared`: a declared server may be on loopback (`quire dev` and `quire preview` run on the
   * reader's own machine). `never` (the default): a relay that serves the public never reaches
   * its own host.
   */
  loopback?: 'declared' | 'never';
  /**
   * Origins the relay's operator lets resolve to loopback, private and link-local addresses (a
   * sandbox on the hosting service's own network). They must be declared targets as well;
   * metadata and reserved addresses stay refused.
   */
  privateOrigins?: string[];
  /** DNS resolution; tests map their host names to 127.0.0.1 here. */
  resolveHost?: ResolveHost;
  limits?: Partial<RelayLimits>;
}

/** The options with every default filled in. */
export type ResolvedRelayOptions = Required<Omit<RelayOptions, 'limits'>> & { limits: RelayLimits };

export function resolveRelayOptions(options: RelayOptions): ResolvedRelayOptions {
  return {
    targets: options.targets,
    loopback: options.loopback ?? 'never',
    privateOrigins: options.privateOrigins ?? [],
    resolveHost: options.resolveHost ?? systemResolveHost,
    limits: { ...defaultRelayLimits, ...options.limits },
  };
}

/** The system resolver (hosts file included), every address in the order it gives them. */
const systemResolveHost: ResolveHost = (hostname) => lookup(hostname, { all: true, order: 'verbatim' });
