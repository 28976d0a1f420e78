// One worker thread of compareCommits: compares its run of commits and answers the steps.
import { parentPort, workerData } from 'node:worker_threads';
import { compareInThisThread } from './compare-commits.ts';
import type { SpecCommit } from './spec-commits.ts';

const { root, commits, indexes } = workerData as { root: string; commits: SpecCommit[]; indexes: number[] };
parentPort!.postMessage([...(await compareInThisThread(root, commits, indexes))]);
