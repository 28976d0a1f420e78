// A docs repository's MDX runs code at build time. The build's child process runs in its own
// mount namespace (unshare, from util-linux) where the service's private folders (the database)
// are covered by an empty tmpfs: the build cannot read them, whatever its code does.
import { execFile } from 'node:child_process';

/** Mounts an empty tmpfs over each argument before `--`, then runs what follows it. */
const coverThenRun = 'while [ "$1" != -- ]; do mount -t tmpfs -o size=1m quire-hidden "$1" || exit 97; shift; done; shift; exec "$@"';

/** The exit code of a sandbox that could not hide a folder: the build did not run. */
export const sandboxRefused = 97;

let available: Promise<boolean> | undefined;

/** Whether this machine lets an unprivileged process make user and mount namespaces (checked once). */
export function sandboxAvailable(): Promise<boolean> {
  available ??= new Promise((done) => execFile('unshare', ['--user', '--map-root-user', '--mount', 'true'], (error) => done(!error)));
  return available;
}

/** The command line that runs `command args` with `hidden` folders covered. */
export function sandboxed(hidden: string[], command: string, args: string[]): { command: string; args: string[] } {
  return { command: 'unshare', args: ['--user', '--map-root-user', '--mount', 'sh', '-c', coverThenRun, 'sh', ...hidden, '--', command, ...args] };
}
