// What the admin commands (`quire projects`, `quire tokens`) share: the data folder option, opening
// its database, and usage errors that name the missing flag with an example.
import { existsSync } from 'node:fs';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { DATABASE_URL_ENV, DEFAULT_DATA_DIR, databaseFile, openServiceStorage, type Storage } from '@quire/server';
import type { Output } from '../output.ts';

export const dataOption = { data: { type: 'string', default: DEFAULT_DATA_DIR } } as const satisfies ParseArgsOptionsConfig;

/** Thrown for wrong usage (exit 2); any other Error is invalid input (exit 1). */
export class UsageError extends Error {}

export function parseAdminArgs<T extends ParseArgsOptionsConfig>(args: string[], options: T) {
  try {
    return parseArgs({ args, options: { ...options, ...dataOption }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** `quire tokens --help`, `quire tokens help`, `quire tokens create -h`: print the usage. */
export function wantsHelp(args: string[]): boolean {
  return args[0] === 'help' || args.some((arg) => arg === '-h' || arg === '--help');
}

export function requireFlag(value: string | undefined, flag: string, example: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`missing ${flag}, for example: ${example}`);
  return value;
}

/**
 * Runs `work` on the service's storage and closes it: the PostgreSQL database QUIRE_DATABASE_URL
 * names, else the data folder's SQLite file. With `mustExist`, a folder without a database is an
 * error (nothing to list or change there), rather than a new empty database.
 */
export async function withStorage<T>(dataDir: string, mustExist: boolean, work: (storage: Storage) => Promise<T>): Promise<T> {
  if (mustExist && !process.env[DATABASE_URL_ENV] && !existsSync(databaseFile(dataDir))) {
    throw new Error(
      `No Quire data in ${dataDir} (no ${databaseFile(dataDir)}). Add a project first (quire projects add --name N --repo R), or point --data at the service's data folder.`,
    );
  }
  const storage = await openServiceStorage(dataDir);
  try {
    return await work(storage);
  } finally {
    await storage.close();
  }
}

/** Turns a subcommand's errors into the CLI's exit codes: 0 ok, 1 invalid input, 2 wrong usage. */
export async function runAdminCommand(name: string, usage: string, output: Output, run: () => Promise<void>): Promise<number> {
  try {
    await run();
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`quire ${name}: ${error.message}\n\n${usage}`);
      return 2;
    }
    output.err(`quire ${name}: ${(error as Error).message}`);
    return 1;
  }
}

/** Rows as aligned columns, two spaces apart. */
export function columns(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  '));
}
