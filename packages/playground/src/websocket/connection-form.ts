// The connection's inputs: server and its variables, the channel's parameters, the binding's
// query and the credentials. Every input has a label; values from the spec go in as text.
import { createStore } from '../store.ts';
import { field, h } from '../dom.ts';
import { credentialMask, credentialPlacement, schemesFor, type ConnectionChoices } from './connection-url.ts';
import type { WsPlaygroundData, WsSecurityScheme, WsVariable } from '../contract.ts';

export interface ConnectionForm {
  element: HTMLElement;
  choices(): ConnectionChoices;
}

type Uid = (prefix: string) => string;

/**
 * The reader's server, its variables, credentials and subprotocols persist for the site (as the
 * HTTP playground's do), keyed by the API's first server so two APIs on one site do not mix;
 * channel parameters and the query belong to one page and start afresh.
 */
export function createConnectionForm(data: WsPlaygroundData, uid: Uid): ConnectionForm {
  const api = `${data.servers[0]!.protocol}://${data.servers[0]!.host}`;
  const store = createStore(
    () => localStorage,
    (name) => `quire-ws-playground ${api} ${name}`,
  );
  let server = data.servers.find((s) => s.name === store.get('server')) ?? data.servers[0]!;
  const variables = new Map<string, HTMLInputElement | HTMLSelectElement>();
  const variableBox = h('div', { class: 'pg-parameters' });
  const authBox = h('div', { class: 'pg-parameters' });
  let auth: { scheme: WsSecurityScheme; input: HTMLInputElement } | undefined;

  const renderServer = () => {
    variables.clear();
    variableBox.replaceChildren(
      ...server.variables.map((v) => variableField(v, variables, uid('ws-var'), false, store.get(`variable ${server.name} ${v.name}`))),
    );
    for (const [name, control] of variables) control.addEventListener('input', () => store.set(`variable ${server.name} ${name}`, control.value));
    renderAuth();
  };
  const schemeSelect = h('select', {});
  const renderAuth = () => {
    const schemes = schemesFor(data, server);
    const id = uid('ws-scheme');
    const previous = schemeSelect.value;
    schemeSelect.replaceChildren(
      h('option', { value: '' }, 'None'),
      ...schemes.map((s) => h('option', { value: s.name, selected: s.name === previous || (!previous && s === schemes[0]) }, s.name)),
    );
    const scheme = schemes.find((s) => s.name === schemeSelect.value);
    const input = h('input', { type: 'text', autocomplete: 'off', spellcheck: 'false', value: (scheme && store.get(`credential ${scheme.name}`)) ?? '' });
    if (scheme) input.addEventListener('input', () => store.set(`credential ${scheme.name}`, input.value));
    auth = scheme && credentialPlacement(scheme).in !== 'none' ? { scheme, input } : undefined;
    authBox.replaceChildren(
      ...(schemes.length > 1 ? [field(id, 'Authorize with', schemeSelect)] : []),
      ...(scheme && credentialPlacement(scheme).in === 'none'
        ? [
            h(
              'p',
              { class: 'pg-hint ws-basic-note' },
              `${scheme.name}: browsers cannot send HTTP basic credentials on a WebSocket, and user:password is not a valid subprotocol, so the playground connects without them.`,
            ),
          ]
        : scheme
          ? [field(uid('ws-credential'), credentialLabel(scheme), input, credentialHint(scheme))]
          : []),
    );
  };
  schemeSelect.addEventListener('change', renderAuth);

  const serverSelect = h(
    'select',
    {},
    ...data.servers.map((s, i) => h('option', { value: String(i), selected: s === server }, `${s.label}: ${s.protocol}://${s.host}${s.pathname}`)),
  );
  serverSelect.addEventListener('change', () => {
    server = data.servers[serverSelect.selectedIndex]!;
    store.set('server', server.name);
    renderServer();
  });
  renderServer();

  const parameters = new Map<string, HTMLInputElement | HTMLSelectElement>();
  const query = new Map<string, HTMLInputElement>();
  const protocols = h('input', {
    type: 'text',
    spellcheck: 'false',
    autocomplete: 'off',
    placeholder: 'graphql-transport-ws',
    value: store.get('protocols') ?? '',
  });
  protocols.addEventListener('input', () => store.set('protocols', protocols.value));
  const servers = data.servers.length;
  const element = h(
    'div',
    { class: 'pg-inputs' },
    h(
      'fieldset',
      { class: 'pg-section' },
      h('legend', {}, 'Server'),
      servers > 1
        ? field(uid('ws-server'), 'Connect to', serverSelect)
        : h('p', { class: 'pg-server-url' }, h('code', {}, `${server.protocol}://${server.host}${server.pathname}`)),
      variableBox,
    ),
    data.channel.parameters.length
      ? h(
          'fieldset',
          { class: 'pg-section' },
          h('legend', {}, 'Channel parameters'),
          h('div', { class: 'pg-parameters' }, ...data.channel.parameters.map((p) => variableField(p, parameters, uid('ws-param'), true))),
        )
      : undefined,
    data.query.length
      ? h(
          'fieldset',
          { class: 'pg-section' },
          h('legend', {}, 'Query'),
          h(
            'div',
            { class: 'pg-parameters' },
            ...data.query.map((q) => {
              const input = h('input', { type: 'text', spellcheck: 'false', placeholder: typeof q.schema.format === 'string' ? q.schema.format : '' });
              query.set(q.name, input);
              return field(
                uid('ws-query'),
                [q.name, ...(q.required ? [' ', h('span', { class: 'q-field-flag q-field-required' }, 'required')] : [])],
                input,
                q.description,
              );
            }),
          ),
        )
      : undefined,
    h(
      'fieldset',
      { class: 'pg-section' },
      h('legend', {}, 'Authorization'),
      authBox,
      field(uid('ws-protocols'), 'Subprotocols', protocols, `Comma-separated, offered in Sec-WebSocket-Protocol (optional). ${tokenRule}`),
    ),
  );

  const valuesOf = (map: Map<string, { value: string }>) => Object.fromEntries([...map].map(([name, input]) => [name, input.value.trim()]));
  return {
    element,
    choices: () => ({
      server,
      variables: valuesOf(variables),
      parameters: valuesOf(parameters),
      query: valuesOf(query),
      ...(auth ? { auth: { scheme: auth.scheme, value: auth.input.value.trim() } } : {}),
      protocols: protocols.value.split(','),
    }),
  };
}

/** An input (or a select for an enum) for a server variable or a channel parameter. */
function variableField(v: WsVariable, into: Map<string, HTMLInputElement | HTMLSelectElement>, id: string, required = false, stored?: string): HTMLElement {
  const current = stored ?? v.default;
  const control = v.enum?.length
    ? h('select', {}, ...v.enum.map((value) => h('option', { value, selected: value === current }, value)))
    : h('input', {
        type: 'text',
        spellcheck: 'false',
        value: current ?? '',
        placeholder: v.examples?.[0] ?? v.default ?? '',
        ...(required ? { 'aria-required': 'true' } : {}),
      });
  into.set(v.name, control);
  return field(id, [v.name, ...(required ? [' ', h('span', { class: 'q-field-flag q-field-required' }, 'required')] : [])], control, v.description);
}

function credentialLabel(scheme: WsSecurityScheme): string {
  const place = credentialPlacement(scheme);
  if (place.in === 'query') return place.name;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') return 'Bearer token';
  return scheme.paramName ?? scheme.name;
}

function credentialHint(scheme: WsSecurityScheme): string {
  const place = credentialPlacement(scheme);
  if (place.in === 'query') return scheme.description ?? `Sent as the ${place.name} query parameter of the connection URL.`;
  const where = scheme.in === 'header' && scheme.paramName ? `the ${scheme.paramName} header` : scheme.in === 'cookie' ? 'a cookie' : 'a header';
  return `The spec expects ${where}, which browsers cannot set on a WebSocket: this value is offered as a subprotocol (Sec-WebSocket-Protocol) instead, and shown as ${credentialMask}. ${tokenRule}`;
}

/** What a subprotocol may contain (an RFC 7230 token), said where one is typed. */
const tokenRule = "Only token characters: letters, digits and !#$%&'*+-.^_`|~ (no spaces, :, = or /).";
