// A docs repository's MDX runs code at build time, and the service builds many tenants' repos.
// Each build runs inside bubblewrap (Debian's `bubblewrap`), the sandbox Flatpak is built on:
// new user, mount, PID, network, IPC and UTS namespaces; an unprivileged uid with no
// capabilities (it can mount, unmount or remount nothing) and no way to make a user namespace
// that would give it some; no network at all; and a filesystem
// that holds only what the view below lists. When the service dies, the kernel ends the sandbox
// (--die-with-parent), and every process in it with its PID namespace.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';

export interface SandboxView {
  /** Shown read-only at the same path (the toolchain, Quire, the checkout); missing ones are skipped. */
  readOnly: string[];
  /** Writable folders: [folder on the host, path in the sandbox]. */
  writable: [string, string][];
  /** Shown read-only at another path: [folder on the host, path in the sandbox]. */
  readOnlyAt?: [string, string][];
  /** Folders never shown, even below a read-only one (the service's data folder): an empty tmpfs covers them. */
  hidden: string[];
  /** The working directory inside. */
  cwd: string;
}

/** The system's own libraries, read-only: what node and git link against. */
const system = ['/usr', '/bin', '/lib', '/lib64', '/etc/ssl/certs'];

/** The uid and gid of the build inside: `nobody`, which owns nothing outside. */
const nobody = '65534';

export const sandboxTool = 'bwrap';

const checked = new Map<string, Promise<string | undefined>>();

/**
 * Undefined when this machine can run a sandbox; otherwise why not, in words a service operator
 * can act on. Checked once, by starting one.
 */
export function sandboxProblem(tool = sandboxTool): Promise<string | undefined> {
  const known = checked.get(tool);
  if (known) return known;
  const answer = new Promise<string | undefined>((done) =>
    execFile(tool, sandboxArgs({ readOnly: [], writable: [], hidden: [], cwd: '/' }, ['/usr/bin/true']), (error, _stdout, stderr) => {
      if (!error) return done(undefined);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        return done('bubblewrap is not installed: install it (apt-get install bubblewrap) and restart the service.');
      done(
        `bubblewrap cannot start a sandbox on this machine (${String(stderr).trim().split('\n')[0] || error.message}): allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1) or run the service where they are allowed.`,
      );
    }),
  );
  checked.set(tool, answer);
  return answer;
}

/** bubblewrap's arguments that run `command` inside `view`. */
export function sandboxArgs(view: SandboxView, command: string[]): string[] {
  // The environment is the one the service starts bubblewrap with: already built from scratch (child-env.ts).
  // No user namespaces inside: in one of its own, a build would hold every capability again (over
  // what that namespace owns), and the kernel's code behind them is a wide surface to attack.
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--uid',
    nobody,
    '--gid',
    nobody,
    '--cap-drop',
    'ALL',
    '--die-with-parent',
    '--new-session',
  ];
  args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp');
  for (const dir of system) args.push('--ro-bind-try', dir, dir);
  for (const dir of view.readOnly) if (existsSync(dir)) args.push('--ro-bind', dir, dir);
  for (const [host, inside] of view.writable) args.push('--bind', host, inside);
  for (const [host, inside] of view.readOnlyAt ?? []) args.push('--ro-bind', host, inside);
  // Last, so they cover what a read-only folder above them would show.
  for (const dir of view.hidden) if (view.readOnly.some((shown) => within(dir, shown)) && existsSync(dir)) args.push('--tmpfs', dir, '--remount-ro', dir);
  args.push('--chdir', view.cwd, '--', ...command);
  return args;
}

function within(dir: string, parent: string): boolean {
  const path = relative(parent, dir);
  return path === '' || (!path.startsWith('..') && !path.startsWith('/'));
}
