import { strict as assert } from 'node:assert';
import { before, describe, it } from 'node:test';
import { buildSite, section, textOf, type BuiltSite } from './build-site.ts';
import { rulesSite } from './fixtures.ts';

// One build of the rules site; every test reads the pages a visitor would get.
let site: BuiltSite;
before(async () => {
  site = await buildSite(rulesSite, { site: 'https://docs.rules.test' });
});

const sidebarOf = (path: string) => section(site.page(path), 'nav#sidebar');
const h1Of = (path: string) => textOf(section(site.page(path), 'h1'));
/** The address atop an endpoint page, as a reader copies it (its parts are spans). */
const addressOf = (path: string) => section(site.page(path), 'code.endpoint-path').replace(/<[^>]*>/g, '');

// Rule N in a test's name is section N of Quire's docs page on API pages (docs: guides/api-navigation),
// where each rule also has an anchor of its own (#every-operation, #listed-operations-only...).
describe('spec §4.4 rules in a built site', () => {
  it('rule 1: an endpoint page takes its title from the summary, else method and path, and its description from the operation', () => {
    assert.equal(h1Of('/api-reference/pets/list-pets'), 'List pets');
    assert.match(site.page('/api-reference/pets/list-pets'), /<meta name="description" content="Returns every pet in the store.">/);
    assert.equal(h1Of('/api-reference/pets/create-pet'), 'POST /pets');
  });

  it('rule 1: a deprecated operation shows a deprecated label on the page and beside its sidebar entry', () => {
    assert.match(h1Of('/api-reference/pets/get-pet'), /Get a pet Deprecated/);
    const entry = /<a href="\/api-reference\/pets\/get-pet\/"[^>]*>.*?<\/a>/.exec(sidebarOf('/api-reference/pets/list-pets'))![0];
    assert.match(entry, /badge-deprecated/);
  });

  it('rule 1: an endpoint page takes its version from the enclosing tab', () => {
    assert.match(textOf(section(site.page('/api-reference/pets/list-pets'), 'header.page-header')), /v2/);
    assert.doesNotMatch(textOf(section(site.page('/guides/intro'), 'header.page-header')), /v2/);
  });

  it('rule 2: a tab with openapi and no pages gets a page for every operation, grouped by tag', () => {
    assert.equal(h1Of('/api-reference/orders/list-orders'), 'List orders');
    assert.equal(h1Of('/api-reference/orders/place-order'), 'Place an order');
    assert.match(textOf(sidebarOf('/api-reference/orders/list-orders')), /orders GET List orders POST Place an order/);
  });

  it('rule 3: a `METHOD /path` entry renders that operation of the inherited spec (rule 5)', () => {
    assert.equal(addressOf('/api-reference/pets/list-pets'), 'https://api.pets.test/v2/pets');
  });

  it('rule 4: a `<spec-path> METHOD /path` entry renders the operation of the named spec', () => {
    assert.match(site.page('/api-reference/list-users'), /https:\/\/users\.test\/users/);
    assert.ok(!site.has('/api-reference/get-user'), 'only the listed users operation gets a page (docs: guides/api-navigation#listed-operations-only)');
  });

  it('rule 6: once operations are listed explicitly, the others of that spec get no page of their own in the navigation', () => {
    const sidebar = sidebarOf('/api-reference/pets/list-pets');
    assert.doesNotMatch(sidebar, /Delete a pet/);
  });

  it('rule 7: an x-hidden operation still has a page, but no entry in the navigation', () => {
    assert.equal(h1Of('/api-reference/orders/cancel-order'), 'Cancel an order');
    assert.match(site.page('/api-reference/orders/cancel-order'), /<meta name="robots" content="noindex">/);
    assert.doesNotMatch(sidebarOf('/api-reference/orders/list-orders'), /cancel-order/);
  });

  it('rule 8: an entry that is not an operation is the MDX page at that path', () => {
    assert.equal(h1Of('/guides/intro'), 'Introduction');
    assert.match(textOf(site.page('/guides/intro')), /Some text\./);
  });

  it('rule 9: x-docs.href sends the navigation entry to another location instead of generating a page', () => {
    assert.match(sidebarOf('/api-reference/pets/list-pets'), /<a href="https:\/\/example\.com\/replace-pet" rel="noopener">/);
    assert.ok(!site.has('/api-reference/pets/replace-pet'));
  });

  it('rule 10: an MDX page naming an operation renders that endpoint below its own content', () => {
    const html = site.page('/pets/feed');
    const own = html.indexOf('Feed pets twice a day.');
    const endpoint = html.indexOf('class="endpoint-line"');
    assert.ok(own > 0 && endpoint > own, 'own content first, then the endpoint');
    assert.equal(addressOf('/pets/feed'), 'https://api.pets.test/v2/pets/{id}/feed');
  });

  it('rule 11: a webhook page documents the webhook by its name', () => {
    const html = site.page('/api-reference/webhooks/pet-adopted');
    assert.equal(h1Of('/api-reference/webhooks/pet-adopted'), 'Pet adopted');
    assert.match(html, /data-kind="webhook"/);
    assert.match(textOf(html), /Sent when a pet finds a home\./);
  });

  it('rule 12: a page with openapi-schema renders the schema', () => {
    const text = textOf(site.page('/models/pet'));
    assert.match(text, /A pet of the store\./);
    assert.match(text, /id string<uuid>/);
  });

  it('rule 13: a spec without servers gives a simple playground; with servers an interactive one', () => {
    assert.match(site.page('/api-reference/orders/list-orders'), /data-playground="simple"/);
    assert.match(site.page('/api-reference/pets/list-pets'), /data-playground="interactive"/);
  });
});

describe('x-docs on an operation', () => {
  it('x-docs.metadata overrides the title, description and meta tags of the page', () => {
    const html = site.page('/api-reference/pets/list-photos');
    assert.equal(h1Of('/api-reference/pets/list-photos'), 'Pet photos');
    assert.match(html, /<meta name="description" content="Every photo of one pet.">/);
    assert.match(html, /<meta property="og:image" content="https:\/\/img.test\/photos.png">/);
  });

  it('x-docs.content is rendered as MDX before the generated reference, and its headings join the table of contents', () => {
    const html = site.page('/api-reference/pets/list-photos');
    const content = html.indexOf('<strong>resized</strong>');
    assert.ok(content > 0 && content < html.indexOf('id="responses"'));
    assert.match(section(html, 'nav.toc'), /href="#sizes"/);
  });
});

describe('a broken docs repo', () => {
  it('rule 9: an MDX file and a navigation entry for the same operation stop the build, naming both', async () => {
    const files = {
      ...rulesSite,
      'docs.json': JSON.stringify({ name: 'Conflict', navigation: { openapi: 'openapi/users.yaml', pages: ['GET /users', 'list-users'] } }),
      'list-users.mdx': '---\ntitle: Users\nopenapi: openapi/users.yaml GET /users\n---\n',
    };
    await assert.rejects(buildSite(files), (error: Error) => {
      assert.match(error.message, /GET \/users/);
      assert.match(error.message, /list-users\.mdx/);
      return true;
    });
  });

  it('a missing page referenced in navigation is left out of it, and the site builds (issue 36: the platform publishes such a repo)', async () => {
    const files = {
      'docs.json': JSON.stringify({ name: 'Missing', navigation: { pages: ['index', 'guides/nowhere', 'guides/here'] } }),
      'index.mdx': '# Home\n',
      'guides/here.mdx': '# Here\n',
    };
    const built = await buildSite(files);
    const sidebar = section(built.page('/'), 'nav#sidebar');
    assert.match(sidebar, /href="\/guides\/here\/"/);
    assert.doesNotMatch(sidebar, /nowhere/);
  });
});
