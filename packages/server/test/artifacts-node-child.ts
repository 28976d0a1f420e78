// An API node's artifact store in a process of its own, for artifacts-node-folder.test.ts: it
// opens the store named by QUIRE_ARTIFACTS on the data folder given, says so, and runs until killed.
import { openArtifactStore } from '../src/artifacts/open-artifact-store.ts';

await openArtifactStore(process.argv[2]!);
process.stdout.write('ready\n');
setInterval(() => {}, 60_000);
