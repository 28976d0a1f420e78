// LaTeX math as the hosted platform reads it: `$…$` inline, `$$…$$` blocks and ```math fences are
// drawn as MathML; their braces are TeX, not JavaScript; dollars in prose stay text; a formula
// KaTeX cannot read is a warning at its line and shows its source; docs.json `styling.latex: false`
// turns math off.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { satteri } from '@astrojs/markdown-satteri';
import { mdxToJs } from 'satteri';
import { withMath } from '../src/integration/math.ts';
import { mathOfPage } from '../src/integration/math-dollars.ts';
import { preparedMdx } from '../src/integration/prepare-mdx.ts';
import { diagnoseDocs } from '../src/integration/diagnose-docs.ts';
import { writeFiles } from '../../../test-support/write-files.ts';

// livepeer's yield page: a block whose braces MDX read as JavaScript ("Could not parse expression with oxc").
const yieldPage = [
  '---',
  'title: Yield',
  '---',
  '',
  'The fee share is $s_{fees}$, the daily volume $v_{daily}$.',
  '',
  '$$',
  'yield_{ETH} = ({v_{daily} * 365}) * (s_{fees}) * {\\left( p \\over p + l_{orch}  \\right)}',
  '$$',
  '',
].join('\n');

async function renderMarkdown(markdown: string, math: boolean): Promise<string> {
  const renderer = await withMath(satteri(), math).createRenderer({ syntaxHighlight: { type: 'shiki', excludeLangs: ['mermaid'] }, shikiConfig: {} } as never);
  return (await renderer.render(markdown)).code;
}

describe('math drawn as MathML', () => {
  it('a $$ block is a block formula, $…$ in text an inline one, a ```math fence a block', async () => {
    const html = await renderMarkdown('Energy is $E = mc^2$ here.\n\n$$\n\\frac{a}{b}\n$$\n\n```math\nx^2\n```\n', true);
    assert.match(
      html,
      /<p>Energy is <span class="q-math"><span class="katex"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML"><semantics>.*<annotation encoding="application\/x-tex">E = mc\^2<\/annotation>.*<\/span> here\.<\/p>/,
    );
    assert.match(
      html,
      /<div class="q-math q-math-display"><span class="katex"><math [^>]*display="block"><semantics><mrow><mfrac><mi>a<\/mi><mi>b<\/mi><\/mfrac>/,
    );
    assert.match(html, /<div class="q-math q-math-display">.*<msup><mi>x<\/mi><mn>2<\/mn><\/msup>/);
    assert.doesNotMatch(html, /language-math/);
  });

  it('with math off (styling.latex: false) dollars are text and a math fence is code', async () => {
    const html = await renderMarkdown('Energy is $E = mc^2$ here.\n\n```math\nx^2\n```\n', false);
    assert.match(html, /<p>Energy is \$E = mc\^2\$ here\.<\/p>/);
    assert.doesNotMatch(html, /<math/);
  });

  it('a formula KaTeX cannot read keeps its source, as code', async () => {
    const html = await renderMarkdown('Bad $a_1_2$ here.\n', true);
    assert.match(html, /<code class="language-math math-inline">a_1_2<\/code>/);
  });
});

describe('braces inside math', () => {
  it('are TeX: the page compiles, where MDX read them as JavaScript', async () => {
    assert.throws(() => mdxToJs(preparedMdx(yieldPage), {}), /Could not parse expression/);
    const { code } = await mdxToJs(preparedMdx(yieldPage, { math: true }), { features: { math: true } });
    assert.match(code, /"yield_\{ETH\} = \(\{v_\{daily\} \* 365\}\)/);
  });

  it('are not escaped as text braces, while braces in prose still are', () => {
    const page = 'Path /users/{user_id} and $x_{total}$.\n';
    assert.equal(preparedMdx(page, { math: true }), 'Path /users/\\{user_id\\} and $x_{total}$.\n');
  });
});

describe('dollars in prose', () => {
  it('stay text: prices, ranges, "per unit" prices and shell variables are no formulas, and the page reads as written', () => {
    const prose = [
      'It costs $5 and $10 a month.',
      'Between $0.02 to $0.05 per call, or $20,000 and $30,000.',
      'You pay **$0.50** for each image: **$7.00** in all.',
      'STT ($0.10/min), LLM ($/token) and TTS ($/char).',
      'Set ${API_KEY} and ${SECRET}/${PATH} first.',
      'Write "$0.10/min" and "${API_KEY}".',
    ];
    for (const text of prose) {
      const { text: read, formulas } = mathOfPage(`${text}\n`);
      assert.deepEqual(formulas, [], text);
      assert.equal(read.replaceAll('\\$', '$'), `${text}\n`, 'only dollars are escaped');
    }
  });

  it('after a price, a formula on the same line is still math', () => {
    const { formulas } = mathOfPage('It costs $5 and $10, where $n$ is the count.\n');
    assert.deepEqual(
      formulas.map((f) => [f.tex, f.line]),
      [['n', 1]],
    );
  });

  it('in code and in a component attribute are not read', () => {
    assert.deepEqual(mathOfPage('`$a$` and\n\n```sh\necho $HOME $PATH\n```\n\n<Card title="$x$">y</Card>\n').formulas, []);
  });
});

describe('the diagnostics of math', () => {
  async function diagnose(page: string, styling?: object) {
    const dir = await writeFiles({
      'docs.json': JSON.stringify({ name: 'Math', ...(styling ? { styling } : {}), navigation: { pages: ['index'] } }),
      'index.mdx': page,
    });
    return (await diagnoseDocs(dir)).site.diagnostics.filter((d) => d.file?.endsWith('index.mdx')).map((d) => [d.code, d.severity, d.line]);
  }

  it('a page of math has no warning: no text braces, no syntax error', async () => {
    assert.deepEqual(await diagnose(yieldPage), []);
  });

  it('a formula KaTeX cannot read is a warning at its line', async () => {
    assert.deepEqual(await diagnose('---\ntitle: Bad\n---\n\nFine $x$.\n\n$$\n\\frac{a}{b\n$$\n'), [['MATH_INVALID', 'warning', 7]]);
  });

  it('styling.latex false: dollars are text, so a block with braces fails as MDX does', async () => {
    assert.deepEqual(await diagnose(yieldPage, { latex: false }), [
      ['MDX_SYNTAX', 'error', 8],
      ['MDX_TEXT_BRACES', 'warning', 5],
      ['MDX_TEXT_BRACES', 'warning', 5],
      ['MDX_TEXT_BRACES', 'warning', 8],
      ['MDX_TEXT_BRACES', 'warning', 8],
    ]);
  });
});
