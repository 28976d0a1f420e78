// docs.json `contextual.options`: "download-spec" offers the OpenAPI document a reference page is
// made from; an option Quire does not know is left out with a warning naming the ones it knows.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { DocsConfig } from '@quire/config';
import { loadSite, type SiteManifest } from '@quire/site';
import { writeFiles } from '../../../test-support/write-files.ts';
import { publishedSpecs } from '../src/integration/published-specs.ts';
import { checkPageActions } from '../src/integration/check-page-actions.ts';
import { pageActions } from '../src/data/page-actions.ts';

const spec = (ref: string) =>
  `openapi: 3.1.0\ninfo: { title: Pets, version: "1" }\npaths:\n  /pets:\n    get:\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: "${ref}" }\n`;

async function site(options: unknown[]) {
  const dir = await writeFiles({
    'docs.json': JSON.stringify({
      name: 'Pets',
      navigation: { groups: [{ group: 'API', openapi: 'api/v1/openapi.yaml', pages: ['GET /pets'] }] },
      contextual: { options },
    }),
    'api/v1/openapi.yaml': spec('../../shared/pet.yaml#/Pet'),
    'shared/pet.yaml': 'Pet:\n  type: object\n  properties:\n    tag: { $ref: "./tag.yaml" }\n',
    'shared/tag.yaml': 'type: string\n',
    'other.yaml': spec('#/components/schemas/X'),
  });
  const loaded = await loadSite(dir, { validationCacheDir: false, urlCacheDir: false });
  return { dir, loaded: loaded as typeof loaded & { config: DocsConfig; manifest: SiteManifest } };
}

describe('download-spec', () => {
  it("publishes the spec of the site's reference pages at its own path, with the files its $refs name", async () => {
    const { dir, loaded } = await site(['copy', 'download-spec']);
    const published = publishedSpecs(loaded.config, loaded.manifest, loaded.specs, dir);
    assert.deepEqual(
      [...published],
      [['api/v1/openapi.yaml', { href: 'api/v1/openapi.yaml', files: ['api/v1/openapi.yaml', 'shared/pet.yaml', 'shared/tag.yaml'] }]],
    );
  });

  it('publishes nothing when docs.json does not ask for it', async () => {
    const { dir, loaded } = await site(['copy']);
    assert.equal(publishedSpecs(loaded.config, loaded.manifest, loaded.specs, dir).size, 0);
  });

  it('is an action of the page menu, named as the hosted platform names it', () => {
    assert.deepEqual(
      pageActions({ options: ['download-spec'], display: 'header' })?.actions.map((a) => [a.kind, a.title]),
      [['download-spec', 'Download API spec']],
    );
  });
});

describe('contextual options Quire does not know', () => {
  it('are left out of the menu, each with a warning at its place naming the known options, and a likely meant one', () => {
    const contextual = { options: ['copy', 'clade', 'gemini', 'mcp'], display: 'header' as const };
    assert.deepEqual(
      pageActions(contextual)?.actions.map((a) => a.kind),
      ['copy'],
    );
    const warnings = checkPageActions(contextual, 'docs.json');
    assert.deepEqual(
      warnings.map((d) => [d.code, d.severity, d.pointer]),
      [
        ['CONFIG_CONTEXTUAL_OPTION_UNKNOWN', 'warning', '/contextual/options/1'],
        ['CONFIG_CONTEXTUAL_OPTION_UNKNOWN', 'warning', '/contextual/options/2'],
        ['CONFIG_CONTEXTUAL_OPTION_OMITTED', 'warning', '/contextual/options/3'],
      ],
    );
    assert.match(warnings[0]!.message, /"clade", an option Quire does not know: the page menu leaves it out\. Did you mean "claude"\?/);
    assert.doesNotMatch(warnings[1]!.message, /Did you mean/);
    assert.match(warnings[1]!.hint!, /^The options Quire knows: "assistant", "copy", .*"download-spec", or an object/);
  });
});
