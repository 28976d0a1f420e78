import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Plugin } from 'vite';
import { docsStylesheets, docsTailwind, transformingOnly } from '../src/integration/docs-tailwind.ts';

type Transform = (this: unknown, code: string, id: string) => unknown;

/** A plugin whose transform notes each module it is called for. */
function notingPlugin(form: 'function' | 'object', seen: string[]): Plugin {
  const handler: Transform = function (code, id) {
    seen.push(id);
    return { code: `${code}/* by ${String((this as { name?: string }).name)} */` };
  };
  return { name: 'noting', transform: (form === 'function' ? handler : { filter: { id: /\.css/ }, handler }) as Plugin['transform'] };
}

/** Calls a plugin's transform hook as Vite would, with a hook context. */
function transform(plugin: Plugin, id: string): unknown {
  const hook = plugin.transform as Transform | { handler: Transform };
  return (typeof hook === 'function' ? hook : hook.handler).call({ name: 'context' }, 'a{}', id);
}

describe("Tailwind compiles the docs' stylesheets only", () => {
  for (const form of ['function', 'object'] as const) {
    it(`a transform hook written as ${form === 'object' ? 'an object' : 'a function'} runs for the modules accepted, query aside, and for no other`, () => {
      const seen: string[] = [];
      const plugin = transformingOnly((path) => path.startsWith('/docs/'), notingPlugin(form, seen));
      assert.deepEqual(transform(plugin, '/docs/custom.css?direct'), { code: 'a{}/* by context */' }, 'with the hook context it was called with');
      assert.equal(transform(plugin, '/quire/components/Card.astro?astro&type=style&index=0&lang.css'), undefined);
      assert.deepEqual(seen, ['/docs/custom.css?direct']);
      if (form === 'object') assert.deepEqual((plugin.transform as { filter: unknown }).filter, { id: /\.css/ }, "the plugin's own filter is kept");
    });
  }

  it("the stylesheets are the Tailwind entry, also by its real path, and CSS inside the docs folder; not Quire's components nor a folder beside the docs", () => {
    const real = mkdtempSync(join(tmpdir(), 'quire-tailwind-'));
    writeFileSync(join(real, 'tailwind.css'), '');
    const linked = `${real}-link`;
    symlinkSync(real, linked);
    try {
      const accepts = docsStylesheets('/work/docs', join(linked, 'tailwind.css'));
      assert.equal(accepts(join(linked, 'tailwind.css')), true);
      assert.equal(accepts(join(real, 'tailwind.css')), true, 'the path Vite names the entry by');
      assert.equal(accepts('/work/docs/snippets/card.css'), true);
      assert.equal(accepts('/work/docs-old/card.css'), false);
      assert.equal(accepts('/work/quire/packages/astro/src/components/Card.astro'), false);
    } finally {
      rmSync(linked, { force: true });
      rmSync(real, { recursive: true, force: true });
    }
  });

  it("every plugin of Tailwind's keeps its name and hooks, the transforms wrapped", () => {
    const plain = docsTailwind('/work/docs', '/work/docs/.quire/tailwind.css');
    assert.deepEqual(
      plain.map((plugin) => plugin.name),
      ['@tailwindcss/vite:scan', '@tailwindcss/vite:generate:serve', '@tailwindcss/vite:generate:build'],
    );
    const generating = plain.filter((plugin) => plugin.transform);
    assert.equal(generating.length, 2);
    for (const plugin of generating)
      assert.equal(transform(plugin, '/work/quire/packages/astro/src/components/Card.astro?astro&type=style&index=0&lang.css'), undefined);
  });
});
