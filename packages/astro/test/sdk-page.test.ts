// SDK reference pages as readers see them: a small library's TypeDoc JSON and DocFX metadata
// built into pages with every field (declarations and signatures highlighted in the SDK's
// language, parameters, return values, examples, deprecations, members at their anchors, types
// and `{@link}`s linked to their pages), an MDX page showing one symbol, and the Markdown twins.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { buildSite, textOf, type BuiltSite } from './build-site.ts';
import { tokenRuns } from '../src/code-theme/token-markup.ts';

const fixtures = join(import.meta.dirname, '../../sdk-reference/test/fixtures');
const docfx = ['Shelf.yml', 'Shelf.Library.yml', 'Shelf.Book.yml', 'Shelf.Availability.yml', 'toc.yml'];

const files: Record<string, string> = {
  'docs.json': JSON.stringify({
    name: 'Shelf',
    navigation: {
      tabs: [
        { tab: 'Guides', pages: ['index', 'catalog'] },
        { tab: 'TypeScript', sdk: { format: 'typedoc', source: 'sdk/shelf.json' } },
        { tab: '.NET', sdk: { format: 'docfx', source: 'sdk/dotnet', directory: 'dotnet' } },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
  'catalog.mdx': '---\ntitle: The catalog\nsdk: sdk/shelf.json Library\n---\n\nWhy every app starts with a catalog.\n',
  'sdk/shelf.json': readFileSync(join(fixtures, 'library.typedoc.json'), 'utf8'),
  ...Object.fromEntries(docfx.map((name) => [`sdk/dotnet/${name}`, readFileSync(join(fixtures, 'docfx', name), 'utf8')])),
};

let site: BuiltSite;
/** What a reader sees: text, with links and code tokens read as part of their words (`[<a>Book</a>]`). */
const read = (html: string) => textOf(html.replace(/<\/?(?:a|span|code|strong|em|q-\w+)\b[^>]*>/g, ''));
/** Whether highlighted code has `text` as one colored token. */
const colored = (html: string, text: string) => tokenRuns(html).some(([cls, token]) => cls && token === text);
/** The page's content column, without the site's header and sidebar. */
const content = (path: string) => {
  const html = site.page(path);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
/** The code block that starts with `start`, as HTML. */
const codeBlock = (html: string, start: string) => {
  const blocks = [...html.matchAll(/<pre class="q-code" data-language="(\w+)"[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)];
  const found = blocks.find((b) => read(b[2]!).startsWith(start));
  assert.ok(found, `no code block starting with ${start}`);
  return { lang: found[1], html: found[2]! };
};

describe('an SDK reference from TypeDoc and DocFX', () => {
  before(async () => {
    site = await buildSite(files);
  });

  test('a class page: highlighted declaration, example, constructor, properties and methods at their anchors', () => {
    const html = content('/sdk-reference/library');
    const text = read(html);
    // The summary is the page's description line, under its title, and is not repeated.
    assert.match(
      text,
      /^Classes Library A catalog of books\. CLASS ?Library class Library Defined in library\/index\.d\.ts:51 Examples const library = new Library\(\{ pageSize: 20 \}\);/,
    );
    assert.ok(colored(codeBlock(html, 'class Library').html, 'class '));
    assert.equal(codeBlock(html, 'const library').lang, 'ts');
    assert.ok(colored(codeBlock(html, 'const library').html, 'const '));
    for (const anchor of ['constructor', 'pagesize', 'add', 'search', 'findbytitle']) assert.match(html, new RegExp(`<h3 id="${anchor}"`), anchor);
    assert.match(text, /Properties pageSize readonly How many books a page of results holds\. readonly pageSize: number/);
    // A method: its signature highlighted with its types linked, a parameter table, the return value and an example.
    const search = codeBlock(html, 'search(filter');
    assert.match(search.html, /<a href="\/sdk-reference\/book-filter\/">BookFilter<\/a>/);
    assert.match(search.html, /<a href="\/sdk-reference\/book\/">Book<\/a>/);
    assert.ok(colored(search.html, 'number'));
    assert.match(
      text,
      /Parameter Type Description filter BookFilter Fields to match, or a test each book must pass\. page optional number Which page of results, from 1\. Returns Type Description Book\[\] The books found on that page\. library\.search\(\{ availability: Availability\.Available \}\);/,
    );
    assert.match(text, /findByTitle deprecated Deprecated\. Use Library\.search with a title\./);
    assert.match(html, /Use <a href="\/sdk-reference\/library\/#search"[^>]*>Library\.search<\/a> with a title\./);
  });

  test('a function page: type parameters, parameters, return type with its {@link}, under headings of the table of contents', () => {
    const html = content('/sdk-reference/create-library');
    const text = read(html);
    assert.match(
      text,
      /FUNCTION ?createLibrary function createLibrary<T extends Book>\(books: readonly T\[\], options\?: LibraryOptions\): Library Defined in library\/index\.d\.ts:93 Creates a catalog holding these books\./,
    );
    assert.match(
      text,
      /Type parameters Type parameter Type Description T Book The kind of book\. Parameters Parameter Type Description books readonly T\[\] The books to start with\. options optional LibraryOptions Returns Type Description Library A new Library\./,
    );
    assert.match(html, /A new <a href="\/sdk-reference\/library\/"[^>]*>Library<\/a>\./);
    assert.match(codeBlock(html, 'function createLibrary').html, /<a href="\/sdk-reference\/library-options\/">LibraryOptions<\/a>/);
    const toc = site.page('/sdk-reference/create-library');
    for (const id of ['type-parameters', 'parameters', 'returns']) assert.match(toc, new RegExp(`<a href="#${id}">`), id);
    assert.match(site.page('/sdk-reference/library'), /<li class="depth-3"><a href="#search">search<\/a>/);
  });

  test('enums, interfaces and type aliases: members, deprecations and linked declarations; search types them SDK', () => {
    assert.match(
      read(content('/sdk-reference/availability')),
      /Members Available On the shelf\. Available = "available" Lost deprecated Deprecated\. Lost books are removed from the catalog\. Missing from the shelf\./,
    );
    assert.match(codeBlock(content('/sdk-reference/book-filter'), 'type BookFilter').html, /<a href="\/sdk-reference\/availability\/">Availability<\/a>/);
    assert.match(content('/sdk-reference/library-options'), /Options of a <a href="\/sdk-reference\/library\/"[^>]*>Library<\/a>\./);
    assert.match(site.page('/sdk-reference/library'), /data-search-type="SDK"/);
  });

  test('a DocFX class page: C# highlighted, inherited and implemented types, default values, [Obsolete]', () => {
    const html = content('/dotnet/shelf/library');
    const text = read(html);
    assert.match(
      text,
      /A catalog of Books\. CLASS ?Shelf\.Library A catalog of Books\. Not safe to share between threads\. public class Library Inherits Object Implements ICatalog Defined in src\/Shelf\/Library\.cs:12/,
    );
    const search = codeBlock(html, 'public IReadOnlyList');
    assert.equal(search.lang, 'csharp');
    assert.ok(colored(search.html, 'public '));
    assert.match(search.html, /<a href="\/dotnet\/shelf\/book\/">Book<\/a>/);
    assert.match(text, /page optional int Which page of results, from 1\. Default: 1/);
    assert.match(text, /FindByTitle deprecated Deprecated\. Use Search\./);
    assert.match(html, /A catalog of <a href="\/dotnet\/shelf\/book\/"[^>]*>Book<\/a>s\./);
  });

  test('an MDX page with sdk frontmatter shows its own text, then the symbol', () => {
    const text = read(content('/catalog'));
    assert.match(text, /The catalog .*Why every app starts with a catalog\. CLASS ?Library A catalog of books\. class Library/);
  });

  test("the Markdown twins give the symbol as code in the SDK's language, linked to the pages", () => {
    const twin = site.file('/sdk-reference/library.md');
    assert.match(twin, /^# Library\n\n> A catalog of books\.\n\n```ts\nclass Library\n```/);
    assert.match(
      twin,
      /### search\n\nFinds books\.\n\n```ts\nsearch\(filter: BookFilter, page\?: number\): Book\[\]\n```\n\nParameters:\n\n- `filter` \(`BookFilter`\): Fields to match, or a test each book must pass\.\n- `page` \(`number`, optional\): Which page of results, from 1\.\n\nReturns `Book\[\]`: The books found on that page\./,
    );
    assert.match(twin, /> \*\*Deprecated\.\*\* Use \[Library\.search\]\(\/sdk-reference\/library\/#search\) with a title\./);
    assert.match(site.file('/dotnet/shelf/library.md'), /```csharp\npublic IReadOnlyList<Book> Search\(string title, int page = 1\)\n```/);
    assert.match(site.file('/catalog.md'), /Why every app starts with a catalog\.\n\n## Library\n\nA catalog of books\.\n\n```ts\nclass Library\n```/);
    assert.match(site.file('/llms.txt'), /\[Library\]\([^)]*sdk-reference\/library\.md\): A catalog of books\./);
  });
});
