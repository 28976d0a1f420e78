// The server a request goes to: a select when the operation has several, and its variables.
import type { Server } from '@quire/openapi/browser';
import { readerNamesOrigin } from '@quire/request';
import { serverUrl } from './compose-request.ts';
import { field, h } from '../dom.ts';
import type { IslandContext } from './island-parts.ts';

export interface ServerPicker {
  element: HTMLElement;
  /** The chosen server's URL, variables filled in. */
  url(): string;
  /** Whether the chosen server's origin is the reader's to name: sent from the browser, not the relay. */
  direct(): boolean;
}

/** The reader's choice of server and variable values persists for the site, keyed by the server's URL. */
export function createServerPicker(servers: Server[], ctx: IslandContext, onChange: () => void): ServerPicker | undefined {
  if (!servers.length) return undefined;
  // Keyed by the first server: the operations of one API share it, other APIs on the site do not.
  const key = ctx.storageKey(`server ${servers[0]!.url}`);
  const stored = read(key);
  let chosen = Math.max(
    0,
    servers.findIndex((s) => s.url === stored.url),
  );
  const variables = new Map<string, string>(Object.entries(stored.variables ?? {}));
  const variableBox = h('div', { class: 'pg-variables' });
  const save = () => write(key, { url: servers[chosen]!.url, variables: Object.fromEntries(variables) });

  const renderVariables = () => {
    variableBox.replaceChildren(
      ...Object.entries(servers[chosen]!.variables).map(([name, variable]) => {
        const id = ctx.uid('server-var');
        const current = variables.get(name) ?? variable.default;
        const control = variable.enum?.length
          ? h('select', {}, ...variable.enum.map((v) => h('option', { value: v, selected: v === current }, v)))
          : h('input', { type: 'text', value: current, placeholder: variable.default, spellcheck: 'false' });
        control.addEventListener('input', () => {
          variables.set(name, control.value);
          save();
          onChange();
        });
        return field(id, name, control, variable.description);
      }),
    );
  };
  const select = h(
    'select',
    {
      onchange: () => {
        chosen = select.selectedIndex;
        save();
        renderVariables();
        onChange();
      },
    },
    ...servers.map((s, i) =>
      h('option', { value: String(i), selected: i === chosen }, (s.description ?? s.name) ? `${s.description ?? s.name}: ${s.url}` : s.url),
    ),
  );
  renderVariables();
  const id = ctx.uid('server');
  const element = h(
    'fieldset',
    { class: 'pg-section' },
    h('legend', {}, 'Server'),
    servers.length > 1 ? field(id, 'Send to', select) : h('p', { class: 'pg-server-url' }, h('code', {}, servers[0]!.url)),
    variableBox,
  );
  const url = () => serverUrl(servers[chosen]!, Object.fromEntries(variables));
  // The relay reaches the origin a free variable's default gives: only one the reader named otherwise goes from the browser.
  const direct = () => readerNamesOrigin(servers[chosen]!) && originOf(url()) !== originOf(serverUrl(servers[chosen]!, {}));
  return { element, url, direct };
}

function read(key: string): { url?: string; variables?: Record<string, string> } {
  try {
    return JSON.parse(localStorage.getItem(key) ?? '{}') as { url?: string; variables?: Record<string, string> };
  } catch {
    return {};
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be disabled or full: the choice then lasts for this page only.
  }
}

function originOf(url: string): string {
  return /^([^/]*\/\/)?[^/]*/.exec(url)?.[0] ?? url;
}
