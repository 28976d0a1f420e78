/**
 * How every git process of this package starts. A repository's own `.git/config` is not the
 * reader's (a hosted build reads a tenant's checkout, `quire diff` may run in a clone someone
 * prepared): these only read history, and nothing in that config may make them run a program.
 * Command-line config is read after the repository's, so each setting below wins over it:
 * no hooks, no fsmonitor daemon, no signature check (log.showSignature runs gpg.program), no
 * external diff or pager. The system's config is skipped too, and `safe.directory` is left as
 * it is: a repository git refuses to read for its owner stays unread.
 */
const lockedConfig = [
  'core.hooksPath=/dev/null',
  'core.fsmonitor=false',
  'core.pager=cat',
  'log.showSignature=false',
  'gpg.program=false',
  'gpg.ssh.program=false',
  'gpg.x509.program=false',
  'diff.external=',
];

/** git's arguments for `args`, with the settings that keep a repository's config from running anything. */
export function safeGitArgs(args: readonly string[]): string[] {
  return [...lockedConfig.flatMap((setting) => ['-c', setting]), ...args];
}

/**
 * The environment of a git process: the caller's, without the variables that would make git read
 * another repository or config than the one asked (a build started from a git hook has GIT_DIR
 * set), and without prompts.
 */
export function safeGitEnvironment(parent: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(parent)) if (!name.startsWith('GIT_')) env[name] = value;
  return { ...env, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', GIT_NO_REPLACE_OBJECTS: '1' };
}
