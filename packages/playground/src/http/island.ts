// The playground island: loaded when a reader first opens the playground of an endpoint page,
// never before. It fetches the page's playground data, then composes, sends and shows requests.
import { sequentialKind } from '@quire/request';
import { createAuthPanel } from './auth/index.ts';
import { createBodyEditor } from './body/index.ts';
import { composeRequest, type Composed } from './compose-request.ts';
import { curlCommand } from './curl-command.ts';
import { h } from '../dom.ts';
import { emptyRequired, emptyRequiredText } from './empty-required.ts';
import { openIslandDialog } from '../island-dialog.ts';
import type { BodyEditor, EncodedBody, IslandContext } from './island-parts.ts';
import { createParameterInputs } from './parameter-inputs.ts';
import type { PlaygroundData } from '../contract.ts';
import type { Sender } from './send-auto.ts';
import { createServerPicker } from './server-picker.ts';
// A URL, not a side-effect import: Astro drops the CSS of a lazily imported chunk of a page script.
import stylesheet from './island.css?url';

let ids = 0;

/** Opens the playground of the endpoint whose "Try it" button is `trigger`, building it the first time. */
export function openPlayground(trigger: HTMLElement): Promise<void> {
  return openIslandDialog(trigger, {
    stylesheet,
    label: 'Playground',
    className: 'pg',
    dataUrl: trigger.dataset.playgroundData,
    complete: withSharedRefs,
    build,
  });
}

/** The page's data with the `$ref` targets of its spec's shared file (fetched once per page load). */
async function withSharedRefs(data: PlaygroundData): Promise<PlaygroundData> {
  if (!data.refsUrl) return data;
  const response = await fetch(data.refsUrl);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return { ...data, refs: { ...((await response.json()) as PlaygroundData['refs']), ...data.refs } };
}

type Sending = typeof import('./send-auto.ts');

function build(data: PlaygroundData): HTMLElement {
  // Sending loads with the first request (or token request), not on opening; one sender per
  // playground keeps what it learnt (no relay on this host) for the next request.
  let sending: Promise<Sending> | undefined;
  let sender: Sender | undefined;
  const senderNow = async (): Promise<Sender> => {
    sending ??= import('./send-auto.ts').catch((error: unknown) => {
      sending = undefined;
      throw error;
    });
    return (sender ??= (await sending).createSender(data.proxy, data.credentials));
  };
  const ctx: IslandContext = {
    storageKey: (name) => `quire-playground ${name}`,
    send: async (request) => (await senderNow()).send(request),
    uid: (prefix) => `pg-${prefix}-${++ids}`,
  };
  const refresh = () => void update();
  const servers = createServerPicker(data.servers, ctx, refresh);
  const auth = createAuthPanel(data, ctx);
  const parameters = createParameterInputs(data.parameters, data.refs, ctx, refresh);
  const body: BodyEditor | undefined = data.requestBody && createBodyEditor(data.requestBody, data.refs, ctx);
  const interactive = data.mode === 'interactive';
  // An operation documented to stream (Server-Sent Events, JSON lines) has its answers shown as they arrive.
  const streams = data.responses?.some((response) => response.content.some((media) => sequentialKind(media.mediaType))) ?? false;

  const urlLine = h('code', { class: 'pg-url' });
  const curl = h('pre', { class: 'pg-curl', tabindex: 0 }, h('code'));
  const output = h(
    'div',
    { class: 'pg-output-body', 'aria-live': 'polite' },
    h('p', { class: 'pg-empty' }, interactive ? 'Send the request to see the response here.' : ''),
  );
  const formId = ctx.uid('form');
  // The Send button sits in the URL line, outside the form: the `form` attribute ties it in.
  const send = h('button', { type: 'submit', form: formId, class: 'pg-send' }, 'Send');
  // A server whose address the reader types is reached from the browser: say so before they send.
  const directNote = h(
    'p',
    { class: 'pg-direct-note', hidden: true },
    `Sent from your browser: this server must allow requests from ${location.origin} (CORS).`,
  );
  const copy = h('button', { type: 'button', class: 'pg-copy' }, 'Copy cURL');
  const form = h(
    'form',
    { class: 'pg-inputs', id: formId, novalidate: true },
    !interactive ? h('p', { class: 'pg-notice' }, simpleModeNotice(data)) : undefined,
    servers?.element,
    auth?.element,
    parameters.element,
    body && h('fieldset', { class: 'pg-section' }, h('legend', {}, 'Body'), body.element),
  );
  // Required values left empty are named here before anything is sent; the reader may send anyway.
  const warningSlot = h('div', { class: 'pg-warning-slot' });
  const emptyNow = () => emptyRequired(data.parameters, parameters.values(), auth?.empty() ?? []);
  const warn = (): boolean => {
    const empty = emptyNow();
    if (!empty.length) return false;
    const anyway = h('button', { type: 'button', class: 'pg-send-anyway' }, 'Send anyway');
    anyway.addEventListener('click', () => {
      warningSlot.replaceChildren();
      void sendNow();
    });
    warningSlot.replaceChildren(h('div', { class: 'pg-warning', role: 'alert' }, h('p', {}, emptyRequiredText(empty)), anyway));
    return true;
  };
  // Once the reader fills the last of them, the warning has nothing left to say.
  const settle = () => {
    if (warningSlot.firstChild && !emptyNow().length) warningSlot.replaceChildren();
  };
  form.addEventListener('input', refresh);
  form.addEventListener('change', refresh);
  form.addEventListener('input', settle);
  form.addEventListener('change', settle);

  let latest: { composed: Composed; body: EncodedBody | undefined } | undefined;
  let version = 0;
  async function update(): Promise<{ composed: Composed; body: EncodedBody | undefined }> {
    const mine = ++version;
    const encoded = await body?.encode();
    const composed = composeRequest({
      method: data.method,
      baseUrl: absoluteBase(servers?.url()),
      path: data.path,
      parameters: data.parameters,
      values: parameters.values(),
      ...(auth ? { auth: (draft) => auth.apply(draft) } : {}),
      ...(encoded ? { body: encoded } : {}),
    });
    // Keystrokes can overtake a slow multipart encoding: only the newest composition is shown.
    if (mine === version) {
      latest = { composed, body: encoded };
      urlLine.textContent = `${composed.request.method} ${composed.request.url}`;
      directNote.hidden = !interactive || !servers?.direct();
      curl.firstElementChild!.textContent = curlCommand(composed.request, encoded);
    }
    return { composed, body: encoded };
  }

  copy.addEventListener('click', async () => {
    const text = curlCommand((latest ?? (await update())).composed.request, latest?.body);
    await navigator.clipboard?.writeText(text).then(
      () => (copy.textContent = 'Copied'),
      () => (copy.textContent = 'Select and copy the text'),
    );
    setTimeout(() => (copy.textContent = 'Copy cURL'), 1500);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!interactive || send.disabled || warn()) return;
    void sendNow();
  });

  async function sendNow(): Promise<void> {
    if (send.disabled) return;
    const { composed, body: sentBody } = await update();
    send.disabled = true;
    send.textContent = 'Sending…';
    // The answer's views load while the request is out: opening the playground does not pay for them.
    const views = Promise.all([import('./response-view.ts'), import('./verdict-view.ts')]);
    views.catch(() => undefined);
    try {
      const sender = await senderNow();
      const { isStreamed } = await sending!;
      const direct = servers?.direct() ?? false;
      const answer = streams ? await sender.open(composed.request, direct) : await sender.send(composed.request, direct);
      const [{ renderResponse }, { showVerdict }] = await views.catch((error: unknown) => {
        if (isStreamed(answer)) answer.stop();
        throw error;
      });
      const view = isStreamed(answer) ? h('div') : renderResponse(answer);
      output.replaceChildren(view, sentAs(curlCommand(composed.request, sentBody)));
      // Browsers drop a Cookie header that a page sets: say so rather than let it vanish.
      if (sender.sentDirectly() && 'Cookie' in composed.request.headers) {
        output.prepend(
          h('p', { class: 'pg-notice' }, 'The cookies were not sent: browsers do not let a page set the Cookie header. The cURL command below sends them.'),
        );
      }
      if (!isStreamed(answer)) return void showVerdict(view, data, answer, composed.request.method);
      // A stream is shown as it arrives, by a view loaded only now; until it ends, Send waits.
      send.textContent = 'Streaming…';
      const { showStream } = await import('./stream-view.ts').catch((error: unknown) => {
        answer.stop();
        throw error;
      });
      await showStream(view, answer, data);
    } catch (error) {
      output.replaceChildren(failure(error as Error, curlCommand(composed.request, sentBody), await sending?.catch(() => undefined)));
    } finally {
      send.disabled = false;
      send.textContent = 'Send';
    }
  }

  void update();
  return h(
    'div',
    { class: 'pg-layout' },
    h('div', { class: 'pg-request' }, h('div', { class: 'pg-url-line' }, urlLine, interactive ? send : undefined), directNote, warningSlot, form),
    h(
      'div',
      { class: 'pg-output' },
      interactive ? h('section', { class: 'pg-output-section', 'aria-label': 'Response' }, h('h3', {}, 'Response'), output) : undefined,
      h('section', { class: 'pg-output-section', 'aria-label': 'cURL' }, h('div', { class: 'pg-output-head' }, h('h3', {}, 'cURL'), copy), curl),
    ),
  );
}

/**
 * Without a server, or with a relative one, requests are written against a placeholder host (as
 * the page's request samples are): the reader sees where their server's address goes.
 */
function absoluteBase(url: string | undefined): string {
  if (url && /^https?:\/\//i.test(url)) return url;
  return `https://api.example.com${url?.startsWith('/') ? url : ''}`;
}

function simpleModeNotice(data: PlaygroundData): string {
  return data.servers.length
    ? 'This page composes requests without sending them: fill in the fields and copy the request as cURL.'
    : 'This API declares no server, so requests cannot be sent from here: fill in the fields and copy the request as cURL.';
}

function sentAs(command: string): HTMLElement {
  return h('details', { class: 'pg-sent' }, h('summary', {}, 'Request sent, as cURL'), h('pre', { tabindex: 0 }, h('code', {}, command)));
}

/** `sending`: the sending code, when it loaded (its errors are what can be explained). */
function failure(error: Error, curl: string, sending: Sending | undefined): HTMLElement {
  const problem = sending && error instanceof sending.RelayRefusal ? error.problem : undefined;
  const blocked = !!sending && (error instanceof sending.StaticHostBlocked || error instanceof sending.OwnServerBlocked);
  return h(
    'div',
    { class: 'pg-error', role: 'alert', 'data-problem': problem?.type },
    h('strong', {}, problem ? problem.title : blocked ? 'Your browser could not send this request' : 'The request was not sent'),
    h('p', {}, error.message),
    // The way out, right under the explanation: the same request, for a terminal.
    blocked ? h('pre', { class: 'pg-curl', tabindex: 0 }, h('code', {}, curl)) : undefined,
  );
}
