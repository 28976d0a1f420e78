import { lookupIn, payloadWriter, type SchemaObject } from '@quire/openapi';
import type { PageApi } from '../data/page-data.ts';
import type { ReferenceSettings } from '../data/site-data.ts';
import { requestBodySection, responsesSection } from './bodies.ts';
import { callbacksSection } from './callbacks.ts';
import { requestExamples, responseExamples, schemaExample, type Highlight } from './examples-panel.ts';
import { html, type Html } from './html.ts';
import { renderMarkdown } from './markdown.ts';
import { parameterSections } from './parameters.ts';
import { schemaTree, type SchemaContext } from './schema-tree.ts';
import { securitySection } from './security.ts';
import { verificationSection, webhookIntro } from './webhook-verification.ts';

/** The generated reference of a page: its sections, and the examples shown beside them. */
export interface RenderedReference {
  /** The spec's description as Markdown (the page header then leaves it out). */
  description?: Html;
  main: Html;
  aside?: Html;
}

/** What the page shows besides the reference, which the reference then need not repeat. */
export interface AlsoShown {
  /** The request samples send the body's first example: the examples column leaves it out. */
  bodyInSamples?: boolean;
}

/** Renders an endpoint, webhook or schema page's reference from its data; pure, no I/O. */
export function renderReference(
  api: PageApi,
  settings: ReferenceSettings,
  highlight: Highlight,
  extraAside: Html[] = [],
  shown: AlsoShown = {},
): RenderedReference {
  const ids = new Map<string, number>();
  const nextId = (hint: string): string => {
    const base =
      hint
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'node';
    const n = (ids.get(base) ?? 0) + 1;
    ids.set(base, n);
    return `s-${base}-${n}`;
  };
  const ctx: SchemaContext = {
    lookup: lookupIn(api.refs),
    schemaHref: (ref) => api.schemaPages[ref],
    expanded: settings.expanded,
    writer: 'either',
    nextId,
    componentDepth: 2,
    // The rows' history (Added in, Changed in): this page's rows, and those of the component schemas it shows.
    ...(api.rowHistory
      ? { history: (page, at) => api.rowHistory?.[page]?.[at], place: { page: api.operation?.key ?? `schema ${api.schema?.name}`, base: '' } }
      : {}),
  };
  const exampleOptions = { refs: api.refs, autogenerate: settings.autogenerate, highlight, nextId };
  const op = api.operation;
  if (!op) {
    const schema = api.schema?.schema as SchemaObject;
    const description = typeof schema?.description === 'string' ? renderMarkdown(schema.description) : undefined;
    const { description: _own, ...rest } = schema ?? {};
    const example = schema ? schemaExample(schema, exampleOptions) : undefined;
    return {
      ...(description ? { description } : {}),
      main: html`<h2 id="properties">Properties</h2>${schemaTree(rest, { ...ctx, componentDepth: 0 }, { hideType: true })}`,
      ...(example ? { aside: example } : {}),
    };
  }
  const webhook = op.kind === 'webhook';
  const sections = webhook
    ? [
        verificationSection(op, api.securitySchemes),
        ...parameterSections(op.parameters, { ...ctx, writer: payloadWriter('webhook', 'request') }, 'webhook'),
        op.requestBody && requestBodySection(op.requestBody, ctx, 'webhook', 'Payload'),
        op.responses.length ? responsesSection(op.responses, ctx, 'webhook', 'What your endpoint answers.') : undefined,
      ]
    : [
        securitySection(op.security, api.securitySchemes),
        ...parameterSections(op.parameters, { ...ctx, writer: payloadWriter('operation', 'request') }),
        op.requestBody && requestBodySection(op.requestBody, ctx, 'operation'),
        op.responses.length ? responsesSection(op.responses, ctx, 'operation') : undefined,
        callbacksSection(op.callbacks, ctx),
      ];
  const aside = [...extraAside, requestExamples(op, exampleOptions, shown.bodyInSamples), responseExamples(op, exampleOptions)].filter(
    (part): part is Html => part !== undefined,
  );
  return {
    // A webhook's page says first who sends the request: above the columns, so phones read it before the examples.
    ...(op.description || webhook ? { description: html`${op.description ? renderMarkdown(op.description) : ''}${webhook ? webhookIntro(op) : ''}` } : {}),
    main: html`${sections}`,
    ...(aside.length ? { aside: html`${aside}` } : {}),
  };
}
