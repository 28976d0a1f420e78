import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { exampleOperation, exampleResponse, loadGraphQL, loadGraphQLText, reachableTypes } from '../src/index.ts';

const library = fileURLToPath(new URL('./fixtures/library.graphql', import.meta.url));

describe('loadGraphQL', () => {
  it('reads every operation and every kind of type, with arguments, defaults, deprecations and descriptions', async () => {
    const { model, diagnostics } = await loadGraphQL(library);
    assert.deepEqual(diagnostics, []);
    assert.ok(model);
    assert.deepEqual(
      model.operations.map((o) => `${o.kind} ${o.name}`),
      ['query book', 'query search', 'query node', 'query books', 'mutation addBook', 'mutation lend', 'subscription availabilityChanged'],
    );
    assert.deepEqual(model.types.map((t) => `${t.kind} ${t.name}`).sort(), [
      'enum Availability',
      'input BookInput',
      'input BookKey',
      'interface Node',
      'object Author',
      'object Book',
      'object Review',
      'scalar DateTime',
      'union SearchResult',
    ]);
    const search = model.operations.find((o) => o.name === 'search')!;
    assert.equal(search.description, 'Books and authors whose names match.');
    assert.deepEqual(search.type, { text: '[SearchResult!]!', named: 'SearchResult' });
    assert.deepEqual(search.args[1], { name: 'limit', type: { text: 'Int', named: 'Int' }, defaultValue: '20' });
    const books = model.operations.find((o) => o.name === 'books')!;
    assert.equal(books.deprecationReason, 'Use `search`.');
    assert.equal(books.args[1]!.deprecationReason, 'Pages are fixed.');
    const types = new Map(model.types.map((t) => [t.name, t]));
    assert.equal(types.get('Availability')!.values![2]!.deprecationReason, 'Lost books are removed from the catalog.');
    assert.deepEqual(types.get('Node')!.possibleTypes, ['Book', 'Author']);
    assert.deepEqual(types.get('Book')!.interfaces, ['Node']);
    assert.deepEqual(types.get('SearchResult')!.possibleTypes, ['Book', 'Author']);
    assert.equal(types.get('BookInput')!.inputFields![2]!.defaultValue, 'AVAILABLE');
    assert.equal(types.get('BookKey')!.oneOf, true);
    assert.equal(types.get('DateTime')!.specifiedBy, 'https://www.rfc-editor.org/rfc/rfc3339');
    assert.equal(types.get('DateTime')!.description, 'A date and time, as an ISO 8601 string.');
    assert.equal(model.operations[0]!.line, 65);
  });

  it('reports a syntax error at its file, line and column', () => {
    const { model, diagnostics } = loadGraphQLText('type Query {\n  book(id: ID!): Book\n  title String\n}\n', 'schema.graphql');
    assert.equal(model, undefined);
    assert.equal(diagnostics.length, 1);
    assert.deepEqual(
      { ...diagnostics[0], hint: undefined },
      {
        code: 'GRAPHQL_SYNTAX_ERROR',
        severity: 'error',
        message: 'Expected ":", found Name "String".',
        hint: undefined,
        file: 'schema.graphql',
        line: 3,
        column: 9,
      },
    );
  });

  it("reports each invalid definition at its line, with the reference implementation's words", () => {
    const { model, diagnostics } = loadGraphQLText('type Query {\n  book: Book\n}\n\ntype Author {\n  id: ID!\n  id: String\n}\n', 'schema.graphql');
    assert.equal(model, undefined);
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.line, d.message]),
      [
        ['GRAPHQL_INVALID', 2, 'Unknown type "Book".'],
        ['GRAPHQL_INVALID', 6, 'Field "Author.id" can only be defined once.'],
      ],
    );
  });

  it('refuses a schema without operations, and one that breaks a type system rule', () => {
    assert.equal(loadGraphQLText('type Book { id: ID }', 's.graphql').diagnostics[0]!.code, 'GRAPHQL_INVALID');
    const broken = loadGraphQLText('interface Node { id: ID! }\ntype Query { a: Book }\ntype Book implements Node { title: String }\n', 's.graphql');
    assert.equal(broken.diagnostics[0]!.code, 'GRAPHQL_INVALID');
    assert.match(broken.diagnostics[0]!.message, /Node.id/);
    assert.ok(broken.diagnostics[0]!.line);
  });
});

describe('exampleOperation', () => {
  it('writes the operation with every argument as a variable, filled from defaults and types', async () => {
    const { model } = await loadGraphQL(library);
    const search = model!.operations.find((o) => o.name === 'search')!;
    const example = exampleOperation(model!, search);
    assert.match(
      example.query,
      /^query Search\(\$text: String!, \$limit: Int\) \{\n {2}search\(text: \$text, limit: \$limit\) \{\n {4}__typename\n {4}\.\.\. on Book \{/,
    );
    assert.deepEqual(example.variables, { text: 'text', limit: 20 });
    const add = exampleOperation(model!, model!.operations.find((o) => o.name === 'addBook')!);
    assert.deepEqual(add.variables, { input: { title: 'title', authorId: '1', availability: 'AVAILABLE', tags: [] } });
    assert.match(add.query, /addBook\(input: \$input\) \{\n {4}id\n {4}title\n {4}author \{\n {6}id\n {6}name\n/);
    assert.doesNotMatch(add.query, /isbn/, 'deprecated fields are left out of the example');
    const response = exampleResponse(model!, model!.operations.find((o) => o.name === 'book')!);
    assert.deepEqual(Object.keys((response.data as { book: object }).book), ['id', 'title', 'author', 'availability', 'published', 'reviews']);
  });

  it('finds the types one operation reaches, not the others', async () => {
    const { model } = await loadGraphQL(library);
    const add = model!.operations.find((o) => o.name === 'addBook')!;
    assert.deepEqual(
      reachableTypes(model!, [add])
        .map((t) => t.name)
        .sort(),
      ['Author', 'Availability', 'Book', 'BookInput', 'DateTime', 'Node', 'Review'],
    );
  });
});

describe('graphql-js', () => {
  it('is loaded when a schema is first read, not with the package: a site without one never loads it', () => {
    const script = `import { registerHooks } from 'node:module';
      let loaded = false;
      registerHooks({ load(url, context, next) { loaded ||= url.includes('/node_modules/graphql/'); return next(url, context); } });
      const { loadGraphQLText } = await import('@quire/graphql');
      const before = loaded;
      const { model } = loadGraphQLText('type Query { hello: String }', 'schema.graphql');
      console.log(before, loaded, model.operations.length);`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: import.meta.dirname, encoding: 'utf8' });
    assert.equal(output.trim(), 'false true 1');
  });
});
