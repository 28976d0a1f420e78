import type { ApiModel, SchemaObject } from '@quire/openapi';
import type { PageData } from '../data/page-data.ts';
import { playgroundRefs } from '../data/playground-payload.ts';
import { playgroundRefsFile, storedPage } from '../data/stored-refs.ts';
import { hashOf } from '../build-cache/page-cache.ts';

/**
 * Gathers, while the pages' data is written, what the pages of each spec share: their `$ref`
 * targets, each turned to JSON once (data/stored-refs.ts), and the targets of the spec's
 * playgrounds (routes/playground-refs.ts).
 */
export class PageRefsWriter {
  /** Spec -> its file of targets, and ref -> the target's JSON. */
  private readonly specs = new Map<string, { file: string; texts: Map<string, string> }>();
  /** Page id -> the targets its playground reaches, by spec. */
  private readonly playgrounds = new Map<number, { spec: string; refs: Record<string, SchemaObject> }>();

  private readonly models: ReadonlyMap<string, ApiModel | undefined>;

  constructor(models: ReadonlyMap<string, ApiModel | undefined>) {
    this.models = models;
  }

  /** The page's data as written, and the JSON of its refs' targets (a page changes with them: its hash takes them). */
  page(data: PageData, playground: boolean): { json: string; targets: string[] } {
    const api = data.api;
    if (!api) return { json: JSON.stringify(data), targets: [] };
    let spec = this.specs.get(api.spec);
    if (!spec) this.specs.set(api.spec, (spec = { file: targetsFile(api.spec), texts: new Map() }));
    const { file, texts } = spec;
    const targets: string[] = [];
    for (const [ref, target] of Object.entries(api.refs)) {
      let text = texts.get(ref);
      if (text === undefined) texts.set(ref, (text = JSON.stringify(target)));
      targets.push(text);
    }
    const document = this.models.get(api.spec)?.document;
    if (playground && api.operation?.kind === 'operation' && document) this.playgrounds.set(data.id, { spec: api.spec, refs: playgroundRefs(api, document) });
    return { json: JSON.stringify(storedPage(data, file)), targets };
  }

  /** The files to write with the pages' data (data/page-pack.ts): each spec's targets, and each playground spec's (by its index in `specs`). */
  files(specs: readonly string[]): { name: string; json: string }[] {
    const files = [...this.specs.values()].map(({ file, texts }) => {
      // Sorted: the same file whatever order the pages were written in.
      const entries = [...texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return { name: file, json: `{${entries.map(([ref, text]) => `${JSON.stringify(ref)}:${text}`).join(',')}}` };
    });
    // In page order, as the playground route gathered them from each page's data.
    const ids = [...this.playgrounds.keys()].sort((a, b) => a - b);
    specs.forEach((spec, index) => {
      const refs: Record<string, SchemaObject> = {};
      for (const id of ids) if (this.playgrounds.get(id)!.spec === spec) Object.assign(refs, this.playgrounds.get(id)!.refs);
      files.push({ name: playgroundRefsFile(index), json: JSON.stringify(refs) });
    });
    return files;
  }
}

/** The file of a spec's targets: named by a hash of its key, which may be a path or a URL. */
function targetsFile(spec: string): string {
  return `refs-${hashOf(spec).slice(0, 16)}.json`;
}
