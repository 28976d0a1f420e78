// Spec text is untrusted: what reaches the page from descriptions and names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { html } from '../src/reference/html.ts';
import { renderMarkdown } from '../src/reference/markdown.ts';

const payloads = [
  '<script>window.pwned=1</script>',
  '<img src=x onerror="window.pwned=1">',
  '<svg onload="window.pwned=1"></svg>',
  '<iframe srcdoc="<script>window.pwned=1</script>"></iframe>',
  '<a href="javascript:window.pwned=1">a</a>',
  '<a href="JaVaScRiPt:window.pwned=1">b</a>',
  '<a href="&#106;avascript:window.pwned=1">c</a>',
  '<a href=" javascript:window.pwned=1">d</a>',
  '[e](javascript:window.pwned=1)',
  '[f](data:text/html,<script>window.pwned=1</script>)',
  '<details open ontoggle="window.pwned=1"><summary>x</summary></details>',
  '<style>body{display:none}</style>',
  '<div style="background:url(javascript:window.pwned=1)">g</div>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="q"></form>',
];

test('safe Markdown: scripts, event handlers and javascript: URLs never reach the page', () => {
  for (const payload of payloads) {
    const out = renderMarkdown(`Intro ${payload} outro`).value;
    assert.doesNotMatch(out, /<script|<iframe|<object|<embed|<style|<form|<input|<svg/i, `${payload} -> ${out}`);
    assert.doesNotMatch(out, /\son\w+\s*=/i, `no event handler attribute: ${out}`);
    assert.doesNotMatch(out, /href="\s*(javascript|data|vbscript):/i, `no script URL: ${out}`);
    assert.doesNotMatch(out, /style=/i, `no inline style: ${out}`);
    assert.match(out, /Intro/, 'the text around the payload stays');
  }
});

test('safe Markdown: a refused tag is shown as text, so readers still see what the spec says', () => {
  assert.match(renderMarkdown('Use <script> tags').value, /Use &lt;script&gt; tags/);
});

test('safe Markdown: ordinary Markdown and harmless HTML survive', () => {
  const out = renderMarkdown('**Bold**, `code`, [docs](https://example.com/a?b=1) and a<br>break\n\n| a |\n|---|\n| 1 |').value;
  assert.match(out, /<strong>Bold<\/strong>/);
  assert.match(out, /<code>code<\/code>/);
  assert.match(out, /<a href="https:\/\/example\.com\/a\?b=1" rel="nofollow noopener">docs<\/a>/);
  assert.match(out, /<br \/>/);
  assert.match(out, /<table>/);
});

test('the html template escapes interpolated text and keeps nested templates', () => {
  const name = '<img src=x onerror=alert(1)>"\'';
  const out = html`<code title="${name}">${name}</code>${html`<b>${'&'}</b>`}${[false, null, undefined, 'x']}`.value;
  assert.equal(out, '<code title="&lt;img src=x onerror=alert(1)&gt;&quot;&#39;">&lt;img src=x onerror=alert(1)&gt;&quot;&#39;</code><b>&amp;</b>x');
});
