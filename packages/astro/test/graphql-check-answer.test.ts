import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { loadGraphQL } from '@quire/graphql';
import { graphqlPageData } from '../src/data/graphql-data.ts';
import { graphqlPlaygroundPayload } from '../src/data/graphql-playground-payload.ts';
import { checkAnswer } from '@quire/playground/agreement';

const schema = join(import.meta.dirname, '../../graphql/test/fixtures/library.graphql');

describe('checking a GraphQL answer against the schema and the selection', async () => {
  const { model } = await loadGraphQL(schema);
  const payload = (kind: 'query' | 'mutation', name: string) =>
    graphqlPlaygroundPayload(graphqlPageData({ spec: 's', kind, name }, { models: new Map([['s', model]]), typeSlugs: new Map() })!)!;
  const search = payload('query', 'search');
  const query =
    'query Find($text: String!) { found: search(text: $text) { __typename ... on Book { title availability } ...A } } fragment A on Author { name }';

  test('an answer of the selected shape and types passes, aliases and fragments included', () => {
    const body = {
      data: {
        found: [
          { __typename: 'Book', title: 'Dune', availability: 'ON_LOAN' },
          { __typename: 'Author', name: 'Le Guin' },
        ],
      },
    };
    assert.deepEqual(checkAnswer(body, query, search.root, search.types), { problems: [], errors: [] });
  });

  test('each difference is named at its path', () => {
    const body = {
      data: {
        found: [
          { __typename: 'Book', title: null, availability: 'BURNT', pages: 3 },
          { __typename: 'Shelf', name: 7 },
        ],
      },
    };
    assert.deepEqual(checkAnswer(body, query, search.root, search.types).problems, [
      'data.found[0].title is null, but the schema says String!: never null.',
      'data.found[0].availability is "BURNT", not a value of Availability (AVAILABLE, ON_LOAN, LOST).',
      'data.found[0].pages was not asked for.',
      'data.found[1]: __typename Shelf is not a member of SearchResult.',
      'data.found[1].name was not asked for.',
    ]);
    assert.deepEqual(checkAnswer({ data: { found: {} } }, query, search.root, search.types).problems, ['data.found should be a list ([SearchResult!]!).']);
    assert.deepEqual(checkAnswer({ data: {} }, query, search.root, search.types).problems, ['data.found is missing: the operation asks for it.']);
  });

  test("the prefilled operation's own example answer passes, and GraphQL errors are reported as such", () => {
    const add = payload('mutation', 'addBook');
    const data = { addBook: { id: '1', title: 't', author: null, availability: 'AVAILABLE', published: null, reviews: [{ rating: 5, text: null }] } };
    assert.deepEqual(checkAnswer({ data }, add.query, add.root, add.types).problems, []);
    assert.deepEqual(checkAnswer({ data: null, errors: [{ message: 'Not allowed' }] }, add.query, add.root, add.types), {
      problems: [],
      errors: ['Not allowed'],
    });
  });
});
