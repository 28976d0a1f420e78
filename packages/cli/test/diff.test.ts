// quire diff, on two files and on one file at two git refs of a repository built commit by
// commit: it prints the changes the history made, with their rules, and exits 1 on a breaking one.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { commitHistory, steps, versions } from '../../../test-support/pet-history.ts';
import { runQuire } from './run-quire.ts';

describe('quire diff', () => {
  let repo = '';
  let commits: string[] = [];
  before(async () => {
    repo = await mkdtemp(join(tmpdir(), 'quire-diff-repo-'));
    commits = commitHistory(repo);
  });

  it('between two git refs lists each change of the history with its rule, and exits 1 on a breaking one', async () => {
    for (const [i, step] of steps.entries()) {
      const result = await runQuire(['diff', commits[i]!, commits[i + 1]!, '--spec', 'openapi.yaml', '--format', 'json'], repo);
      const report = JSON.parse(result.stdout) as { breaking: number; changes: { page: string; rule: string; at?: string; breaking: boolean }[] };
      assert.deepEqual(
        new Set(report.changes.map((c) => JSON.stringify([c.page, c.rule, ...(c.at ? [c.at] : [])]))),
        new Set(step.changes.map((c) => JSON.stringify(c))),
        step.version,
      );
      assert.equal(result.code, report.breaking ? 1 : 0, `${step.version}: ${result.stderr}`);
    }
  });

  it('an edit of descriptions only is no change and exits 0; a ref alone compares with the working copy', async () => {
    const prose = await runQuire(['diff', 'HEAD~5', 'HEAD~4', '--spec', 'openapi.yaml'], repo);
    assert.equal(prose.code, 0, prose.stderr);
    assert.match(prose.stdout, /^No changes to the API\. \(openapi\.yaml at HEAD~5 → openapi\.yaml at HEAD~4\)/);
    const working = await runQuire(['diff', 'HEAD', '--spec', 'openapi.yaml'], repo);
    assert.equal(working.code, 0, working.stderr);
  });

  it('between two files prints text with the rule beside each change, or Markdown', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-diff-files-'));
    const all = versions();
    await writeFile(join(dir, 'old.yaml'), all[2]!);
    await writeFile(join(dir, 'new.yaml'), all[3]!);
    const text = await runQuire(['diff', 'old.yaml', 'new.yaml'], dir);
    assert.equal(text.code, 1);
    assert.match(text.stdout, /^GET \/pets\n {2}✗ The query parameter `limit` became required\. {2}\(breaking: parameter-made-required\)$/m);
    assert.match(text.stdout, /^8 changes, 5 breaking\.$/m);
    const markdown = await runQuire(['diff', 'old.yaml', 'new.yaml', '--format', 'markdown'], dir);
    assert.match(markdown.stdout, /^### `schema Pet`\n\n- `name` was deprecated\. \(`property-deprecated`\)$/m);
  });

  it('says what is wrong with a ref or a file, and how to compare refs', async () => {
    const missing = await runQuire(['diff', 'nope', 'HEAD', '--spec', 'openapi.yaml'], repo);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /nope names no commit/);
    const refsWithoutSpec = await runQuire(['diff', 'HEAD~1', 'HEAD'], repo);
    assert.match(refsWithoutSpec.stderr, /HEAD~1 is not a file\. To compare two git refs, name the spec: .*--spec <path>/);
  });

  it('compares AsyncAPI documents too, 2.x at two git refs or 3.x as two files, and refuses two of different kinds', async () => {
    const live = await mkdtemp(join(tmpdir(), 'quire-diff-asyncapi-'));
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=d@example.com', '-c', 'user.name=D', ...args], { cwd: live });
    git('init', '-q');
    const v2 = (fields: string, more = '') =>
      `asyncapi: 2.6.0\ninfo: { title: Live, version: 1.0.0 }\nchannels:\n  pets/adopted:\n    subscribe:\n      message: { messageId: petAdopted, payload: { type: object, properties: { ${fields} } } }\n${more}`;
    for (const text of [
      v2('id: { type: integer }, name: { type: string }'),
      v2('id: { type: integer }', '  visits:\n    subscribe:\n      message: { payload: { type: object } }\n'),
    ]) {
      await writeFile(join(live, 'live.yaml'), text);
      git('add', 'live.yaml');
      git('commit', '-q', '-m', 'Live');
    }
    const refs = await runQuire(['diff', 'HEAD~1', 'HEAD', '--spec', 'live.yaml', '--format', 'json'], live);
    assert.equal(refs.code, 1, refs.stderr);
    const report = JSON.parse(refs.stdout) as {
      breaking: number;
      changes: { page: string; at?: string; rule: string; breaking: boolean; message: string }[];
    };
    assert.equal(report.breaking, 1);
    assert.deepEqual(
      report.changes.map((c) => [c.page, c.at, c.rule, c.breaking, c.message]),
      [
        [
          'channel pets/adopted',
          'message petAdopted payload › name',
          'response-property-removed',
          true,
          '`name` was removed from the payload of message `petAdopted`.',
        ],
        ['channel visits', undefined, 'channel-added', false, 'The channel was added.'],
      ],
    );

    const v3 = (channels: string) => `asyncapi: 3.0.0\ninfo: { title: Live, version: 1.0.0 }\nchannels:\n${channels}`;
    await writeFile(join(live, 'old.yaml'), v3('  pets: { address: pets }\n'));
    await writeFile(join(live, 'new.yaml'), v3('  pets: { address: pets }\n  visits: { address: visits }\n'));
    const files = await runQuire(['diff', 'old.yaml', 'new.yaml'], live);
    assert.equal(files.code, 0, files.stderr);
    assert.match(files.stdout, /^channel visits\n {2}· The channel was added\. {2}\(channel-added\)$/m);

    await writeFile(join(live, 'openapi.yaml'), versions()[0]!);
    const mixed = await runQuire(['diff', 'openapi.yaml', 'new.yaml'], live);
    assert.equal(mixed.code, 2);
    assert.match(mixed.stderr, /openapi\.yaml is an OpenAPI document and new\.yaml an AsyncAPI document: quire diff compares two versions of one document\./);
  });
});
