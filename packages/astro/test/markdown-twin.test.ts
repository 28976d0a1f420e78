import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { mdxBody } from '../src/ai/markdown-twin.ts';

describe('Markdown twins', () => {
  it('leave out frontmatter, imports and content meant for humans only; keep content meant for agents', () => {
    const body = mdxBody(
      "---\ntitle: T\n---\nimport X from '/snippets/x.mdx';\n\nIntro.\n\n<Visibility for=\"humans\">\nClick the big button.\n</Visibility>\n\n<Visibility for=\"agents\">\nCall POST /pets.\n</Visibility>\n",
    );
    assert.doesNotMatch(body, /title: T|import X|Click the big button/);
    assert.match(body, /^Intro\.\s+Call POST \/pets\.$/);
  });
});
