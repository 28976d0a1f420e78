// The options each docs command takes, read with Node's parseArgs in strict mode: an option the
// command does not take, or a value it cannot use, stops the run with one line that names the
// option and what it expects (exit 2), rather than being dropped on the way.
import { parseArgs } from 'node:util';

/** One option of a command: as parseArgs reads it, plus what its value looks like and must be. */
interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** The value as usage writes it (`<n>`); string options only. */
  value?: string;
  /** What is wrong with a value, as "expects ...", or undefined when it is usable. */
  check?: (raw: string) => string | undefined;
}

const flag = { type: 'boolean' } as const satisfies OptionSpec;
/** The Astro adapters `quire build --adapter` knows (kept in step with @quire/astro's deploy/adapters.ts by a test). */
export const adapters: readonly string[] = ['node', 'netlify', 'vercel', 'cloudflare'];
const port = {
  type: 'string',
  value: '<n>',
  check: (raw) => (/^\d+$/.test(raw) && Number(raw) <= 65535 ? undefined : 'expects a port number from 0 to 65535'),
} as const satisfies OptionSpec;
const host = {
  type: 'string',
  value: '<addr>',
  check: (raw) => (raw.trim() ? undefined : 'expects an address to listen on, such as 127.0.0.1'),
} as const satisfies OptionSpec;
const base = {
  type: 'string',
  value: '<path>',
  check: (raw) => (/^\/[^\s?#]*$/.test(raw) && !raw.includes('//') ? undefined : 'expects the path the site is served under, such as /docs/'),
} as const satisfies OptionSpec;
const out = { type: 'string', short: 'o', value: '<folder>', check: (raw) => (raw.trim() ? undefined : 'expects a folder') } as const satisfies OptionSpec;

/** Every docs command's options; `-h, --help` comes with each. The admin commands read their own. */
export const commandOptions = {
  generate: { out, overwrite: flag, json: flag },
  check: {
    json: flag,
    strict: flag,
    against: {
      type: 'string',
      value: '<base-url>',
      check: (raw) => (isWebUrl(raw) ? undefined : 'expects the http(s) address of a running API, such as http://localhost:3000/v1'),
    },
  },
  routes: { json: flag },
  build: {
    out,
    site: {
      type: 'string',
      value: '<url>',
      check: (raw) => (isWebUrl(raw) ? undefined : 'expects the public http(s) URL of the site, such as https://docs.example.com'),
    },
    base,
    adapter: { type: 'string', value: '<host>', check: (raw) => (adapters.includes(raw) ? undefined : `expects one of ${adapters.join(', ')}`) },
    'cache-dir': { type: 'string', value: '<folder>', check: (raw) => (raw.trim() ? undefined : 'expects a folder for the page cache') },
    'no-cache': flag,
    verbose: flag,
  },
  dev: { port, host },
  preview: { port, host, base },
  mcp: {},
  upgrade: { force: flag },
  diff: {
    spec: {
      type: 'string',
      value: '<path>',
      check: (raw) => (raw.trim() ? undefined : 'expects the path of the OpenAPI or AsyncAPI document in the repository'),
    },
    format: { type: 'string', value: '<format>', check: (raw) => (['text', 'markdown', 'json'].includes(raw) ? undefined : 'expects text, markdown or json') },
  },
} as const satisfies Record<string, Record<string, OptionSpec>>;

export type DocsCommand = keyof typeof commandOptions;

/** The values of a command's options as given: strings for options with a value, true for flags. */
export type OptionValues<C extends DocsCommand> = {
  [K in keyof (typeof commandOptions)[C]]?: (typeof commandOptions)[C][K] extends { type: 'boolean' } ? boolean : string;
} & { help?: boolean };

export type ParsedCommand<C extends DocsCommand> = { values: OptionValues<C>; positionals: string[] } | { error: string };

export function isDocsCommand(command: string): command is DocsCommand {
  return Object.hasOwn(commandOptions, command);
}

/** Reads `args` as `command`'s options and arguments; `error` is the one line to print. */
export function parseCommandArgs<C extends DocsCommand>(command: C, args: string[]): ParsedCommand<C> {
  const specs: Record<string, OptionSpec> = commandOptions[command];
  const options = {
    ...Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, { type: spec.type, ...(spec.short ? { short: spec.short } : {}) }])),
    help: { type: 'boolean', short: 'h' },
  } as const;
  const config = { args, options, allowPositionals: true, strict: true } as const;
  let parsed: ReturnType<typeof parseArgs<typeof config>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    return { error: `quire ${command}: ${explain(error, command, specs)}` };
  }
  for (const [name, raw] of Object.entries(parsed.values)) {
    const problem = typeof raw === 'string' ? specs[name]?.check?.(raw) : undefined;
    if (problem) return { error: `quire ${command}: --${name} ${problem}, not ${JSON.stringify(raw)}. ${seeHelp(command)}` };
  }
  return { values: parsed.values as OptionValues<C>, positionals: parsed.positionals };
}

/** parseArgs' errors, said in one line with the command's own options. */
function explain(error: unknown, command: DocsCommand, specs: Record<string, OptionSpec>): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const named = /'(-{1,2}[^'\s,]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const takes = Object.keys(specs).length ? `${command} takes ${describe(specs)}` : `${command} takes no options`;
    return `unknown option ${named ?? message}; ${takes}. ${seeHelp(command)}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const long = /--([\w-]+)/.exec(message)?.[1];
    const spec = long ? specs[long] : undefined;
    if (long && spec?.type === 'boolean') return `--${long} takes no value. ${seeHelp(command)}`;
    if (long && spec) return `--${long} needs a value: ${usageOf(long, spec)}. ${seeHelp(command)}`;
  }
  return `${message.split('\n')[0]} ${seeHelp(command)}`;
}

function describe(specs: Record<string, OptionSpec>): string {
  return Object.entries(specs)
    .map(([name, spec]) => usageOf(name, spec))
    .join(', ');
}

function usageOf(name: string, spec: OptionSpec): string {
  const long = spec.value ? `--${name} ${spec.value}` : `--${name}`;
  return spec.short ? `-${spec.short}, ${long}` : long;
}

function seeHelp(command: DocsCommand): string {
  return `See quire ${command} --help.`;
}

function isWebUrl(raw: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
}
