import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { consoleOutput, type Output } from './output.ts';
import { commandUsage, usage } from './usage.ts';

// Each command loads its own modules when it runs: `quire tokens` does not pay for loading Astro.
const commands = {
  check: () => import('./commands/check.ts'),
  generate: () => import('./commands/generate.ts'),
  routes: () => import('./commands/routes.ts'),
  build: () => import('./commands/build.ts'),
  dev: () => import('./commands/dev.ts'),
  preview: () => import('./commands/preview.ts'),
  projects: () => import('./commands/projects.ts'),
  tokens: () => import('./commands/tokens.ts'),
  serve: () => import('./commands/serve.ts'),
  mcp: () => import('./commands/mcp.ts'),
};

/** Runs one CLI invocation and returns its exit code: 0 ok, 1 invalid input, 2 wrong usage. */
export async function main(argv: string[], output: Output = consoleOutput): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '-h' || command === '--help' || command === 'help') {
    output.out(usage);
    return command ? 0 : 2;
  }
  if (command === '-v' || command === '--version' || command === 'version') {
    output.out(version());
    return 0;
  }
  // The admin commands have subcommands and flags of their own.
  if (command === 'projects') return (await commands.projects()).projects(rest, output);
  if (command === 'tokens') return (await commands.tokens()).tokens(rest, output);
  if (command === 'serve') return (await commands.serve()).serve(rest, output);
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        out: { type: 'string', short: 'o' },
        overwrite: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        site: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    output.err(`quire ${command}: ${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    output.out(command in commandUsage ? commandUsage[command as keyof typeof commandUsage] : usage);
    return 0;
  }
  const target = positionals[0];
  switch (command) {
    case 'generate':
      if (!target) return missing('generate', '<spec>', output);
      return (await commands.generate()).generate({ spec: target, outDir: values.out ?? '.', overwrite: values.overwrite, json: values.json }, output);
    case 'check':
      if (!target) return missing('check', '<spec | docs-folder>', output);
      return (await commands.check()).check({ target, json: values.json }, output);
    case 'routes':
      if (!target) return missing('routes', '<docs-folder>', output);
      return (await commands.routes()).routes({ dir: target, json: values.json }, output);
    case 'build':
      if (!target) return missing('build', '<docs-folder>', output);
      return (await commands.build()).build({ dir: target, verbose: values.verbose, ...(values.out ? { outDir: values.out } : {}), ...(values.site ? { site: values.site } : {}) }, output);
    case 'dev':
      if (!target) return missing('dev', '<docs-folder>', output);
      return (await commands.dev()).dev({ dir: target, ...portAndHost(values) }, output);
    case 'preview':
      if (!target) return missing('preview', '<built-folder>', output);
      return (await commands.preview()).preview({ dir: target, ...portAndHost(values) }, output);
    case 'mcp':
      if (!target) return missing('mcp', '<docs-folder>', output);
      return (await commands.mcp()).mcp({ dir: target }, output);
    default:
      output.err(`quire: unknown command "${command}".\n\n${usage}`);
      return 2;
  }
}

function portAndHost(values: { port?: string | undefined; host?: string | undefined }): { port?: number; host?: string } {
  const port = values.port === undefined ? undefined : Number(values.port);
  return { ...(port !== undefined && Number.isInteger(port) ? { port } : {}), ...(values.host ? { host: values.host } : {}) };
}

function missing(command: keyof typeof commandUsage, what: string, output: Output): number {
  output.err(`quire ${command}: missing ${what}.\n\n${commandUsage[command]}`);
  return 2;
}

/** `quire 0.1.0 (node v24.21.0)`: the CLI package's own version. */
function version(): string {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return `quire ${version} (node ${process.version})`;
}
