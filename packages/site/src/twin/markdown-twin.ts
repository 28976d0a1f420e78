import type { Route } from '../navigation/manifest.ts';
import type { AsyncApiModel } from '@quire/asyncapi';
import type { GraphQLModel } from '@quire/graphql';
import type { SdkModel } from '@quire/sdk-reference';
import { exampleValue, reachableRefs, type ApiModel } from '@quire/openapi';
import { boundedExcerpt, yamlOf } from './bounded-excerpt.ts';
import { channelExcerpt } from './channel-excerpt.ts';
import { graphqlExcerpt } from './graphql-excerpt.ts';
import { markdownWithLinks, mdxBody } from './mdx-body.ts';
import type { SiteLink } from './site-links.ts';
import { operationExcerpt } from './operation-excerpt.ts';
import { sdkExcerpt } from './sdk-excerpt.ts';

/** The SDK artifact of a page with `sdk` (its own page, or frontmatter), and the site path of each id's page (`/sdk-reference/library#search`). */
export interface TwinSdk {
  model: SdkModel;
  address: (id: string) => string | undefined;
}

/**
 * The Markdown twin of a page (`<page>.md`): its text for AI tools, without the site around it.
 * `link` writes the site paths of its Markdown as the site's URLs, as the page's HTML has them
 * (a site under `/docs/`); the spec excerpts stay the documents as written.
 */
export function markdownTwin(
  route: Route,
  mdxSource: string | undefined,
  model: ApiModel | undefined,
  asyncModel?: AsyncApiModel,
  link?: SiteLink,
  graphqlModel?: GraphQLModel,
  sdk?: TwinSdk,
): string {
  const parts = [`# ${route.title}`];
  if (route.description) parts.push(`> ${route.description.replace(/\n/g, '\n> ')}`);
  if (mdxSource !== undefined) parts.push(mdxBody(mdxSource, link));
  if (route.content) parts.push(mdxBody(route.content, link));
  const ref = route.operation;
  const operation = ref && model ? [...model.operations, ...model.webhooks].find((o) => o.key === ref.key) : undefined;
  if (operation) {
    if (operation.description && operation.description !== route.description) parts.push(markdownWithLinks(operation.description, link));
    parts.push(`## OpenAPI\n\n\`\`\`yaml\n${operationExcerpt(model!, operation).trimEnd()}\n\`\`\``);
  }
  const schema = route.schema && model ? model.schemas.find((s) => s.name === route.schema!.name) : undefined;
  if (schema) {
    const { value, note } = boundedExcerpt(schema.schema);
    // YAML, as an operation's excerpt is: the same data as JSON in two thirds of the bytes
    // (GitHub's 969 schema pages wrote 13 MB of indented JSON).
    parts.push(`## Schema\n\n${note ? `${note}\n\n` : ''}\`\`\`yaml\n${yamlOf(value).trimEnd()}\n\`\`\``);
    // The same example the page shows beside the fields: the object as data.
    const example = exampleValue(schema.schema, reachableRefs(schema.schema, model!.document), 'either');
    if (example !== undefined) parts.push(`## Example\n\n\`\`\`yaml\n${yamlOf(example).trimEnd()}\n\`\`\``);
  }
  const channel = route.channel && asyncModel ? asyncModel.channels.find((c) => c.id === route.channel!.id) : undefined;
  if (channel) {
    if (channel.description && channel.description !== route.description) parts.push(markdownWithLinks(channel.description, link));
    parts.push(`## AsyncAPI\n\n\`\`\`yaml\n${channelExcerpt(asyncModel!, channel.id)!.trimEnd()}\n\`\`\``);
  }
  if (route.graphql && graphqlModel) {
    const described =
      route.graphql.kind === 'type'
        ? graphqlModel.types.find((t) => t.name === route.graphql!.name)
        : graphqlModel.operations.find((o) => o.kind === route.graphql!.kind && o.name === route.graphql!.name);
    if (described?.description && described.description !== route.description) parts.push(markdownWithLinks(described.description, link));
    const excerpt = graphqlExcerpt(graphqlModel, route.graphql);
    if (excerpt) parts.push(excerpt);
  }
  const symbol = route.sdk && sdk?.model.symbols.find((s) => s.id === route.sdk!.symbol);
  if (symbol) {
    const address = (id: string) => {
      const path = sdk!.address(id);
      return path && link ? link(path) : path;
    };
    // An MDX page showing a symbol keeps its own title: the symbol's excerpt goes under its name.
    const excerpt = sdkExcerpt(sdk!.model, symbol, address, route.description);
    parts.push(route.kind === 'sdk' ? excerpt : `## ${symbol.fullName}\n\n${excerpt}`);
  }
  return `${parts.filter((p) => p.trim()).join('\n\n')}\n`;
}
