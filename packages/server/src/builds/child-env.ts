// The environment a build's child process gets. A docs repo's MDX runs code at build time, so the
// child sees nothing of the service's own environment (database path, tokens, cloud keys): only
// what Node and git need to run, and a HOME of its own.
import { join } from 'node:path';

/**
 * Built from scratch, never by removing names from the parent's environment: a new secret is safe
 * by default. `compileCache` is where the build sees Node's compile cache (compile-cache.ts).
 */
export function buildEnvironment(home: string, parent: NodeJS.ProcessEnv = process.env, compileCache?: string): Record<string, string> {
  return {
    PATH: parent.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: home,
    // Quire's user cache (findings kept by text and spec) is the build's own, in its scratch: a
    // cache another tenant's build wrote could hide an error or plant a message (user-cache-dir.ts).
    XDG_CACHE_HOME: join(home, '.cache'),
    LANG: parent.LANG ?? 'C.UTF-8',
    ASTRO_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    // The sandbox has no network: documents by URL are refused with a clear message (read-source.ts).
    QUIRE_OFFLINE: '1',
    // Only a cache the service warmed itself, which builds can read and not write: in a cache a
    // build could write, one tenant could plant code for the next. Without one, none at all.
    ...(compileCache ? { NODE_COMPILE_CACHE: compileCache } : { NODE_DISABLE_COMPILE_CACHE: '1' }),
  };
}
