// How `quire build` and `quire dev` print an error from Astro or the bundler.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { printAstroError } from '../src/commands/astro-errors.ts';

it('a bundler error joining several errors prints each message with its file:line, without the stack frames inside the message', () => {
  const lines: string[] = [];
  const output = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const message = [
    'Build failed with 2 errors:',
    '',
    '[plugin @mdx-js/rolldown] /docs/v1/guide.mdx:174:38',
    'MDXError: 174:38: Could not parse expression with oxc',
    '    at TransformPluginContextImpl.handler (file:///x/vite-plugin-mdx.js:64:17)',
    '    at async plugin (file:///x/bindingify.mjs:1758:16)',
    '[plugin @mdx-js/rolldown] /docs/v2/guide.mdx:174:38',
    'MDXError: 174:38: Could not parse expression with oxc',
    '    at TransformPluginContextImpl.handler (file:///x/vite-plugin-mdx.js:64:17)',
  ].join('\n');
  printAstroError(Object.assign(new Error(message), { hint: 'Check the MDX.' }), output);
  const printed = lines.join('\n');
  assert.doesNotMatch(printed, /^\s+at /m);
  assert.match(
    printed,
    /\/docs\/v1\/guide\.mdx:174:38\nMDXError: 174:38: Could not parse expression with oxc\n\[plugin @mdx-js\/rolldown\] \/docs\/v2\/guide\.mdx:174:38/,
  );
  assert.match(printed, /hint: Check the MDX\./);
});
