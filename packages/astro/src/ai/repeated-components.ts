/**
 * llms-full.txt holds every page's twin, and the twin of an endpoint page writes out, after its
 * operation, every component it reaches (`components.schemas.repository`, `responses.not_found`,
 * ...): on GitHub's spec 12.8 of the file's 16.3 MB, of which 2.4 MB were different. The full
 * text writes each component once, where the first operation reaches it; a later operation keeps
 * its `$ref` and a comment saying where the definition is. The twins themselves stay whole.
 */

/** The comment a trimmed `components:` block starts with. */
export const writtenEarlier = '# Components written out earlier in this file are not repeated: find each $ref there.';

const openapiBlock = /(## OpenAPI\n\n```yaml\n)([\s\S]*?\n)(```)/g;

/**
 * `twin` with the component entries of its OpenAPI excerpt that `written` already holds left
 * out; the others are added to `written`. An entry is known by its kind, name and whole text, so
 * two specs' different `Error` schemas are both written.
 */
export function withoutRepeatedComponents(twin: string, written: Set<string>): string {
  return twin.replace(openapiBlock, (_, open: string, yaml: string, close: string) => open + trimComponents(yaml, written) + close);
}

/**
 * The excerpt is js-yaml's block output with an indent of 2 (bounded-excerpt.ts), so within the
 * top-level `components:` a kind is a line indented by 2 and an entry starts at a line indented by
 * 4: every deeper line, block scalars included, belongs to the entry above it.
 */
function trimComponents(yaml: string, written: Set<string>): string {
  const lines = yaml.split('\n');
  const start = lines.indexOf('components:');
  if (start === -1) return yaml;
  // The block ends before the next top-level line; an empty line inside it is a block scalar's.
  let end = start + 1;
  for (let i = start + 1; i < lines.length && (lines[i]!.startsWith(' ') || lines[i] === ''); i++) if (lines[i]) end = i + 1;
  const kept: string[] = [];
  let kind: string | undefined;
  let entries: string[][] = [];
  let dropped = false;
  const closeKind = () => {
    if (kind === undefined) return;
    const fresh = entries.filter((entry) => {
      const key = `${kind}\n${entry.join('\n')}`;
      if (written.has(key)) return false;
      written.add(key);
      return true;
    });
    dropped ||= fresh.length < entries.length;
    if (fresh.length) kept.push(kind, ...fresh.flat());
  };
  for (const line of lines.slice(start + 1, end)) {
    if (/^ {2}\S/.test(line)) {
      closeKind();
      kind = line;
      entries = [];
    } else if (/^ {4}\S/.test(line) || !entries.length) entries.push([line]);
    else entries.at(-1)!.push(line);
  }
  closeKind();
  if (!dropped) return yaml;
  const block = kept.length ? ['components:', ...kept] : [];
  return [...lines.slice(0, start), writtenEarlier, ...block, ...lines.slice(end)].join('\n');
}
