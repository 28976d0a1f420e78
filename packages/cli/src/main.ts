import { readFileSync } from 'node:fs';
import { isDocsCommand, parseCommandArgs, type DocsCommand, type OptionValues } from './command-options.ts';
import { consoleOutput, type Output } from './output.ts';
import { commandUsage, usage } from './usage.ts';
import type { AdapterName } from '@quire/astro/standalone';

// Each command loads its own modules when it runs: `quire tokens` does not pay for loading Astro.
const commands = {
  check: () => import('./commands/check.ts'),
  drift: () => import('./commands/drift.ts'),
  generate: () => import('./commands/generate.ts'),
  routes: () => import('./commands/routes.ts'),
  build: () => import('./commands/build.ts'),
  dev: () => import('./commands/dev.ts'),
  preview: () => import('./commands/preview.ts'),
  projects: () => import('./commands/projects.ts'),
  tokens: () => import('./commands/tokens.ts'),
  serve: () => import('./commands/serve.ts'),
  mcp: () => import('./commands/mcp.ts'),
  init: () => import('./commands/init.ts'),
  upgrade: () => import('./commands/upgrade.ts'),
  diff: () => import('./commands/diff.ts'),
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
  if (command === 'init') return (await commands.init()).init(rest, output);
  if (!isDocsCommand(command)) {
    output.err(`quire: unknown command "${command}".\n\n${usage}`);
    return 2;
  }
  const parsed = parseCommandArgs(command, rest);
  if ('error' in parsed) {
    output.err(parsed.error);
    return 2;
  }
  if (parsed.values.help) {
    output.out(commandUsage[command]);
    return 0;
  }
  const target = parsed.positionals[0] ?? defaultTarget[command];
  if (!target) {
    output.err(`quire ${command}: missing ${argumentOf[command]}.\n\n${commandUsage[command]}`);
    return 2;
  }
  return runCommand(command, target, parsed.values, output, parsed.positionals.slice(1));
}

/** What each docs command is run on, as its usage writes it. */
const argumentOf: Record<DocsCommand, string> = {
  generate: '<spec>',
  check: '<spec | docs-folder>',
  routes: '<docs-folder>',
  build: '<docs-folder>',
  dev: '<docs-folder>',
  preview: '<built-folder>',
  mcp: '<docs-folder>',
  upgrade: '[docs-folder]',
  diff: '<old> and <new>',
};

/** The argument of commands that may leave it out: the current folder. */
const defaultTarget: Partial<Record<DocsCommand, string>> = { upgrade: '.' };

/** `more`: the arguments after the first (quire diff's <new>). */
type Runners = { [C in DocsCommand]: (target: string, values: OptionValues<C>, output: Output, more: string[]) => Promise<number> };

/** Each docs command with the options it takes, already read and checked. */
const runners: Runners = {
  generate: async (spec, values, output) =>
    (await commands.generate()).generate({ spec, outDir: values.out ?? '.', overwrite: values.overwrite ?? false, json: values.json ?? false }, output),
  check: async (target, values, output) =>
    values.against
      ? (await commands.drift()).drift({ target, against: values.against, json: values.json ?? false }, output)
      : (await commands.check()).check({ target, json: values.json ?? false, strict: values.strict ?? false }, output),
  routes: async (dir, values, output) => (await commands.routes()).routes({ dir, json: values.json ?? false }, output),
  build: async (dir, values, output) =>
    (await commands.build()).build(
      {
        dir,
        verbose: values.verbose ?? false,
        ...(values.out ? { outDir: values.out } : {}),
        ...(values.site ? { site: values.site } : {}),
        ...(values.base ? { base: values.base } : {}),
        ...(values.adapter ? { adapter: values.adapter as AdapterName } : {}),
        ...(values['no-cache'] ? { cacheDir: false as const } : values['cache-dir'] ? { cacheDir: values['cache-dir'] } : {}),
      },
      output,
    ),
  dev: async (dir, values, output) => (await commands.dev()).dev({ dir, ...portAndHost(values) }, output),
  preview: async (dir, values, output) =>
    (await commands.preview()).preview({ dir, ...portAndHost(values), ...(values.base ? { base: values.base } : {}) }, output),
  mcp: async (dir, _values, output) => (await commands.mcp()).mcp({ dir }, output),
  upgrade: async (dir, values, output) => (await commands.upgrade()).upgrade({ dir, force: values.force ?? false }, output),
  diff: async (old, values, output, [next]) =>
    (await commands.diff()).diff(
      { old, ...(next ? { new: next } : {}), ...(values.spec ? { spec: values.spec } : {}), format: (values.format ?? 'text') as 'text' | 'markdown' | 'json' },
      output,
    ),
};

function runCommand<C extends DocsCommand>(command: C, target: string, values: OptionValues<C>, output: Output, more: string[]): Promise<number> {
  const run: Runners[C] = runners[command];
  return run(target, values, output, more);
}

/** `--port` and `--host`, checked already by parseCommandArgs. */
function portAndHost(values: OptionValues<'dev' | 'preview'>): { port?: number; host?: string } {
  return { ...(values.port !== undefined ? { port: Number(values.port) } : {}), ...(values.host ? { host: values.host } : {}) };
}

/** `quire 0.1.0 (node v24.21.0)`: the CLI package's own version. */
function version(): string {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return `quire ${version} (node ${process.version})`;
}
