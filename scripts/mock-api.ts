// `npm run mock`: a local API for the demo's playground, on the demo spec's "Local mock" server
// (http://localhost:4010/v2). It answers every request with what it received.
import { startEchoApi } from '../test-support/echo-api.ts';

const port = Number(process.env.PORT ?? 4010);
const api = await startEchoApi({ port });
console.log(`Mock API listening on ${api.url}: pick "Local mock" in the demo's playground. Ctrl+C stops it.`);
