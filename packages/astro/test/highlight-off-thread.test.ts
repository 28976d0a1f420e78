// A build highlights request samples in a worker thread (highlight-off-thread.ts): its HTML must
// be the main thread's, byte for byte, and a worker that cannot run must cost nothing but time.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { exampleValue, type Operation } from '@quire/openapi';
import { codeSamples, type CodeSamplesInput } from '../src/reference/code-samples/code-samples.ts';
import { offThreadHighlighter, processHighlighter } from '../src/reference/code-samples/highlight-off-thread.ts';
import { useSampleTheme } from '../src/reference/code-samples/highlight.ts';
import { resolveCodeTheme } from '../src/code-theme/resolve-code-theme.ts';
import { tokenRuns } from '../src/code-theme/token-markup.ts';

const workerFile = fileURLToPath(new URL('../src/reference/code-samples/highlight-worker.ts', import.meta.url));

const createPet: Operation = {
  kind: 'operation',
  key: 'POST /pets/{petId}/toys',
  method: 'POST',
  path: '/pets/{petId}/toys',
  tags: [],
  deprecated: false,
  hidden: false,
  excluded: false,
  docs: {},
  responses: [],
  security: [],
  servers: [],
  callbacks: [],
  pointer: '/paths/~1pets~1{petId}~1toys/post',
  parameters: [
    { name: 'petId', in: 'path', required: true, deprecated: false, schema: { type: 'string', example: 'rex' } },
    { name: 'dry-run', in: 'query', required: false, deprecated: false, schema: { type: 'boolean', example: true } },
  ],
  requestBody: {
    required: true,
    content: [
      {
        mediaType: 'application/json',
        schema: {
          type: 'object',
          properties: { name: { type: 'string', example: 'Ball <red> & "bouncy"' }, sizes: { type: 'array', items: { type: 'integer' }, example: [1, 2] } },
        },
      },
    ],
  },
  // A spec's own sample in a language no default covers, and one with a heredoc.
  extensions: {
    'x-codeSamples': [
      { lang: 'rust', source: 'fn main() {\n    let toy = "ball";\n}\n' },
      { lang: 'bash', label: 'Shell', source: 'cat <<\'EOF\'\n{"a": 1}\nEOF\n' },
    ],
  },
};

const input: CodeSamplesInput = {
  operation: createPet,
  server: { url: 'https://api.pets.test/v1', variables: {} },
  exampleOf: (schema, options) => exampleValue(schema, {}, 'client', options),
  languages: ['curl', 'javascript', 'python', 'go', 'java', 'ruby', 'php', 'csharp', 'kotlin', 'swift'],
};

after(() => useSampleTheme(undefined));

describe('request samples highlighted off the main thread', () => {
  test("the worker thread gives the HTML the main thread gives, in every language, with Quire's palette and with a docs.json theme", async () => {
    const highlightMany = offThreadHighlighter(workerFile);
    const byTheme: string[] = [];
    for (const theme of [undefined, (await resolveCodeTheme({ theme: { light: 'github-light', dark: 'github-dark' } })).samples]) {
      useSampleTheme(theme);
      const here = await codeSamples(input);
      const there = await codeSamples({ ...input, highlightMany: (items) => highlightMany(items, theme) });
      assert.equal(here.length, 12);
      assert.ok(
        here.every((sample) => tokenRuns(sample.html).some(([cls]) => cls)),
        'every sample is colored',
      );
      assert.deepEqual(there, here);
      byTheme.push(here.map((sample) => sample.html).join(''));
    }
    assert.notEqual(byTheme[0], byTheme[1], 'the docs.json theme colors differently from the palette');
  });

  test('pages waiting at once each get their own samples back', async () => {
    useSampleTheme(undefined);
    const highlightMany = offThreadHighlighter(workerFile);
    const batches = Array.from({ length: 12 }, (_, i) => [
      { code: `curl https://api.pets.test/v1/pets/${i}`, lang: 'shellscript' },
      { code: `print(${i})`, lang: 'python' },
    ]);
    const answers = await Promise.all(batches.map((items) => highlightMany(items, undefined)));
    answers.forEach((html, i) => {
      assert.match(html[0]!, new RegExp(`/pets/${i}`));
      assert.match(html[1]!, new RegExp(`>${i}<`));
    });
  });

  test('a worker that cannot start, or no worker at all (a small build), highlights on the main thread with the same HTML', async () => {
    useSampleTheme(undefined);
    const expected = await codeSamples(input);
    for (const file of ['/nonexistent/highlight-worker.ts', undefined]) {
      const highlightMany = offThreadHighlighter(file);
      assert.deepEqual(await codeSamples({ ...input, highlightMany: (items) => highlightMany(items, undefined) }), expected, String(file));
    }
  });

  test('a worker warmed as it starts (dev) gives the batches the HTML of their own theme, also when it warmed with another', async () => {
    const docsTheme = (await resolveCodeTheme({ theme: { light: 'github-light', dark: 'github-dark' } })).samples;
    for (const [warmTheme, pageTheme] of [
      [undefined, undefined],
      [docsTheme, docsTheme],
      [docsTheme, undefined],
      [undefined, docsTheme],
    ] as const) {
      useSampleTheme(pageTheme);
      const expected = await codeSamples(input);
      const highlightMany = offThreadHighlighter(workerFile, { theme: warmTheme, languages: ['python', 'go'] });
      assert.deepEqual(
        await codeSamples({ ...input, highlightMany: (items) => highlightMany(items, pageTheme) }),
        expected,
        `warmed with ${warmTheme ? 'a docs.json theme' : 'the palette'}`,
      );
    }
  });

  test('the process has one highlighting worker: the pages of each dev restart find the one the integration warmed', () => {
    const first = processHighlighter(workerFile, { theme: undefined, languages: undefined });
    assert.equal(processHighlighter(workerFile), first);
    assert.equal(processHighlighter(workerFile, { theme: undefined, languages: ['rust'] }), first);
  });
});
