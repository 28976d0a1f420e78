// Which reverse proxies the service believes about the client's address, as Express's
// `trust proxy`: a number of hops, or the proxies' own addresses. Believing no one is the default,
// because an X-Forwarded-For that a client writes itself would let it pick its own rate-limit bucket.
import proxyaddr from 'proxy-addr';

/** Proxy hops in front of the service (0: none), or the addresses and CIDR ranges of the trusted proxies. */
export type TrustProxy = number | readonly string[];

/** Whether the address at position `hop` of the chain (0: the socket's peer) is a trusted proxy. */
export type TrustFunction = (address: string, hop: number) => boolean;

export type TrustResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** More hops than any real chain of proxies: a larger count is more likely a mistake. */
const MOST_HOPS = 16;
const HOW = `Write the number of proxies in front of the service (0 to ${MOST_HOPS}, such as 1), or a comma-separated list of the proxies' addresses and CIDR ranges (such as 10.0.0.5,10.1.0.0/16,loopback; the names loopback, linklocal and uniquelocal stand for those ranges).`;

/** Reads the setting as written on a command line: `1`, or `10.0.0.5,10.1.0.0/16,loopback`. */
export function parseTrustProxy(text: string): TrustResult<TrustProxy> {
  const trimmed = text.trim();
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed.split(',').map((entry) => entry.trim());
  const trust = compileTrustProxy(value);
  return trust.ok ? { ok: true, value } : trust;
}

/** The setting as a trust function, or what is wrong with it; undefined and 0 trust no one. */
export function compileTrustProxy(setting: TrustProxy | undefined = 0): TrustResult<TrustFunction> {
  if (typeof setting === 'number') {
    if (!Number.isInteger(setting) || setting < 0 || setting > MOST_HOPS)
      return { ok: false, message: `${String(setting).slice(0, 16)} is not a number of proxy hops. ${HOW}` };
    return { ok: true, value: (_address, hop) => hop < setting };
  }
  if (!Array.isArray(setting) || setting.length === 0) return { ok: false, message: `No trusted proxy is named. ${HOW}` };
  const entries = setting.map((entry) => (typeof entry === 'string' ? entry.trim() : ''));
  if (entries.includes('')) return { ok: false, message: `An entry of the list of trusted proxies is empty. ${HOW}` };
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry);
    } catch {
      return {
        ok: false,
        message: `${JSON.stringify(entry.slice(0, 64))} is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal. ${HOW}`,
      };
    }
  }
  return { ok: true, value: proxyaddr.compile(entries) };
}
