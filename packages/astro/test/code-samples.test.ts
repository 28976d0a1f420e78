/**
 * Request samples on reference pages: which languages, in which order, what each request
 * carries (parameters, credentials, body), and the highlighted HTML a reader gets. Real snippetz,
 * real Shiki, and the pages' own example generator.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { exampleValue, type Operation, type Parameter, type SecurityScheme, type Server } from '@quire/openapi';
import { codeSamples, type CodeSample, type CodeSamplesInput } from '../src/reference/code-samples/code-samples.ts';
import {
  escapeCode,
  highlight,
  highlightExample,
  highlightSync,
  highlightUncached,
  linesTokenized,
  loadGrammars,
  useSampleTheme,
} from '../src/reference/code-samples/highlight.ts';
import { resolveCodeTheme } from '../src/code-theme/resolve-code-theme.ts';
import { defaultLanguages, resolveLanguages } from '../src/reference/code-samples/languages.ts';
import { renderCodeSamples } from '../src/reference/code-samples/render-code-samples.ts';
import { sampleRequest, sampleSecuritySchemes } from '../src/reference/code-samples/sample-request.ts';
import { tokenHtml, tokenRuns } from '../src/code-theme/token-markup.ts';
import { operation } from './operation-fixture.ts';
import { allocatedBytes } from '../../../test-support/allocated-bytes.ts';

const exampleOf = (schema: Record<string, unknown>, options: { name?: string } = {}) => exampleValue(schema, {}, 'client', options);

function param(fields: Partial<Parameter> & Pick<Parameter, 'name' | 'in'>): Parameter {
  return { required: false, deprecated: false, schema: { type: 'string' }, ...fields };
}

const server: Server = { url: 'https://api.pets.test/v1', variables: {} };

function samplesOf(input: Partial<CodeSamplesInput> & { operation: Operation }): Promise<CodeSample[]> {
  return codeSamples({ server, exampleOf, ...input });
}

async function curl(input: Partial<CodeSamplesInput> & { operation: Operation }): Promise<string> {
  const samples = await samplesOf({ languages: ['curl'], ...input });
  return samples.find((s) => s.id === 'curl')!.code;
}

const createPet = operation({
  key: 'POST /pets',
  method: 'POST',
  requestBody: {
    required: true,
    content: [
      {
        mediaType: 'application/json',
        schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', example: 'Rex' }, age: { type: 'integer', example: 3 } } },
      },
    ],
  },
});

describe('languages', () => {
  test('without configuration: cURL, JavaScript, Python, Go, Java, Ruby, PHP, C#, in that order', async () => {
    const samples = await samplesOf({ operation: operation() });
    assert.deepEqual(
      samples.map((s) => s.label),
      ['cURL', 'JavaScript', 'Python', 'Go', 'Java', 'Ruby', 'PHP', 'C#'],
    );
    assert.deepEqual(
      samples.map((s) => s.id),
      [...defaultLanguages],
    );
  });

  test('the configured list sets which and in what order', async () => {
    const samples = await samplesOf({ operation: operation(), languages: ['python', 'curl'] });
    assert.deepEqual(
      samples.map((s) => s.label),
      ['Python', 'cURL'],
    );
  });

  test('names are matched case-insensitively with common aliases; unknown ones are reported, duplicates dropped', async () => {
    const names = ['cURL', 'bash', 'py', 'C#', 'JS', 'Node.js', 'golang', 'COBOL'];
    const { languages, unknown } = resolveLanguages(names);
    assert.deepEqual(
      languages.map((l) => l.id),
      ['curl', 'python', 'csharp', 'javascript', 'node', 'go'],
    );
    assert.deepEqual(unknown, ['COBOL']);
    const samples = await samplesOf({ operation: operation(), languages: names });
    assert.deepEqual(
      samples.map((s) => s.label),
      ['cURL', 'Python', 'C#', 'JavaScript', 'Node.js', 'Go'],
    );
  });

  test("the spec's x-codeSamples come first and replace the generated sample of their language", async () => {
    const op = operation({
      extensions: {
        'x-codeSamples': [
          { lang: 'Python', source: 'client.pets.list()' },
          { lang: 'TypeScript', label: 'SDK', source: 'await client.pets.list();' },
          { lang: 'cobol', source: 'DISPLAY "PETS".' },
          { label: 'no source' },
        ],
      },
    });
    const samples = await samplesOf({ operation: op, languages: ['curl', 'python'] });
    assert.deepEqual(
      samples.map((s) => s.label),
      ['Python', 'SDK', 'Cobol', 'cURL'],
    );
    assert.equal(samples[0]!.code, 'client.pets.list()');
    assert.deepEqual(
      samples.map((s) => s.lang),
      ['python', 'typescript', 'cobol', 'shellscript'],
    );
    assert.equal(samples[2]!.html, 'DISPLAY "PETS".', 'a language without a grammar stays plain');
  });

  test('a shell sample of the spec is not taken for cURL', async () => {
    const op = operation({
      extensions: {
        'x-codeSamples': [
          { lang: 'bash', source: 'gh api /pets' },
          { lang: 'node', source: 'pets.list()' },
        ],
      },
    });
    const samples = await samplesOf({ operation: op, languages: ['curl', 'node'] });
    assert.deepEqual(
      samples.map((s) => s.label),
      ['Bash', 'Node.js', 'cURL'],
    );
    assert.equal(samples[0]!.lang, 'shellscript');
  });

  test('x-code-samples (the older spelling) works too; autogenerate false keeps only them', async () => {
    const op = operation({ extensions: { 'x-code-samples': [{ lang: 'shell', label: 'CLI', source: 'pets list' }] } });
    const samples = await samplesOf({ operation: op, autogenerate: false });
    assert.deepEqual(
      samples.map((s) => s.label),
      ['CLI'],
    );
  });

  test('webhooks get only their own x-codeSamples: readers do not send those requests', async () => {
    assert.deepEqual(await samplesOf({ operation: operation({ kind: 'webhook', key: 'webhook newPet', method: 'POST', path: 'newPet' }) }), []);
  });
});

describe('the request', () => {
  const listPets = operation({
    path: '/owners/{ownerId}/pets',
    parameters: [
      param({ name: 'ownerId', in: 'path', required: true, example: 'Ada Lovelace/1' }),
      param({ name: 'status', in: 'query', required: true, schema: { type: 'string', enum: ['available', 'sold'] } }),
      param({ name: 'limit', in: 'query', schema: { type: 'integer', example: 20 } }),
      param({ name: 'X-Request-Id', in: 'header', schema: { type: 'string', example: 'abc' } }),
      param({ name: 'old', in: 'query', deprecated: true, example: 'x' }),
    ],
  });

  test('path parameters take their examples, percent-encoded', async () => {
    assert.match(await curl({ operation: listPets }), /^curl 'https:\/\/api\.pets\.test\/v1\/owners\/Ada%20Lovelace%2F1\/pets\?status=available/);
  });

  test("defaults 'required' leaves optional parameters out; 'all' (the default) fills them in, deprecated ones excepted", async () => {
    const required = await curl({ operation: listPets, defaults: 'required' });
    assert.match(required, /status=available/);
    assert.doesNotMatch(required, /limit=/);
    assert.doesNotMatch(required, /X-Request-Id/);
    const all = await curl({ operation: listPets, defaults: 'all' });
    assert.match(all, /status=available&limit=20/);
    assert.match(all, /--header 'X-Request-Id: abc'/);
    assert.doesNotMatch(all, /old=/);
    assert.equal(await curl({ operation: listPets }), all);
  });

  test('array and object query parameters follow their style', () => {
    const op = operation({
      parameters: [
        param({ name: 'tag', in: 'query', required: true, example: ['a', 'b'] }),
        param({ name: 'ids', in: 'query', required: true, explode: false, example: [1, 2] }),
        param({ name: 'filter', in: 'query', required: true, style: 'deepObject', example: { color: 'red' } }),
      ],
    });
    const request = sampleRequest({ operation: op, server, exampleOf });
    // The whole query is in the URL, encoded once as the playground sends it: snippetz would print HAR pairs raw.
    assert.equal(request.url, 'https://api.pets.test/v1/pets?tag=a&tag=b&ids=1,2&filter[color]=red');
    assert.deepEqual(request.queryString, []);
  });

  test('server variables take their defaults; without an absolute server the URL is a documentation placeholder', () => {
    const at = (s: Server | undefined) => sampleRequest({ operation: operation(), server: s, exampleOf }).url;
    assert.equal(
      at({ url: 'https://{region}.pets.test/{version}/', variables: { region: { default: 'eu' }, version: { default: 'v2' } } }),
      'https://eu.pets.test/v2/pets',
    );
    assert.equal(at({ url: '/api/v3', variables: {} }), 'https://api.example.com/api/v3/pets');
    assert.equal(at(undefined), 'https://api.example.com/pets');
  });

  const schemes: Record<string, SecurityScheme> = {
    headerKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    queryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
    cookieKey: { type: 'apiKey', in: 'cookie', name: 'session' },
    bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    basic: { type: 'http', scheme: 'basic' },
    oauth: { type: 'oauth2', flows: {} },
    oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.pets.test/.well-known/openid-configuration' },
  };
  const authCurl = (scheme: string) => {
    const op = operation({ security: [[{ scheme, scopes: [] }]] });
    return curl({ operation: op, securitySchemes: sampleSecuritySchemes(op, schemes) });
  };

  test('each kind of credential lands where the scheme says, as a placeholder', async () => {
    assert.match(await authCurl('headerKey'), /--header 'X-API-Key: <api-key>'/);
    assert.match(await authCurl('queryKey'), /^curl 'https:\/\/api\.pets\.test\/v1\/pets\?api_key=%3Capi-key%3E'/);
    assert.match(await authCurl('cookieKey'), /--header 'Cookie: session=%3Capi-key%3E'/);
    assert.match(await authCurl('bearer'), /--header 'Authorization: Bearer <token>'/);
    assert.match(await authCurl('basic'), /--header 'Authorization: Basic <credentials>'/);
    assert.match(await authCurl('oauth'), /--header 'Authorization: Bearer <token>'/);
    assert.match(await authCurl('oidc'), /--header 'Authorization: Bearer <token>'/);
  });

  test('a parameter that the credentials fill appears once', async () => {
    const op = operation({
      security: [
        [
          { scheme: 'queryKey', scopes: [] },
          { scheme: 'headerKey', scopes: [] },
        ],
      ],
      parameters: [
        param({ name: 'api_key', in: 'query', required: true, example: 'real' }),
        param({ name: 'x-api-key', in: 'header', required: true, example: 'real' }),
      ],
    });
    const code = await curl({ operation: op, securitySchemes: sampleSecuritySchemes(op, schemes) });
    assert.equal(code.match(/api_key=/g)?.length, 1);
    assert.equal(code.match(/x-api-key/gi)?.length, 1);
    assert.doesNotMatch(code, /real/);
  });

  test('the first requirement that names a scheme is shown; all its schemes together; none for anonymous', async () => {
    const op = operation({
      security: [
        [],
        [
          { scheme: 'headerKey', scopes: [] },
          { scheme: 'queryKey', scopes: [] },
        ],
        [{ scheme: 'bearer', scopes: [] }],
      ],
    });
    const code = await curl({ operation: op, securitySchemes: sampleSecuritySchemes(op, schemes) });
    assert.match(code, /X-API-Key: <api-key>/);
    assert.match(code, /api_key=%3Capi-key%3E/);
    assert.doesNotMatch(code, /Bearer/);
    assert.deepEqual(sampleSecuritySchemes(operation({ security: [] }), schemes), []);
    assert.doesNotMatch(await curl({ operation: operation() }), /Authorization|api-key/);
  });

  test('a JSON body is sent as pretty JSON, with its Content-Type, in cURL and Python', async () => {
    const samples = await samplesOf({ operation: createPet, languages: ['curl', 'python'] });
    const [shell, python] = samples.map((s) => s.code);
    assert.match(shell!, /--request POST/);
    assert.match(shell!, /--header 'Content-Type: application\/json'/);
    assert.match(shell!, /--data '\{\n {2}"name": "Rex",\n {2}"age": 3\n\}'/);
    assert.match(python!, /requests\.post\("https:\/\/api\.pets\.test\/v1\/pets"/);
    assert.match(python!, /json=\{\s*"name": "Rex",\s*"age": 3\s*\}/);
  });

  test('an explicit body example wins over the schema', async () => {
    assert.match(await curl({ operation: createPet, bodyExample: { name: 'Fido' } }), /"name": "Fido"/);
  });

  test('multipart forms send file fields as files, and leave Content-Type (with its boundary) to the client', async () => {
    const upload = operation({
      method: 'POST',
      requestBody: {
        required: true,
        content: [
          {
            mediaType: 'multipart/form-data',
            schema: {
              type: 'object',
              required: ['photo'],
              properties: { photo: { type: 'string', format: 'binary' }, caption: { type: 'string', example: 'Rex at the beach' } },
            },
          },
        ],
      },
    });
    const samples = await samplesOf({ operation: upload, languages: ['curl', 'python'] });
    const [shell, python] = samples.map((s) => s.code);
    assert.match(shell!, /--form 'photo=@path\/to\/file'/);
    assert.match(shell!, /--form 'caption=Rex at the beach'/);
    assert.doesNotMatch(shell!, /Content-Type/);
    assert.match(python!, /files=\[\s*\("photo", open\("path\/to\/file", "rb"\)\)/);
  });

  test('URL-encoded forms send their fields as form parameters', async () => {
    const login = operation({
      method: 'POST',
      requestBody: { required: true, content: [{ mediaType: 'application/x-www-form-urlencoded', example: { user: 'ada', scope: ['read', 'write'] } }] },
    });
    const code = await curl({ operation: login });
    assert.match(code, /--header 'Content-Type: application\/x-www-form-urlencoded'/);
    assert.match(code, /--data-urlencode 'user=ada' \\\n {2}--data-urlencode 'scope=read' \\\n {2}--data-urlencode 'scope=write'/);
  });

  test('a binary body reads a file', async () => {
    const put = operation({
      method: 'PUT',
      requestBody: { required: true, content: [{ mediaType: 'application/octet-stream', schema: { type: 'string', format: 'binary' } }] },
    });
    assert.match(await curl({ operation: put }), /--data-binary '@path\/to\/file'/);
  });
});

describe('highlighting', () => {
  test('colors are token classes, never inline styles; plain text is bare', async () => {
    const [shell] = await samplesOf({ operation: createPet, languages: ['curl'] });
    const tokens = tokenRuns(shell!.html);
    for (const token of [
      ['tf', 'curl '],
      ['tu', 'https://api.pets.test/v1/pets'],
      ['ts', "'Content-Type: application/json'"],
    ])
      assert.ok(
        tokens.some(([cls, text]) => cls === token[0] && text === token[1]),
        token.join(' '),
      );
    assert.doesNotMatch(shell!.html, /style=/);
    assert.equal(tokens.map(([cls, text]) => (cls ? tokenHtml(cls, text) : text)).join(''), shell!.html, 'nothing but bare text and classed tokens');
    assert.equal(
      shell!.html
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
      shell!.code,
    );
  });

  test("a spec's sample cannot inject markup", async () => {
    const op = operation({
      extensions: {
        'x-codeSamples': [{ lang: 'javascript', label: 'Evil</label><script>', source: 'const html = "</code><script>alert(1)</script>" && a < b;' }],
      },
    });
    const [evil] = await samplesOf({ operation: op, autogenerate: false });
    assert.doesNotMatch(evil!.html, /<script|<\/code/);
    assert.match(evil!.html, /&lt;\/code&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    const page = renderCodeSamples([evil!], { name: 'request' }).value;
    assert.doesNotMatch(page, /<script|<\/label><script/);
    assert.match(page, /Evil&lt;\/label&gt;&lt;script&gt;/);
  });

  test('the line cache gives the same HTML as highlighting each sample whole', async () => {
    const everything = ['curl', 'javascript', 'node', 'python', 'go', 'java', 'ruby', 'php', 'csharp', 'swift', 'kotlin', 'rust', 'dart', 'powershell', 'http'];
    const operations = [
      createPet,
      operation({
        key: 'DELETE /pets/{id}',
        method: 'DELETE',
        path: '/pets/{id}',
        parameters: [param({ name: 'id', in: 'path', required: true, example: 7 })],
      }),
      operation({
        method: 'PATCH',
        requestBody: {
          required: false,
          content: [{ mediaType: 'application/json', example: { note: 'multi\nline "quoted" <tag>', list: [1, 2, { deep: null }] } }],
        },
      }),
    ];
    let compared = 0;
    for (const op of operations) {
      for (const s of await samplesOf({ operation: op, languages: everything })) {
        assert.equal(s.html, await highlightUncached(s.code, s.lang), `${op.key} in ${s.label}`);
        compared++;
      }
    }
    assert.equal(compared, operations.length * everything.length);
  });

  test('the cache tells apart states that share their scope names (strings and heredocs that end differently)', async () => {
    // Python ''' and """ strings, and Ruby heredocs, have the same scope names whatever closes them.
    const cases: [string, string, string][] = [
      ['python', 'x = """\nabc\n"""\ny = 1', "x = '''\n\"\"\"\n'''\ny = 1"],
      ['ruby', 'a = <<~ONE\n  TWO\nONE\nputs 1', 'a = <<~TWO\n  ONE\nTWO\nputs 1'],
    ];
    for (const [lang, first, second] of cases) {
      for (const code of [first, second, first]) assert.equal(await highlight(code, lang), await highlightUncached(code, lang), `${lang}: ${code}`);
    }
  });

  test('lines naming different URLs share a cache entry and still show their own URL', async () => {
    const codes: [string, string][] = [
      ['javascript', "fetch('https://a.test/x?y=1&z=2')"],
      ['javascript', "fetch('https://b.test/')"],
      ['javascript', 'const a = "https://a.test/1", b = `https://b.test/p`;'],
      ['python', 'requests.get("https://a.test/a%2Fb")'],
      ['php', '$ch = curl_init("https://a.test/$id");'],
      ['shellscript', 'curl \'https://a.test/x?y=1\' --data \'{"home": "https://b.test"}\''],
    ];
    for (const [lang, code] of codes) {
      const html = await highlight(code, lang);
      assert.equal(html, await highlightUncached(code, lang), code);
      assert.doesNotMatch(html, /quire\.test/);
    }
    assert.match(await highlight(codes[0]![1], 'javascript'), /https:\/\/a\.test\/x\?y=1&amp;z=2/);
  });

  test('URLs with percent-escapes share a cache entry where strings have no placeholders, and keep them colored where they do', async () => {
    // Path parameters with spaces (`Example%20owner`): each operation's URL differs. `%20s`, `%25d` and
    // `%20o` read as printf placeholders in Python and Go, which color them.
    const urls = ['https://a.test/orgs/Example%20owner/x%20s', 'https://a.test/repos/Example%20repo/y%25d', 'https://a.test/users/%E2%9C%93/z%2F'];
    const lines: Record<string, (url: string) => string> = {
      shellscript: (url) => `curl '${url}'`,
      javascript: (url) => `fetch('${url}', {`,
      java: (url) => `  .uri(java.net.URI.create("${url}"))`,
      ruby: (url) => `url = URI("${url}")`,
      php: (url) => `$ch = curl_init("${url}");`,
      csharp: (url) => `var request = new HttpRequestMessage(HttpMethod.Get, "${url}");`,
      python: (url) => `response = requests.get("${url}")`,
      go: (url) => `\trequestUrl := "${url}"`,
    };
    for (const [lang, line] of Object.entries(lines)) {
      await highlight(line('https://a.test/warm-up'), lang);
      const placeholders = lang === 'python' || lang === 'go';
      const before = linesTokenized();
      let whole = 0;
      for (const url of urls) {
        const html = await highlight(line(url), lang);
        assert.equal(html, await highlightUncached(line(url), lang), `${lang}: ${url}`);
        if (html.includes(url)) whole++;
      }
      // One string token each, or split around the placeholders the grammar colors.
      assert.ok(placeholders ? whole < urls.length : whole === urls.length, `${lang}: ${whole} URLs shown whole`);
      assert.equal(linesTokenized() - before, placeholders ? urls.length : 0, `${lang}: lines tokenized again`);
    }
  });

  test('a very long line (embedded data) stays plain instead of taking seconds', async () => {
    const blob = 'A'.repeat(5_000);
    const code = `fetch('https://a.test', {\n  body: JSON.stringify({ data: '${blob}' })\n})`;
    const started = performance.now();
    const html = await highlight(code, 'javascript');
    assert.ok(performance.now() - started < 1_000);
    assert.match(html, new RegExp(`\\n  body: JSON\\.stringify\\(\\{ data: '${blob}' \\}\\)\\n`));
    assert.equal(html, await highlightUncached(code, 'javascript'));
  });

  test('JSON examples, split by the JSON scanner, get the HTML the grammar gives them', async () => {
    const texts = [
      JSON.stringify({ id: 7, name: 'Rex <the dog>', tags: ['a', 'b'], owner: { active: true, note: null, score: -2.5e3 }, empty: {}, none: [] }, null, 2),
      JSON.stringify({ 'quote"d': 'tab\there \u00e9', 'back\\slash': '\\' }, null, 2),
      '[\n  1,\n  "two",\n  [\n    false\n  ]\n]',
      '"only a string"',
      '12',
    ];
    for (const text of texts) assert.equal(await highlight(text, 'json'), await highlightUncached(text, 'json'), text);
    // Not JSON (a spec's example written as a string): the grammar, as before.
    assert.equal(await highlight('{"a": 1,}', 'json'), await highlightUncached('{"a": 1,}', 'json'));
  });

  test('runs with nothing to escape are kept as they are, without a copy', async () => {
    // GitHub's examples are about a million runs, almost none with `&`, `<` or `>`: a replace
    // with a function allocated about 120 bytes for each even so.
    const runs = ['  ', '"', 'login', '": ', 'octocat', ',\n', '12345', 'true'];
    for (const run of runs) assert.equal(escapeCode(run), run);
    assert.equal(escapeCode('a < b && c > d'), 'a &lt; b &amp;&amp; c &gt; d');
    const bytes = await allocatedBytes(() => {
      for (let i = 0; i < 50_000; i++) for (const run of runs) escapeCode(run);
    });
    assert.ok(bytes / 400_000 < 50, `${Math.round(bytes / 400_000)} bytes a run`);
  });

  test('an example shown on many pages is highlighted once, and again in a new theme', async () => {
    const json = JSON.stringify({ message: 'Not Found', documentation_url: 'https://docs.test/rest', status: '404' }, null, 2);
    const docsTheme = (await resolveCodeTheme({ theme: { light: 'github-light', dark: 'github-dark' } })).samples;
    const byTheme: string[] = [];
    try {
      for (const theme of [undefined, docsTheme, undefined]) {
        useSampleTheme(theme);
        await loadGrammars(['json']);
        const first = highlightExample(json, 'json');
        assert.equal(first, highlightSync(json, 'json'));
        assert.equal(highlightExample(json, 'json'), first);
        byTheme.push(first);
      }
    } finally {
      useSampleTheme(undefined);
    }
    assert.notEqual(byTheme[1], byTheme[0], "the docs.json theme's colors, not the palette's kept from before");
    assert.equal(byTheme[2], byTheme[0]);
  });

  test('highlightSync colors once the grammar is loaded, and is escaped plain text before', async () => {
    assert.equal(highlightSync('<a href="x">&</a>', 'xml'), '&lt;a href="x"&gt;&amp;&lt;/a&gt;');
    await loadGrammars(['XML', 'json', 'nonsense']);
    assert.deepEqual(
      tokenRuns(highlightSync('<a href="x">&</a>', 'xml')).find(([, text]) => text === 'href'),
      ['tf', 'href'],
    );
    assert.equal(highlightSync('{"a": 1}', 'json'), await highlightUncached('{"a": 1}', 'json'));
  });

  test('every default language gives highlighted, non-empty HTML', async () => {
    for (const s of await samplesOf({ operation: createPet })) {
      assert.ok(s.code.trim(), `${s.label} has code`);
      assert.ok(
        tokenRuns(s.html).some(([cls]) => /^t[a-z]$/.test(cls)),
        `${s.label} is highlighted`,
      );
    }
  });
});

describe('rendering', () => {
  test('a code tab set, tabs synced by label, one pre per language', async () => {
    const samples = await samplesOf({ operation: createPet, languages: ['curl', 'python'] });
    const page = renderCodeSamples(samples, { name: 'request' }).value;
    assert.match(page, /^<div class="q-tabset q-tabset-code" role="group" aria-label="Request samples">/);
    assert.match(page, /<input class="q-tab-input" type="radio" name="request" id="request-1" checked data-sync="cURL">/);
    assert.match(page, /<label class="q-tab-label" for="request-2"><span>Python<\/span><\/label>/);
    assert.match(page, /<div class="q-tab-panel"><pre class="q-code" data-language="shellscript" tabindex="0"><code>/);
    assert.deepEqual(tokenRuns(samples[0]!.html)[0], ['tf', 'curl ']);
    assert.equal(page.match(/<pre /g)?.length, 2);
    assert.equal(renderCodeSamples([], { name: 'request' }).value, '');
  });
});

test('an unknown language in api.examples.languages is a warning at its place in docs.json, naming the known ones', async () => {
  const { checkSampleLanguages } = await import('../src/integration/check-sample-languages.ts');
  const [warning, ...rest] = checkSampleLanguages(['curl', 'cobol', 'python'], '/docs/docs.json');
  assert.equal(rest.length, 0);
  assert.equal(warning?.severity, 'warning');
  assert.equal(warning?.pointer, '/api/examples/languages/1');
  assert.match(warning!.message, /Unknown request sample language "cobol"/);
  assert.match(warning!.hint!, /Known languages: .*curl.*python/);
  assert.deepEqual(checkSampleLanguages(undefined, '/docs/docs.json'), []);
});
