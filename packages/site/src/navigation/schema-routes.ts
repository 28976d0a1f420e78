import type { ApiModel } from '@quire/openapi';
import type { Route } from './manifest.ts';
import type { MdxReference } from './mdx-references.ts';
import { defaultDirectory } from './nav-scope.ts';
import { operationId } from './operation-id.ts';
import { slugify, type SlugRegistry } from './slug.ts';

/** Every schema of every loaded spec gets a page (docs: guides/api-navigation#schema-pages) that references can link to; MDX `openapi-schema` pages take precedence. */
export function schemaRoutes(
  specs: ReadonlyMap<string, ApiModel | undefined>,
  mdx: ReadonlyMap<string, { ref: MdxReference }>,
  directories: ReadonlyMap<string, string>,
  slugs: SlugRegistry,
): Route[] {
  const covered = new Set([...mdx.values()].flatMap(({ ref }) => (ref.schema ? [operationId(ref.schema.spec, ref.schema.name)] : [])));
  const routes: Route[] = [];
  for (const [spec, model] of specs) {
    if (!model) continue;
    const directory = directories.get(spec) ?? defaultDirectory;
    for (const { name, schema } of model.schemas) {
      if (covered.has(operationId(spec, name))) continue;
      const description = typeof schema.description === 'string' ? schema.description : undefined;
      routes.push({
        slug: slugs.claim(`${directory}/schemas/${slugify(name)}`),
        kind: 'schema',
        source: spec,
        title: typeof schema.title === 'string' ? schema.title : name,
        deprecated: schema.deprecated === true,
        hidden: true,
        schema: { spec, name },
        metadata: {},
        ...(description ? { description } : {}),
      });
    }
  }
  return routes;
}
