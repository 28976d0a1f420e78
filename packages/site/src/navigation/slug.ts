/** URL slugs: readable, stable for the same input, and unable to leave the site's folder. */

/** `List all pets!` -> `list-all-pets`. Only [a-z0-9-], so no `..` or `/` can come through. */
export function slugify(text: string, fallback = 'page'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** A folder path from docs.json (`api/v2`), each segment slugified; `..` and absolute parts vanish. */
export function slugifyFolder(folder: string): string {
  return folder
    .split(/[\\/]+/)
    .filter((s) => s && s !== '.' && s !== '..')
    .map((s) => slugify(s))
    .join('/');
}

/**
 * An operation's slug below its folder: first tag, then operationId (stable across summary
 * edits), else summary, else method and path: `pets/list-pets`. Webhooks: `webhooks/new-pet`.
 */
export function operationSlug(op: { kind: string; method: string; path: string; tags: string[]; operationId?: string; summary?: string }): string {
  if (op.kind === 'webhook') return `webhooks/${slugify(op.path)}`;
  const tag = op.tags[0] ? `${slugify(op.tags[0])}/` : '';
  return `${tag}${slugify(op.operationId ?? op.summary ?? `${op.method} ${op.path}`)}`;
}

/** Hands out slugs, adding `-2`, `-3`, ... when one is taken. */
export class SlugRegistry {
  readonly #taken = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const slug of reserved) this.#taken.add(slug);
  }

  has(slug: string): boolean {
    return this.#taken.has(slug);
  }

  claim(wanted: string): string {
    let slug = wanted;
    for (let n = 2; this.#taken.has(slug); n++) slug = `${wanted}-${n}`;
    this.#taken.add(slug);
    return slug;
  }
}
