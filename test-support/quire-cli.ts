import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The repository's `quire` script, for tests that run real builds through the hosting service
 * (which is given the script by `quire serve` and cannot look up the CLI that depends on it).
 */
const manifest = new URL(import.meta.resolve('@quire/cli/package.json'));
export const quireCli = fileURLToPath(new URL((JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { quire: string } }).bin.quire, manifest));
