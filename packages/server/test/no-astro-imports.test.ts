// The dependency rule: the front packages never import each other. The MCP server and the hosting
// service reach the relay and the request model through `@quire/request`, not the Astro integration.
import assert from 'node:assert/strict';
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '../../..');

for (const name of ['mcp', 'server']) {
  test(`${name} neither imports nor depends on @quire/astro`, () => {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    assert.equal(manifest.dependencies?.['@quire/astro'], undefined);
    const importers = globSync(`packages/${name}/src/**/*.ts`, { cwd: root }).filter((file) =>
      /from ['"]@quire\/astro[/'"]/.test(readFileSync(join(root, file), 'utf8')),
    );
    assert.deepEqual(importers, []);
  });
}
