import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { loadSpec } from '@quire/openapi';
import { writeFiles } from '../../../test-support/write-files.ts';

const spec = (schemas: string) => `openapi: 3.1.0\ninfo: { title: A, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n${schemas}`;

describe('specs loaded in parallel', () => {
  it('each reports its own unreadable $refs, the console gets none of it, and console.warn is left as it was', async () => {
    const dir = await writeFiles({
      'a/openapi.yaml': spec('    A: { $ref: "./missing-a.yaml" }\n    Ok: { $ref: "./ok.yaml" }\n'),
      'a/ok.yaml': 'type: string\n',
      'b/openapi.yaml': spec('    B: { $ref: "./missing-b.yaml#/B" }\n    Out: { $ref: "../outside.yaml" }\n    Broken: { $ref: "./broken.yaml" }\n'),
      'b/broken.yaml': 'B:\n  description: a: b\n',
      'outside.yaml': 'type: string\n',
    });
    // A spy stands in for console.warn during the loads: it must still be there afterwards, never called.
    const warn = mock.method(console, 'warn', () => {});
    const installed = console.warn;
    try {
      const [a, b] = await Promise.all([loadSpec('a/openapi.yaml', { cwd: dir }), loadSpec('b/openapi.yaml', { cwd: dir })]);
      assert.equal(console.warn, installed, 'console.warn is the function it was before the loads');
      assert.equal(warn.mock.callCount(), 0, 'nothing printed through console.warn');
      const unresolved = (loaded: typeof a) => loaded.diagnostics.filter((d) => d.code === 'SPEC_REF_UNRESOLVED');
      assert.deepEqual(
        unresolved(a).map((d) => d.pointer),
        ['/components/schemas/A/$ref'],
      );
      assert.match(unresolved(a)[0]!.message, /Cannot resolve \$ref \.\/missing-a\.yaml: there is no file/);
      const [missing, outside, broken] = unresolved(b);
      assert.deepEqual(
        unresolved(b).map((d) => d.pointer),
        ['/components/schemas/B/$ref', '/components/schemas/Out/$ref', '/components/schemas/Broken/$ref'],
      );
      assert.match(missing!.message, /\$ref \.\/missing-b\.yaml#\/B: there is no file/);
      assert.match(outside!.message, /\.\.\/outside\.yaml lies outside/);
      assert.match(broken!.message, /\.\/broken\.yaml does not parse at line 2/);
    } finally {
      warn.mock.restore();
    }
  });
});
