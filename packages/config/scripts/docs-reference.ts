// Renders the docs.json reference page of Quire's own docs (sites/docs/reference/docs-json.mdx)
// from docs.schema.json, so that the page says what the schema says and cannot drift from it.

/** The parts of a draft-07 JSON Schema that docs.schema.json uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  description?: string;
  default?: unknown;
  examples?: unknown[];
  enum?: unknown[];
  pattern?: string;
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  definitions?: Record<string, JsonSchema>;
  'x-quire-unsupported'?: boolean;
}

const intro = `Every key of \`docs.json\`: where it goes, its type and default, what it does, and an example.
Keys marked **not used yet** come from the docs.json of the hosted platform Quire replaces: Quire
accepts them, so such a file builds as it is, warns once for each (\`CONFIG_UNSUPPORTED_KEY\`) and
builds the site without them. Any other key is reported as unknown, with the closest known key.

Add \`"$schema"\` to your docs.json to get the same information as completion and checks in your editor:

\`\`\`json
{ "$schema": "./node_modules/@quire/config/docs.schema.json" }
\`\`\``;

/** One key to document: where it is, its schema as written, and whether its object requires it. */
interface Entry {
  path: string;
  schema: JsonSchema;
  required: boolean;
  ignored: boolean;
}

/** The reference page, as MDX. */
export function renderDocsReference(root: JsonSchema): string {
  const definitions = root.definitions ?? {};
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = refName(schema);
    return ref ? { ...definitions[ref], ...withoutRef(schema) } : schema;
  };
  // Navigation elements nest in one another, so they get a section each and are linked to. Any
  // other definition is written out where it is first used, and linked to from then on.
  const sectioned = new Set(Object.keys(definitions).filter((name) => isRecursive(name, definitions)));
  const writtenAt = new Map<string, string>();
  const shared = sharedNavigationFields(definitions, sectioned);
  const slugs = new Slugger();
  const examples = new Examples(definitions);
  const typeOf = (schema: JsonSchema): string => describeType(schema, definitions, sectioned, writtenAt);

  const out: string[] = [
    '---',
    'title: docs.json reference',
    'description: Every key of docs.json, with its type, default, description and an example. Generated from docs.schema.json.',
    '---',
    '',
    '{/* Generated from packages/config/docs.schema.json by `npm run docs:reference`: edit the zod schema, not this page. */}',
    '',
    intro,
    '',
  ];

  /** The keys inside a key: an object's properties, those of its list items and of its object forms. */
  const childrenOf = (entry: Entry): Entry[] => {
    const children: Entry[] = [];
    const seen = new Set<string>();
    const visit = (schema: JsonSchema, path: string) => {
      const ref = refName(schema);
      if (ref && (sectioned.has(ref) || (writtenAt.has(ref) && writtenAt.get(ref) !== path))) return;
      if (ref) writtenAt.set(ref, path);
      const node = resolve(schema);
      if (node.items) visit(node.items, `${path}[]`);
      for (const option of [...(node.anyOf ?? []), ...(node.allOf ?? [])]) visit(option, path);
      const required = new Set(node.required ?? []);
      for (const [key, property] of Object.entries(node.properties ?? {})) {
        // The same key under several forms (an object, or a list of them) is documented once.
        if (seen.has(key)) continue;
        seen.add(key);
        children.push({ path: `${path}.${key}`, schema: property, required: required.has(key), ignored: entry.ignored || isIgnored(property) });
      }
    };
    visit(entry.schema, entry.path);
    return children;
  };

  const facts = (entry: Entry): string[] => {
    const schema = resolve(entry.schema);
    const list = [`Type: ${typeOf(entry.schema)}`];
    if (entry.required) list.push('Required');
    if (schema.default !== undefined && !isEmptyObject(schema.default)) list.push(`Default: ${code(JSON.stringify(schema.default))}`);
    return list;
  };
  const exampleOf = (entry: Entry): string | undefined => {
    const example = examples.of(entry.schema, lastKey(entry.path));
    return example === undefined ? undefined : `${JSON.stringify(lastKey(entry.path))}: ${pretty(example)}`;
  };

  /** A key with a heading of its own. */
  const block = (entry: Entry, depth: number) => {
    const schema = resolve(entry.schema);
    slugs.slug(entry.path);
    out.push(`${'#'.repeat(depth)} \`${entry.path}\``, '');
    if (schema.description) out.push(escapeMdx(withoutSuffix(schema.description)), '');
    const list = facts(entry);
    if (entry.ignored) list.push('**Not used yet**: accepted, ignored with a warning');
    out.push(list.map((fact) => `- ${fact}`).join('\n'), '');
    const example = exampleOf(entry);
    if (example) out.push('```json', example, '```', '');
  };

  /** The keys under a key Quire ignores: one line each, as they matter less. */
  const lines = (entries: Entry[]) => {
    for (const entry of entries) {
      const schema = resolve(entry.schema);
      const description = schema.description ? ` ${escapeMdx(withoutSuffix(schema.description))}` : '';
      const example = exampleOf(entry);
      const inline =
        example === undefined ? '' : ` Example: \`${JSON.stringify(lastKey(entry.path))}: ${oneLine(examples.of(entry.schema, lastKey(entry.path)))}\``;
      out.push(`- \`${entry.path}\`: ${facts(entry).join('; ')}.${description}${inline}`);
      lines(childrenOf(entry));
    }
  };

  // A key and every key below it, depth first, in schema order.
  const walk = (entry: Entry, depth: number) => {
    block(entry, depth);
    const children = childrenOf(entry);
    if (entry.ignored && children.length) {
      out.push('Its keys:', '');
      lines(children);
      out.push('');
      return;
    }
    for (const child of children) walk(child, Math.min(depth + 1, 3));
  };

  const rootRequired = new Set(root.required ?? []);
  for (const [key, property] of Object.entries(root.properties ?? {})) {
    walk({ path: key, schema: property, required: rootRequired.has(key), ignored: isIgnored(property) }, 2);
  }

  for (const name of sectioned) {
    const definition = definitions[name]!;
    out.push(`## ${name}`, '');
    slugs.slug(name);
    if (definition.description) out.push(escapeMdx(definition.description), '');
    const keys = Object.keys(definition.properties ?? {});
    const sharedHere = keys.filter((key) => shared.has(key));
    if (sharedHere.length) {
      const links = sharedHere.map((key) => `[\`${key}\`](#${githubSlug(`navigation.${key}`)})`).join(', ');
      out.push(`Besides its own keys below, it takes those of every navigation level: ${links}.`, '');
    }
    const example = examples.of(definition, name);
    if (example !== undefined) out.push('```json', pretty(example), '```', '');
    const required = new Set(definition.required ?? []);
    for (const key of keys.filter((k) => !shared.has(k))) {
      const property = definition.properties![key]!;
      walk({ path: `${name}.${key}`, schema: property, required: required.has(key), ignored: isIgnored(property) }, 3);
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function isIgnored(schema: JsonSchema): boolean {
  return schema['x-quire-unsupported'] === true;
}

/** Keys that every navigation element shares with `navigation` itself, word for word. */
function sharedNavigationFields(definitions: Record<string, JsonSchema>, sectioned: ReadonlySet<string>): Set<string> {
  const navigation = definitions.Navigation?.properties ?? {};
  const elements = [...sectioned].map((name) => definitions[name]?.properties ?? {});
  return new Set(
    Object.keys(navigation).filter((key) =>
      elements.every((properties) => properties[key] !== undefined && properties[key]!.description === navigation[key]!.description),
    ),
  );
}

function isRecursive(name: string, definitions: Record<string, JsonSchema>): boolean {
  const start = definitions[name];
  if (!start?.properties) return false;
  const seen = new Set<string>();
  const stack: JsonSchema[] = [start];
  let first = true;
  while (stack.length) {
    const node = stack.pop()!;
    const ref = refName(node);
    if (ref) {
      if (ref === name && !first) return true;
      if (seen.has(ref)) continue;
      seen.add(ref);
      if (definitions[ref]) stack.push(definitions[ref]!);
    }
    first = false;
    stack.push(...Object.values(node.properties ?? {}), ...(node.anyOf ?? []), ...(node.allOf ?? []));
    if (node.items) stack.push(node.items);
    if (node.additionalProperties && typeof node.additionalProperties === 'object') stack.push(node.additionalProperties);
  }
  return false;
}

/** The type in words, with links to the navigation elements' sections. */
function describeType(
  schema: JsonSchema,
  definitions: Record<string, JsonSchema>,
  sectioned: ReadonlySet<string>,
  writtenAt: ReadonlyMap<string, string>,
): string {
  const recurse = (inner: JsonSchema) => describeType(inner, definitions, sectioned, writtenAt);
  const ref = refName(schema);
  if (ref && sectioned.has(ref)) return `[${ref}](#${githubSlug(ref)})`;
  const at = ref ? writtenAt.get(ref) : undefined;
  if (ref) {
    const type = describeType({ ...definitions[ref], ...withoutRef(schema) }, definitions, sectioned, new Map());
    return at ? `${type}, as in [\`${at}\`](#${githubSlug(at)})` : type;
  }
  if (schema.allOf?.length === 1) return recurse(schema.allOf[0]!);
  if (schema.const !== undefined) return code(JSON.stringify(schema.const));
  if (schema.enum) return orList(schema.enum.map((value) => code(JSON.stringify(value))));
  if (schema.anyOf) {
    // Literal values of several options read as one list: "a", "b" or "c".
    const literals = schema.anyOf.every((option) => option.enum || option.const !== undefined);
    if (literals) return orList(schema.anyOf.flatMap((option) => option.enum ?? [option.const]).map((value) => code(JSON.stringify(value))));
    return orList(unique(schema.anyOf.map((option) => recurse(option))));
  }
  switch (schema.type) {
    case 'array':
      return schema.items ? `list of ${plural(recurse(schema.items))}` : 'list';
    case 'object': {
      const values = schema.additionalProperties;
      if (!schema.properties && values && typeof values === 'object' && Object.keys(values).length) {
        return `object of ${plural(recurse(values))} by name`;
      }
      return 'object';
    }
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'integer':
      return 'number';
    default:
      return 'any value';
  }
}

/** Examples: the schema's own, else one read from its description or made from its type. */
class Examples {
  readonly #definitions: Record<string, JsonSchema>;
  constructor(definitions: Record<string, JsonSchema>) {
    this.#definitions = definitions;
  }

  of(schema: JsonSchema, key: string, depth = 0): unknown {
    const ref = refName(schema);
    if (ref) return this.of({ ...this.#definitions[ref], ...withoutRef(schema) }, key, depth);
    if (schema.examples?.length) return schema.examples[0];
    if (schema.allOf?.length === 1) return this.of(schema.allOf[0]!, key, depth);
    const stated = suchAs(schema.description);
    if (stated !== undefined && fitsType(stated, schema)) return stated;
    if (stated !== undefined && schema.type === 'array' && schema.items && fitsType(stated, schema.items)) return [stated];
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum.find((value) => value !== schema.default) ?? schema.enum[0];
    if (schema.anyOf) {
      for (const option of schema.anyOf) {
        const example = this.of({ description: schema.description, default: schema.default, ...option }, key, depth);
        if (example !== undefined) return example;
      }
      return undefined;
    }
    switch (schema.type) {
      case 'boolean':
        return schema.default !== true;
      case 'number':
      case 'integer':
        return typeof schema.default === 'number' ? schema.default : 1;
      case 'string':
        if (typeof schema.default === 'string') return schema.default;
        return schema.pattern?.includes('0-9a-fA-F') ? '#0D9373' : stringFor(key);
      case 'array': {
        if (depth > 2 || !schema.items) return [];
        const item = this.of(schema.items, singular(key), depth + 1);
        return item === undefined ? [] : [item];
      }
      case 'object': {
        if (depth > 2) return {};
        const properties = Object.entries(schema.properties ?? {}).filter(([, p]) => p['x-quire-unsupported'] !== true);
        if (properties.length === 0) {
          const values = schema.additionalProperties;
          if (values && typeof values === 'object' && Object.keys(values).length) return { name: this.of(values, 'value', depth + 1) };
          return {};
        }
        const required = new Set(schema.required ?? []);
        const chosen = properties.filter(([name]) => required.has(name));
        const picked = chosen.length ? chosen : properties.slice(0, 2);
        return Object.fromEntries(picked.map(([name, property]) => [name, this.of(property, name, depth + 1)]));
      }
      default:
        return undefined;
    }
  }
}

/** The JSON value after "such as" in a description: `such as "#0D9373"`, `such as ["curl"]`. */
function suchAs(description: string | undefined): unknown {
  const at = description?.indexOf('such as ') ?? -1;
  if (at < 0) return undefined;
  const text = description!.slice(at + 'such as '.length);
  const literal = jsonPrefix(text);
  if (literal === undefined) return undefined;
  try {
    return JSON.parse(literal);
  } catch {
    return undefined;
  }
}

/** The JSON literal that `text` starts with, found by matching its quotes and brackets. */
function jsonPrefix(text: string): string | undefined {
  const number = /^-?\d+(\.\d+)?/.exec(text);
  if (number) return number[0];
  if (!'"{['.includes(text[0] ?? '')) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') {
        inString = false;
        if (depth === 0) return text.slice(0, i + 1);
      }
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return text.slice(0, i + 1);
    }
  }
  return undefined;
}

function fitsType(value: unknown, schema: JsonSchema): boolean {
  if (schema.anyOf) return schema.anyOf.some((option) => fitsType(value, option));
  if (schema.enum) return schema.enum.includes(value);
  if (schema.$ref || schema.allOf) return typeof value === 'object';
  switch (schema.type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
    case 'integer':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    default:
      return true;
  }
}

/** A plausible string for a key that says nothing of its own. */
function stringFor(key: string): string {
  if (/href|url|link|host|server|sameAs|source/i.test(key)) return 'https://example.com';
  if (/^(light|dark|image|background|logo|favicon)$/.test(key)) return `/images/${key}.png`;
  if (/^(label|title|name|header|group|tab|anchor|dropdown|product|item|content)$/.test(key)) return 'Example';
  if (/description/i.test(key)) return 'One line about it.';
  if (/key|token|id$/i.test(key)) return 'YOUR_ID';
  return 'example';
}

function singular(key: string): string {
  return key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.replace(/s$/, '');
}

function plural(type: string): string {
  if (type.startsWith('`') || type.includes('](') || type.includes(' or ')) return type;
  return type === 'any value' ? 'values' : `${type}s`;
}

function orList(words: string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? 'any value');
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}

function refName(schema: JsonSchema): string | undefined {
  const ref = schema.$ref ?? (schema.allOf?.length === 1 ? schema.allOf[0]!.$ref : undefined);
  return ref?.startsWith('#/definitions/') ? ref.slice('#/definitions/'.length) : undefined;
}

function withoutRef(schema: JsonSchema): JsonSchema {
  const { $ref: _ref, allOf: _allOf, ...rest } = schema;
  return rest;
}

function lastKey(path: string): string {
  return path.split('.').pop()!.replace(/\[\]$/, '');
}

function isEmptyObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;
}

/** The page says "not used yet" in its own words; the schema's sentence for editors is left out. */
function withoutSuffix(description: string): string {
  return description.replace(/ Quire accepts this key but ignores it for now\.$/, '');
}

/** JSON as people lay it out: each part on one line when it fits in 80 columns, else indented. */
function pretty(value: unknown, indent = ''): string {
  const line = oneLine(value);
  if (indent.length + line.length <= 80 || value === null || typeof value !== 'object') return line;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((item) => inner + pretty(item, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pretty(item, inner)}`);
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/** JSON with a space after each comma and colon, as people write it on one line. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}: ${oneLine(inner)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

function code(text: string): string {
  return `\`${text}\``;
}

/**
 * Prose of the schema as MDX. JSON written in it (`"#0D9373"`, `{ "light", "dark" }`, `["curl"]`)
 * becomes code, as it is meant to be copied; what is left is escaped, since braces and angle
 * brackets would start JSX and brackets or stars would be read as links or emphasis.
 */
function escapeMdx(text: string): string {
  return text
    .split(/(`[^`]*`|\{[^{}]*\}|\[[^[\]]*\]|"[^"]*")/)
    .map((part, i) => {
      if (i % 2 === 0)
        return part
          .replace(/[{}[\]*_]/g, (c) => `\\${c}`)
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;');
      return part.startsWith('`') ? part : `\`${part}\``;
    })
    .join('');
}

/** The heading ids Astro gives (github-slugger): lowercase, punctuation dropped, spaces to dashes. */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Tracks slugs as Astro does, so duplicates would get -1, -2; the reference has none by design. */
class Slugger {
  readonly #seen = new Set<string>();
  slug(text: string): string {
    const slug = githubSlug(text);
    if (this.#seen.has(slug)) throw new Error(`Two headings of the docs.json reference would share the id #${slug} (${text}).`);
    this.#seen.add(slug);
    return slug;
  }
}
