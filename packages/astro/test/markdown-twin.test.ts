import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { mdxBody } from '@quire/site/twin';

describe('Markdown twins', () => {
  it('leave out frontmatter, imports and content meant for humans only; keep content meant for agents', () => {
    const body = mdxBody(
      '---\ntitle: T\n---\nimport X from \'/snippets/x.mdx\';\n\nIntro.\n\n<Visibility for="humans">\nClick the big button.\n</Visibility>\n\n<Visibility for="agents">\nCall POST /pets.\n</Visibility>\n',
    );
    assert.doesNotMatch(body, /title: T|import X|Click the big button/);
    assert.match(body, /^Intro\.\s+Call POST \/pets\.$/);
  });
});

describe('the Markdown twin of a schema page', () => {
  it('gives the schema and, as on the page, an example of the object as data', async () => {
    const { normalize } = await import('@quire/openapi');
    const { markdownTwin } = await import('@quire/site/twin');
    const document = {
      openapi: '3.1.0',
      info: { title: 'Shop', version: '1' },
      paths: {},
      components: {
        schemas: {
          Customer: { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' }, created_at: { type: 'string' } } },
        },
      },
    };
    const { model } = normalize(document, 'shop.yaml', '3.1');
    const route = {
      slug: 'customer',
      kind: 'schema',
      source: 'shop.yaml',
      title: 'Customer',
      deprecated: false,
      hidden: false,
      schema: { spec: 'shop.yaml', name: 'Customer' },
      metadata: {},
    } as const;
    const twin = markdownTwin(route, undefined, model);
    // YAML, as an operation's twin has its excerpt, holding the same data as the schema and the page's example.
    const block = (heading: string) => parse(new RegExp(`## ${heading}\\n\\n\`\`\`yaml\\n([\\s\\S]*?)\`\`\``).exec(twin)![1]!);
    assert.deepEqual(block('Schema'), document.components.schemas.Customer);
    assert.deepEqual(block('Example'), { email: 'jane@example.com', created_at: '2024-05-01T09:30:00Z' });
  });
});
