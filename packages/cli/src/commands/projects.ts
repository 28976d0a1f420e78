// `quire projects add|list`: manage the hosting service's projects in its data folder.
import { databaseFile } from '@quire/server';
import { printJson, type Output } from '../output.ts';
import { columns, parseAdminArgs, wantsHelp, requireFlag, runAdminCommand, UsageError, withStorage } from './admin-data.ts';

export const projectsUsage = `Usage:
  quire projects add --name <name> --repo <git path or URL> [--branch <branch>] [--subdomain <label>] [--dir <docs folder>] [--data <folder>]
      Add a project; its id is printed on the last line. Defaults: branch main, subdomain from the
      name, docs at the repository root.
  quire projects list [--json] [--data <folder>]
      List the projects.

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
    throw new UsageError(subcommand ? `unknown subcommand "${subcommand}".` : 'missing a subcommand: add or list.');
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
  const rows = all.map((p) => [p.id, p.subdomain, p.name, `${p.repo}#${p.branch}${p.dir ? ` (${p.dir}/)` : ''}`]);
  for (const line of columns([['ID', 'SUBDOMAIN', 'NAME', 'REPOSITORY'], ...rows])) output.out(line);
}
