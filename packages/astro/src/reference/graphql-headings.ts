import type { GraphQLPageData } from '../data/graphql-data.ts';

/** The table of contents of a GraphQL page: one entry per section renderGraphQL writes, in its order. */
export function graphqlHeadings(data: GraphQLPageData | undefined): { depth: number; slug: string; text: string }[] {
  if (!data) return [];
  if (data.operation)
    return [...(data.operation.args.length ? [{ depth: 2, slug: 'arguments', text: 'Arguments' }] : []), { depth: 2, slug: 'returns', text: 'Returns' }];
  const type = data.type!;
  const headings: { depth: number; slug: string; text: string }[] = [];
  if (type.interfaces?.length) headings.push({ depth: 2, slug: 'implements', text: 'Implements' });
  if (type.specifiedBy) headings.push({ depth: 2, slug: 'specification', text: 'Specification' });
  if (type.fields) headings.push({ depth: 2, slug: 'fields', text: 'Fields' });
  if (type.inputFields) headings.push({ depth: 2, slug: 'fields', text: 'Input fields' });
  if (type.values) headings.push({ depth: 2, slug: 'values', text: 'Values' });
  if (type.kind === 'union') headings.push({ depth: 2, slug: 'members', text: 'Members' });
  if (type.kind === 'interface' && type.possibleTypes?.length) headings.push({ depth: 2, slug: 'implemented-by', text: 'Implemented by' });
  return headings;
}
