// `npm run mock`: a local API for the demo's playground, on the demo spec's "Local mock" server
// (http://localhost:4010/v2, and ws://localhost:4010/v2 for the live API's channels). It answers
// every request with what it received, and echoes every WebSocket message.
import { startEchoApi } from '../test-support/echo-api.ts';

const port = Number(process.env.PORT ?? 4010);
const api = await startEchoApi({ port });
console.log(`Mock API listening on ${api.url}: pick "Local mock" in the demo's playground. Ctrl+C stops it.`);
