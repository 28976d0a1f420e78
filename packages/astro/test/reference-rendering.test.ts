// The reference of real specs (@readme/oas-examples), feature by feature, as readers see it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderPage, visibleText } from './reference-fixture.ts';

const text = async (file: string, key: string, settings = {}) => visibleText(await renderPage(file, key, settings));

describe('formats and types', () => {
  test('formats: types read string<date-time>, integer<int64>, enum<string> and T[]', async () => {
    const page = await text('3.0/json/petstore.json', 'POST /pet');
    assert.match(page, /\bid integer<int64>/);
    assert.match(page, /\bphotoUrls string\[\] required/);
    assert.match(page, /\btags Tag ?\[\]/);
    assert.match(page, /\bstatus enum<string> pet status in the store Allowed values: available pending sold/);
    const orders = await text('3.0/json/petstore.json', 'POST /store/order');
    assert.match(orders, /shipDate string<date-time>/);
  });

  test('nullable (3.0) and type arrays (3.1) read as "| null"', async () => {
    const v31 = await text('3.1/json/schema-types.json', 'POST /anything/strings');
    assert.match(v31, /nullable string \| null/);
    const v30 = await text('3.0/json/schema-types.json', 'POST /anything/strings');
    assert.match(v30, /nullable string \| null/);
  });

  test("constraints: bounds, lengths and patterns in the reader's terms", async () => {
    const numbers = await text('3.0/json/schema-validation.json', 'GET /anything/numbers');
    assert.match(numbers, />= \d+/);
    assert.match(numbers, /<= \d+/);
    const strings = await text('3.0/json/schema-validation.json', 'GET /anything/strings');
    assert.match(strings, /Pattern: /);
    assert.match(strings, /\d+ to \d+ characters|at least \d+ characters|at most \d+ characters/);
  });

  test('defaults and enum values are listed, an empty string shown as ""', async () => {
    const page = await text('3.1/json/schema-types.json', 'POST /anything/strings');
    assert.match(page, /enum \(with default\) enum<string> This enum has a default of available \. Default: available Allowed values: available pending sold/);
    assert.match(page, /Default: "" Allowed values: ""/);
  });
});

describe('parameters', () => {
  test('parameters by location: path, query, header and cookie sections in that order', async () => {
    const page = await renderPage('3.0/json/parameters-style.json', 'GET /anything/path/matrix/{primitive}/{array}/{object}');
    assert.match(page, /<h2 id="path-parameters">Path parameters<\/h2>/);
    const cookies = await renderPage('3.0/json/parameters-style.json', 'GET /cookies');
    assert.match(cookies, /<h2 id="cookie-parameters">Cookie parameters<\/h2>/);
  });

  test("style and explode are shown only where they differ from the location's default", async () => {
    const matrix = await text('3.0/json/parameters-style.json', 'GET /anything/path/matrix/{primitive}/{array}/{object}');
    assert.match(matrix, /primitive string required A matrix style, non-exploded primitive\. Style: matrix/);
    const simple = await text('3.0/json/parameters-style.json', 'GET /anything/path/simple/{primitive}/{array}/{object}');
    assert.doesNotMatch(simple, /Style: simple/);
  });

  test('descriptions are Markdown: emphasis, code and links render as HTML, unknown link schemes lose their href', async () => {
    const page = await renderPage('3.1/json/schema-types.json', 'POST /anything/strings');
    assert.match(page, /This is a string with a <strong>markdown<\/strong> description: <a rel="nofollow noopener">link<\/a>/);
    assert.match(page, /<a href="https:\/\/github\.com\/OAI\/OpenAPI-Specification\/[^"]+" rel="nofollow noopener">3\.0\.3 Schema Object<\/a>/);
  });
});

describe('schema trees', () => {
  test('discriminator: alternatives are labelled by their mapping values', async () => {
    const page = await text('3.0/json/discriminators.json', 'PATCH /discriminator-with-mapping');
    assert.match(page, /One of discriminated by discrim/);
    assert.match(page, /Option One OptionOneNoDisc when discrim is Option One/);
    assert.match(page, /Option Two OptionTwoNoDisc when discrim is Option Two/);
  });

  test('discriminator without mapping: the component names are the values', async () => {
    const page = await text('3.0/json/discriminators.json', 'PATCH /embedded-discriminator');
    assert.match(page, /Meow Cat/);
    assert.match(page, /Woof Dog/);
  });

  test('allOf is merged into one list of fields', async () => {
    const page = await text('3.0/json/discriminators.json', 'PATCH /embedded-discriminator');
    // Cat is allOf [Pet, {hunts, age}]: the merged fields sit together, Pet's required kept.
    assert.match(page, /3 fields pet_type string required hunts boolean age integer/);
  });

  test('oneOf/anyOf without titles get a readable fallback label', async () => {
    const page = await text('3.0/json/schema-additional-properties.json', 'POST /post');
    assert.match(page, /string \| integer \| ref-with-ref/);
  });

  test('recursion: a schema that contains itself links back to the earlier node', async () => {
    const page = await renderPage('3.0/json/schema-circular.json', 'PUT /circular');
    const links = [...page.matchAll(/Recursive: the same <a href="#([^"]+)">([^<]+)<\/a>/g)];
    assert.ok(links.length > 0, 'recursion is shown as a link');
    for (const [, id] of links) assert.match(page, new RegExp(`id="${id}"`), `the link target #${id} exists on the page`);
    assert.ok(page.length < 400_000, `the tree is finite (${page.length} bytes)`);
  });

  test('readOnly fields are hidden in requests and writeOnly fields in responses', async () => {
    const page = await renderPage('3.0/json/schema-visibility.json', 'POST /');
    const [request, responses] = page.split('<h2 id="responses">');
    assert.match(request!, /propWithWriteOnly/);
    assert.doesNotMatch(request!.split('<div class="example-block">')[0]!, /propWithReadOnly/);
    assert.match(responses!, /propWithReadOnly/);
    assert.doesNotMatch(responses!.split('<div class="example-block">')[0]!, /propWithWriteOnly/);
  });

  test('additionalProperties: a typed map shows its value schema, true allows anything', async () => {
    const page = await text('3.0/json/schema-additional-properties.json', 'POST /post');
    assert.match(page, /additionalProperties: true` object 1 field \[key: string\] any Any other properties are allowed/);
    assert.match(page, /additionalProperties: \{ type: integer \}` object 1 field \[key: string\] integer/);
  });

  test('nested levels start closed, or open with api.params.expanded "all"', async () => {
    const closed = await renderPage('3.0/json/petstore.json', 'POST /pet');
    assert.match(closed, /<details class="q-expandable schema-children"><summary>2 fields/);
    const open = await renderPage('3.0/json/petstore.json', 'POST /pet', { expanded: true });
    assert.doesNotMatch(open, /<details class="q-expandable schema-children"><summary>/);
    assert.match(open, /<details class="q-expandable schema-children" open><summary>2 fields/);
  });

  test('component types link to their schema pages', async () => {
    const page = await renderPage('3.0/json/petstore.json', 'POST /pet');
    assert.match(page, /<a href="\/schemas\/category">Category<\/a>/);
    assert.match(page, /<a href="\/schemas\/tag">Tag<\/a>\[\]/);
  });

  test('schema pages render the same tree, nested components as links to their own pages', async () => {
    const html = await renderPage('3.0/json/petstore.json', 'schema Pet');
    const page = visibleText(html);
    assert.match(page, /Properties 6 fields id integer<int64> read-only Default: 40 Example: 25 category Category name string required Example: doggie/);
    // Beside the fields, the object as JSON: the spec's own values where it has them, plausible ones elsewhere.
    assert.match(html, /<aside|aria-label="Example"/);
    assert.match(page, /Example application\/json \{ "id": 25, "category": \{ "id": 42, "name": "Example category" \}, "name": "doggie"/);
    assert.match(page, /status enum<string> pet status in the store Allowed values: available pending sold/);
    assert.match(html, /<a href="\/schemas\/category">Category<\/a>/);
  });
});

describe('responses', () => {
  test('responses list every status with its description; the first success starts open', async () => {
    const page = await renderPage('3.0/json/petstore.json', 'GET /pet/{petId}');
    assert.match(page, /<details class="response" id="response-200" open><summary><span class="status status-2xx">200<\/span>/);
    assert.match(
      page,
      /<details class="response" id="response-404"><summary><span class="status status-4xx">404<\/span> <span class="response-headline">Pet not found/,
    );
  });

  test('response headers are listed with their types', async () => {
    const page = await text('3.0/json/petstore.json', 'GET /user/login');
    assert.match(page, /Headers X-Rate-Limit integer<int32> calls per hour allowed by the user X-Expires-After string<date-time>/);
  });

  test('several content types are tabs, one schema each', async () => {
    const page = await renderPage('3.0/json/petstore.json', 'PUT /pet');
    assert.match(page, /aria-label="Request body content type"/);
    assert.match(page, /<span>application\/json<\/span>[\s\S]*<span>application\/xml<\/span>/);
  });

  test('callbacks show their URL expression, body and expected answers', async () => {
    const page = await text('3.0/json/callbacks.json', 'POST /streams');
    // The API sends the callback's body: no "required" or "optional", which would tell the reader to send it.
    assert.match(page, /Callbacks onData POST \{\$request\.query\.callbackUrl\}\/data Request body subscription payload Content type: application\/json/);
    assert.match(page, /202 Your server implementation should return this HTTP status code/);
  });

  test('binary bodies say so instead of a schema tree', async () => {
    const page = await text('3.0/json/file-uploads.json', 'POST /anything/image-png');
    assert.match(page, /image\/png Binary data/);
  });
});

describe('examples', () => {
  test('examples: named examples are selectable tabs by their summary', async () => {
    const page = await renderPage('3.0/json/response-examples.json', 'GET /examples');
    assert.match(page, /<span>202 · An example of a cat<\/span>/);
    assert.match(page, /<span>202 · An example of a dog with a cat&#39;s name<\/span>/);
    assert.match(visibleText(page), /"name": "Fluffy"/);
  });

  test('examples: generated from the schema when the spec has none, honoring enums, formats and defaults', async () => {
    const page = visibleText(await renderPage('3.0/json/petstore.json', 'POST /store/order'));
    const example = /Request example application\/json (\{[\s\S]*?\n?\})/.exec(page)?.[1] ?? '';
    const value = JSON.parse(example);
    assert.equal(value.status, 'placed', 'first enum value');
    assert.match(value.shipDate, /^\d{4}-\d\d-\d\dT/, 'date-time format');
    assert.equal(value.complete, false, 'default');
  });

  test('examples: autogenerate false leaves out examples the spec does not have', async () => {
    const page = await renderPage('3.0/json/petstore.json', 'POST /store/order', { autogenerate: false });
    assert.doesNotMatch(page, /Request example/);
  });

  test('examples: request examples for every content type', async () => {
    const page = await renderPage('3.0/json/request-examples.json', 'POST /requestBody-multi-media-types');
    const titles = [...page.matchAll(/<label class="q-tab-label" for="s-example-1-\d+"><span>([^<]+)<\/span>/g)].map((m) => m[1]);
    assert.ok(new Set(titles.map((t) => t!.split(' · ')[0])).size >= 2, `one tab per content type: ${titles.join(', ')}`);
  });
});

describe('security kinds', () => {
  test('security kinds: API key in header, query and cookie', async () => {
    assert.match(
      await text('3.0/json/security.json', 'PUT /anything/apiKey'),
      /apiKey_header API key in header Send the key in the X-API-KEY: <api-key> header/,
    );
    assert.match(
      await text('3.0/json/security.json', 'GET /anything/apiKey'),
      /apiKey_query API key in query Send the key in the \?apiKey=<api-key> query parameter/,
    );
    assert.match(await text('3.0/json/security.json', 'POST /anything/apiKey'), /apiKey_cookie API key in cookie Send the key in the api_key=<api-key> cookie/);
  });

  test('security kinds: HTTP bearer with its format, and basic', async () => {
    assert.match(await text('3.0/json/security.json', 'PUT /anything/bearer'), /bearer_jwt Bearer token \(JWT\) Send Authorization: Bearer <token>/);
    assert.match(
      await text('3.0/json/security.json', 'POST /anything/basic'),
      /basic Basic authentication Send Authorization: Basic <base64 of username:password>/,
    );
  });

  test('security kinds: OAuth2 flows with their URLs and scopes, the required ones marked', async () => {
    const page = await text('3.0/json/security.json', 'POST /anything/oauth2');
    for (const flow of ['Authorization code', 'Client credentials', 'Implicit', 'Password']) assert.match(page, new RegExp(`${flow} flow`));
    assert.match(page, /Authorization URL http:\/\/example\.com\/oauth\/dialog Token URL http:\/\/example\.com\/oauth\/token/);
    assert.match(page, /write:things required Add things to your account/);
  });

  test('security kinds: OpenID Connect with its discovery URL', async () => {
    assert.match(await text('3.0/json/security.json', 'POST /anything/openIdConnect'), /OpenID Connect .*Discovery: https?:\/\/\S+/);
  });

  test('security kinds: alternatives and combinations are shown as such', async () => {
    const page = await text('3.0/json/security-multiple.json', 'POST /anything/and-or');
    assert.match(page, /Any one of these 2 ways: All of these together: oauth2/);
    const optional = await text('3.0/json/security.json', 'GET /anything/optional-auth');
    assert.match(optional, /Optional: the request also works without authentication/);
  });
});

test("examples: an XML content type gets an XML example, named after the schema's xml settings", async () => {
  const page = visibleText(await renderPage('3.0/json/petstore.json', 'PUT /pet'));
  assert.match(page, /application\/xml <Pet> <Category> <id>0<\/id> <name>string<\/name> <\/Category> <name>doggie<\/name>/);
});
