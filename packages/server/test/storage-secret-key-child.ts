// A second process for storage-secret-key-file.test.ts: waits until the start time given (so two
// processes start at once), then asks for the zero-setup key in each of `count` new folders under
// the folder given, and prints one line per folder: the key as base64, or the error it met.
import { join } from 'node:path';
import { serviceSecretKeys } from '../src/storage/secret-keys.ts';

const [parent, count, startAt] = process.argv.slice(2);
const env = { ...process.env, QUIRE_SECRET_KEY: '' };
while (Date.now() < Number(startAt)) {
  // Busy: a timer would wake each process a millisecond or more apart.
}
const lines: string[] = [];
for (let index = 0; index < Number(count); index++) {
  try {
    lines.push(serviceSecretKeys(join(parent!, String(index)), env).keys[0]!.toString('base64'));
  } catch (error) {
    lines.push(`error: ${(error as Error).message}`);
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
