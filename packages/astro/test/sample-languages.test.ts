/** The one table of sample languages (reference/code-samples/languages.ts): every name it gives a language means that language everywhere. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, test } from 'node:test';
import { languageName } from '../src/components/tab-set.ts';
import { codeSamples } from '../src/reference/code-samples/code-samples.ts';
import { grammarFor } from '../src/reference/code-samples/highlight.ts';
import { defaultLanguages, findLanguage, sampleLanguages } from '../src/reference/code-samples/languages.ts';
import { operation } from './operation-fixture.ts';

describe('sample languages', () => {
  test('every name of a sample language highlights with its grammar', () => {
    for (const language of sampleLanguages) {
      for (const name of [language.id, ...language.aliases]) assert.equal(grammarFor(name), language.lang, name);
    }
  });

  test("a code block in a sample language is labelled as that language's samples are", () => {
    for (const language of sampleLanguages) assert.equal(languageName(language.id), language.label, language.id);
    assert.equal(languageName('pwsh'), 'PowerShell');
  });

  test('shell names pick the cURL sample, but a shell code block keeps its own name', () => {
    for (const name of ['bash', 'sh', 'zsh', 'console']) assert.equal(findLanguage(name)?.id, 'curl', name);
    assert.deepEqual(['bash', 'sh', 'zsh', 'console'].map(languageName), ['Bash', 'Shell', 'Zsh', 'Console']);
  });

  test('the default tabs are the languages the table marks, in its order', () => {
    assert.deepEqual(defaultLanguages, ['curl', 'javascript', 'python', 'go', 'java', 'ruby', 'php', 'csharp']);
  });

  test("a spec's own sample under another name of a language is labelled and highlighted as that language", async () => {
    const sampled = operation({
      extensions: { 'x-codeSamples': [{ lang: 'python3', source: 'import requests\nrequests.get("https://api.pets.test/v1/pets")' }] },
    });
    const [sample] = await codeSamples({
      operation: sampled,
      server: { url: 'https://api.pets.test/v1', variables: {} },
      exampleOf: () => undefined,
      autogenerate: false,
    });
    assert.equal(sample?.label, 'Python');
    assert.equal(sample?.lang, 'python');
    assert.match(sample!.html, /<q-\w+|<span/);
  });

  test("checking docs.json's language names does not load the sample generators (dev's start-up): writing a sample does", () => {
    const script = `import { registerHooks } from 'node:module';
      let loaded = false;
      registerHooks({ load(url, context, next) { loaded ||= url.includes('/@scalar/snippetz/'); return next(url, context); } });
      const { checkSampleLanguages } = await import('../src/integration/check-sample-languages.ts');
      const warnings = checkSampleLanguages(['python', 'cobol'], 'docs.json').length;
      const before = loaded;
      const { warmUpSamples } = await import('../src/reference/code-samples/warm-up-samples.ts');
      const [sample] = warmUpSamples(['python']);
      console.log(warnings, before, loaded, sample.code.includes('requests'));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: import.meta.dirname, encoding: 'utf8' });
    assert.equal(output.trim(), '1 false true true');
  });
});
