import { exampleOperation, printDefinition, printOperation, reachableTypes, type GraphQLModel } from '@quire/graphql';
import type { GraphQLRef } from '../navigation/manifest.ts';

/** How many reached types an operation's excerpt defines: enough for an agent to write the operation, bounded for a large schema. */
const maxTypes = 25;

/**
 * One operation or type as SDL for AI tools: the operation with its arguments and the types it
 * reaches (their definitions, with descriptions), then an example document and its variables;
 * a type's own definition. Undefined when the schema has no such operation or type.
 */
export function graphqlExcerpt(model: GraphQLModel, ref: GraphQLRef): string | undefined {
  if (ref.kind === 'type') {
    const type = model.types.find((t) => t.name === ref.name);
    return type ? `## GraphQL\n\n\`\`\`graphql\n${printDefinition(type, true).trimEnd()}\n\`\`\`` : undefined;
  }
  const operation = model.operations.find((o) => o.kind === ref.kind && o.name === ref.name);
  if (!operation) return undefined;
  const reached = reachableTypes(model, [operation]);
  const shown = reached.slice(0, maxTypes);
  const more = reached.length > shown.length ? `\n# ${reached.length - shown.length} more types are reached; each has a page of its own.` : '';
  const sdl = [printOperation(operation, model.roots[ref.kind] ?? ref.kind), ...shown.map((t) => printDefinition(t, true))].join('\n');
  const example = exampleOperation(model, operation);
  const variables = Object.keys(example.variables).length ? `\n\nVariables:\n\n\`\`\`json\n${JSON.stringify(example.variables, null, 2)}\n\`\`\`` : '';
  return `## GraphQL\n\n\`\`\`graphql\n${sdl.trimEnd()}${more}\n\`\`\`\n\n## Example\n\n\`\`\`graphql\n${example.query.trimEnd()}\n\`\`\`${variables}`;
}
