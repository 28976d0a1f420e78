// GraphQL pages as readers see them: every field, argument, default, deprecation and description
// of a schema with every kind of type, each type linked to its page.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { loadGraphQL, type GraphQLModel } from '@quire/graphql';
import type { GraphQLRef } from '@quire/site';
import { graphqlPageData } from '../src/data/graphql-data.ts';
import { renderGraphQL } from '../src/reference/graphql/render-graphql.ts';
import { visibleText } from './reference-fixture.ts';

const schema = join(import.meta.dirname, '../../graphql/test/fixtures/library.graphql');
const plain = (code: string) => code.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);

function render(model: GraphQLModel, ref: Omit<GraphQLRef, 'spec'>): { html: string; text: string } {
  const typeSlugs = new Map(model.types.map((t) => [`schema.graphql\0${t.name}`, `graphql-reference/types/${t.name.toLowerCase()}`]));
  const data = graphqlPageData({ spec: 'schema.graphql', ...ref }, { models: new Map([['schema.graphql', model]]), typeSlugs })!;
  let n = 0;
  const page = renderGraphQL(data, plain, (hint) => `${hint}-${++n}`);
  const html = [page.signature, page.description, page.main, page.aside].map((p) => p?.value ?? '').join('\n');
  // Links and code inside a type (`[<a>Book</a>!]!`) read as one word, as a reader sees them.
  return {
    html,
    text: visibleText(html)
      .replace(/ (?=[!\],.)])/g, '')
      .replace(/([([]) /g, '$1'),
  };
}

describe('a GraphQL schema with every kind of type', async () => {
  const { model } = await loadGraphQL(schema);

  test("an operation page: signature, arguments with defaults and deprecations, the returned type's fields, an example", () => {
    const { html, text } = render(model!, { kind: 'query', name: 'books' });
    assert.match(text, /QUERY books\(availability: Availability, first: Int\): \[Book!\]!/);
    assert.match(text, /Deprecated\. Use search\./);
    assert.match(text, /Arguments availability Availability first Int deprecated Deprecated: Pages are fixed\. Default: 10/);
    for (const field of [
      'id ID!',
      'title String!',
      'author Author Who wrote it.',
      'availability Availability!',
      'isbn String deprecated Deprecated: Use identifiers instead.',
      'published DateTime',
      'reviews [Review!]! Arguments: first Int Default: 10',
    ])
      assert.ok(text.includes(field), field);
    assert.match(html, /<a href="\/graphql-reference\/types\/book">Book<\/a>/);
    assert.match(text, /Example query .*query Books\(\$availability: Availability, \$first: Int\)/);
    assert.match(text, /Example response \{ "data": \{ "books": \[/);
  });

  test("a mutation's required argument, and a subscription", () => {
    assert.match(render(model!, { kind: 'mutation', name: 'addBook' }).text, /Adds a book to the catalog\. .*Arguments input BookInput! required/);
    assert.match(render(model!, { kind: 'subscription', name: 'availabilityChanged' }).text, /^SUBSCRIPTION availabilityChanged\(bookId: ID\): Book!/);
  });

  test('each kind of type shows what it holds', () => {
    assert.match(render(model!, { kind: 'type', name: 'Book' }).text, /^OBJECT Book A written work\. Implements Node Fields id ID! title String!/);
    assert.match(
      render(model!, { kind: 'type', name: 'Node' }).text,
      /INTERFACE Node Something with a stable identifier\. Fields id ID! The object's global id\. Implemented by Book Author/,
    );
    assert.match(render(model!, { kind: 'type', name: 'SearchResult' }).text, /UNION SearchResult Anything a search can find\. Members Book Author/);
    assert.match(
      render(model!, { kind: 'type', name: 'Availability' }).text,
      /ENUM Availability .*Values AVAILABLE On the shelf\. ON_LOAN Lent to a reader\. LOST deprecated Deprecated: Lost books are removed from the catalog\./,
    );
    assert.match(
      render(model!, { kind: 'type', name: 'BookInput' }).text,
      /INPUT BookInput .*Input fields title String! required authorId ID! required availability Availability Defaults to available\. Default: AVAILABLE tags \[String!\] Default: \[\]/,
    );
    assert.match(render(model!, { kind: 'type', name: 'BookKey' }).text, /Exactly one of these fields is set \(@oneOf\)\. id ID isbn String/);
    const scalar = render(model!, { kind: 'type', name: 'DateTime' });
    assert.match(
      scalar.text,
      /SCALAR DateTime A date and time, as an ISO 8601 string\. Specification Specified by https:\/\/www\.rfc-editor\.org\/rfc\/rfc3339/,
    );
    assert.match(scalar.text, /Definition scalar DateTime @specifiedBy\(url: "https:\/\/www\.rfc-editor\.org\/rfc\/rfc3339"\)/);
  });
});
