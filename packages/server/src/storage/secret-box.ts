// Secrets the service must read back (a webhook's HMAC key) are stored sealed: AES-256-GCM under
// the service's key, with the key's id in the text so keys can be rotated, and the row's own name
// as associated data so a sealed value copied onto another row does not open. A database file or
// dump on its own then gives nothing away.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';

export interface SecretBox {
  /** The id of the key new secrets are sealed under. */
  keyId: string;
  /** `sealed:v1:<key id>:<iv>:<tag>:<ciphertext>`, bound to `context` (such as the project id). */
  seal(plain: string, context: string): string;
  /** The plain text of a sealed value; throws SecretKeyError when its key is not held or it was altered. */
  open(sealed: string, context: string): string;
  /** Whether a value is sealed under a key other than the current one (or not at all): it needs sealing again. */
  needsSealing(stored: string): boolean;
}

/** A key the service cannot use or a value it cannot open: its message says what to set. */
export class SecretKeyError extends Error {}

/** Whether a stored value is sealed (else it is a plain value from before sealing). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/**
 * A box over `keys` (32 bytes each): the first seals, every one opens, so an old key listed after
 * the new one keeps its secrets readable until they are sealed again.
 */
export function createSecretBox(keys: readonly Buffer[]): SecretBox {
  if (!keys.length) throw new SecretKeyError('No secret key was given.');
  const byId = new Map(keys.map((key) => [keyIdOf(key), key]));
  const current = keys[0]!;
  const currentId = keyIdOf(current);
  return {
    keyId: currentId,
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${currentId}:${[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join(':')}`;
    },
    open(sealed, context) {
      const [keyId = '', iv = '', tag = '', body = ''] = sealed.slice(PREFIX.length).split(':');
      const key = byId.get(keyId);
      if (!key)
        throw new SecretKeyError(`A stored secret is sealed under key ${keyId}, which the service was not given (it holds ${[...byId.keys()].join(', ')}).`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretKeyError(`A stored secret (of ${context}) does not open under key ${keyId}: it was altered or copied from another row.`);
      }
    },
    needsSealing(stored) {
      return !stored.startsWith(`${PREFIX}${currentId}:`);
    },
  };
}

/** The id of a sealed value's key: which key sealed it, never enough to find the key. */
export function sealedKeyId(stored: string): string | undefined {
  return isSealed(stored) ? stored.slice(PREFIX.length).split(':')[0] : undefined;
}

/** A key's public name: 8 hex digits of a hash of it. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('quire secret key id\0').update(key).digest('hex').slice(0, 8);
}
