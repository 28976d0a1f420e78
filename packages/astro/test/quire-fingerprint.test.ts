// A cached page is reused only by the Quire that made it: the fingerprint covers the code of every
// package of Quire's that shapes a page, so that a page cache never outlives an edit of one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fingerprintedPackages } from '../src/build-cache/quire-fingerprint.ts';

describe("Quire's fingerprint", () => {
  it("covers every package of Quire's that @quire/astro renders with (@quire/playground among them), and not the CLI's or the service's", () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const covered = fingerprintedPackages();
    for (const name of ['@quire/astro', ...Object.keys(manifest.dependencies).filter((dependency) => dependency.startsWith('@quire/'))]) {
      assert.ok(covered.includes(name), name);
    }
    assert.ok(covered.includes('@quire/playground'));
    for (const name of ['@quire/cli', '@quire/mcp', '@quire/server']) assert.ok(!covered.includes(name), name);
  });
});
