import { normalize, type ApiModel } from '@quire/openapi';
import type { DocsConfig } from '@quire/config';
import { resolveNavigation, type MdxPage, type NavNode, type SiteManifest } from '@quire/site';

/** A small spec: two tagged operations, one untagged, one hidden, one excluded, a webhook and two schemas. */
export function petsSpec(source = 'openapi.yaml', overrides: Record<string, unknown> = {}): ApiModel {
  const doc = {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1' },
    servers: [{ url: 'https://pets.example.com' }],
    tags: [{ name: 'pets' }, { name: 'stores' }],
    paths: {
      '/pets': {
        get: { operationId: 'listPets', summary: 'List pets', description: 'All the pets.', tags: ['pets'], responses: {} },
        post: { operationId: 'createPet', tags: ['pets'], deprecated: true, responses: {} },
      },
      '/pets/{id}': {
        get: { operationId: 'getPet', summary: 'Get a pet', tags: ['pets'], responses: {} },
        delete: { summary: 'Delete a pet', tags: ['pets'], 'x-hidden': true, responses: {} },
        put: { summary: 'Replace a pet', tags: ['pets'], 'x-excluded': true, responses: {} },
      },
      '/stores': { get: { summary: 'List stores', tags: ['stores'], responses: {} } },
      '/health': { get: { responses: {} } },
    },
    webhooks: { petAdopted: { post: { summary: 'Pet adopted', responses: {} } } },
    components: { schemas: { Pet: { type: 'object', description: 'A pet' }, Store: { type: 'object' } } },
    ...overrides,
  };
  return normalize(doc, source, '3.1').model;
}

export function resolve(
  navigation: Record<string, unknown>,
  options: { specs?: Record<string, ApiModel | undefined>; mdx?: MdxPage[]; api?: Record<string, unknown> } = {},
): SiteManifest {
  const config = { name: 'Test', navigation, ...(options.api ? { api: options.api } : {}) } as unknown as DocsConfig;
  const specs = new Map(Object.entries(options.specs ?? { 'openapi.yaml': petsSpec() }));
  return resolveNavigation({ config, specs, mdx: options.mdx ?? [] });
}

export function page(path: string, frontmatter: Record<string, unknown> = {}): MdxPage {
  return { path, frontmatter };
}

/** Sidebar as `label` strings, groups as `[label, children]`: the shape a reader sees. */
export function outline(nodes: NavNode[]): unknown[] {
  return nodes.map((n) => ('children' in n ? [n.label, outline(n.children)] : n.label));
}

export function routeOf(manifest: SiteManifest, key: string) {
  return manifest.routes.find((r) => r.operation?.key === key);
}

export function codes(manifest: SiteManifest): string[] {
  return manifest.diagnostics.map((d) => d.code);
}
