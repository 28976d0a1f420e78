// `quire projects add|list|disable|enable|remove`: manage the hosting service's projects in its data folder.
import { resolve } from 'node:path';
import { databaseFile, disableProject, enableProject, isRecordId, openArtifactStore, removeProject, type Project } from '@quire/server';
import { printJson, type Output } from '../output.ts';
import { columns, parseAdminArgs, wantsHelp, requireFlag, runAdminCommand, UsageError, withStorage } from './admin-data.ts';

export const projectsUsage = `Usage:
  quire projects add --name <name> --repo <git path or URL> [--branch <branch>] [--subdomain <label>] [--dir <docs folder>] [--data <folder>]
      Add a project; its id is printed on the last line. Defaults: branch main, subdomain from the
      name, docs at the repository root.
  quire projects list [--json] [--data <folder>]
      List the projects.
  quire projects disable <project id> [--data <folder>]
      Stop building a project: its queued and running builds are canceled, and its triggers,
      webhooks and previews are refused until it is enabled. Its site stays published as it is.
  quire projects enable <project id> [--data <folder>]
      Build a disabled project again.
  quire projects remove <project id> [--data <folder>]
      Delete a project and its previews: builds canceled, sites taken offline and deleted, and
      their records, tokens, webhook secrets, checkouts, page caches and screenshots deleted.

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
    if (subcommand === 'disable') return disable(rest, output);
    if (subcommand === 'enable') return enable(rest, output);
    if (subcommand === 'remove') return remove(rest, output);
    throw new UsageError(subcommand ? `unknown subcommand "${subcommand}".` : 'missing a subcommand: add, list, disable, enable or remove.');
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
  const name = requireFlag(values.name, '--name (the project\'s name)', ADD_EXAMPLE);
  const repo = requireFlag(values.repo, '--repo (the docs repository: a git path or URL)', ADD_EXAMPLE);
  const project = await withStorage(values.data, false, (storage) =>
    storage.projects.add({ name, repo, ...(values.branch ? { branch: values.branch } : {}), ...(values.subdomain ? { subdomain: values.subdomain } : {}), ...(values.dir ? { dir: values.dir } : {}) }),
  );
  output.out(`Added project "${project.name}": ${project.repo} (branch ${project.branch}, ${project.dir ? `docs in ${project.dir}/` : 'docs at the repository root'}), served at subdomain "${project.subdomain}".`);
  output.out(`Saved in ${databaseFile(values.data)}. Create an API token for it: quire tokens create --project ${project.id}`);
  output.out(project.id);
}

async function list(args: string[], output: Output): Promise<void> {
  const { values } = parseAdminArgs(args, { json: { type: 'boolean', default: false } });
  const all = await withStorage(values.data, true, (storage) => storage.projects.list());
  if (values.json) return printJson(all, output);
  if (all.length === 0) return output.out(`No projects yet. Add one: ${ADD_EXAMPLE}`);
  const rows = all.map((p) => [p.id, p.subdomain, p.name, `${p.repo}#${p.branch}${p.dir ? ` (${p.dir}/)` : ''}${p.disabledAt ? `  [disabled since ${p.disabledAt}]` : ''}`]);
  for (const line of columns([['ID', 'SUBDOMAIN', 'NAME', 'REPOSITORY'], ...rows])) output.out(line);
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
  output.out(`Removed project "${project.name}" (${id}) and its site at subdomain "${project.subdomain}"${previews.length ? `, with ${previews.length} preview${previews.length === 1 ? '' : 's'} (${previews.map((p) => p.subdomain).join(', ')})` : ''}.`);
  output.out(`${canceledLine(done.canceled)} Its records, tokens, webhook secret, checkouts, page caches and screenshots are deleted.`);
}

/** The one positional project id of disable, enable and remove. */
function projectIdArgs(args: string[], subcommand: string) {
  const { values, positionals } = parseAdminArgs(args, {});
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
