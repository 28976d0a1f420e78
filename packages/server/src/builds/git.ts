// The git CLI, run without a shell (a project's repo and branch are user input) and without
// prompts: a private repository without credentials must fail at once, not wait for a password.
import { execFile } from 'node:child_process';
import type { RepoCredential } from '../storage/records.ts';
import { redactCredentials } from '../storage/url-credentials.ts';

export class GitError extends Error {
  /** git's own explanation: its first `fatal:` or `error:` line, else its last line of stderr. */
  readonly reason: string;
  constructor(args: readonly string[], stderr: string) {
    // git echoes the remote's URL in its errors (`could not read from 'https://TOKEN@host/…'`): the
    // reason is redacted here, before any log, summary or service message can show it.
    const lines = redactCredentials(stderr)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const reason = (lines.find((line) => /^(fatal|error):/.test(line)) ?? lines.at(-1) ?? 'git failed').replace(/^(fatal|error):\s*/, '');
    super(`git ${args[0]}: ${reason}`);
    this.reason = reason;
  }
}

/** A project's stored credential, for the repository at `url` only. */
export interface GitCredential extends RepoCredential {
  url: string;
}

export interface GitOptions {
  cwd?: string;
  signal?: AbortSignal;
  /** Given to this git process alone, through a credential helper (see gitEnvironment). */
  credential?: GitCredential;
}

export function git(args: readonly string[], options: GitOptions = {}): Promise<string> {
  const { credential, ...spawn } = options;
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      {
        ...spawn,
        env: gitEnvironment(process.env, credential),
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if (options.signal?.aborted) return reject(options.signal.reason ?? error);
        reject(new GitError(args, stderr || error.message));
      },
    );
  });
}

/**
 * Prints the credential from its git process's environment, for git's `get` only (`store` and
 * `erase` have nothing to keep). printf, quoted: the values are data, never words or patterns.
 */
const CREDENTIAL_HELPER = `!f() { if [ "$1" = get ]; then printf 'username=%s\\npassword=%s\\n' "$QUIRE_GIT_USERNAME" "$QUIRE_GIT_PASSWORD"; fi; }; f`;

/**
 * The environment of one git process. Config given through GIT_CONFIG_COUNT/KEY_n/VALUE_n is read
 * after every config file, so an empty `credential.helper` empties the list the host's files
 * named: the service user's own helpers are never asked for a tenant's repository (they would
 * answer with the host's logins), nor handed a tenant's password to store after a fetch. With a
 * credential, one helper then answers for the repository's origin alone (a redirect to another
 * host gets nothing), from variables in this process's environment: the credential is never in
 * git's arguments, the URL, a config file or the build's own environment.
 */
export function gitEnvironment(parent: NodeJS.ProcessEnv, credential?: GitCredential): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...parent, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '', SSH_ASKPASS: '', LANG: 'C' };
  delete env.QUIRE_GIT_USERNAME;
  delete env.QUIRE_GIT_PASSWORD;
  const config: [string, string][] = [['credential.helper', '']];
  const origin = credential && httpOrigin(credential.url);
  if (credential && origin) {
    config.push([`credential.${origin}.helper`, CREDENTIAL_HELPER]);
    env.QUIRE_GIT_USERNAME = credential.username;
    env.QUIRE_GIT_PASSWORD = credential.password;
  }
  // Entries the service's own environment gives git come first and are kept.
  const inherited = Number(parent.GIT_CONFIG_COUNT);
  const first = Number.isInteger(inherited) && inherited > 0 ? inherited : 0;
  config.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${first + i}`] = key;
    env[`GIT_CONFIG_VALUE_${first + i}`] = value;
  });
  env.GIT_CONFIG_COUNT = String(first + config.length);
  return env;
}

/** `https://host:port` of an http(s) URL; undefined for a path, an ssh URL or `host:path`, where no helper is asked. */
function httpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
