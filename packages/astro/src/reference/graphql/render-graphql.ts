import type { GraphQLField, GraphQLInputValue, GraphQLNamedType } from '@quire/graphql';
import type { GraphQLPageData } from '../../data/graphql-data.ts';
import { renderTabSet } from '../../components/tab-set.ts';
import { renderCodeBlock } from '../code-samples/render-code-samples.ts';
import type { Highlight } from '../examples-panel.ts';
import { html, trusted, type Html } from '../html.ts';
import { renderInlineMarkdown, renderMarkdown } from '../markdown.ts';
import { fact } from '../schema-facts.ts';
import { printDefinition } from '@quire/graphql';

/** A GraphQL page's generated parts: the signature line, the description, sections and examples. */
export interface RenderedGraphQL {
  signature: Html;
  description?: Html;
  main: Html;
  aside?: Html;
}

const kindLabels: Record<GraphQLNamedType['kind'], string> = {
  object: 'Object',
  interface: 'Interface',
  union: 'Union',
  enum: 'Enum',
  input: 'Input',
  scalar: 'Scalar',
};

/** Renders a GraphQL operation or type page from its page data; pure, no I/O. */
export function renderGraphQL(data: GraphQLPageData, highlight: Highlight, nextId: (hint: string) => string): RenderedGraphQL {
  const typeLink = (ref: { text: string; named: string }): Html => {
    const href = data.typePages[ref.named];
    const [before, after] = [ref.text.slice(0, ref.text.indexOf(ref.named)), ref.text.slice(ref.text.indexOf(ref.named) + ref.named.length)];
    return html`${before}${href ? html`<a href="${href}">${ref.named}</a>` : ref.named}${after}`;
  };
  const block = (title: string, code: string, lang: string) =>
    html`<div class="example-block"><p class="example-title">${title}</p>${renderCodeBlock({ lang, html: highlight(code, lang) })}</div>`;
  if (data.operation) {
    const op = data.operation;
    const returned = data.types.find((t) => t.name === op.type.named);
    const sections = [
      deprecation(op.deprecationReason),
      op.args.length ? html`<h2 id="arguments">Arguments</h2><ul class="schema-fields">${op.args.map((a) => inputRow(a, typeLink))}</ul>` : '',
      html`<h2 id="returns">Returns</h2><p class="schema-facts schema-root"><span class="q-field-type">${typeLink(op.type)}</span></p>${returned?.description ? renderMarkdown(returned.description) : ''}${returned ? typeBody(returned, typeLink) : ''}`,
    ];
    const example = data.example!;
    const tabs = [
      { title: 'Operation', html: renderCodeBlock({ lang: 'graphql', html: highlight(example.query, 'graphql') }).value },
      ...(Object.keys(example.variables).length
        ? [{ title: 'Variables', html: renderCodeBlock({ lang: 'json', html: highlight(JSON.stringify(example.variables, null, 2), 'json') }).value }]
        : []),
    ];
    const aside = html`<div class="example-block"><p class="example-title">Example ${op.kind}</p>${trusted(renderTabSet(tabs, { name: nextId('graphql-example'), kind: 'code', sync: false, label: `Example ${op.kind}` }))}</div>${block('Example response', JSON.stringify(example.response, null, 2), 'json')}`;
    return {
      signature: html`<span class="method method-graphql">${op.kind.toUpperCase()}</span><code class="endpoint-path"><span class="endpoint-route">${op.name}${op.args.length ? html`(${op.args.map((a, i) => html`${i ? ', ' : ''}${a.name}: ${typeLink(a.type)}`)})` : ''}: ${typeLink(op.type)}</span></code>`,
      ...(op.description ? { description: renderMarkdown(op.description) } : {}),
      main: html`${sections}`,
      aside,
    };
  }
  const type = data.type!;
  return {
    signature: html`<span class="method method-graphql">${kindLabels[type.kind].toUpperCase()}</span><code class="endpoint-path"><span class="endpoint-route">${type.name}</span></code>`,
    ...(type.description ? { description: renderMarkdown(type.description) } : {}),
    main: typeSections(type, typeLink),
    aside: block('Definition', printDefinition(type), 'graphql'),
  };
}

type TypeLink = (ref: { text: string; named: string }) => Html;

/** The sections of a type's own page: what it implements, its fields, values or members. */
function typeSections(type: GraphQLNamedType, typeLink: TypeLink): Html {
  const named = (name: string) => typeLink({ text: name, named: name });
  const list = (names: string[]) => html`<ul class="graphql-types">${names.map((n) => html`<li><code>${named(n)}</code></li>`)}</ul>`;
  return html`${type.interfaces?.length ? html`<h2 id="implements">Implements</h2>${list(type.interfaces)}` : ''}${
    type.specifiedBy ? html`<h2 id="specification">Specification</h2><p>Specified by <a href="${type.specifiedBy}">${type.specifiedBy}</a>.</p>` : ''
  }${typeBody(type, typeLink, true)}${
    type.kind === 'union'
      ? html`<h2 id="members">Members</h2>${list(type.possibleTypes ?? [])}`
      : type.kind === 'interface' && type.possibleTypes?.length
        ? html`<h2 id="implemented-by">Implemented by</h2>${list(type.possibleTypes)}`
        : ''
  }`;
}

/** A type's fields, input fields or values as rows; with `headed`, under their section title. */
function typeBody(type: GraphQLNamedType, typeLink: TypeLink, headed = false): Html | '' {
  const head = (id: string, title: string) => (headed ? html`<h2 id="${id}">${title}</h2>` : '');
  if (type.fields) return html`${head('fields', 'Fields')}<ul class="schema-fields">${type.fields.map((f) => fieldRow(f, typeLink))}</ul>`;
  if (type.inputFields) {
    const note = type.oneOf ? html`<p class="schema-facts">Exactly one of these fields is set (<code>@oneOf</code>).</p>` : '';
    return html`${head('fields', 'Input fields')}${note}<ul class="schema-fields">${type.inputFields.map((f) => inputRow(f, typeLink))}</ul>`;
  }
  if (type.values) {
    return html`${head('values', 'Values')}<ul class="schema-fields">${type.values.map((v) =>
      row(html`<code class="q-field-name">${v.name}</code>`, v.deprecationReason, v.description, ''),
    )}</ul>`;
  }
  return '';
}

function fieldRow(field: GraphQLField, typeLink: TypeLink): Html {
  const args = field.args.length
    ? html`<p class="schema-facts">Arguments:</p><ul class="schema-fields">${field.args.map((a) => inputRow(a, typeLink))}</ul>`
    : '';
  return row(
    html`<code class="q-field-name">${field.name}</code><span class="q-field-type">${typeLink(field.type)}</span>`,
    field.deprecationReason,
    field.description,
    args,
  );
}

function inputRow(value: GraphQLInputValue, typeLink: TypeLink): Html {
  const required = value.type.text.endsWith('!') && value.defaultValue === undefined;
  const facts = value.defaultValue !== undefined ? html`<p class="schema-facts">${fact('Default', html`<code>${value.defaultValue}</code>`)}</p>` : '';
  return row(
    html`<code class="q-field-name">${value.name}</code><span class="q-field-type">${typeLink(value.type)}</span>${required ? html`<span class="q-field-flag q-field-required">required</span>` : ''}`,
    value.deprecationReason,
    value.description,
    facts,
  );
}

function row(head: Html, deprecationReason: string | undefined, description: string | undefined, extra: Html | ''): Html {
  const flag = deprecationReason !== undefined ? html`<span class="q-field-flag q-field-deprecated-flag">deprecated</span>` : '';
  const body = html`${description ? renderMarkdown(description) : ''}${deprecationReason !== undefined ? html`<p class="graphql-deprecation">Deprecated: ${renderInlineMarkdown(deprecationReason)}</p>` : ''}${extra}`;
  return html`<li class="q-field"><div class="q-field-head">${head}${flag}</div>${body.value ? html`<div class="q-field-body">${body}</div>` : ''}</li>`;
}

function deprecation(reason: string | undefined): Html | '' {
  return reason === undefined ? '' : html`<div class="graphql-deprecated" role="note"><strong>Deprecated.</strong> ${renderInlineMarkdown(reason)}</div>`;
}
