// OpenAPI 3.2's OAuth additions as relay targets: the device authorization endpoint and the
// metadata document are the spec's, so the relay may reach them; what the metadata names is not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalize } from '@quire/openapi';
import { parse } from 'yaml';
import { relayTargets } from '../src/relay/relay-targets.ts';

const spec = `openapi: 3.2.0
info: { title: TV, version: 1.0.0 }
servers: [{ url: 'https://api.example.com' }]
paths: {}
components:
  securitySchemes:
    device:
      type: oauth2
      oauth2MetadataUrl: https://meta.example.com/.well-known/oauth-authorization-server
      flows:
        deviceAuthorization:
          deviceAuthorizationUrl: https://device.example.com/device
          tokenUrl: https://auth.example.com/token
          scopes: {}
    discovered:
      type: oauth2
      oauth2MetadataUrl: /.well-known/oauth-authorization-server
      flows: {}
`;

test('the device authorization URL and the absolute metadata URL are targets; a relative metadata URL names the site itself', () => {
  const model = normalize(parse(spec), 'tv.yaml', '3.2').model;
  assert.deepEqual(relayTargets([model], { playground: { display: 'interactive', proxy: true, credentials: false } }).origins, [
    'https://api.example.com',
    'https://auth.example.com',
    'https://device.example.com',
    'https://meta.example.com',
  ]);
});
