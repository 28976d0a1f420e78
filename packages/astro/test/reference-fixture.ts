/**
 * Renders reference pages straight from real specs (`@readme/oas-examples`), without an Astro
 * build: the same functions the page calls, over the same page data.
 */
import { join } from 'node:path';
import type { Route } from '@quire/site';
import { loadSpec, type ApiModel } from '@quire/openapi';
import { pageData, schemaSlugs } from '../src/data/page-data.ts';
import type { ReferenceSettings } from '../src/data/site-data.ts';
import { escapeHtml } from '../src/data/escape-html.ts';
import { renderReference } from '../src/reference/render-reference.ts';
import { operationRoute } from './operation-fixture.ts';

const examples = join(import.meta.dirname, '../../../node_modules/@readme/oas-examples');
const models = new Map<string, ApiModel>();

/** The model of an oas-examples file such as `3.0/json/discriminators.json`, loaded once. */
export async function exampleSpec(file: string): Promise<ApiModel> {
  const cached = models.get(file);
  if (cached) return cached;
  const loaded = await loadSpec(join(examples, file));
  if (!loaded.model) throw new Error(`${file} did not load: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
  models.set(file, loaded.model);
  return loaded.model;
}

export const defaultSettings: ReferenceSettings = { defaults: 'all', autogenerate: true, expanded: false };

/** The rendered reference of one operation (`POST /pets`, `webhook newPet`) or schema (`schema Pet`), as one HTML string. */
export async function renderPage(file: string, key: string, settings: Partial<ReferenceSettings> = {}): Promise<string> {
  const model = await exampleSpec(file);
  const schemaName = key.startsWith('schema ') ? key.slice(7) : undefined;
  const routes: Route[] = model.schemas.map((s) => ({
    slug: `schemas/${s.name.toLowerCase()}`,
    kind: 'schema',
    source: file,
    title: s.name,
    deprecated: false,
    hidden: true,
    schema: { spec: file, name: s.name },
    metadata: {},
  }));
  const route: Route = schemaName ? routes.find((r) => r.schema?.name === schemaName)! : operationRoute(file, key);
  if (!route) throw new Error(`no schema ${schemaName} in ${file}`);
  const data = pageData(0, route, { nav: [], models: new Map([[file, model]]), schemaSlugs: schemaSlugs(routes) }, {});
  if (!data.api || (!schemaName && !data.api.operation)) throw new Error(`no ${key} in ${file}`);
  const rendered = renderReference(data.api, { ...defaultSettings, ...settings }, (code) => escapeHtml(code));
  return [rendered.description?.value ?? '', rendered.main.value, rendered.aside?.value ?? ''].join('\n');
}

/** The page's text as a reader sees it: tags dropped, entities decoded, whitespace folded. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
