// AsyncAPI channels in the change history: channels and their messages added, removed and
// deprecated, an address changed, and a payload compared in the way its data flows, each change
// with its rule. Compared through diffDocuments, as a spec's git history compares two commits.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diffDocuments } from '../src/diff-documents.ts';
import { historyMarkers } from '../src/index.ts';

const pet = { type: 'object', required: ['id'], properties: { id: { type: 'integer' }, name: { type: 'string' } } };
const first = {
  asyncapi: '3.0.0',
  info: { title: 'Live', version: '1.0.0', description: 'Pets, live.' },
  channels: {
    petEvents: {
      address: 'pets/{id}/events',
      messages: { petAdopted: { $ref: '#/components/messages/PetAdopted' }, petFed: { payload: { type: 'object' } } },
    },
    chat: { address: 'chat', messages: { say: { payload: { type: 'object', properties: { text: { type: 'string' } } } } } },
    legacy: { address: 'legacy', messages: { ping: { payload: { type: 'string' } } } },
  },
  operations: {
    onPetEvent: { action: 'send', channel: { $ref: '#/channels/petEvents' } },
    speak: { action: 'receive', channel: { $ref: '#/channels/chat' } },
  },
  components: { messages: { PetAdopted: { payload: { $ref: '#/components/schemas/Pet' } } }, schemas: { Pet: pet } },
};
const doc = (document: object) => ({ document: document as Record<string, unknown>, version: 'asyncapi', source: 'live.yaml' });
const copy = (): typeof first => structuredClone(first);
const summary = (changes: ReturnType<typeof diffDocuments>) =>
  changes.map((c) => `${c.page}${c.at ? ` | ${c.at}` : ''} | ${c.rule}${c.breaking ? ' (breaking)' : ''}`);

describe('AsyncAPI channels in the change history', () => {
  it('a channel or a message removed, or an address changed, breaks clients; one added does not', () => {
    // biome-ignore lint/suspicious/noExplicitAny: the test edits the known document levels deep
    const next = copy() as Record<string, any>;
    delete next.channels.legacy;
    next.channels.petEvents.address = 'pets/{id}';
    delete next.channels.petEvents.messages.petFed;
    next.channels.petEvents.messages.petReturned = { payload: { type: 'object' } };
    next.channels.status = { address: 'status', messages: {} };
    assert.deepEqual(summary(diffDocuments(doc(first), doc(next))), [
      'channel petEvents | channel-address-changed (breaking)',
      'channel petEvents | message petReturned | message-added',
      'channel petEvents | message petFed | message-removed (breaking)',
      'channel status | channel-added',
      'channel legacy | channel-removed (breaking)',
    ]);
  });

  it('a payload field removed breaks subscribers of what the API sends; a required field added breaks senders of what it receives', () => {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const next = copy() as Record<string, any>;
    next.components.schemas.Pet = { ...pet, properties: { id: pet.properties.id } };
    next.channels.chat.messages.say.payload = { type: 'object', required: ['room'], properties: { text: { type: 'string' }, room: { type: 'string' } } };
    next.channels.chat.messages.say.deprecated = true;
    assert.deepEqual(summary(diffDocuments(doc(first), doc(next))), [
      'channel petEvents | message petAdopted payload › name | response-property-removed (breaking)',
      'channel chat | message say | message-deprecated',
      'channel chat | message say payload › room | required-request-property-added (breaking)',
    ]);
  });

  it("a message's headers are compared as its payload is, at their own place; headers first written are their fields added", () => {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const next = copy() as Record<string, any>;
    next.channels.chat.messages.say.headers = { type: 'object', properties: { traceId: { type: 'string' } } };
    next.channels.petEvents.messages.petFed.headers = {
      schemaFormat: 'application/schema+json;version=draft-07',
      schema: { properties: { region: { type: 'string' } } },
    };
    assert.deepEqual(summary(diffDocuments(doc(first), doc(next))), [
      'channel petEvents | message petFed headers › region | response-property-added',
      'channel chat | message say headers › traceId | request-property-added',
    ]);
  });

  it('prose edits are no change; the channel page gets its markers, its messages theirs', () => {
    const prose = copy();
    prose.info.description = 'Pets, live, now better described.';
    assert.deepEqual(diffDocuments(doc(first), doc(prose)), []);
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const next = copy() as Record<string, any>;
    next.channels.petEvents.messages.petReturned = { payload: { type: 'object' } };
    const markers = historyMarkers({ entries: [{ label: '1.1.0', changes: diffDocuments(doc(first), doc(next)) }] });
    assert.deepEqual(markers.get('channel petEvents'), { changed: ['1.1.0'], rows: { 'message petReturned': { added: '1.1.0' } } });
  });
});
