// A project's credential for its git repository (a user name and a token or password), given by
// the operator (`quire projects credential`) instead of in the URL. The secret is stored sealed
// (secret-box.ts) and given back only to the build's git, through a credential helper
// (builds/git.ts). The rules of a credential live here; SQLite's store too, PostgreSQL's in
// pg-repo-credentials.ts.
import type { DatabaseSync } from 'node:sqlite';
import { isoNow } from './ids.ts';
import type { RepoCredential } from './records.ts';
import { isSealed, type SecretBox } from './secret-box.ts';
import { repoCredentialContext, type StoredSecretRows } from './sealed-secrets.ts';
import type { RepoCredentialStore } from './storage.ts';

/** Longer than any Git host's token or password; a bound on what is stored and put in an environment. */
export const MAX_SECRET_LENGTH = 4096;
export const MAX_USERNAME_LENGTH = 256;

/**
 * `credential` checked: git's credential protocol is one `key=value` per line, so a newline (or
 * any control character) in either value would add lines of its own (`host=`, `url=`) to what
 * the helper tells git. Throws a readable Error.
 */
export function checkedCredential(credential: RepoCredential): RepoCredential {
  const { username, password } = credential;
  if (!username.trim()) throw new Error('A repository credential needs a user name (for a GitHub or GitLab token, any name such as x-access-token or oauth2).');
  if (!password) throw new Error('A repository credential needs a token or password: none was given.');
  if (username.length > MAX_USERNAME_LENGTH)
    throw new Error(`The user name is ${username.length} characters long; at most ${MAX_USERNAME_LENGTH} are accepted.`);
  if (password.length > MAX_SECRET_LENGTH)
    throw new Error(`The token or password is ${password.length} characters long; at most ${MAX_SECRET_LENGTH} are accepted.`);
  const control = /[\u0000-\u001f\u007f]/;
  if (control.test(username)) throw new Error('The user name contains a line break or another control character: give it on one line.');
  if (control.test(password)) throw new Error('The token or password contains a line break or another control character: give it as one line.');
  return { username, password };
}

/** Why a credential cannot be set for an unknown project. */
export function unknownProject(projectId: string): string {
  return `Unknown project "${projectId}". The projects are listed by: quire projects list`;
}

export function sqliteCredentialRows(db: DatabaseSync): StoredSecretRows {
  const all = db.prepare('SELECT project_id AS projectId, secret AS stored FROM repo_credentials');
  const replace = db.prepare('UPDATE repo_credentials SET secret = ? WHERE project_id = ? AND secret = ?');
  return {
    noun: 'repository credential',
    context: repoCredentialContext,
    async all() {
      return all.all() as { projectId: string; stored: string }[];
    },
    async replace(projectId, old, next) {
      replace.run(next, projectId, old);
    },
  };
}

/** A stored row as the build needs it: the secret opened (a plain one, which sealing on open leaves none of, as it is). */
export function openedCredential(box: SecretBox, projectId: string, row: { username: string; secret: string } | undefined): RepoCredential | undefined {
  if (!row) return undefined;
  return { username: row.username, password: isSealed(row.secret) ? box.open(row.secret, repoCredentialContext(projectId)) : row.secret };
}

export function sqliteCredentialStore(db: DatabaseSync, box: SecretBox): RepoCredentialStore {
  const projectExists = db.prepare('SELECT 1 FROM projects WHERE id = ?');
  const upsert = db.prepare(
    'INSERT INTO repo_credentials (project_id, username, secret, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (project_id) DO UPDATE SET username = excluded.username, secret = excluded.secret, updated_at = excluded.updated_at',
  );
  const byProject = db.prepare('SELECT username, secret FROM repo_credentials WHERE project_id = ?');
  const remove = db.prepare('DELETE FROM repo_credentials WHERE project_id = ?');
  return {
    async set(projectId, credential) {
      const { username, password } = checkedCredential(credential);
      if (!projectExists.get(projectId)) throw new Error(unknownProject(projectId));
      upsert.run(projectId, username, box.seal(password, repoCredentialContext(projectId)), isoNow());
    },
    async get(projectId) {
      return openedCredential(box, projectId, byProject.get(projectId) as { username: string; secret: string } | undefined);
    },
    async remove(projectId) {
      return remove.run(projectId).changes > 0;
    },
  };
}
