// Where the key that seals stored secrets comes from. QUIRE_SECRET_KEY names it (32 bytes as
// base64 or 64 hex digits; a comma-separated list to rotate: the first seals, all open). Without
// it, the zero-setup default: a key file made on first start beside the SQLite database, 0600,
// in the folder builds never see. That keeps a copied database file or a backup of it useless
// on its own, with nothing to configure; a service spread over machines sets QUIRE_SECRET_KEY,
// the same on every node, kept in its secret manager rather than next to the data.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SecretKeyError } from './secret-box.ts';

export { SecretKeyError };

export const SECRET_KEY_ENV = 'QUIRE_SECRET_KEY';
export const SECRET_KEY_FILE = 'secret.key';

/** Keys and where they came from, for messages that say what to change. */
export interface SecretKeys {
  keys: Buffer[];
  source: string;
}

/** The keys to seal with: QUIRE_SECRET_KEY's, else the key file in `keyDir` (made when absent). */
export function serviceSecretKeys(keyDir: string, env: NodeJS.ProcessEnv = process.env): SecretKeys {
  const given = env[SECRET_KEY_ENV]?.trim();
  if (given) return { keys: given.split(',').map((text, index) => parseKey(text.trim(), `${SECRET_KEY_ENV}'s ${ordinal(index)} key`)), source: SECRET_KEY_ENV };
  const file = join(keyDir, SECRET_KEY_FILE);
  try {
    createKeyFile(file);
  } catch (error) {
    throw new SecretKeyError(`Could not create the secret key file ${file}: ${(error as Error).message}. Check that the folder is writable by the service.`);
  }
  return { keys: [parseKey(readFileSync(file, 'utf8').trim(), `The key file ${file}`)], source: `the key file ${file}` };
}

/**
 * Makes the key file when there is none, never replacing one. The key is written whole into a
 * temporary file beside it, then linked to its name: link(2) fails when the name exists, so of two
 * nodes starting at once the first wins and the other reads the winner's complete key (a file
 * created under its final name could be read before its key was written).
 */
function createKeyFile(file: string): void {
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx', flush: true });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** A key from its text: 32 bytes as base64 or 64 hex digits. */
export function parseKey(text: string, what: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(text) ? Buffer.from(text, 'base64') : undefined;
  if (key?.length === 32) return key;
  throw new SecretKeyError(`${what} is not a key: give 32 random bytes as base64 or 64 hex digits (make one with: openssl rand -base64 32).`);
}

function ordinal(index: number): string {
  return ['first', 'second', 'third'][index] ?? `${index + 1}th`;
}
