import { asArray, asObject, asString, isObject } from './json.ts';
import type { Server } from './types.ts';

/** `servers` as written, or undefined when the level does not set them (so a parent's apply). */
export function readServers(value: unknown): Server[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return asArray(value)
    .filter(isObject)
    .flatMap((raw) => {
      const url = asString(raw.url);
      if (url === undefined) return [];
      const variables: Server['variables'] = {};
      for (const [name, v] of Object.entries(asObject(raw.variables))) {
        if (!isObject(v)) continue;
        const enumValues = asArray(v.enum).map(String);
        variables[name] = {
          default: String(v.default ?? enumValues[0] ?? ''),
          ...(enumValues.length ? { enum: enumValues } : {}),
          ...(typeof v.description === 'string' ? { description: v.description } : {}),
        };
      }
      const description = asString(raw.description);
      const name = asString(raw.name);
      return [{ url, variables, ...(description ? { description } : {}), ...(name ? { name } : {}) }];
    });
}
