import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * This CLI's own `quire` script (its package.json's `bin`), which the hosting service runs for
 * each build: `quire serve` hands it over, so the service builds with the CLI that started it and
 * never looks up a package that depends on it. `../package.json` is the package's root from src/
 * and from the packed dist/ alike.
 */
const manifest = new URL('../package.json', import.meta.url);
export const quireBin = fileURLToPath(new URL((JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { quire: string } }).bin.quire, manifest));
