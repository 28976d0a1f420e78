// `quire tokens create|list|revoke`: the hosting service's API tokens. A token is printed once, at
// creation; the service keeps only its hash.
import { DEFAULT_DATA_DIR, isRecordId } from '@quire/server';
import { printJson, type Output } from '../output.ts';
import { columns, parseAdminArgs, wantsHelp, requireFlag, runAdminCommand, UsageError, withStorage } from './admin-data.ts';

export const tokensUsage = `Usage:
  quire tokens create --project <project id> [--data <folder>]
  quire tokens create --org [--data <folder>]
      Create an API token for one project, or for every project (--org). The token is printed
      once, on the last line: store it now.
  quire tokens list [--json] [--data <folder>]
      List the tokens (ids and scopes, never the tokens themselves).
  quire tokens revoke <token id> [--data <folder>]
      Revoke a token: it stops working at once.

--data is the service's data folder (default ./quire-data).`;

export function tokens(args: string[], output: Output): Promise<number> {
  const [subcommand, ...rest] = args;
  if (wantsHelp(args)) {
    output.out(tokensUsage);
    return Promise.resolve(0);
  }
  return runAdminCommand(`tokens${subcommand ? ` ${subcommand}` : ''}`, tokensUsage, output, async () => {
    if (subcommand === 'create') return create(rest, output);
    if (subcommand === 'list') return list(rest, output);
    if (subcommand === 'revoke') return revoke(rest, output);
    throw new UsageError(subcommand ? `unknown subcommand "${subcommand}".` : 'missing a subcommand: create, list or revoke.');
  });
}

async function create(args: string[], output: Output): Promise<void> {
  const { values } = parseAdminArgs(args, { project: { type: 'string' }, org: { type: 'boolean', default: false } });
  if (values.org && values.project) throw new UsageError('give either --project <id> or --org, not both.');
  const projectId = values.org
    ? null
    : requireFlag(values.project, '--project <id> (or --org for a token valid for every project)', 'quire tokens create --project 665f1c2e9b1d4a0012ab34cd');
  const { token, record } = await withStorage(values.data, true, async (storage) => {
    if (projectId !== null && !(await storage.projects.get(projectId))) {
      throw new Error(
        `Unknown project "${projectId}". The projects are listed by: quire projects list${values.data === DEFAULT_DATA_DIR ? '' : ` --data ${values.data}`}`,
      );
    }
    return storage.tokens.create(projectId);
  });
  output.out(`Created token ${record.id} for ${projectId === null ? 'every project (org-wide)' : `project ${projectId}`}.`);
  output.out('It is shown only once, on the next line: store it now. Send it as "Authorization: Bearer <token>".');
  output.out(token);
}

async function list(args: string[], output: Output): Promise<void> {
  const { values } = parseAdminArgs(args, { json: { type: 'boolean', default: false } });
  const all = await withStorage(values.data, true, (storage) => storage.tokens.list());
  if (values.json) return printJson(all, output);
  if (all.length === 0) return output.out('No tokens yet. Create one: quire tokens create --project <project id>');
  const rows = all.map((t) => [t.id, t.projectId ?? 'org-wide', t.createdAt, t.revokedAt ? `revoked ${t.revokedAt}` : 'active']);
  for (const line of columns([['ID', 'SCOPE', 'CREATED', 'STATUS'], ...rows])) output.out(line);
}

async function revoke(args: string[], output: Output): Promise<void> {
  const { values, positionals } = parseAdminArgs(args, {});
  const id = requireFlag(positionals[0], 'the token id', 'quire tokens revoke 665f1c2e9b1d4a0012ab34cd (ids are listed by quire tokens list)');
  if (!isRecordId(id)) throw new Error(`"${id}" is not a token id: give the 24-character id that quire tokens list shows, not the token itself.`);
  const revoked = await withStorage(values.data, true, (storage) => storage.tokens.revoke(id));
  if (!revoked) throw new Error(`Unknown token id "${id}". The tokens are listed by: quire tokens list`);
  output.out(`Revoked token ${id}: it no longer authorizes any request.`);
}
