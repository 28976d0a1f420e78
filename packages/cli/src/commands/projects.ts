// `quire projects add|list|credential|disable|enable|clear-cache|remove`: manage the hosting service's projects in its data folder.
import { resolve } from 'node:path';
import type { ParseArgsOptionsConfig } from 'node:util';
import { clearPageCaches, databaseFile, disableProject, enableProject, isRecordId, openArtifactStore, removeProject, type Project } from '@quire/server';
import { printJson, type Output } from '../output.ts';
import { readSecret } from './read-secret.ts';
import { columns, parseAdminArgs, wantsHelp, requireFlag, runAdminCommand, UsageError, withStorage } from './admin-data.ts';

export const projectsUsage = `Usage:
  quire projects add --name <name> --repo <git path or URL> [--branch <branch>] [--subdomain <label>] [--dir <docs folder>] [--data <folder>]
      Add a project; its id is printed on the last line. Defaults: branch main, subdomain from the
      name, docs at the repository root.
  quire projects list [--json] [--data <folder>]
      List the projects.
  quire projects credential <project id> --username <name> [--data <folder>]
      Store the login for a private repository: the token or password is read from standard
      input (asked for, unechoed, in a terminal), never from the command line, and kept sealed
      under the service's key. Builds of the project and its previews fetch with it through a
      git credential helper; it is never in the URL, a log or the build's environment.
      For a GitHub token use --username x-access-token, for GitLab oauth2. Running it again
      replaces the credential.
  quire projects credential <project id> --remove [--data <folder>]
      Delete the project's stored credential.
  quire projects disable <project id> [--data <folder>]
      Stop building a project: its queued and running builds are canceled, and its triggers,
      webhooks and previews are refused until it is enabled. Its site stays published as it is.
  quire projects enable <project id> [--data <folder>]
      Build a disabled project again.
  quire projects clear-cache <project id> [--data <folder>]
      Delete the page cache of a project and its previews: their next updates render every
      page. For a cache a commit may have filled with wrong pages, which a revert would reuse.
  quire projects remove <project id> [--data <folder>]
      Delete a project and its previews: builds canceled, sites taken offline and deleted, and
      their records, tokens, webhook secrets, repository credential, checkouts, page caches and
      screenshots deleted.

--data is the service's data folder (default ./quire-data).`;

const ADD_EXAMPLE = 'quire projects add --name "Petstore" --repo https://github.com/acme/petstore-docs.git';

export function projects(args: string[], output: Output): Promise<number> {
  const [subcommand, ...rest] = args;
  if (wantsHelp(args)) {
    output.out(projectsUsage);
    return Promise.resolve(0);
  }
  return runAdminCommand(`projects${subcommand ? ` ${subcommand}` : ''}`, projectsUsage, output, async () => {
    if (subcommand === 'add') return add(rest, output);
    if (subcommand === 'list') return list(rest, output);
    if (subcommand === 'credential') return credential(rest, output);
    if (subcommand === 'disable') return disable(rest, output);
    if (subcommand === 'enable') return enable(rest, output);
    if (subcommand === 'clear-cache') return clearCache(rest, output);
    if (subcommand === 'remove') return remove(rest, output);
    throw new UsageError(
      subcommand ? `unknown subcommand "${subcommand}".` : 'missing a subcommand: add, list, credential, disable, enable, clear-cache or remove.',
    );
  });
}

async function add(args: string[], output: Output): Promise<void> {
  const { values } = parseAdminArgs(args, {
    name: { type: 'string' },
    repo: { type: 'string' },
    branch: { type: 'string' },
    subdomain: { type: 'string' },
    dir: { type: 'string' },
  });
  const name = requireFlag(values.name, "--name (the project's name)", ADD_EXAMPLE);
  const repo = requireFlag(values.repo, '--repo (the docs repository: a git path or URL)', ADD_EXAMPLE);
  const project = await withStorage(values.data, false, (storage) =>
    storage.projects.add({
      name,
      repo,
      ...(values.branch ? { branch: values.branch } : {}),
      ...(values.subdomain ? { subdomain: values.subdomain } : {}),
      ...(values.dir ? { dir: values.dir } : {}),
    }),
  );
  output.out(
    `Added project "${project.name}": ${project.repo} (branch ${project.branch}, ${project.dir ? `docs in ${project.dir}/` : 'docs at the repository root'}), served at subdomain "${project.subdomain}".`,
  );
  output.out(`Saved in ${databaseFile(values.data)}. Create an API token for it: quire tokens create --project ${project.id}`);
  output.out(project.id);
}

async function list(args: string[], output: Output): Promise<void> {
  const { values } = parseAdminArgs(args, { json: { type: 'boolean', default: false } });
  const all = await withStorage(values.data, true, (storage) => storage.projects.list());
  if (values.json) return printJson(all, output);
  if (all.length === 0) return output.out(`No projects yet. Add one: ${ADD_EXAMPLE}`);
  const rows = all.map((p) => [
    p.id,
    p.subdomain,
    p.name,
    `${p.repo}#${p.branch}${p.dir ? ` (${p.dir}/)` : ''}${p.disabledAt ? `  [disabled since ${p.disabledAt}]` : ''}`,
  ]);
  for (const line of columns([['ID', 'SUBDOMAIN', 'NAME', 'REPOSITORY'], ...rows])) output.out(line);
}

async function credential(args: string[], output: Output): Promise<void> {
  const { values, id } = projectIdArgs(args, 'credential', { username: { type: 'string' }, remove: { type: 'boolean', default: false } });
  if (values.remove) {
    if (values.username !== undefined) throw new UsageError('--remove takes no --username: it deletes the stored credential.');
    const removed = await withStorage(values.data, true, async (storage) => {
      if (!(await storage.projects.get(id))) throw unknownProject(id);
      return storage.credentials.remove(id);
    });
    output.out(
      removed
        ? `Removed the repository credential of project ${id}: its builds fetch without a login from now on.`
        : `Project ${id} has no stored repository credential: nothing was removed.`,
    );
    return;
  }
  const username = requireFlag(
    values.username,
    '--username (the login; for a GitHub token, x-access-token)',
    `echo "$TOKEN" | quire projects credential ${id} --username x-access-token`,
  );
  const project = await withStorage(values.data, true, async (storage) => {
    const found = await storage.projects.get(id);
    if (!found) throw unknownProject(id);
    const password = await readSecret(`Token or password for ${username} at ${found.repo} (not shown): `);
    await storage.credentials.set(id, { username, password });
    return found;
  });
  output.out(`Stored the repository credential of project "${project.name}" (${id}) for user ${username}, sealed under the service's key.`);
  output.out(
    `Its builds and its previews' fetch ${project.repo} with it from the next update; it is not shown again. To remove it: quire projects credential ${id} --remove`,
  );
}

async function disable(args: string[], output: Output): Promise<void> {
  const { values, id } = projectIdArgs(args, 'disable');
  const done = await withStorage(values.data, true, (storage) => disableProject(storage, id));
  if (!done) throw unknownProject(id);
  output.out(`Disabled project "${done.project.name}" (${id}): its triggers and webhooks are refused until you enable it (quire projects enable ${id}).`);
  output.out(`${canceledLine(done.canceled)} Its site stays published at subdomain "${done.project.subdomain}"; to take it down, remove the project.`);
}

async function enable(args: string[], output: Output): Promise<void> {
  const { values, id } = projectIdArgs(args, 'enable');
  const project = await withStorage(values.data, true, (storage) => enableProject(storage, id));
  if (!project) throw unknownProject(id);
  output.out(`Enabled project "${project.name}" (${id}): triggers and webhooks build it again.`);
}

async function clearCache(args: string[], output: Output): Promise<void> {
  const { values, id } = projectIdArgs(args, 'clear-cache');
  const done = await withStorage(values.data, true, (storage) => clearPageCaches({ storage, dataDir: resolve(values.data) }, id));
  if (!done) throw unknownProject(id);
  const { project, previews } = done;
  const of = previews.length
    ? ` and of its ${previews.length} preview${previews.length === 1 ? '' : 's'} (${previews.map((p) => p.subdomain).join(', ')})`
    : '';
  output.out(`Cleared the page cache of project "${project.name}" (${id})${of}: the next update renders every page. The published site is unchanged.`);
}

async function remove(args: string[], output: Output): Promise<void> {
  const { values, id } = projectIdArgs(args, 'remove');
  const dataDir = resolve(values.data);
  const done = await withStorage(values.data, true, async (storage) => {
    const artifacts = await openArtifactStore(dataDir, { serving: false });
    try {
      return await removeProject({ storage, artifacts, dataDir }, id);
    } finally {
      await artifacts.close();
    }
  });
  if (!done) throw unknownProject(id);
  const [project, ...previews] = done.removed as [Project, ...Project[]];
  output.out(
    `Removed project "${project.name}" (${id}) and its site at subdomain "${project.subdomain}"${previews.length ? `, with ${previews.length} preview${previews.length === 1 ? '' : 's'} (${previews.map((p) => p.subdomain).join(', ')})` : ''}.`,
  );
  output.out(`${canceledLine(done.canceled)} Its records, tokens, webhook secret, repository credential, checkouts, page caches and screenshots are deleted.`);
}

/** The one positional project id of credential, disable, enable, clear-cache and remove, and their options. */
function projectIdArgs<T extends ParseArgsOptionsConfig = Record<never, never>>(args: string[], subcommand: string, options: T = {} as T) {
  const { values, positionals } = parseAdminArgs(args, options);
  const id = requireFlag(positionals[0], 'the project id', `quire projects ${subcommand} 665f1c2e9b1d4a0012ab34cd (ids are listed by quire projects list)`);
  if (!isRecordId(id)) throw new Error(`"${id}" is not a project id: give the 24-character id that quire projects list shows.`);
  return { values, id };
}

function unknownProject(id: string): Error {
  return new Error(`Unknown project "${id}". The projects are listed by: quire projects list`);
}

function canceledLine(canceled: string[]): string {
  if (canceled.length === 0) return 'No build of it was queued or running.';
  return `Canceled ${canceled.length} queued or running update${canceled.length === 1 ? '' : 's'} (${canceled.join(', ')}); a build in progress stops at its worker's next look.`;
}
