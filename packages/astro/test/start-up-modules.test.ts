// What loading the integration costs quire dev's start-up and first page: the Markdown twins'
// writer, with remark's MDX parser (about 130 modules), loads when the twins are written (dev:
// after the first pages), not with the integration.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';

test("loading the integration does not load remark's MDX parser; loading the twins' writer does", () => {
  const script = `import { registerHooks } from 'node:module';
    let loaded = false;
    registerHooks({ load(url, context, next) { loaded ||= url.includes('/node_modules/remark-mdx/'); return next(url, context); } });
    await import('../src/index.ts');
    await import('../src/data/page-meta.ts');
    const before = loaded;
    await import('../src/ai/site-texts.ts');
    console.log(before, loaded);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: import.meta.dirname, encoding: 'utf8' });
  assert.equal(output.trim(), 'false true');
});

test("the docs' diagnostics, all `quire check` loads of the integration, parse JSX without loading Vite", () => {
  const script = `import { registerHooks } from 'node:module';
    const vite = new Set();
    registerHooks({ load(url, context, next) { if (url.includes('/node_modules/vite/')) vite.add(url); return next(url, context); } });
    const { blankEsm } = await import('../src/integration/mdx-tags.ts');
    await import('../src/integration/diagnose-docs.ts');
    // A statement running over a blank line ends where what came before parses: the parser ran.
    const text = "export const plans = [\\n\\n  'free',\\n];\\n\\nSome prose.";
    console.log(JSON.stringify(blankEsm(text, text).trim()), vite.size);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: import.meta.dirname, encoding: 'utf8' });
  assert.equal(output.trim(), '"Some prose." 0');
});
