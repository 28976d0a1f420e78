// `quire dev` reads every spec again when one changes: an AsyncAPI document whose text did not
// change is not parsed again (its parser compiles the AsyncAPI schema anew for every document),
// and any change, its own or a file it `$ref`s, is read.
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadAsyncApi } from '../src/index.ts';

const doc = (title: string, payload = '{ type: string }') => `asyncapi: 3.0.0
info: { title: ${title}, version: '1' }
channels:
  feed:
    address: /feed
    messages:
      tick:
        payload: ${payload}
`;

async function docsWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-asyncapi-again-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

test('an unchanged document read again gives the model it gave, and an edited one the new model', async () => {
  const dir = await docsWith({ 'api.yaml': doc('Feed') });
  const first = await loadAsyncApi('api.yaml', { cwd: dir, root: dir });
  const again = await loadAsyncApi('api.yaml', { cwd: dir, root: dir });
  assert.equal(again.model, first.model, 'not parsed again');
  await writeFile(join(dir, 'api.yaml'), doc('Live feed'));
  assert.equal((await loadAsyncApi('api.yaml', { cwd: dir, root: dir })).model!.info.title, 'Live feed');
});

test('a document that $refs another file is read again, so an edit of that file shows', async () => {
  const dir = await docsWith({ 'api.yaml': doc('Split', "{ $ref: './tick.yaml' }"), 'tick.yaml': 'type: object\ndescription: First\n' });
  const first = await loadAsyncApi('api.yaml', { cwd: dir, root: dir });
  assert.equal(first.model!.channels[0]!.messages[0]!.payload!.description, 'First');
  await writeFile(join(dir, 'tick.yaml'), 'type: object\ndescription: Second\n');
  const again = await loadAsyncApi('api.yaml', { cwd: dir, root: dir });
  assert.equal(again.model!.channels[0]!.messages[0]!.payload!.description, 'Second');
});
