// A second process for the claim tests: opens the database given (a SQLite file or a PostgreSQL
// URL), waits until the start time given (so both processes claim at once), claims until the
// queue is empty and prints the job ids. With `hold`, it claims one job, prints its id and keeps
// it (heartbeats and all) until it is killed: a worker that dies mid-build.
import { openPostgresStorage } from '../src/storage/postgres-storage.ts';
import { isPostgresUrl } from '../src/storage/pg-database.ts';
import { openSqliteStorage } from '../src/storage/sqlite-storage.ts';
import { testQueueTiming } from './postgres-server.ts';

const [location, startAt, mode] = process.argv.slice(2);
const storage = isPostgresUrl(location!)
  ? await openPostgresStorage(location!, { timing: testQueueTiming, maxConnections: 3 })
  : await openSqliteStorage(location!);
if (mode === 'hold') {
  const job = await storage.queue.claim();
  process.stdout.write(`${JSON.stringify(job ?? null)}\n`);
  setInterval(() => {}, 60_000);
  await new Promise(() => {});
}
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
