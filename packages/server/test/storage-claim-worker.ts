// A second process for the claim test: opens the database file given, waits until the start time
// given (so both processes claim at once), claims until the queue is empty and prints the job ids.
import { openSqliteStorage } from '../src/storage/sqlite-storage.ts';

const [file, startAt] = process.argv.slice(2);
const storage = await openSqliteStorage(file!);
while (Date.now() < Number(startAt)) await new Promise((resolve) => setTimeout(resolve, 1));
const claimed: string[] = [];
for (let job = await storage.queue.claim(); job; job = await storage.queue.claim()) {
  claimed.push(job.updateId);
  // A pause between claims, as a worker building would have: without it one process can drain
  // the queue while the other sleeps in SQLite's busy handler, and the claims would not interleave.
  await new Promise((resolve) => setTimeout(resolve, 1));
}
await storage.close();
process.stdout.write(JSON.stringify(claimed));
