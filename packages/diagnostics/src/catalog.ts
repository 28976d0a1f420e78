/**
 * The one catalog of Quire's diagnostics. Codes are permanent: tools match on them, so a code is
 * never renamed or reused. Each entry says what a person should do next when the call site has
 * nothing more precise to say.
 */
export const catalog = {
  // Reading a spec
  SPEC_NOT_FOUND: { severity: 'error', hint: 'Check the path or URL; paths are relative to the docs folder (or the working directory for the CLI).' },
  SPEC_FETCH_FAILED: { severity: 'error', hint: 'Check that the URL is reachable and answers 200 with the document.' },
  SPEC_FROM_CACHE: {
    severity: 'warning',
    hint: 'The site is built from the last copy fetched, which may be out of date: check that the URL answers, or commit the document in the repository and name it by its path.',
  },
  SPEC_PARSE_ERROR: { severity: 'error', hint: 'Fix the JSON or YAML syntax at the position shown.' },
  SPEC_NOT_OPENAPI: { severity: 'error', hint: 'An OpenAPI document starts with `openapi: 3.1.0` (or 3.0.x) and has `info` and `paths` or `webhooks`.' },
  SPEC_SWAGGER_2: {
    severity: 'error',
    hint: 'Convert it to OpenAPI 3 first, for example with `npx swagger2openapi spec.yaml -o openapi.yaml`, then point Quire at the result.',
  },
  SPEC_UNSUPPORTED_VERSION: { severity: 'error', hint: 'Quire reads OpenAPI 3.0, 3.1 and 3.2 documents.' },
  SPEC_INVALID: { severity: 'error', hint: 'Fix the document where shown; the OpenAPI specification lists the allowed fields of each object.' },
  SPEC_NEEDS_3_2: {
    severity: 'error',
    hint: 'This is new in OpenAPI 3.2: declare `openapi: 3.2.0` to use it (a 3.1 document means the same in 3.2), or remove it.',
  },
  SPEC_WEBHOOKS_NEED_3_1: {
    severity: 'error',
    hint: 'Webhooks need OpenAPI 3.1: set `openapi: 3.1.0` (and check the 3.0 to 3.1 changes, such as `nullable`), or remove `webhooks`.',
  },
  SPEC_REF_UNRESOLVED: {
    severity: 'error',
    hint: 'A `$ref` must point at an existing location: `#/components/...` in the same file, or a relative file path next to the spec (`./schemas/pet.yaml#/Pet`).',
  },
  SPEC_TOO_DEEP: {
    severity: 'warning',
    hint: 'Flatten what nests this deep: a nested schema can move into `components/schemas` and be referred to with `$ref`, so that each level stays shallow enough to check.',
  },
  SPEC_OPERATION_SKIPPED: { severity: 'warning', hint: 'Fix the errors of this operation to get its page back.' },
  SPEC_OVERLAY_INVALID: {
    severity: 'error',
    hint: 'An overlay has `overlay: 1.0.0` (or 1.1.0), `info` with a `title` and a `version`, and `actions`, each with an RFC 9535 JSONPath `target` and `update`, `remove: true` or (1.1) `copy`.',
  },
  SPEC_OVERLAY_NO_MATCH: {
    severity: 'warning',
    hint: "Check the target against the document: property names with `/` or `{` need brackets and quotes, such as `$.paths['/pets/{id}'].get`.",
  },

  // Reading an AsyncAPI document
  ASYNCAPI_NOT_ASYNCAPI: {
    severity: 'error',
    hint: 'An AsyncAPI document starts with `asyncapi: 3.0.0` and has `info`, and usually `servers`, `channels` and `operations`.',
  },
  ASYNCAPI_UNSUPPORTED_VERSION: {
    severity: 'error',
    hint: 'Quire reads AsyncAPI 2.0 to 2.6 and 3.x documents. Convert an older one first: `npx @asyncapi/cli convert asyncapi.yaml -o asyncapi.v3.yaml`, then point Quire at the result.',
  },
  ASYNCAPI_INVALID: { severity: 'error', hint: 'Fix the document where shown; the AsyncAPI specification lists the allowed fields of each object.' },
  ASYNCAPI_WARNING: { severity: 'warning', hint: 'The document is usable, but readers or tools may be misled: fix it where shown.' },

  // Reading a GraphQL schema
  GRAPHQL_SYNTAX_ERROR: {
    severity: 'error',
    hint: 'Fix the SDL syntax at the position shown: a GraphQL schema is made of `type`, `input`, `enum`, `interface`, `union`, `scalar` and `schema` definitions.',
  },
  GRAPHQL_INVALID: {
    severity: 'error',
    hint: 'Fix the schema where shown; the GraphQL specification says what a valid schema is (every type named must be defined, each field once).',
  },

  // Reading an SDK reference artifact (docs.json `sdk`)
  SDK_PARSE_ERROR: {
    severity: 'error',
    hint: 'Fix the JSON or YAML syntax at the position shown, or generate the artifact again (`typedoc --json`, `docfx metadata`).',
  },
  SDK_INVALID: {
    severity: 'error',
    hint: 'The artifact does not have the shape its generator writes: generate it again with the generator, or fix it where shown.',
  },
  SDK_FORMAT_UNSUPPORTED: {
    severity: 'warning',
    hint: 'Quire reads `typedoc` (TypeDoc JSON) and `docfx` (DocFX ManagedReference YAML) artifacts; the tab builds without SDK pages for now.',
  },

  // Reading docs.json
  CONFIG_NOT_FOUND: { severity: 'error', hint: 'Create a docs.json at the root of the docs folder, or pass the folder that holds it.' },
  CONFIG_PARSE_ERROR: { severity: 'error', hint: 'docs.json must be valid JSON: check commas, quotes and brackets at the position shown.' },
  CONFIG_INVALID: { severity: 'error', hint: 'See docs.schema.json (add "$schema" to docs.json to get completion in your editor).' },
  CONFIG_UNKNOWN_KEY: { severity: 'warning', hint: 'Quire ignores this key. Check its spelling against docs.schema.json.' },
  CONFIG_REDIRECT_PATTERN: {
    severity: 'warning',
    hint: 'Write the pattern as `/old/:slug*` to `/new/:slug*` (each page under /new gets a redirect from its old path), or list the paths one by one. Quire hosting and quire preview follow any pattern of `:name` and `:name*` segments.',
  },
  CONFIG_REDIRECT_OVER_PAGE: {
    severity: 'warning',
    hint: 'The hosted platform answers a redirected path with the redirect, never the page. Remove the redirect to publish the page, or delete the page to silence this warning.',
  },
  CONFIG_REDIRECT_SHADOWED: {
    severity: 'warning',
    hint: "The page's Markdown twin answers at that path for AI tools; remove the redirect to silence this warning.",
  },
  CONFIG_UNKNOWN_LANGUAGE: { severity: 'warning', hint: 'The request samples leave this language out. Use one of the languages Quire knows, or remove it.' },
  CONFIG_UNSUPPORTED_KEY: {
    severity: 'warning',
    hint: 'Quire accepts this key, written for the hosted docs platform, but ignores it for now: the site builds without it. Remove it to silence this warning.',
  },
  CONFIG_ICON_LIBRARY_SUBSTITUTED: {
    severity: 'warning',
    hint: 'Quire bundles Font Awesome and Lucide icons: Tabler names are looked up in Lucide, which draws most of the same icons under the same names. Set "icons": { "library": "lucide" } to silence this warning.',
  },
  CONFIG_CONTEXTUAL_OPTION_OMITTED: {
    severity: 'warning',
    hint: 'The menu shows the other options. "copy", "view", "chatgpt", "claude", "perplexity", "grok", "aistudio", "devin", "windsurf", "download-spec" and links of your own (http, https, mailto or a path, with $path and $page) work on a Quire site; remove the others to silence this warning.',
  },
  CONFIG_CONTEXTUAL_OPTION_UNKNOWN: {
    severity: 'warning',
    hint: 'The menu shows the other options. Check the spelling, or remove the option to silence this warning.',
  },
  CONFIG_LEGACY_MINT_JSON: {
    severity: 'warning',
    hint: 'Run `quire upgrade <docs-folder>` to write the equivalent docs.json (mint.json is left in place: delete it once docs.json is committed). With both files, docs.json is read and mint.json ignored, as on the hosted platform.',
  },
  CONFIG_REF_NOT_FOUND: {
    severity: 'error',
    hint: 'A `$ref` in docs.json names a JSON file relative to the file that holds it (`{ "$ref": "./nav/en.json" }`), optionally with a pointer into it (`#/tabs`): create the file, or fix the path.',
  },
  CONFIG_REF_CYCLE: {
    severity: 'error',
    hint: 'A `$ref` must not lead back to a file (or part of one) that contains it: move the shared part into a file of its own and refer to it from both places.',
  },
  CONFIG_REF_OUTSIDE: {
    severity: 'error',
    hint: 'A `$ref` in docs.json names a file inside the docs folder, by a relative path; URLs and paths that leave the folder are refused. Copy the file into the docs folder.',
  },

  // Resolving navigation
  NAV_NO_DEFAULT_SPEC: { severity: 'error', hint: 'Set `openapi` on this element or one of its parents, or write the entry as `<spec-path> METHOD /path`.' },
  NAV_SPEC_AMBIGUOUS: { severity: 'error', hint: 'Several loaded specs share that name with different extensions: write the spec path with its extension.' },
  NAV_PAGE_NOT_FOUND: {
    severity: 'warning',
    hint: 'The site is built without the entry. An entry that is not an operation of the spec in scope is a page path: create the .mdx file, or fix the entry.',
  },
  NAV_OPERATION_DROPPED: {
    severity: 'error',
    hint: 'Fix the operation in the spec at the place shown (`quire check <spec>` lists each of its errors), or remove the entry.',
  },
  NAV_OPERATION_AMBIGUOUS: { severity: 'error', hint: 'Several specs of this element have the operation: write the entry as `<spec-path> METHOD /path`.' },
  NAV_OPERATION_EXCLUDED: { severity: 'error', hint: 'The operation has `x-excluded: true`, so it has no page. Remove the entry or the flag.' },
  NAV_NO_DEFAULT_ASYNCAPI: {
    severity: 'error',
    hint: 'Set `asyncapi` on this element or one of its parents, or write the entry as `<asyncapi-path> channel <id>`.',
  },
  NAV_CHANNEL_NOT_FOUND: { severity: 'error', hint: 'A `channel <id>` entry names a key of `channels` in the AsyncAPI document, with the exact case.' },
  NAV_CHANNEL_EXCLUDED: { severity: 'error', hint: 'The channel has `x-excluded: true`, so it has no page. Remove the entry or the flag.' },
  NAV_AUTOGEN_SUPPRESSED: { severity: 'warning', hint: 'List the other operations (or channels) too, or remove the explicit entries to get all of them.' },
  ROUTE_CONFLICT: { severity: 'error', hint: 'Delete one of the two, or set `x-docs.href` on the operation to send its entry elsewhere.' },
  OPERATION_HREF_INVALID: {
    severity: 'warning',
    hint: "Write the href as a path of the site (`/api/generate`) or a full URL (`https://…`): until then the operation's page is at its default path.",
  },
  OPERATION_HREF_TAKEN: {
    severity: 'warning',
    hint: "Give each page a path of its own: the first to claim a path keeps it, and the other operation's page moves (to its default path, or with a number added).",
  },
  MDX_FRONTMATTER_INVALID: { severity: 'error', hint: 'Frontmatter is YAML between two `---` lines at the top of the file, e.g. `title: "Pets"`.' },
  MDX_FRONTMATTER_LENIENT: {
    severity: 'warning',
    hint: 'Indent the lines that continue a value (a quoted string over several lines, for example) by two spaces, or write it on one line: other YAML readers refuse it.',
  },
  PAGE_METADATA_FIELD: { severity: 'warning', hint: 'Write the field with the type it takes (`deprecated: true`, `title: "Pets"`), or remove it.' },
  MDX_OPENAPI_MALFORMED: {
    severity: 'error',
    hint: 'Write the frontmatter as `openapi: "GET /path"` or `openapi: "<spec-path> GET /path"` (webhooks: `"webhook <name>"`).',
  },
  MDX_OPENAPI_AMBIGUOUS: {
    severity: 'error',
    hint: 'Several specs are in use: start the value with the spec path, e.g. `openapi: "openapi/v2.yaml GET /users"`.',
  },
  MDX_OPENAPI_NOT_FOUND: {
    severity: 'warning',
    hint: 'Method and path must match the spec exactly, including case and trailing slash. The page renders without a reference until they do.',
  },
  MDX_ASYNCAPI_AMBIGUOUS: {
    severity: 'error',
    hint: 'Several AsyncAPI documents are in use: start the value with the document path, e.g. `asyncapi: "asyncapi/live.yaml petUpdates"`.',
  },
  MDX_ASYNCAPI_NOT_FOUND: {
    severity: 'warning',
    hint: 'Write `asyncapi: "<channel>"`, or `asyncapi: "<asyncapi-path> <channel>"` when the site uses several AsyncAPI documents; the channel is a key of `channels`.',
  },
  MDX_SCHEMA_NOT_FOUND: { severity: 'warning', hint: '`openapi-schema` names a key of `components.schemas` in the spec.' },
  MDX_SYNTAX: {
    severity: 'error',
    hint: 'MDX reads `<` as the start of a component and `{` as JavaScript: close the tag, or write `\\<` and `\\{` (or a code span) where you mean the character.',
  },
  MDX_MARKDOWN_PAGE: {
    severity: 'warning',
    hint: 'The hosted platform reads .md pages as MDX and may refuse this one. Write `\\<` and `\\{` where you mean the characters (or put them in a code span), or list a file that is no page in .mintignore.',
  },
  MDX_TEXT_BRACES: { severity: 'warning', hint: 'Write `\\{name\\}` or put the text in backticks to show braces as text.' },
  MDX_COMPONENT_UNKNOWN: { severity: 'warning', hint: 'Import the component from a snippet, or use one of the Quire components listed in the docs.' },
  MDX_IMAGE_MISSING: {
    severity: 'warning',
    hint: "Add the image to the docs folder, or fix its path: `/images/x.png` starts at the docs folder, `images/x.png` at the page's own folder.",
  },
  MDX_IMAGE_UNREADABLE: {
    severity: 'warning',
    hint: 'Commit the image itself (a Git LFS file is a pointer until `git lfs pull` fetches it), or save it again as PNG, JPEG, GIF, WebP, AVIF, or SVG with a width and height or a viewBox.',
  },
  MDX_HOOKS_OUTSIDE_COMPONENT: {
    severity: 'warning',
    hint: 'Move the code into a component the page defines (`export const Registry = () => { const [items, setItems] = useState([]); … }`, then `<Registry />`): Quire makes it interactive in the browser.',
  },
  MDX_RENDER_FAILED: {
    severity: 'warning',
    hint: 'Fix the component so that it renders with the props this page gives it (its message says what it met); the rest of the page is built as it is.',
  },
  MATH_INVALID: {
    severity: 'warning',
    hint: 'Fix the formula (KaTeX lists the LaTeX it reads at katex.org/docs/supported). A dollar sign meant as text is written \\$.',
  },
  MDX_SNIPPET_MISSING: {
    severity: 'warning',
    hint: 'Add the snippet to _snippets/ (or snippets/), or fix the name: `file` is read inside those folders. Or import it instead: `import Install from "/snippets/install.mdx"`, then `<Install />`.',
  },
  MDX_IMPORT_MISSING: {
    severity: 'warning',
    hint: "The page is built without the import: what it names renders its content only. Add the file, or fix the path: `/snippets/card.jsx` starts at the docs folder, `./card.jsx` at the importing file's folder; .mdx, .md, .jsx, .tsx, .js and .ts may be left out.",
  },

  // Generating pages
  GENERATE_FILE_KEPT: { severity: 'warning', hint: 'Pass --overwrite to replace existing files.' },
} as const satisfies Record<string, { severity: Severity; hint: string }>;

export type Severity = 'error' | 'warning';
export type DiagnosticCode = keyof typeof catalog;
