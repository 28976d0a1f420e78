// Checks a GraphQL answer against the schema without executing anything: the `data` must have
// the shape of the operation's selection (each field asked for, nothing else, aliases kept) and
// each value the type the schema gives its field (non-null, lists, scalars, enum values, the
// member an abstract type resolved to).
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql/language';
import type { GraphQLNamedType } from '@quire/graphql/types';

export interface AnswerCheck {
  /** Where the answer differs from what the schema and the selection promise, one sentence each. */
  problems: string[];
  /** The answer's own `errors`, by their messages. */
  errors: string[];
}

export function checkAnswer(body: unknown, query: string, root: GraphQLNamedType, types: readonly GraphQLNamedType[]): AnswerCheck {
  const problems: string[] = [];
  if (!isObject(body)) return { problems: ['The answer is not a JSON object with `data` or `errors`.'], errors: [] };
  const errors = Array.isArray(body.errors) ? body.errors.map((e) => (isObject(e) && typeof e.message === 'string' ? e.message : JSON.stringify(e))) : [];
  if (body.data === null || body.data === undefined) {
    if (!errors.length) problems.push('The answer has neither `data` nor `errors`.');
    return { problems, errors };
  }
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return { problems: [`The operation could not be read to check the answer: ${(error as Error).message}`], errors };
  }
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) return { problems: ['The document has no operation.'], errors };
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  const byName = new Map([...types, root].map((t) => [t.name, t]));

  const checkObject = (value: Record<string, unknown>, type: GraphQLNamedType, selection: SelectionSetNode, path: string) => {
    // An abstract type answers as one of its members, named by __typename when asked for.
    const concrete = type.kind === 'object' ? type : typeof value.__typename === 'string' ? byName.get(value.__typename) : undefined;
    if (type.kind !== 'object' && typeof value.__typename === 'string' && !type.possibleTypes?.includes(value.__typename)) {
      problems.push(`${path}: __typename ${value.__typename} is not a member of ${type.name}.`);
    }
    const expected = new Set<string>();
    const visit = (set: SelectionSetNode, on: GraphQLNamedType | undefined) => {
      for (const node of set.selections) {
        if (node.kind === Kind.FIELD) {
          const key = node.alias?.value ?? node.name.value;
          expected.add(key);
          const at = `${path}.${key}`;
          if (!(key in value)) {
            problems.push(`${at} is missing: the operation asks for it.`);
            continue;
          }
          if (node.name.value === '__typename') {
            if (typeof value[key] !== 'string') problems.push(`${at} should be a type name (a string).`);
            continue;
          }
          const field = (on ?? type).fields?.find((f) => f.name === node.name.value);
          if (!field) {
            problems.push(`${at}: ${(on ?? type).name} has no field ${node.name.value} in the schema.`);
            continue;
          }
          checkValue(value[key], field.type.text, node.selectionSet, at);
        } else {
          const condition = node.kind === Kind.INLINE_FRAGMENT ? node.typeCondition?.name.value : fragments.get(node.name.value)?.typeCondition.name.value;
          const set2 = node.kind === Kind.INLINE_FRAGMENT ? node.selectionSet : fragments.get(node.name.value)?.selectionSet;
          if (!set2) continue;
          // A fragment on another member applies only when the answer is that member.
          const applies =
            !condition || condition === type.name || condition === concrete?.name || byName.get(condition)?.possibleTypes?.includes(concrete?.name ?? '');
          if (applies) visit(set2, condition && condition === concrete?.name ? concrete : on);
        }
      }
    };
    visit(selection, concrete ?? (type.kind === 'object' ? type : undefined));
    for (const key of Object.keys(value)) if (!expected.has(key)) problems.push(`${path}.${key} was not asked for.`);
  };

  const checkValue = (value: unknown, typeText: string, selection: SelectionSetNode | undefined, path: string): void => {
    const nonNull = typeText.endsWith('!');
    const bare = nonNull ? typeText.slice(0, -1) : typeText;
    if (value === null || value === undefined) {
      if (nonNull) problems.push(`${path} is null, but the schema says ${typeText}: never null.`);
      return;
    }
    if (bare.startsWith('[')) {
      if (!Array.isArray(value)) return void problems.push(`${path} should be a list (${typeText}).`);
      for (const [i, item] of value.entries()) checkValue(item, bare.slice(1, -1), selection, `${path}[${i}]`);
      return;
    }
    const type = byName.get(bare);
    if (!type || type.kind === 'scalar') {
      const wrong = scalarMismatch(bare, value);
      if (wrong) problems.push(`${path} should be ${wrong}, not ${JSON.stringify(value)}.`);
      return;
    }
    if (type.kind === 'enum') {
      if (!type.values?.some((v) => v.name === value))
        problems.push(`${path} is ${JSON.stringify(value)}, not a value of ${type.name} (${type.values?.map((v) => v.name).join(', ')}).`);
      return;
    }
    if (!isObject(value)) return void problems.push(`${path} should be an object (${type.name}).`);
    if (selection) checkObject(value, type, selection, path);
  };

  checkObject(body.data as Record<string, unknown>, root, operation.selectionSet, 'data');
  return { problems, errors };
}

/** What a built-in scalar's value must be, when `value` is not; custom scalars take any JSON. */
function scalarMismatch(type: string, value: unknown): string | undefined {
  switch (type) {
    case 'Int':
      return Number.isInteger(value) ? undefined : 'an integer (Int)';
    case 'Float':
      return typeof value === 'number' ? undefined : 'a number (Float)';
    case 'String':
      return typeof value === 'string' ? undefined : 'a string (String)';
    case 'Boolean':
      return typeof value === 'boolean' ? undefined : 'true or false (Boolean)';
    case 'ID':
      return typeof value === 'string' || Number.isInteger(value) ? undefined : 'an ID (a string)';
    default:
      return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
