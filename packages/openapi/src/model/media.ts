import { resolveObject, type NormalizeContext } from './context.ts';
import { asObject, asString, isObject, type JsonObject } from './json.ts';
import type { Example, Header, MediaType, RequestBody, Response } from './types.ts';

type Path = (string | number)[];

/**
 * OpenAPI 3.2 `serializedValue`: the example as its text on the wire, for an example with no data
 * form. JSON text becomes the data it spells, so it is shown and sent as the JSON it is; any other
 * text (a JSON lines stream, XML, a form) is kept as the text.
 */
function serializedExample(text: string, mediaType: string): unknown {
  if (!/json/i.test(mediaType)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Named examples, references resolved. `mediaType` is given for a media type's examples, where
 * a `serializedValue` is the body's text; a parameter's also carries its name and style, so there
 * it is not taken for the value.
 */
export function readExamples(ctx: NormalizeContext, value: unknown, path: Path, mediaType?: string): Record<string, Example> | undefined {
  if (!isObject(value)) return undefined;
  const examples: Record<string, Example> = {};
  for (const [name, raw] of Object.entries(value)) {
    const example = resolveObject(ctx, raw, [...path, name]);
    if (!example) continue;
    examples[name] = {
      ...(asString(example.summary) ? { summary: example.summary as string } : {}),
      ...(asString(example.description) ? { description: example.description as string } : {}),
      // OpenAPI 3.2: `dataValue` is the value as data (`serializedValue` is its text on the wire).
      ...('value' in example
        ? { value: example.value }
        : 'dataValue' in example
          ? { value: example.dataValue }
          : mediaType !== undefined && typeof example.serializedValue === 'string'
            ? { value: serializedExample(example.serializedValue, mediaType) }
            : {}),
      ...(asString(example.externalValue) ? { externalValue: example.externalValue as string } : {}),
    };
  }
  return examples;
}

/** A `content` map as a list, in the spec's order. */
export function readContent(ctx: NormalizeContext, value: unknown, path: Path): MediaType[] {
  return Object.entries(asObject(value)).flatMap(([mediaType, value]) => {
    const at = [...path, mediaType];
    // OpenAPI 3.2: a media type may be a `$ref` to `components.mediaTypes`.
    const raw = isObject(value) ? resolveObject(ctx, value, at) : undefined;
    if (!raw) return [];
    const examples = readExamples(ctx, raw.examples, [...at, 'examples'], mediaType);
    return [
      {
        mediaType,
        ...(isObject(raw.schema) ? { schema: raw.schema } : {}),
        ...(isObject(raw.itemSchema) ? { itemSchema: raw.itemSchema } : {}),
        ...('example' in raw ? { example: raw.example } : {}),
        ...(examples ? { examples } : {}),
        ...(isObject(raw.encoding) ? { encoding: raw.encoding } : {}),
        ...(isObject(raw.itemEncoding) ? { itemEncoding: raw.itemEncoding } : {}),
        ...(Array.isArray(raw.prefixEncoding) ? { prefixEncoding: raw.prefixEncoding.filter(isObject) } : {}),
      },
    ];
  });
}

export function readRequestBody(ctx: NormalizeContext, value: unknown, path: Path): RequestBody | undefined {
  if (value === undefined) return undefined;
  const body = resolveObject(ctx, value, path);
  if (!body) return undefined;
  const description = asString(body.description);
  return { required: body.required === true, content: readContent(ctx, body.content, [...path, 'content']), ...(description ? { description } : {}) };
}

export function readHeaders(ctx: NormalizeContext, value: unknown, path: Path): Header[] {
  return Object.entries(asObject(value)).flatMap(([name, raw]) => {
    const header = resolveObject(ctx, raw, [...path, name]);
    if (!header) return [];
    return [readHeader(name, header)];
  });
}

function readHeader(name: string, header: JsonObject): Header {
  const description = asString(header.description);
  return {
    name,
    required: header.required === true,
    deprecated: header.deprecated === true,
    ...(description ? { description } : {}),
    ...(isObject(header.schema) ? { schema: header.schema } : {}),
    ...('example' in header ? { example: header.example } : {}),
  };
}

export function readResponses(ctx: NormalizeContext, value: unknown, path: Path): Response[] {
  return Object.entries(asObject(value)).flatMap(([status, raw]) => {
    if (status.startsWith('x-')) return [];
    const at = [...path, status];
    const response = resolveObject(ctx, raw, at);
    if (!response) return [];
    const description = asString(response.description);
    const summary = asString(response.summary);
    return [
      {
        status,
        ...(summary ? { summary } : {}),
        headers: readHeaders(ctx, response.headers, [...at, 'headers']),
        content: readContent(ctx, response.content, [...at, 'content']),
        ...(description !== undefined ? { description } : {}),
      },
    ];
  });
}
