// The worker thread that reads a checkout's spec URLs (spec-urls.ts), off the service's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { readSpecUrls } from './spec-urls.ts';

parentPort!.postMessage(await readSpecUrls((workerData as { docsDir: string }).docsDir));
