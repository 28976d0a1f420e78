// On every endpoint and channel page: loads a playground island only when the reader opens it
// (or points at its button, to win a few milliseconds), so it never delays the first paint. The
// HTTP island ("Try it"), the WebSocket one ("Connect") and the GraphQL one are separate
// chunks: each page loads only its own.
let island: Promise<typeof import('./http/island.ts')> | undefined;
const load = () => (island ??= import('./http/island.ts'));
let wsIsland: Promise<typeof import('./websocket/island.ts')> | undefined;
const loadWs = () => (wsIsland ??= import('./websocket/island.ts'));
let graphqlIsland: Promise<typeof import('./graphql/island.ts')> | undefined;
const loadGraphQL = () => (graphqlIsland ??= import('./graphql/island.ts'));

const closest = (event: Event, selector: string) => (event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null);
const triggerOf = (event: Event) => closest(event, 'button[data-playground-data]');
const wsTriggerOf = (event: Event) => closest(event, 'button[data-ws-playground-data]');
const graphqlTriggerOf = (event: Event) => closest(event, 'button[data-graphql-playground-data]');

document.addEventListener('click', (event) => {
  const graphqlTrigger = graphqlTriggerOf(event);
  if (graphqlTrigger) {
    graphqlTrigger.setAttribute('aria-busy', 'true');
    void loadGraphQL()
      .then((module) => module.openGraphQLPlayground(graphqlTrigger))
      .finally(() => graphqlTrigger.removeAttribute('aria-busy'));
    return;
  }
  const trigger = triggerOf(event);
  const wsTrigger = trigger ? null : wsTriggerOf(event);
  const button = trigger ?? wsTrigger;
  if (!button) return;
  button.setAttribute('aria-busy', 'true');
  const opened = trigger ? load().then((module) => module.openPlayground(trigger)) : loadWs().then((module) => module.openWsPlayground(wsTrigger!));
  void opened.finally(() => button.removeAttribute('aria-busy'));
});
document.addEventListener('pointerover', (event) => {
  if (triggerOf(event)) void load();
  else if (wsTriggerOf(event)) void loadWs();
  else if (graphqlTriggerOf(event)) void loadGraphQL();
});
