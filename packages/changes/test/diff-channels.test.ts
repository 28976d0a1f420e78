// AsyncAPI channels in the change history: channels and their messages added, removed and
// deprecated, an address changed, and a payload compared in the way its data flows, each change
// with its rule. Compared through diffDocuments, as a spec's git history compares two commits.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asyncApi3Document } from '../src/asyncapi-document.ts';
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

/** A pet's payload, and the same changed three ways: `petId` turned from integer to string, `name` removed, a required `owner` added. */
const petPayload = (changed: boolean) =>
  changed
    ? { type: 'object', required: ['petId', 'owner'], properties: { petId: { type: 'string' }, owner: { type: 'string' } } }
    : { type: 'object', required: ['petId'], properties: { petId: { type: 'integer' }, name: { type: 'string' } } };
/** One channel carrying a message the application sends, one it receives, and one it both sends and receives, and an operation with a reply. */
const petChannel = (changed: boolean) => ({
  asyncapi: '3.0.0',
  info: { title: 'Pets', version: '1.0.0' },
  channels: {
    pets: {
      address: 'pets',
      messages: {
        petUpdated: { payload: petPayload(changed) },
        updatePet: { payload: petPayload(changed) },
        petSynced: { payload: petPayload(changed) },
      },
    },
    lookups: { address: 'lookups', messages: { findPet: { payload: petPayload(changed) }, petFound: { payload: petPayload(changed) } } },
  },
  operations: {
    onPetUpdated: { action: 'send', channel: { $ref: '#/channels/pets' }, messages: [{ $ref: '#/channels/pets/messages/petUpdated' }] },
    updatePet: { action: 'receive', channel: { $ref: '#/channels/pets' }, messages: [{ $ref: '#/channels/pets/messages/updatePet' }] },
    publishSync: { action: 'send', channel: { $ref: '#/channels/pets' }, messages: [{ $ref: '#/channels/pets/messages/petSynced' }] },
    applySync: { action: 'receive', channel: { $ref: '#/channels/pets' }, messages: [{ $ref: '#/channels/pets/messages/petSynced' }] },
    findPet: {
      action: 'receive',
      channel: { $ref: '#/channels/lookups' },
      messages: [{ $ref: '#/channels/lookups/messages/findPet' }],
      reply: { messages: [{ $ref: '#/channels/lookups/messages/petFound' }] },
    },
  },
});
const sentRules = ['petId | response-type-widened (breaking)', 'owner | response-property-added', 'name | response-property-removed (breaking)'];
const receivedRules = ['petId | request-type-narrowed (breaking)', 'owner | required-request-property-added (breaking)', 'name | request-property-removed'];
/** The summary of one message's payload changes, field by field. */
const ofMessage = (changes: ReturnType<typeof diffDocuments>, page: string, message: string) =>
  summary(changes.filter((c) => c.page === page && c.at?.startsWith(`message ${message} payload › `))).map((line) =>
    line.replace(`${page} | message ${message} payload › `, ''),
  );

describe('which way a message flows, message by message', () => {
  const changes = diffDocuments(doc(petChannel(false)), doc(petChannel(true)));

  it('in one channel, a message the application sends is judged as a response and one it receives as a request', () => {
    assert.deepEqual(ofMessage(changes, 'channel pets', 'petUpdated'), sentRules);
    assert.deepEqual(ofMessage(changes, 'channel pets', 'updatePet'), receivedRules);
  });

  it('a message both sent and received gets, for each change, the rule that breaks either way', () => {
    assert.deepEqual(ofMessage(changes, 'channel pets', 'petSynced'), [
      'petId | request-type-narrowed (breaking)',
      'owner | required-request-property-added (breaking)',
      'name | response-property-removed (breaking)',
    ]);
  });

  it('a reply flows against its operation: what the application answers to what it receives, clients read', () => {
    assert.deepEqual(ofMessage(changes, 'channel lookups', 'findPet'), receivedRules);
    assert.deepEqual(ofMessage(changes, 'channel lookups', 'petFound'), sentRules);
  });

  it("a 2.x channel's subscribe message is judged as sent and its publish message as received, compared in the 3.0 shape", () => {
    const v2 = (changed: boolean) => ({
      asyncapi: '2.6.0',
      info: { title: 'Pets', version: '1.0.0' },
      channels: {
        pets: {
          subscribe: { operationId: 'onPetUpdated', message: { messageId: 'petUpdated', payload: petPayload(changed) } },
          publish: { operationId: 'updatePet', message: { messageId: 'updatePet', payload: petPayload(changed) } },
        },
      },
    });
    const [before, after] = [v2(false), v2(true)].map((d) => asyncApi3Document(d) as Record<string, unknown>) as [object, object];
    const converted = diffDocuments(doc(before), doc(after));
    assert.deepEqual(ofMessage(converted, 'channel pets', 'petUpdated'), sentRules);
    assert.deepEqual(ofMessage(converted, 'channel pets', 'updatePet'), receivedRules);
  });
});
