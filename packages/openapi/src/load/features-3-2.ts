// What OpenAPI 3.2 added, by the field's name and where it sits: a 3.0 or 3.1 document that uses one
// gets "an OpenAPI 3.2 feature" instead of the schema's bare "not allowed here", since the fix is
// usually to declare 3.2, not to delete the field.

/** The object a path points into, as the 3.2 specification names it, judged from the path's shape. */
function parentKind(segments: string[]): string | undefined {
  const [first, second] = segments;
  const last = segments.at(-1);
  const beforeLast = segments.at(-2);
  if (segments.length === 0) return 'root';
  if ((first === 'paths' || first === 'webhooks') && segments.length === 2) return 'path item';
  if (first === 'components' && segments.length === 3 && second === 'pathItems') return 'path item';
  if (first === 'tags' && segments.length === 2) return 'tag';
  if (first === 'components' && segments.length === 1) return 'components';
  if (beforeLast === 'content' || (first === 'components' && second === 'mediaTypes' && segments.length === 3)) return 'media type';
  if (last === 'flows') return 'oauth flows';
  if (first === 'components' && second === 'securitySchemes' && segments.length === 3) return 'security scheme';
  if (last === 'discriminator') return 'discriminator';
  if (beforeLast === 'examples') return 'example';
  if (beforeLast === 'servers' || first === 'servers') return 'server';
  if (beforeLast === 'responses') return 'response';
  return undefined;
}

const features: Record<string, Record<string, string>> = {
  root: { $self: 'the document’s own URI' },
  'path item': { query: 'the QUERY method', additionalOperations: 'methods beyond the fixed ones' },
  tag: { summary: 'a short tag title', parent: 'nested tags', kind: 'tag kinds' },
  components: { mediaTypes: 'reusable media types' },
  'media type': {
    $ref: 'media types by reference to `components.mediaTypes`',
    itemSchema: 'sequential media types',
    itemEncoding: 'sequential media types',
    prefixEncoding: 'positional multipart encodings',
  },
  'oauth flows': { deviceAuthorization: 'the OAuth device authorization flow' },
  'security scheme': { oauth2MetadataUrl: 'OAuth 2 server metadata discovery', deprecated: 'deprecated security schemes' },
  discriminator: { defaultMapping: 'a default for unmapped values' },
  example: { dataValue: 'example data values', serializedValue: 'serialized example values' },
  server: { name: 'server names' },
  response: { summary: 'response summaries' },
};

/** The 3.2 feature a field is, where `segments` is the path of the object holding it. */
export function feature32(segments: string[], key: string): string | undefined {
  const kind = parentKind(segments);
  return kind ? features[kind]?.[key] : undefined;
}

/** `in: querystring` is a 3.2 parameter location: the schema reports it as a bad enum value, if at all. */
export function isQuerystringIn(segments: string[], value: unknown): boolean {
  return segments.at(-1) === 'in' && value === 'querystring';
}

/**
 * Where a document puts `in: querystring`: the paths of those `in` fields. The 3.0/3.1 schemas
 * reject it inside a `oneOf` the validator does not always report, so it is looked for here.
 */
export function querystringLocations(document: Record<string, unknown>): string[][] {
  const found: string[][] = [];
  const scan = (list: unknown, at: string[]) => {
    if (!Array.isArray(list)) return;
    for (const [i, p] of list.entries()) if (isObject(p) && p.in === 'querystring') found.push([...at, String(i), 'in']);
  };
  for (const section of ['paths', 'webhooks']) {
    for (const [path, item] of Object.entries(asObject(document[section]))) {
      if (!isObject(item)) continue;
      scan(item.parameters, [section, path, 'parameters']);
      for (const [method, operation] of Object.entries(item)) if (isObject(operation)) scan(operation.parameters, [section, path, method, 'parameters']);
    }
  }
  for (const [name, p] of Object.entries(asObject(asObject(document.components).parameters)))
    if (isObject(p) && p.in === 'querystring') found.push(['components', 'parameters', name, 'in']);
  return found;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asObject(value: unknown): Record<string, unknown> {
  return isObject(value) ? value : {};
}
