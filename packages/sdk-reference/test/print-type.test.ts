// TypeDoc's types written as TypeScript writes them, on an SDK page's signatures.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TdType } from '../src/typedoc/schema.ts';
import { printType } from '../src/typedoc/print-type.ts';

const book: TdType = { type: 'reference', name: 'Book', target: 7 };
const union: TdType = { type: 'union', types: [{ type: 'intrinsic', name: 'string' }, book] };

test('tuples, operators, queries, indexed access and arrays of unions, with their references linked', () => {
  const tuple = {
    type: 'tuple',
    elements: [
      { type: 'namedTupleMember', name: 'first', isOptional: false, element: book },
      { type: 'namedTupleMember', name: 'note', isOptional: true, element: { type: 'intrinsic', name: 'string' } },
      { type: 'optional', elementType: { type: 'intrinsic', name: 'number' } },
      { type: 'rest', elementType: { type: 'array', elementType: union } },
    ],
  } as TdType;
  const printed = printType(
    {
      type: 'union',
      types: [
        tuple,
        { type: 'typeOperator', operator: 'keyof', target: { type: 'query', queryType: book } },
        { type: 'indexedAccess', objectType: book, indexType: { type: 'literal', value: 'title' } },
      ],
    } as TdType,
    (id) => (id === 7 ? 'book' : undefined),
  );
  assert.equal(printed.code, '[first: Book, note?: string, number?, ...(string | Book)[]] | keyof typeof Book | Book["title"]');
  assert.deepEqual(printed.links, [{ name: 'Book', id: 'book' }]);
});
