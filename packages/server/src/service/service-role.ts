// What one node of the service does: `all` (the embedded default: API, sites and builds in one
// process), `api` (requests and sites) or `worker` (builds). Split roles share one PostgreSQL
// database; the embedded SQLite file serves one process, so it takes `all` only.
import { isPostgresUrl } from '../storage/pg-database.ts';

export const SERVICE_ROLES = ['api', 'worker', 'all'] as const;
export type ServiceRole = (typeof SERVICE_ROLES)[number];

/** The environment variable naming the role when no option does. */
export const ROLE_ENV = 'QUIRE_ROLE';

/** The role asked for (else QUIRE_ROLE, else `all`), checked against the database; throws one readable line. */
export function roleOf(asked: string | undefined, database: string | undefined): ServiceRole {
  const role = asked ?? process.env[ROLE_ENV] ?? 'all';
  const from = asked === undefined ? `${ROLE_ENV}=${role}` : `--role ${role}`;
  if (!(SERVICE_ROLES as readonly string[]).includes(role))
    throw new Error(`${from}: a node's role is api (answers requests, serves sites), worker (builds) or all (both).`);
  if (role !== 'all' && !(database && isPostgresUrl(database))) {
    throw new Error(
      `${from} needs a PostgreSQL database shared by every node (QUIRE_DATABASE_URL=postgres://…): the embedded SQLite database serves one process, which takes the role all.`,
    );
  }
  return role as ServiceRole;
}
