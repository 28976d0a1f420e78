import type { GraphQLField, GraphQLInputValue, GraphQLNamedType, GraphQLOperation } from './types.ts';

/**
 * A type's definition as SDL. With `descriptions`, each description is written above what it
 * describes, as in a schema file (for AI tools); without, the definition alone (a page shows
 * the descriptions beside each field).
 */
export function printDefinition(type: GraphQLNamedType, descriptions = false): string {
  const about = (text: string | undefined, indent: string) => (descriptions && text ? `${indent}${blockString(text, indent)}\n` : '');
  const input = (v: GraphQLInputValue) =>
    `${v.name}: ${v.type.text}${v.defaultValue !== undefined ? ` = ${v.defaultValue}` : ''}${deprecated(v.deprecationReason)}`;
  const field = (f: GraphQLField) =>
    `${about(f.description, '  ')}  ${f.name}${f.args.length ? `(${f.args.map(input).join(', ')})` : ''}: ${f.type.text}${deprecated(f.deprecationReason)}`;
  const implementsPart = type.interfaces?.length ? ` implements ${type.interfaces.join(' & ')}` : '';
  const head = about(type.description, '');
  switch (type.kind) {
    case 'object':
    case 'interface':
      return `${head}${type.kind === 'object' ? 'type' : 'interface'} ${type.name}${implementsPart} {\n${(type.fields ?? []).map(field).join('\n')}\n}\n`;
    case 'input':
      return `${head}input ${type.name}${type.oneOf ? ' @oneOf' : ''} {\n${(type.inputFields ?? []).map((f) => `${about(f.description, '  ')}  ${input(f)}`).join('\n')}\n}\n`;
    case 'enum':
      return `${head}enum ${type.name} {\n${(type.values ?? []).map((v) => `${about(v.description, '  ')}  ${v.name}${deprecated(v.deprecationReason)}`).join('\n')}\n}\n`;
    case 'union':
      return `${head}union ${type.name} = ${(type.possibleTypes ?? []).join(' | ')}\n`;
    case 'scalar':
      return `${head}scalar ${type.name}${type.specifiedBy ? ` @specifiedBy(url: ${JSON.stringify(type.specifiedBy)})` : ''}\n`;
  }
}

/** A root field as SDL, inside its root type: `type Query { book(id: ID!): Book }`, with descriptions. */
export function printOperation(operation: GraphQLOperation, rootName: string): string {
  return printDefinition({ kind: 'object', name: rootName, fields: [operation] }, true);
}

function deprecated(reason: string | undefined): string {
  return reason === undefined ? '' : ` @deprecated(reason: ${JSON.stringify(reason)})`;
}

function blockString(text: string, indent: string): string {
  return text.includes('\n')
    ? `"""\n${text
        .replace(/"""/g, '\\"""')
        .split('\n')
        .map((l) => `${indent}${l}`)
        .join('\n')}\n${indent}"""`
    : JSON.stringify(text);
}
