// Who may take a relay's capacity. A place among the `concurrent` requests is taken only once the
// payload has arrived, so slow senders cannot fill the relay; each client address is held to
// `perClient` open requests from the moment one arrives, so one client cannot hold many slow ones.
import { defaultRelayLimits, type RelayOptions } from './relay-options.ts';
import { refused, type RelayResult } from './relay-problems.ts';

/** Gives back what was taken; calling it again does nothing. */
export type Release = () => void;

interface Counts {
  relaying: number;
  /** Open requests per client address; an address leaves the map when its last one ends. */
  byClient: Map<string, number>;
}

/** Each relay's counts (one options object is one relay). */
const counts = new WeakMap<RelayOptions, Counts>();

/** A place for one more request of this client, or the 429 that says it has too many open. */
export function admitClient(options: RelayOptions, client: string): RelayResult<Release> {
  const { byClient } = countsOf(options);
  const open = byClient.get(client) ?? 0;
  const limit = options.limits?.perClient ?? defaultRelayLimits.perClient;
  if (open >= limit) {
    return refused(
      'client-busy',
      `This address (${client}) already has ${limit} request${limit === 1 ? '' : 's'} open at the relay, the most one client may. Wait for one to end (stop a stream you no longer read), then try again.`,
    );
  }
  byClient.set(client, open + 1);
  return {
    ok: true,
    value: once(() => {
      const left = (byClient.get(client) ?? 1) - 1;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
    }),
  };
}

/** A place among the requests the relay relays at once, or the 429 that says it is full. */
export function takeRelaySlot(options: RelayOptions): RelayResult<Release> {
  const relay = countsOf(options);
  const limit = options.limits?.concurrent ?? defaultRelayLimits.concurrent;
  if (relay.relaying >= limit) return refused('busy', `The relay is already relaying ${limit} requests, the most it takes at once. Try again in a moment.`);
  relay.relaying += 1;
  return { ok: true, value: once(() => (relay.relaying -= 1)) };
}

function countsOf(options: RelayOptions): Counts {
  let relay = counts.get(options);
  if (!relay) counts.set(options, (relay = { relaying: 0, byClient: new Map() }));
  return relay;
}

function once(release: () => void): Release {
  let released = false;
  return () => {
    if (!released) release();
    released = true;
  };
}
