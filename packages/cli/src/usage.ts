/** What `quire <command> --help` prints for each docs command (the admin commands print their own). */
export const commandUsage = {
  generate: `Usage: quire generate <spec> [-o <folder>] [--overwrite] [--json]
  Write one MDX page per operation (and per webhook, OpenAPI 3.1+), or per channel of an
  AsyncAPI document, and print the navigation entries for docs.json. An invalid document
  writes nothing; existing pages are kept unless --overwrite.`,
  check: `Usage: quire check <spec | docs-folder> [--json] [--strict] [--against <base-url>]
  Validate an OpenAPI or AsyncAPI document, or a docs folder: docs.json, every document it
  uses, every navigation entry and every MDX openapi / asyncapi reference. Exit 1 on errors;
  warnings (what the site is built without: a missing image, an entry naming no page, an
  operation that gets no page) are listed but do not fail.
  --strict   exit 1 on warnings too
  --against  send the safe operations (GET, HEAD, QUERY, with their examples) to the API at
             <base-url> (it replaces the documented servers) and report where its answers
             differ from the documentation. Exit 1 on any difference. Credentials come from
             QUIRE_AUTH_<SCHEME> variables, as for quire mcp.`,
  routes: `Usage: quire routes <docs-folder> [--json]
  Print the site map a build would produce: the navigation with each page's URL.`,
  dev: `Usage: quire dev <docs-folder> [--port <n>] [--host <addr>]
  Preview the site; it reloads as docs.json, pages and specs change.`,
  build: `Usage: quire build <docs-folder> [-o <folder>] [--site <url>] [--base <path>] [--adapter <host>] [--cache-dir <folder> | --no-cache] [--verbose]
  Build the static site (default <docs-folder>/dist). Exit 1 with the errors on a broken repo.
  Pages whose inputs did not change since the last build are reused from its cache.
  --site       the public URL, for canonical links and sitemap.xml
  --base       the path the site is served under, such as /docs/ (every link and file follows it)
  --adapter    node, netlify, vercel or cloudflare: the playground's relay as that host's function
               (install @astrojs/netlify, @astrojs/vercel, or @astrojs/cloudflare and wrangler, beside Quire)
  --cache-dir  where the page cache lives (default <docs-folder>/.quire); --no-cache renders every page
  --verbose    Astro's own progress, and every warning in full`,
  preview: `Usage: quire preview <built-folder> [--port <n>] [--host <addr>] [--base <path>]
  Serve a built site as a static host would, with the playground's relay and /mcp.
  --base     the path the site was built for (quire build --base), served there`,
  upgrade: `Usage: quire upgrade [docs-folder] [--force]
  Write docs.json from the hosted platform's legacy mint.json, as its upgrade command does
  (default: the current folder). mint.json is left in place. An existing docs.json is kept
  unless --force.`,
  diff: `Usage: quire diff <old> <new> [--format text|markdown|json]
       quire diff <old-ref> [<new-ref>] --spec <path> [--format text|markdown|json]
  List what changed between two versions of an OpenAPI or AsyncAPI (2.x, 3.x) document: two
  files, or with --spec one file at two git refs (without <new-ref>, its working copy). Each
  change names the rule that makes it breaking or not. Exit 1 on a breaking change, for CI.
  --spec     the document's path; <old> and <new> are then git refs (HEAD~3, a tag, a branch)
  --format   text (default), markdown (for a pull request comment) or json`,
  mcp: `Usage: quire mcp <docs-folder | built-folder>
  Serve the docs as an MCP server over stdio: the endpoints marked x-docs.mcp as tools, plus
  search and get_page. Credentials from QUIRE_AUTH_<SCHEME> environment variables.`,
} as const;

export const usage = `Usage: quire <command> [options]

Commands:
  init [folder]
      Write a starter docs repository (docs.json, pages, an OpenAPI document) for quire dev.
${Object.values(commandUsage)
  .map((text) => `  ${text.replace(/^Usage: quire /, '').replaceAll('\n', '\n  ')}`)
  .join('\n')}
  serve [--port <n>] [--data <folder>] [--host <addr>] [--domain <name>] [--concurrency <n>]
      Start the hosting service: the /v1 API, build workers and the published sites.
  projects add --name <name> --repo <git path or URL> [--branch <b>] [--subdomain <s>] [--dir <d>] [--data <folder>]
  projects list [--data <folder>]
      Manage the hosting service's projects (data folder default ./quire-data).
  tokens create --project <id> | --org [--data <folder>]
  tokens list [--data <folder>]
  tokens revoke <token id> [--data <folder>]
      Manage the hosting service's API tokens; a new token is shown once.

Options:
  -h, --help     Show this help, or a command's own (quire build --help).
  -v, --version  Print quire's version.
  --json         Machine-readable output.`;
