import { dump } from 'js-yaml';
import { toPointer } from '@quire/diagnostics';
import { boundDepth } from '@quire/openapi';

/**
 * Levels of a document an AI excerpt writes out. A tool needs the outline; a schema a thousand
 * levels deep would make megabytes of indentation, and the YAML writer recurses once per level.
 */
export const maxExcerptDepth = 64;

/** A document cut to `maxExcerptDepth` levels, and a sentence saying where it was cut (none when it was not). */
export function boundedExcerpt(document: unknown): { value: unknown; note?: string } {
  const { value, cuts } = boundDepth(document, maxExcerptDepth);
  if (!cuts.length) return { value };
  const more = cuts.length > 1 ? ` and ${cuts.length - 1} more place${cuts.length > 2 ? 's' : ''}` : '';
  return { value, note: `Nested more than ${maxExcerptDepth} levels deep: left out below ${toPointer(cuts[0]!)}${more}.` };
}

/**
 * An excerpt document as YAML, the note on top as a comment. Written by js-yaml's emitter: a
 * site writes one excerpt per page, and it is 2.5 times faster than `yaml`'s document model
 * (GitHub's 1,223 operations: 0.8 s instead of 2.1 s), for the same values read back.
 */
export function excerptYaml(document: Record<string, unknown>): string {
  const { value, note } = boundedExcerpt(document);
  if (note) return `# ${note}\n${yamlOf(value)}`;
  // Key by key: the YAML of a mapping is its pairs' YAML one after another.
  return Object.entries(document)
    .map(([key, part]) => (key === 'components' && isRecord(part) ? componentsYaml(part) : yamlOf({ [key]: part })))
    .join('');
}

/**
 * The `components` of an excerpt, each entry's YAML written once per object of the spec and
 * reused: the excerpts of one spec reach the same components again and again (GitHub's 1,223
 * operations: 12.8 MB of their YAML, 2.4 MB of it distinct), and writing them was most of the
 * excerpts' time. The same text as writing the whole: block YAML is indented by level alone.
 */
function componentsYaml(components: Record<string, unknown>): string {
  if (!Object.keys(components).length) return yamlOf({ components });
  let yaml = 'components:\n';
  for (const [kind, entries] of Object.entries(components)) {
    if (!isRecord(entries) || !Object.keys(entries).length) return yamlOf({ components });
    yaml += `  ${keyLine(kind)}\n`;
    for (const [name, entry] of Object.entries(entries)) yaml += entryYaml(name, entry);
  }
  return yaml;
}

const entryTexts = new WeakMap<object, Map<string, string>>();

/** `name: entry` as YAML at the level of a component, kept while the spec's object lives. */
function entryYaml(name: string, entry: unknown): string {
  const written = () => indented(yamlOf({ [name]: entry }), '    ');
  if (typeof entry !== 'object' || entry === null) return written();
  let byName = entryTexts.get(entry);
  if (!byName) entryTexts.set(entry, (byName = new Map()));
  let yaml = byName.get(name);
  if (yaml === undefined) byName.set(name, (yaml = written()));
  return yaml;
}

/** `key:` as the writer puts a key with a mapping under it (quoted where YAML needs it). */
function keyLine(key: string): string {
  return yamlOf({ [key]: {} }).replace(/ \{\}\n$/, '');
}

/** Each line that has text moved right, as the writer indents a nested value (empty lines stay empty). */
function indented(yaml: string, by: string): string {
  return yaml.replace(/^(?!$)/gm, by);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as the twins write data: block YAML, lines never folded, a value met twice written out twice. */
export function yamlOf(value: unknown): string {
  return dump(value, { noRefs: true, lineWidth: -1 });
}
