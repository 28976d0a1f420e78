// The API's own OpenAPI description: served by the API, copied into the docs site, and complete.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse } from 'yaml';
import { apiProblemKinds, apiProblemType } from '../src/http/api-problems.ts';
import { createApiHandler } from '../src/http/api-handler.ts';
import { openapiDocumentPath } from '../src/http/openapi-document.ts';
import { listen } from './http-helpers.ts';
import { openStorage } from './storage-helpers.ts';

const source = readFileSync(openapiDocumentPath, 'utf8');
const document = parse(source) as {
  openapi: string;
  servers: { url: string; variables?: Record<string, { default: string; description?: string }> }[];
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: { Problem: { properties: { type: { enum: string[] } } } } };
};

test('the docs site renders the same document the service serves', () => {
  const docsCopy = readFileSync(new URL('../../../sites/docs/openapi/hosting.yaml', import.meta.url), 'utf8');
  assert.equal(docsCopy, source, 'copy packages/server/openapi/hosting-api.yaml to sites/docs/openapi/hosting.yaml');
});

test("the playground can send to the reader's own service: the server's host is a variable, and a local quire serve is offered", () => {
  const [hosted, local] = document.servers;
  assert.equal(hosted?.url, 'https://{host}/v1');
  assert.equal(hosted.variables?.host?.default, 'quire.example.com');
  assert.ok(hosted.variables.host.description, 'the field says what to type');
  assert.equal(local?.url, 'http://localhost:{port}/v1');
  assert.equal(local.variables?.port?.default, '4500', "quire serve's default port");
});

test('served at /v1/openapi.json and /v1/openapi.yaml without a token', async () => {
  const base = await listen(createApiHandler({ storage: await openStorage() }));
  const json = await fetch(`${base}/v1/openapi.json`);
  assert.equal(json.status, 200);
  assert.equal(json.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.deepEqual(await json.json(), document);
  const yaml = await fetch(`${base}/v1/openapi.yaml`);
  assert.equal(yaml.status, 200);
  assert.equal(yaml.headers.get('content-type'), 'application/yaml; charset=utf-8');
  assert.equal(await yaml.text(), source);
});

test('an OpenAPI 3.1 document of every operation and every status code the API answers with', () => {
  assert.equal(document.openapi, '3.1.0');
  const codes = (path: string, method: string) => Object.keys(document.paths[path]?.[method]?.responses ?? {}).sort();
  const guarded = ['400', '401', '404', '405', '429', '500'];
  assert.deepEqual(codes('/project/update/{projectId}', 'post'), ['202', '409', ...guarded].sort());
  assert.deepEqual(codes('/project/update-status/{statusId}', 'get'), ['200', ...guarded].sort());
  assert.deepEqual(codes('/project/update-logs/{statusId}', 'get'), ['200', ...guarded].sort());
  assert.deepEqual(codes('/project/update-files/{statusId}', 'get'), ['200', ...guarded].sort());
  assert.deepEqual(codes('/project/updates/{projectId}', 'get'), ['200', ...guarded].sort());
  assert.deepEqual(codes('/project/update-cancel/{statusId}', 'post'), ['200', '409', ...guarded].sort());
  assert.deepEqual(codes('/project/webhook-secret/{projectId}', 'post'), ['201', ...guarded].sort());
  assert.deepEqual(codes('/project/previews/{projectId}', 'get'), ['200', ...guarded].sort());
  assert.deepEqual(codes('/webhooks/git', 'post'), ['200', '202', '400', '401', '405', '409', '413', '429', '500']);
  assert.deepEqual(codes('/openapi.json', 'get'), ['200', '405', '500']);
  assert.deepEqual(codes('/openapi.yaml', 'get'), ['200', '405', '500']);
  assert.deepEqual(Object.keys(document.paths).sort(), [
    '/openapi.json',
    '/openapi.yaml',
    '/project/previews/{projectId}',
    '/project/update-cancel/{statusId}',
    '/project/update-files/{statusId}',
    '/project/update-logs/{statusId}',
    '/project/update-status/{statusId}',
    '/project/update/{projectId}',
    '/project/updates/{projectId}',
    '/project/webhook-secret/{projectId}',
    '/webhooks/git',
  ]);
  const kinds = Object.keys(apiProblemKinds) as (keyof typeof apiProblemKinds)[];
  assert.deepEqual(document.components.schemas.Problem.properties.type.enum, kinds.map(apiProblemType));
});
