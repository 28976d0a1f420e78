// A site under a base (`/docs/`) writes the site paths of its twins as its URLs, as its HTML pages
// do: the twin applies the site's rule (here a stand-in for Astro's base and trailing slash) to
// the URLs of the Markdown tree and leaves every other byte as the author wrote it.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { markdownWithLinks, mdxBody } from '@quire/site/twin';

/** `/guide#x` -> `/docs/guide/#x`, `/logo.png` -> `/docs/logo.png`; other URLs as they are. */
const underDocs = (href: string): string => {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [path = '', rest = ''] = href.split(/(?=[?#])/, 2);
  return `/docs${path}${/\.[a-z]+$/.test(path) || path.endsWith('/') ? '' : '/'}${rest}`;
};

describe('site paths in twins honor the base', () => {
  it('rewrites links, images, definitions and href/src of components; keeps titles, code and other URLs as written', () => {
    // Code, inline and fenced, is text: its look-alike links stay.
    const code = ['', 'Inline `[code](/inline)` stays.', '', '```md', '[fenced](/fenced)', '```'];
    const source = [
      'See [the guide](/guide#install "/guide"), ![logo](/images/logo.png), [ref][g] and [out](https://example.com/x).',
      '',
      '[g]: /reference',
      '',
      '<Card title="Quickstart" href="/quickstart">Start [here](./local) or at [top](#top).</Card>',
      ...code,
    ].join('\n');
    assert.equal(
      mdxBody(source, underDocs),
      [
        'See [the guide](/docs/guide/#install "/guide"), ![logo](/docs/images/logo.png), [ref][g] and [out](https://example.com/x).',
        '',
        '[g]: /docs/reference/',
        '',
        '<Card title="Quickstart" href="/docs/quickstart/">Start [here](./local) or at [top](#top).</Card>',
        ...code,
      ].join('\n'),
    );
  });

  it('rewrites inside content kept for agents and drops content cut for humans along with its links', () => {
    const source = 'A <Visibility for="agents">[api](/api)</Visibility><Visibility for="humans">[ui](/ui)</Visibility>.\n';
    assert.equal(mdxBody(source, underDocs), 'A [api](/docs/api/).');
  });

  it('without a rule the links stay as written, and a page that is not valid MDX still gets its links rewritten', () => {
    assert.equal(mdxBody('[a](/a)\n'), '[a](/a)');
    assert.equal(mdxBody('a < b, see [a](/a) {x\n', underDocs), 'a < b, see [a](/docs/a/) {x');
  });

  it("rewrites a spec's Markdown description", () => {
    assert.equal(markdownWithLinks('Read [auth](/authentication) first.', underDocs), 'Read [auth](/docs/authentication/) first.');
  });
});
