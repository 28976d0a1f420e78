// Reading SDK generators' output: a real TypeDoc JSON (generated from fixtures/library/index.d.ts by
// the pinned TypeDoc) and DocFX ManagedReference YAML of the same small library, and bad input
// of each reported at its file, line and JSON pointer.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { findSdkSymbol, loadSdk, loadTypeDocText } from '../src/index.ts';

const fixtures = join(import.meta.dirname, 'fixtures');

describe('TypeDoc JSON', async () => {
  const { model, diagnostics } = await loadSdk('typedoc', 'library.typedoc.json', { cwd: fixtures });

  test("every class, interface, function, type alias, enum and variable gets a symbol, in TypeDoc's groups", () => {
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      model!.symbols.map((s) => `${s.group}: ${s.kind} ${s.name}`),
      [
        'Enumerations: enum Availability',
        'Classes: class Library',
        'Interfaces: interface Book',
        'Interfaces: interface LibraryOptions',
        'Type Aliases: type BookFilter',
        'Variables: variable version',
        'Functions: function createLibrary',
      ],
    );
  });

  test('a function: its signature, type parameters, parameters, return type and their descriptions, types linked', () => {
    const fn = findSdkSymbol(model!, 'createLibrary')!;
    const [signature] = fn.signatures;
    assert.equal(signature!.code.code, 'function createLibrary<T extends Book>(books: readonly T[], options?: LibraryOptions): Library');
    assert.deepEqual(
      signature!.code.links.map((l) => l.name),
      ['Book', 'LibraryOptions', 'Library'],
    );
    assert.equal(signature!.description, 'Creates a catalog holding these books.');
    assert.deepEqual(
      signature!.typeParameters.map((t) => [t.name, t.type?.code, t.description]),
      [['T', 'Book', 'The kind of book.']],
    );
    assert.deepEqual(
      signature!.parameters.map((p) => [p.name, p.type?.code, p.optional, p.description]),
      [
        ['books', 'readonly T[]', false, 'The books to start with.'],
        ['options', 'LibraryOptions', true, undefined],
      ],
    );
    assert.equal(signature!.returns?.type?.code, 'Library');
    assert.match(signature!.returns!.description!, /^A new \[Library\]\(sdk:\d+\)\.$/);
  });

  test('a class: declaration, example, constructor, properties and methods with defaults, examples and deprecations', () => {
    const library = findSdkSymbol(model!, 'Library')!;
    assert.equal(library.declaration?.code, 'class Library');
    assert.match(library.examples[0]!, /^```ts\nconst library = new Library/);
    assert.deepEqual(
      library.members.map((m) => `${m.kind} ${m.name}`),
      ['constructor constructor', 'property pageSize', 'method add', 'method findByTitle', 'method search'],
    );
    assert.equal(library.members[0]!.signatures[0]!.code.code, 'new Library(options?: LibraryOptions)');
    assert.equal(library.members[1]!.declaration?.code, 'readonly pageSize: number');
    const search = library.members.find((m) => m.name === 'search')!;
    assert.equal(search.signatures[0]!.code.code, 'search(filter: BookFilter, page?: number): Book[]');
    assert.deepEqual(
      search.signatures[0]!.parameters.map((p) => [p.name, p.optional, p.description]),
      [
        ['filter', false, 'Fields to match, or a test each book must pass.'],
        ['page', true, 'Which page of results, from 1.'],
      ],
    );
    assert.match(search.signatures[0]!.examples[0]!, /library\.search\(\{ availability: Availability\.Available \}\)/);
    assert.match(library.members.find((m) => m.name === 'findByTitle')!.signatures[0]!.deprecated!, /^Use \[Library\.search\]\(sdk:\d+\) with a title\.$/);
    assert.deepEqual(model!.targets[search.id], { symbol: library.id, anchor: 'search' });
  });

  test('interfaces, type aliases, enums and variables print as TypeScript', () => {
    assert.equal(
      findSdkSymbol(model!, 'BookFilter')!.declaration?.code,
      'type BookFilter = { availability?: Availability; title?: string } | ((book: Book) => boolean)',
    );
    assert.deepEqual(
      findSdkSymbol(model!, 'Book')!.members.map((m) => m.declaration?.code),
      ['availability: Availability', 'id: string', 'tags?: string[]', 'title: string'],
    );
    const availability = findSdkSymbol(model!, 'Availability')!;
    assert.deepEqual(
      availability.members.map((m) => [m.declaration?.code, m.description, m.deprecated]),
      [
        ['Available = "available"', 'On the shelf.', undefined],
        ['Lost = "lost"', 'Missing from the shelf.', 'Lost books are removed from the catalog.'],
        ['OnLoan = "on-loan"', 'Lent to a reader.', undefined],
      ],
    );
    assert.equal(findSdkSymbol(model!, 'version')!.declaration?.code, 'const version: "1.0.0"');
  });

  test('a field of the wrong type is an error at its line and JSON pointer', async () => {
    const text = (await readFile(join(fixtures, 'library.typedoc.json'), 'utf8')).replace('"name": "pageSize"', '"name": 7');
    const line = text.split('\n').findIndex((l) => l.includes('"name": 7')) + 1;
    const { model: none, diagnostics: found } = loadTypeDocText(text, 'sdk/shelf.json');
    assert.equal(none, undefined);
    assert.equal(found.length, 1);
    assert.equal(found[0]!.code, 'SDK_INVALID');
    assert.equal(found[0]!.file, 'sdk/shelf.json');
    assert.match(found[0]!.pointer!, /^\/children\/1\/children\/1\/name$/);
    assert.equal(found[0]!.line, line);
    assert.match(found[0]!.message, /TypeDoc JSON at \/children\/1\/children\/1\/name must be a string\./);
  });

  test('an unknown kind of type, a missing schema version and broken JSON are errors where they are', () => {
    const bad = loadTypeDocText(
      '{\n  "schemaVersion": "2.0",\n  "id": 0, "name": "x", "kind": 1,\n  "children": [{ "id": 1, "name": "a", "kind": 32,\n    "type": { "type": "wat" } }]\n}',
      'x.json',
    );
    assert.deepEqual(
      bad.diagnostics.map((d) => [d.pointer, d.line]),
      [['/children/0/type/type', 5]],
    );
    assert.match(bad.diagnostics[0]!.message, /has no known `type`/);
    assert.match(loadTypeDocText('{ "id": 0, "name": "x", "kind": 1 }', 'x.json').diagnostics[0]!.message, /schemaVersion must be a string, and is missing/);
    const broken = loadTypeDocText('{\n  "id": 0,\n  "name": \n}', 'x.json').diagnostics[0]!;
    assert.deepEqual([broken.code, broken.line], ['SDK_PARSE_ERROR', 4]);
  });

  test('broken JSON is placed at the character its message names, as in docs.json: a misspelt true at the comma after it', () => {
    const broken = loadTypeDocText('{\n  "id": tru,\n  "name": "x"\n}', 'x.json').diagnostics[0]!;
    assert.match(broken.message, /Unexpected token ','/);
    assert.deepEqual([broken.line, broken.column], [2, 12]);
  });
});

describe('DocFX ManagedReference YAML', async () => {
  const { model, diagnostics } = await loadSdk('docfx', 'docfx', { cwd: fixtures });

  test('a page per type, grouped by namespace; members with their C# signatures, parameters, returns and links', () => {
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      model!.symbols.map((s) => `${s.group}: ${s.kind} ${s.fullName}`),
      ['Shelf: enum Shelf.Availability', 'Shelf: class Shelf.Book', 'Shelf: class Shelf.Library'],
    );
    const library = findSdkSymbol(model!, 'Shelf.Library')!;
    assert.equal(library.declaration?.code, 'public class Library');
    assert.match(library.description!, /^A catalog of \[Book\]\(sdk:Shelf\.Book\)s\.\n\nNot safe to share between threads\.$/);
    assert.match(library.examples[0]!, /^```csharp\nvar library = new Library\(new LibraryOptions \{ PageSize = 20 \}\);\nlibrary\.Add/);
    const search = library.members.find((m) => m.name === 'Search')!;
    assert.equal(search.signatures[0]!.code.code, 'public IReadOnlyList<Book> Search(string title, int page = 1)');
    assert.deepEqual(search.signatures[0]!.code.links, [{ name: 'Book', id: 'Shelf.Book' }]);
    assert.deepEqual(
      search.signatures[0]!.parameters.map((p) => [p.name, p.type?.code, p.defaultValue]),
      [
        ['title', 'string', undefined],
        ['page', 'int', '1'],
      ],
    );
    assert.equal(search.signatures[0]!.returns?.type?.code, 'IReadOnlyList<Book>');
    assert.equal(library.members.find((m) => m.name === 'FindByTitle')!.signatures[0]!.deprecated, 'Use Search.');
    assert.deepEqual(
      findSdkSymbol(model!, 'Availability')!.members.map((m) => `${m.kind} ${m.declaration?.code}`),
      ['enum-member Available = 0', 'enum-member OnLoan = 1'],
    );
  });

  test('an item without its uid is an error at its file and line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-docfx-'));
    await cp(join(fixtures, 'docfx'), dir, { recursive: true });
    const text = (await readFile(join(dir, 'Shelf.Book.yml'), 'utf8')).replace('- uid: Shelf.Book.Title\n  commentId', '- commentId');
    await writeFile(join(dir, 'Shelf.Book.yml'), text);
    const { model: none, diagnostics: found } = await loadSdk('docfx', dir);
    assert.equal(none, undefined);
    assert.deepEqual(
      found.map((d) => [d.code, d.file, d.pointer, d.line]),
      [['SDK_INVALID', join(dir, 'Shelf.Book.yml'), '/items/1/uid', 21]],
    );
  });

  test('formats the hosted platform takes that Quire does not read yet are a warning', async () => {
    const { diagnostics: found } = await loadSdk('javadoc', 'apidocs');
    assert.deepEqual(
      found.map((d) => [d.code, d.severity]),
      [['SDK_FORMAT_UNSUPPORTED', 'warning']],
    );
  });
});
