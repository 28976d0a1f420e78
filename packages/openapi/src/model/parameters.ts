import { resolveObject, type NormalizeContext } from './context.ts';
import { asArray, asString, isObject } from './json.ts';
import { readContent, readExamples } from './media.ts';
import type { Parameter } from './types.ts';

type Path = (string | number)[];
const locations = new Set(['path', 'query', 'querystring', 'header', 'cookie']);

/** Parameters of one level, references resolved; malformed ones are reported by validation and skipped here. */
export function readParameters(ctx: NormalizeContext, value: unknown, path: Path): Parameter[] {
  return asArray(value).flatMap((raw, index) => {
    const at = [...path, index];
    const p = resolveObject(ctx, raw, at);
    if (!p || typeof p.name !== 'string' || typeof p.in !== 'string' || !locations.has(p.in)) return [];
    const description = asString(p.description);
    const style = asString(p.style);
    const examples = readExamples(ctx, p.examples, [...at, 'examples']);
    const parameter: Parameter = {
      name: p.name,
      in: p.in as Parameter['in'],
      // Path parameters are always required, whatever the document says.
      required: p.in === 'path' || p.required === true,
      deprecated: p.deprecated === true,
      ...(description ? { description } : {}),
      ...(isObject(p.schema) ? { schema: p.schema } : {}),
      ...(style ? { style } : {}),
      ...(typeof p.explode === 'boolean' ? { explode: p.explode } : {}),
      ...('example' in p ? { example: p.example } : {}),
      ...(examples ? { examples } : {}),
      ...(isObject(p.content) ? { content: readContent(ctx, p.content, [...at, 'content']) } : {}),
    };
    return [parameter];
  });
}

/** Path-level parameters overridden by operation-level ones with the same name and location. */
export function mergeParameters(pathLevel: Parameter[], operationLevel: Parameter[]): Parameter[] {
  const id = (p: Parameter) => `${p.in}:${p.name}`;
  const overridden = new Set(operationLevel.map(id));
  return [...pathLevel.filter((p) => !overridden.has(id(p))), ...operationLevel];
}
