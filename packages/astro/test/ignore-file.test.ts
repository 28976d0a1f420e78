// A docs repo's .mintignore (the hosted platform's ignore file) keeps files out of the site:
// an ignored page is not built, listed or searchable, an ignored image is not published, and an
// ignored script does not run on the pages.
import { strict as assert } from 'node:assert';
import { before, describe, it } from 'node:test';
import { buildSite, section, textOf, type BuiltSite } from './build-site.ts';

let site: BuiltSite;
before(async () => {
  site = await buildSite({
    'docs.json': JSON.stringify({ name: 'Ignoring', navigation: { pages: ['index', 'drafts/next', 'guide'] } }),
    '.mintignore': '# Kept in the repo, not published\ndrafts/\nAGENTS.md\ncustom/scripts/\n',
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
    'guide.mdx': '---\ntitle: Guide\n---\n\n![Shot](/images/shot.png)\n',
    'images/shot.png': 'png',
    'drafts/next.mdx': '---\ntitle: Next release\n---\n\nNot yet.\n',
    'drafts/preview.png': 'png',
    'AGENTS.md': '# Notes for coding agents\n',
    'custom/scripts/check-links.js': "console.log('a maintainer tool, not a site script');\n",
  });
});

describe('the ignore file', () => {
  it('an ignored page is neither built nor in the navigation, and the rest of the site is', () => {
    assert.equal(site.has('/drafts/next'), false);
    assert.equal(site.has('/AGENTS'), false);
    assert.equal(textOf(section(site.page('/'), 'nav#sidebar')), 'Home Guide');
    assert.doesNotMatch(site.file('/llms.txt'), /Next release|drafts/);
  });

  it('an ignored image is not published and an ignored script does not run, while the page’s own image is published', () => {
    assert.equal(site.has('/drafts/preview.png'), false);
    assert.equal(site.has('/images/shot.png'), true);
    assert.equal(site.has('/custom/scripts/check-links.js'), false);
    assert.doesNotMatch(site.page('/guide'), /check-links/);
  });
});
