// `quire serve --api-cors`: the origins whose pages (an API reference's playground) may call the
// /v1 API from a reader's browser. A real service, asked over HTTP.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runQuire } from './run-quire.ts';
import { serve, work } from './serve-helpers.ts';

describe('quire serve --api-cors', () => {
  it("answers the named origin's preflight and lets it read the API's answers", async () => {
    const { url } = await serve(join(work, 'cors-data'), ['--api-cors', 'https://docs.example.com']);
    const preflight = await fetch(`${url}/v1/project/update/665f1c2e9b1d4a0012ab34cd`, {
      method: 'OPTIONS',
      headers: { origin: 'https://docs.example.com', 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://docs.example.com');
    const refused = await fetch(`${url}/v1/project/update-status/665f1c2e9b1d4a0012ab34cd`, { headers: { origin: 'https://docs.example.com' } });
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('access-control-allow-origin'), 'https://docs.example.com');
  });

  it('refuses * with the reason', async () => {
    const result = await runQuire(['serve', '--port', '0', '--data', join(work, 'unused'), '--api-cors', '*'], work);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /^quire serve: --api-cors takes exact origins, not \*: .*lock their addresses out/);
  });
});
