// docs.json `variations` in the page: the head script picks the reader's saved choice (else the
// default, the first option) before first paint, and the CSS shows only the chosen <Variation>.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { variationCss, variationEarlyScript } from '../src/data/variations.ts';

const options = [
  { id: 'cloud', label: 'Cloud' },
  { id: 'self-hosted', label: 'Self-hosted' },
];

/** Runs the head script's lines as the page does, with this saved choice; returns data-variation. */
function chosenBy(saved: string | null, throwing = false): string | undefined {
  const root = { dataset: {} as Record<string, string> };
  const localStorage = {
    getItem: () => {
      if (throwing) throw new Error('blocked');
      return saved;
    },
  };
  new Function('root', 'localStorage', variationEarlyScript(options))(root, localStorage);
  return root.dataset.variation;
}

test('a reader starts on the first option, keeps a saved one, and falls back when it is gone or storage is blocked', () => {
  assert.equal(chosenBy(null), 'cloud');
  assert.equal(chosenBy('self-hosted'), 'self-hosted');
  assert.equal(chosenBy('on-prem'), 'cloud');
  assert.equal(chosenBy('self-hosted', true), 'cloud');
});

test('with an option chosen, the blocks of the others are hidden, and the labels that stand in for the switcher without scripts', () => {
  const css = variationCss(options);
  assert.match(css, /:root\[data-variation="cloud"\] \.q-variation:not\(\[data-variation-id="cloud"\]\)\{display:none\}/);
  assert.match(css, /:root\[data-variation="self-hosted"\] \.q-variation:not\(\[data-variation-id="self-hosted"\]\)\{display:none\}/);
  assert.match(css, /:root\[data-variation\] \.q-variation-label,:root:not\(\[data-variation\]\) \.variation-select\{display:none\}/);
});

test('an id cannot end the style or the script it is written in', () => {
  const hostile = [{ id: '"]</style><script>x()</script>', label: 'x' }];
  assert.doesNotMatch(variationCss(hostile), /<\/style|<script/i);
  assert.doesNotMatch(variationEarlyScript(hostile), /<\/script|<script/i);
});
