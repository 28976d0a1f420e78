import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, it } from 'node:test';
import { runQuire } from './run-quire.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

describe('quire --version and --help', () => {
  it('quire --version prints the CLI package version and exits 0', async () => {
    for (const flag of ['--version', '-v']) {
      const result = await runQuire([flag], tmpdir());
      assert.equal(result.code, 0);
      assert.equal(result.stdout.trim(), `quire ${version} (node ${process.version})`);
    }
  });

  it("quire <command> --help prints that command's usage only, and exits 0", async () => {
    const result = await runQuire(['build', '--help'], tmpdir());
    assert.equal(result.code, 0);
    assert.match(
      result.stdout,
      /^Usage: quire build <docs-folder> \[-o <folder>\] \[--site <url>\] \[--base <path>\] \[--adapter <host>\] \[--cache-dir <folder> \| --no-cache\] \[--verbose\]/,
    );
    assert.match(result.stdout, /--verbose/);
    assert.doesNotMatch(result.stdout, /quire generate|Commands:/, 'not the whole list');
    const check = await runQuire(['check', '-h'], tmpdir());
    assert.match(check.stdout, /^Usage: quire check <spec \| docs-folder>/);
  });

  it("a command missing its argument says what is missing above that command's usage (exit 2)", async () => {
    const result = await runQuire(['dev'], tmpdir());
    assert.equal(result.code, 2);
    assert.match(result.stderr, /^quire dev: missing <docs-folder>\.\n\nUsage: quire dev <docs-folder>/);
    assert.doesNotMatch(result.stderr, /Commands:/);
  });

  it('quire --help lists every command and the --version option', async () => {
    const result = await runQuire(['--help'], tmpdir());
    assert.equal(result.code, 0);
    for (const command of ['generate', 'check', 'routes', 'dev', 'build', 'preview', 'mcp', 'upgrade', 'diff', 'serve', 'projects', 'tokens'])
      assert.match(result.stdout, new RegExp(`^  ${command} `, 'm'), command);
    assert.match(result.stdout, /-v, --version/);
  });
});
