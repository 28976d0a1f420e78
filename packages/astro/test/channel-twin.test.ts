// The Markdown twin of a channel page: its text and an AsyncAPI excerpt an AI tool can act on.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import type { Route } from '@quire/site';
import { loadAsyncApi, loadAsyncApiText } from '@quire/asyncapi';
import { markdownTwin } from '@quire/site/twin';

const root = join(import.meta.dirname, '../../..');

const route = (id: string, title: string, description?: string): Route =>
  ({
    slug: `channels/${id}`,
    kind: 'channel',
    source: 'asyncapi/live.yaml',
    title,
    deprecated: false,
    hidden: false,
    channel: { spec: 'asyncapi/live.yaml', id },
    metadata: {},
    ...(description ? { description } : {}),
  }) as Route;

test("a channel page's twin carries the channel, its operations and messages as a valid AsyncAPI document", async () => {
  const { model } = await loadAsyncApi(join(root, 'sites/demo/asyncapi/live.yaml'));
  const twin = markdownTwin(route('petUpdates', 'Pet updates', "Follow one pet's status, photos and visits as they change."), undefined, undefined, model);
  assert.match(twin, /^# Pet updates\n\n> Follow one pet's status/);
  assert.match(twin, /Open one connection per pet\. Send `subscribe`/);
  const yaml = /## AsyncAPI\n\n```yaml\n([\s\S]*?)\n```/.exec(twin)?.[1];
  assert.ok(yaml, 'no AsyncAPI excerpt');
  const excerpt = parse(yaml);
  assert.deepEqual(Object.keys(excerpt.channels), ['petUpdates']);
  assert.deepEqual(Object.keys(excerpt.channels.petUpdates.messages), ['subscribe', 'subscribed', 'petUpdated']);
  assert.deepEqual(Object.keys(excerpt.operations), ['receiveSubscribe', 'sendPetUpdated']);
  assert.equal(excerpt.components.securitySchemes.apiKey.in, 'query');
  assert.equal(excerpt.components.securitySchemes.apiKey.name, 'token');
  assert.deepEqual(excerpt.channels.petUpdates.messages.subscribe.payload.properties.events.items.enum, ['status', 'photos', 'visits']);
  // The excerpt stands alone: the AsyncAPI parser accepts it and finds the same channel.
  const again = await loadAsyncApiText(yaml, 'excerpt.yaml');
  assert.ok(again.model, again.diagnostics.map((d) => d.message).join('; '));
  assert.deepEqual(
    again.model.operations.map((o) => [o.id, o.action, o.reply?.messages]),
    [
      ['receiveSubscribe', 'receive', ['subscribed']],
      ['sendPetUpdated', 'send', undefined],
    ],
  );
  // The shelter chat's twin has only its own channel and operations.
  const chat = markdownTwin(route('shelterChat', 'Shelter chat'), undefined, undefined, model);
  assert.doesNotMatch(chat, /petUpdated/);
  assert.match(chat, /receiveChatMessage/);
});

test('replies on another channel bring that channel along, so the excerpt still validates', async () => {
  const { model } = await loadAsyncApi(join(root, 'node_modules/@scalar/galaxy/dist/asyncapi/3.0.yaml'));
  for (const channel of model!.channels) {
    const twin = markdownTwin(route(channel.id, channel.title ?? channel.id), undefined, undefined, model);
    const yaml = /```yaml\n([\s\S]*?)\n```/.exec(twin)![1]!;
    const again = await loadAsyncApiText(yaml, `${channel.id}.yaml`);
    assert.ok(again.model, `${channel.id}: ${again.diagnostics.map((d) => d.message).join('; ')}`);
    // Recursive schemas keep their recursion: the component comes along instead of a note.
    if (channel.id === 'planetEvents') {
      assert.ok(parse(yaml).components.schemas.Planet, 'Planet is carried as a component');
      assert.doesNotMatch(yaml, /of the full document/);
    }
  }
});
