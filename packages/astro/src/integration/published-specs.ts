// docs.json `contextual.options` "download-spec": the page menu of an API reference page offers
// the OpenAPI document the page is made from. A document of the docs folder is published at its
// own path (`/api/openapi.yaml`), as written, with the files its `$ref`s name beside it, so that
// relative references still resolve from the published copy; a document named by URL is already
// published there. A site without the option publishes no spec.
import { dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import type { DocsConfig } from '@quire/config';
import type { SiteManifest } from '@quire/site';
import { isUrl, type LoadedSpec } from '@quire/openapi';

/** Where a page's spec is downloaded from: a path of the docs folder (`api/openapi.yaml`) or a URL. */
export interface PublishedSpec {
  href: string;
  /** The docs folder's files to copy into the site (`/`-separated, relative): the document and the files it references. */
  files: string[];
}

/** The specs the site's reference pages are made from, by spec key, when docs.json asks for "download-spec". */
export function publishedSpecs(config: DocsConfig, manifest: SiteManifest, specs: ReadonlyMap<string, LoadedSpec>, dir: string): Map<string, PublishedSpec> {
  const published = new Map<string, PublishedSpec>();
  if (!config.contextual?.options.includes('download-spec')) return published;
  const shown = new Set(manifest.routes.flatMap((route) => [route.operation?.spec, route.schema?.spec]).filter((spec): spec is string => spec !== undefined));
  for (const key of shown) {
    const model = specs.get(key)?.model;
    if (!model) continue;
    if (isUrl(key)) {
      published.set(key, { href: key, files: [] });
      continue;
    }
    const file = inside(dir, join(dir, key));
    if (!file) continue;
    published.set(key, { href: file, files: [file, ...referencedFiles(model.document, dirname(join(dir, key)), dir)] });
  }
  return published;
}

/** The files of the docs folder a bundled document's `$ref`s named (`x-ext-urls`: paths relative to the document's folder). */
function referencedFiles(document: Record<string, unknown>, from: string, dir: string): string[] {
  const origins = document['x-ext-urls'];
  if (typeof origins !== 'object' || origins === null) return [];
  return Object.values(origins).flatMap((origin) => {
    if (typeof origin !== 'string' || isUrl(origin)) return [];
    const file = inside(dir, join(from, origin.split('#')[0]!));
    return file ? [file] : [];
  });
}

/** A path relative to the docs folder, `/`-separated, or undefined when it leaves the folder. */
function inside(dir: string, path: string): string | undefined {
  const rel = relative(dir, normalize(path));
  if (!rel || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
  return rel.split(sep).join('/');
}
