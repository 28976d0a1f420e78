/** Docs repos that use the docs.json settings of how a site looks and what its pages offer. */

const spec = `openapi: 3.1.0
info: { title: Orders API, version: 1.0.0 }
servers: [{ url: https://api.acme.test }]
paths:
  /orders:
    post:
      operationId: createOrder
      summary: Create an order
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { item: { type: string }, quantity: { type: integer } } }
            example: { item: book, quantity: 2 }
      responses:
        '201':
          description: Created
          content:
            application/json:
              example: { id: ord_1, item: book, quantity: 2, paid: false }
`;

const codePage = [
  '---',
  'title: Code',
  'description: Blocks of code in every form.',
  '---',
  "import '/lib/setup.js';",
  '',
  '## A guide block',
  '',
  '```js hello.js',
  '// Says hello',
  'const answer = 42;',
  'console.log(`answer: ${answer}`);',
  '```',
  '',
  '## A code group',
  '',
  '<CodeGroup>',
  '```python main.py',
  'def hello():',
  '    return "hi"  # a comment',
  '```',
  '',
  '```bash install.sh',
  'npm install acme --save',
  '```',
  '</CodeGroup>',
  '',
].join('\n');

/** Every setting at once: the page menu beside the title, two code themes, a grid over a color, fonts, a link preview image, a tab menu with links. */
export function settingsSite(which: 'main' | 'toc' = 'main'): Record<string, string> {
  const main = which === 'main';
  return {
    'docs.json': JSON.stringify(
      {
        name: 'Acme',
        colors: { primary: '#6D28D9', light: '#A78BFA', dark: '#5B21B6' },
        navigation: {
          tabs: [
            {
              tab: 'Guides',
              menu: [
                { item: 'Basics', pages: ['index', 'guides/code', 'changelog'] },
                { item: 'Status page', href: 'https://status.acme.test' },
              ],
            },
            { tab: 'API', groups: [{ group: 'Orders', openapi: 'openapi.yaml', pages: ['POST /orders'] }] },
          ],
        },
        contextual: main
          ? {
              options: [
                'copy',
                'view',
                'chatgpt',
                'claude',
                'perplexity',
                'assistant',
                'mcp',
                { title: 'Edit on GitHub', description: 'Suggest a change', icon: 'github', href: 'https://github.com/acme/docs/edit/main$path.mdx' },
                {
                  title: 'Ask Acme AI',
                  description: 'Chat about this page',
                  href: {
                    base: 'https://ai.acme.test/new',
                    query: [
                      { key: 'text', value: '$page' },
                      { key: 'from', value: '$path' },
                    ],
                  },
                },
                { title: 'Unsafe', description: 'Runs a script', href: 'javascript:alert(1)' },
                'download-spec',
                'gemini',
              ],
            }
          : { options: ['view', 'copy', 'claude'], display: 'toc' },
        styling: { codeblocks: main ? { theme: { light: 'github-light', dark: 'dracula' } } : 'dracula' },
        background: main
          ? {
              decoration: 'grid',
              color: { light: '#FBFAFF', dark: '#0C0A14' },
              image: { light: '/images/bg-light.png', dark: 'https://cdn.acme.test/bg-dark.png' },
            }
          : { decoration: 'windows' },
        fonts: main
          ? { family: 'Inter', weight: 400, heading: { family: 'Brand Sans', weight: 650, source: '/fonts/brand.woff2' } }
          : { family: 'Source Serif 4', body: { family: 'Lora' } },
        thumbnails: { background: '/images/og.png', appearance: 'dark' },
      },
      null,
      2,
    ),
    'index.mdx': '---\ntitle: Welcome\ndescription: Start here.\n---\n\nWelcome to Acme.\n\n## First steps\n\nRead the guides.\n\n### Details\n\nMore.\n',
    'changelog.mdx': '---\ntitle: Changelog\nog:image: https://img.acme.test/changelog.png\n---\n\nWhat changed.\n',
    'guides/code.mdx': codePage,
    'openapi.yaml': spec,
    'lib/setup.js': 'globalThis.acmeSetUp = true;\n',
    'custom.js': "document.documentElement.dataset.customScript = 'ran';\n",
    'scripts/analytics.js': 'window.acmeAnalytics = { page: location.pathname };\n',
    'snippets/helper.js': 'window.helper = 1;\n',
    'tailwind.config.js': 'module.exports = {};\n',
    'widgets/module.js': 'export const widget = 1;\n',
    'extra/hello world.js': 'window.helloWorld = true;\n',
    'fonts/brand.woff2': 'not really a font',
    'images/bg-light.png': 'not really an image',
    'images/og.png': 'not really an image',
  };
}
