// docs.json `variations`, as the hosted platform's schema has it: options the header's switcher
// offers, the first the default, each id once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDocsConfig } from '../src/docs-json/index.ts';

const parse = (variations: unknown) => parseDocsConfig(JSON.stringify({ name: 'Acme', navigation: {}, variations }, null, 2), 'docs.json');

test('variations: the options are read in order, without a warning', () => {
  const options = [
    { id: 'cloud', label: 'Cloud' },
    { id: 'self-hosted', label: 'Self-hosted' },
  ];
  const { config, diagnostics } = parse({ options });
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(config?.variations, { options });
});

test('variations: no option, an option without a label, or one id twice is an error where it is', () => {
  const at = (variations: unknown) => parse(variations).diagnostics.map((d) => [d.severity, d.pointer, d.message]);
  assert.deepEqual(
    at({ options: [] }).map(([severity, pointer]) => [severity, pointer]),
    [['error', '/variations/options']],
  );
  assert.deepEqual(
    at({ options: [{ id: 'a' }] }).map(([severity, pointer]) => [severity, pointer]),
    [['error', '/variations/options/0']],
  );
  const twice = at({
    options: [
      { id: 'a', label: 'A' },
      { id: 'a', label: 'B' },
    ],
  });
  assert.equal(twice.length, 1);
  assert.deepEqual(twice[0]!.slice(0, 2), ['error', '/variations/options']);
  assert.match(String(twice[0]![2]), /"a" is used twice/);
});
