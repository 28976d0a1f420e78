// An AsyncAPI 2.x document's change history: compared in the 3.0 shape its pages are made from,
// so each change names the channel and message ids the pages use (a 2.x channel is keyed by its
// address; a message by its messageId, else by operation and position), and a payload is
// compared in the way its data flows (subscribe: the application sends; publish: it receives).
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { historyMarkers, specHistory, type HistoryEntry } from '@quire/changes';
import { loadAsyncApiText } from '@quire/asyncapi';

const object = (fields: string, required = '') => `{ type: object,${required ? ` required: [${required}],` : ''} properties: { ${fields} } }`;
const version = (v: string, adopted: string, feed: string, more = '') => `asyncapi: 2.6.0
info: { title: Live, version: ${v}, description: 'Pets, live.' }
channels:
  pets/adopted:
    subscribe:
      operationId: onPetAdopted
      message:
        oneOf:
${adopted}  pets/feed:
    publish:
      operationId: feedPet
      message: { messageId: feed, payload: ${feed} }
${more}`;
const adopted = (name = true) =>
  `          - { messageId: petAdopted, payload: ${object(`id: { type: integer }${name ? ', name: { type: string }' : ''}`)} }\n`;
const fed = '          - { messageId: petFed, payload: { type: object } }\n';
/** Oldest first: the first version, a prose edit, then one with a change of each kind. */
const liveVersions = [
  version('1.0.0', adopted() + fed, object('food: { type: string }, note: { type: string }')),
  version('1.0.0', adopted() + fed, object('food: { type: string }, note: { type: string }')).replace('Pets, live.', 'Pets, as they happen.'),
  version(
    '1.1.0',
    adopted(false),
    object('food: { type: string }, amount: { type: integer }', 'amount'),
    '  visits:\n    subscribe:\n      operationId: onVisit\n      message: { messageId: visitBooked, payload: { type: object } }\n',
  ),
];

describe('the change history of an AsyncAPI 2.x document', () => {
  let repo = '';
  let entries: HistoryEntry[] = [];
  before(async () => {
    repo = await mkdtemp(join(tmpdir(), 'quire-asyncapi2-history-'));
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=d@example.com', '-c', 'user.name=D', ...args], { cwd: repo });
    git('init', '-q');
    for (const [i, text] of liveVersions.entries()) {
      await writeFile(join(repo, 'live.yaml'), text);
      git('add', 'live.yaml');
      git('commit', '-q', '-m', `Live ${i + 1}`, '--date', `2026-01-0${i + 1}T12:00:00Z`);
    }
    entries = [...((await specHistory(join(repo, 'live.yaml')))?.entries ?? [])].reverse();
  });

  it('lists a channel added, a message removed, and payload fields compared in the way their data flows, keyed as the pages are', () => {
    assert.equal(entries.length, 3);
    assert.deepEqual(entries[1]!.changes, [], 'a prose edit is no change');
    assert.equal(entries[2]!.label, '1.1.0');
    assert.deepEqual(
      entries[2]!.changes.map((c) => `${c.page}${c.at ? ` | ${c.at}` : ''} | ${c.rule}${c.breaking ? ' (breaking)' : ''}`),
      [
        // Sent by the application: a field its subscribers read was removed.
        'channel pets/adopted | message petAdopted payload › name | response-property-removed (breaking)',
        'channel pets/adopted | message petFed | message-removed (breaking)',
        // Received by it: a field its senders must now send was added; one they sent was dropped.
        'channel pets/feed | message feed payload › amount | required-request-property-added (breaking)',
        'channel pets/feed | message feed payload › note | request-property-removed',
        'channel visits | channel-added',
      ],
    );
  });

  it("names each channel by the id of its page: the converted document's, as the pages are made from", async () => {
    const loaded = await loadAsyncApiText(liveVersions[2]!, 'live.yaml');
    assert.ok(loaded.model, JSON.stringify(loaded.diagnostics));
    const pages = new Set(loaded.model.channels.map((c) => `channel ${c.id}`));
    const messages = new Set(loaded.model.channels.flatMap((c) => c.messages.map((m) => `channel ${c.id} | message ${m.id}`)));
    const markers = historyMarkers({ entries: entries.map((e) => ({ label: e.label, changes: e.changes })).reverse() });
    for (const page of markers.keys()) assert.ok(pages.has(page), `${page} is a channel page`);
    assert.ok(messages.has('channel pets/adopted | message petAdopted'));
    assert.deepEqual(markers.get('channel visits'), { added: '1.1.0', changed: [], rows: {} });
  });
});
