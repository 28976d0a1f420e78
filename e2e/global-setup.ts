/**
 * Builds sites/demo once with the CLI into a temporary folder and serves it with `quire preview`
 * on a free port. Tests reach it through `baseURL` (and the built files through QUIRE_E2E_DIST);
 * the returned teardown stops the servers. The demo API's "Local mock" server (port 4010) is a
 * real echo API: the playground's target.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EchoApi, startEchoApi } from '../test-support/echo-api.ts';
import { buildSite, type Preview, startPreview } from './fixtures/site-server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const out = mkdtempSync(join(tmpdir(), 'quire-e2e-demo-'));
  let preview: Preview | undefined;
  let api: EchoApi | undefined;
  try {
    api = await startEchoApi({ port: 4010 }).catch((error: Error) => {
      throw new Error(`The playground tests need port 4010 for the demo's local mock API (its spec's "Local mock" server): ${error.message}`);
    });
    buildSite('sites/demo', out, ['--site', 'https://docs.example.com']);
    preview = await startPreview(out);
    process.env.QUIRE_E2E_URL = `${preview.url}/`;
    process.env.QUIRE_E2E_DIST = out;
  } catch (error) {
    await preview?.stop();
    await api?.close();
    rmSync(out, { recursive: true, force: true });
    throw error;
  }
  const [site, mock] = [preview, api];
  return async () => {
    await site.stop();
    await mock.close();
    rmSync(out, { recursive: true, force: true });
  };
}
