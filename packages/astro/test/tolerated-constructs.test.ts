// Issue 36: what the hosted platform publishes, Quire publishes. Each construct here stopped a
// real docs repo's build; each is now a warning at its file:line (the diagnostics tests say
// which) and the page is built as the platform shows it.
import { strict as assert } from 'node:assert';
import { before, describe, it } from 'node:test';
import { buildSite, section, textOf, type BuiltSite } from './build-site.ts';
import { findHooksOutsideComponents } from '../src/integration/page-hooks.ts';

const files: Record<string, string> = {
  'docs.json': JSON.stringify({
    name: 'Tolerated',
    navigation: {
      pages: [
        'index',
        'guides/analytics',
        'guides/builder',
        'guides/registry',
        'guides/run',
        'guides/cards',
        'guides/yield',
        'guides/share',
        'guides/ids-a',
        'guides/ids-b',
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
  // sourcebot: a package nothing installs, a snippet with variables, braces meant as text on a page with ESM.
  'guides/analytics.mdx': [
    '---',
    'title: Analytics',
    '---',
    '',
    "import Required from '/snippets/required.mdx'",
    "import { Callout } from 'nextra/components'",
    "import Gone from '/snippets/gone.mdx'",
    '',
    '<Required feature="Analytics" />',
    '',
    '<Callout>Shown without the package.</Callout>',
    '',
    'Call /v1/{user_id}/events. ![Chart](shots/chart.png)',
  ].join('\n'),
  'snippets/required.mdx': '<Note>\n{feature} {verb ?? "is"} only available in a paid plan.\n</Note>\n',
  // OpenHands: a snippet outside snippets/, its variable inside a template literal.
  'guides/run.mdx': '---\ntitle: Run\n---\n\nimport RunExample from "/shared/run-example.mdx";\n\n<RunExample path_to_script="examples/01_hello.py" />\n',
  'shared/run-example.mdx': '<CodeBlock>\n  {`uv run python ${path_to_script}`}\n</CodeBlock>\n',
  // skyvern: a component with hooks exported by name from a snippet .mdx.
  'guides/builder.mdx': "---\ntitle: Builder\n---\n\nimport { KINDS, Builder } from '/snippets/builder.mdx';\n\n<Builder />\n\nKinds: {KINDS.join(', ')}.\n",
  'snippets/builder.mdx': [
    "export const KINDS = ['string', 'number'];",
    '',
    'export const Builder = () => {',
    "  const [kind, setKind] = useState('string');",
    '  return <select value={kind} onChange={(e) => setKind(e.target.value)}>{KINDS.map((k) => <option>{k}</option>)}</select>;',
    '};',
  ].join('\n'),
  // A multi-line opening tag whose `>` starts a line followed by text, as MDX's reference parser reads it.
  'guides/cards.mdx': '---\ntitle: Cards\n---\n\n<Card\n  title="Quickstart"\n  href="/index"\n>Read this first</Card>\n',
  // livepeer: LaTeX math whose braces MDX read as JavaScript, beside prices in prose and a formula KaTeX cannot read.
  'guides/yield.mdx': [
    '---',
    'title: Yield',
    '---',
    '',
    'The fee share is $s_{fees}$. A node costs $5 and $10 a month.',
    '',
    '$$',
    'yield_{ETH} = ({v_{daily} * 365}) * {\\left( p \\over p + l_{orch} \\right)}',
    '$$',
    '',
    'Not LaTeX: $\\frac{a}{b$.',
  ].join('\n'),
  // The same on a page with exports, which the bundler compiles (the other is compiled alone).
  'guides/share.mdx': '---\ntitle: Share\n---\n\nexport const share = 0.25;\n\nThe fee share $s_{fees}$ is {share}, $10 and $20 apart.\n',
  // elizaOS: hooks called by the page itself, in an expression, around Quire's components.
  'guides/registry.mdx': [
    '---',
    'title: Registry',
    '---',
    '',
    '<CardGroup cols={2}>',
    '{',
    '  (() => {',
    '    const [plugins, setPlugins] = React.useState([]);',
    '    const [loading, setLoading] = useState(true);',
    "    React.useEffect(() => { fetch('https://registry.invalid/all.json').then(() => setLoading(false)); }, []);",
    '    return loading ? <p>Loading plugins…</p> : plugins.map((p) => <Card title={p.name} />);',
    '  })()',
    '}',
    '</CardGroup>',
  ].join('\n'),
  // Two pages whose expressions ask React for ids: the build renders pages several at a time, in an order that varies.
  'guides/ids-a.mdx': '---\ntitle: Ids A\n---\n\n{(() => <p id={React.useId()}>A</p>)()}\n',
  'guides/ids-b.mdx': '---\ntitle: Ids B\n---\n\n{(() => { const Label = () => <i id={useId()}>B</i>; return <p id={React.useId()}><Label /></p>; })()}\n',
};

describe('constructs the hosted platform tolerates build into pages', () => {
  let site: BuiltSite;
  before(async () => {
    site = await buildSite(files);
  });

  it("a snippet's variables come from the page's attributes; one left out is undefined", () => {
    assert.match(textOf(section(site.page('/guides/analytics'), 'article')), /Analytics is only available in a paid plan\./);
  });

  it('an MDX file another imports is a snippet wherever it lives: its variables come from the page', () => {
    assert.match(textOf(section(site.page('/guides/run'), 'article')), /uv run python examples\/01_hello\.py/);
  });

  it('an import that finds nothing is left out: the component it named shows its content', () => {
    assert.match(textOf(section(site.page('/guides/analytics'), 'article')), /Shown without the package\./);
  });

  it('braces on a page with imports are text when the page does not declare the name; a missing image is a broken image', () => {
    const page = site.page('/guides/analytics');
    assert.match(textOf(section(page, 'article')), /Call \/v1\/\{user_id\}\/events\./);
    assert.match(page, /<img src="\/guides\/shots\/chart.png" alt="Chart"/);
  });

  it("a tag whose `>` starts a line ends there: the text after it is the component's", () => {
    const card = section(site.page('/guides/cards'), 'article div.q-card');
    assert.match(textOf(card), /Quickstart Read this first/);
  });

  it('LaTeX math is MathML, its braces TeX; dollars in prose stay text; a formula KaTeX cannot read shows its source', () => {
    const article = section(site.page('/guides/yield'), 'article');
    assert.match(article, /<span class="q-math"><span class="katex"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML"><semantics><mrow><msub><mi>s<\/mi>/);
    assert.match(
      article,
      /<div class="q-math q-math-display"><span class="katex"><math [^>]*display="block">.*<annotation encoding="application\/x-tex">yield_\{ETH\} = \(\{v_\{daily\} \* 365\}\)/,
    );
    assert.match(textOf(article), /A node costs \$5 and \$10 a month\./);
    assert.match(article, /<code class="language-math math-inline">\\frac\{a\}\{b<\/code>/);
    const bundled = section(site.page('/guides/share'), 'article');
    assert.match(bundled, /<span class="q-math"><span class="katex"><math [^>]*><semantics><mrow><msub><mi>s<\/mi>/);
    assert.match(textOf(bundled), /is 0\.25, \$10 and \$20 apart\./);
  });

  it('hooks the page itself calls render their first state', () => {
    assert.match(textOf(section(site.page('/guides/registry'), 'article')), /Loading plugins…/);
  });

  it("useId's ids are the page's own, the same whichever pages rendered before it, and unique within it", () => {
    assert.match(section(site.page('/guides/ids-a'), 'article'), /<p id="quire-id-1">A<\/p>/);
    assert.match(section(site.page('/guides/ids-b'), 'article'), /<p id="quire-id-1"><i id="quire-id-2">B<\/i><\/p>/);
  });

  it("a snippet's hooks component imported by name is an island, and the snippet's other exports still import", () => {
    const page = site.page('/guides/builder');
    assert.match(page, /<astro-island[^>]*component-export="Builder"[^>]*client="seen"/);
    assert.match(textOf(section(page, 'article')), /Kinds: string, number\./);
  });
});

describe('the warnings of those constructs', () => {
  it('hooks called outside a component: one warning at the first call', () => {
    const found = findHooksOutsideComponents([
      { path: '/docs/guides/registry.mdx', text: files['guides/registry.mdx']! },
      { path: '/docs/guides/island.mdx', text: 'export const Counter = () => {\n  const [n] = useState(0);\n  return <b>{n}</b>;\n};\n\n<Counter />\n' },
    ]);
    assert.deepEqual(
      found.map((d) => [d.code, d.severity, d.file, d.line, d.column]),
      [['MDX_HOOKS_OUTSIDE_COMPONENT', 'warning', '/docs/guides/registry.mdx', 8, 35]],
    );
  });

  it('text naming React or a hook is no call: only expressions are read', () => {
    const prose = [
      '---\ntitle: Email\n---',
      'Send emails built with [React.Email](https://react.email/), or call useState() in your app.',
      '',
      '<Card title="React.Email">Read about React.memo and useEffect(fn).</Card>',
      '',
      'Escaped \\{ React.Email \\} braces stay text.',
    ].join('\n');
    assert.deepEqual(findHooksOutsideComponents([{ path: 'email.mdx', text: prose }]), []);
    const inExpression = findHooksOutsideComponents([{ path: 'count.mdx', text: `${prose}\n\nCount: {React.useState(1)[0]}\n` }]);
    assert.deepEqual(
      inExpression.map((d) => [d.line, d.column]),
      [[10, 9]],
    );
  });
});
