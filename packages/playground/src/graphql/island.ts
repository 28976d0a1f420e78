// The GraphQL playground island: loaded when a reader first clicks "Try it" on a GraphQL
// operation page, never before. The operation and its variables come prefilled from the schema;
// it is POSTed as JSON through the docs site's relay (the same SSRF rules as every request),
// and the answer is shown and checked against the schema (check-answer.ts).
import type { RelayRequest } from '@quire/request';
import { h, field } from '../dom.ts';
import { openIslandDialog } from '../island-dialog.ts';
import { sendThroughRelay } from '../send-request.ts';
import { checkAnswer } from './check-answer.ts';
import type { GraphQLPlaygroundData } from '../contract.ts';
// A URL, not a side-effect import: Astro drops the CSS of a lazily imported chunk of a page script.
import stylesheet from './island.css?url';

let ids = 0;
const uid = (prefix: string) => `gql-${prefix}-${++ids}`;

/** Opens the GraphQL playground whose "Try it" button is `trigger`, building it the first time. */
export function openGraphQLPlayground(trigger: HTMLElement): Promise<void> {
  return openIslandDialog(trigger, { stylesheet, label: 'GraphQL playground', className: 'pg gql', dataUrl: trigger.dataset.graphqlPlaygroundData, build });
}

function build(data: GraphQLPlaygroundData): HTMLElement {
  const endpoint = h('input', {
    type: 'url',
    class: 'pg-input',
    value: data.endpoints[0] ?? '',
    placeholder: 'https://api.example.com/graphql',
    required: true,
    list: data.endpoints.length > 1 ? uid('endpoints') : undefined,
  });
  const endpoints =
    data.endpoints.length > 1 ? h('datalist', { id: endpoint.getAttribute('list')! }, ...data.endpoints.map((url) => h('option', { value: url }))) : undefined;
  const credential = data.auth ? h('input', { type: 'password', class: 'pg-input', autocomplete: 'off' }) : undefined;
  const headers = h('textarea', { class: 'pg-input pg-code', rows: 2, spellcheck: false, placeholder: 'X-Request-Id: 42' });
  const query = h('textarea', { class: 'pg-input pg-code', rows: Math.min(18, data.query.split('\n').length + 1), spellcheck: false });
  query.value = data.query;
  const variables = h('textarea', {
    class: 'pg-input pg-code',
    rows: Math.min(10, JSON.stringify(data.variables, null, 2).split('\n').length + 1),
    spellcheck: false,
  });
  variables.value = JSON.stringify(data.variables, null, 2);
  const send = h('button', { type: 'submit', class: 'pg-send' }, 'Send');
  const answer = h('div', { class: 'gql-answer', 'aria-live': 'polite' });
  const subscription =
    data.kind === 'subscription'
      ? h(
          'p',
          { class: 'pg-hint' },
          'A subscription is sent as one HTTP request: servers that stream it over WebSocket or Server-Sent Events may refuse it here.',
        )
      : undefined;

  const form = h(
    'form',
    { class: 'gql-form' },
    field(uid('endpoint'), 'Endpoint', endpoint),
    endpoints,
    credential && field(uid('credential'), authLabel(data.auth!), credential),
    field(uid('headers'), 'Headers (one "Name: value" a line)', headers),
    field(uid('query'), 'Operation', query),
    field(uid('variables'), 'Variables (JSON)', variables),
    subscription,
    h('div', { class: 'gql-actions' }, send),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });

  async function run(): Promise<void> {
    let vars: unknown;
    try {
      vars = variables.value.trim() ? JSON.parse(variables.value) : {};
    } catch (error) {
      answer.replaceChildren(h('p', { class: 'pg-error', role: 'alert' }, `The variables are not JSON: ${(error as Error).message}`));
      return;
    }
    const request: RelayRequest = {
      method: 'POST',
      url: endpoint.value.trim(),
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...headerLines(headers.value),
        ...authHeaders(data.auth, credential?.value ?? ''),
      },
      body: JSON.stringify({ query: query.value, variables: vars }),
      bodyEncoding: 'utf8',
    };
    send.disabled = true;
    answer.replaceChildren(h('p', { class: 'pg-hint' }, 'Sending…'));
    try {
      const response = await sendThroughRelay(request);
      answer.replaceChildren(...showAnswer(response.status, response.statusText, response.timeMs, response.body, query.value, data));
    } catch (error) {
      answer.replaceChildren(h('p', { class: 'pg-error', role: 'alert' }, (error as Error).message));
    } finally {
      send.disabled = false;
    }
  }

  return h('div', { class: 'gql-body' }, form, answer);
}

function showAnswer(status: number, statusText: string, timeMs: number, text: string, query: string, data: GraphQLPlaygroundData): Node[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [
      h('p', { class: 'gql-status' }, `${status} ${statusText} · ${timeMs} ms`),
      h('pre', { class: 'pg-code gql-response' }, text),
      h('p', { class: 'pg-error', role: 'alert' }, 'The answer is not JSON, so it is not a GraphQL response.'),
    ];
  }
  const check = checkAnswer(body, query, data.root, data.types);
  const verdict = check.problems.length
    ? h(
        'div',
        { class: 'gql-verdict gql-verdict-bad', role: 'alert' },
        h('p', {}, `The answer does not match the schema (${check.problems.length}):`),
        h('ul', {}, ...check.problems.map((p) => h('li', {}, p))),
      )
    : h('p', { class: 'gql-verdict gql-verdict-ok' }, 'The answer matches the schema and the selection.');
  const errors = check.errors.length
    ? h('div', { class: 'gql-errors' }, h('p', {}, 'GraphQL errors:'), h('ul', {}, ...check.errors.map((e) => h('li', {}, e))))
    : undefined;
  return [
    h('p', { class: 'gql-status' }, `${status} ${statusText} · ${timeMs} ms`),
    verdict,
    ...(errors ? [errors] : []),
    h('pre', { class: 'pg-code gql-response' }, JSON.stringify(body, null, 2)),
  ];
}

function headerLines(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function authLabel(auth: NonNullable<GraphQLPlaygroundData['auth']>): string {
  return auth.method === 'basic' ? 'Credentials (user:password)' : auth.method === 'key' ? `API key (${auth.name ?? 'X-API-Key'})` : 'Bearer token';
}

/** docs.json `api.mdx.auth`, as the HTTP playground sends it on MDX endpoint pages. */
function authHeaders(auth: GraphQLPlaygroundData['auth'], value: string): Record<string, string> {
  if (!auth || !value) return {};
  if (auth.method === 'basic') return { authorization: `Basic ${btoa(value)}` };
  if (auth.method === 'key') return { [(auth.name ?? 'X-API-Key').toLowerCase()]: value };
  return { authorization: `Bearer ${value}` };
}
