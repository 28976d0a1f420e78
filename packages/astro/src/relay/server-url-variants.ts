import type { Server } from '@quire/openapi';

/** A spec's variables could multiply into millions of URLs; beyond this many, only defaults count. */
const maxVariants = 1000;

/**
 * Every URL a server can stand for: each variable takes each of its `enum` values (and its
 * default, which the playground preselects even when a sloppy spec leaves it out of the enum); a
 * free-form variable takes its default only, as any other value is the reader's own choice.
 */
export function serverUrlVariants(server: Server): string[] {
  const names = [...new Set([...server.url.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!))].filter((name) => server.variables[name]);
  const choices = names.map((name) => {
    const variable = server.variables[name]!;
    return [...new Set([variable.default, ...(variable.enum ?? [])])];
  });
  const count = choices.reduce((total, values) => total * values.length, 1);
  const combinations = count > maxVariants ? [choices.map((values) => values[0]!)] : product(choices);
  return combinations.map((values) => names.reduce((url, name, i) => url.replaceAll(`{${name}}`, values[i]!), server.url));
}

function product(choices: string[][]): string[][] {
  return choices.reduce<string[][]>((rows, values) => rows.flatMap((row) => values.map((value) => [...row, value])), [[]]);
}
