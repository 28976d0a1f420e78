// DocFX's comment HTML read as a tree and written as Markdown (docfx/comment-markdown.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { commentMarkdown } from '../src/docfx/comment-markdown.ts';

const xref = (uid: string) => (uid === 'Shelf.Book' ? '[Book](sdk:Shelf.Book)' : `\`${uid}\``);

describe("DocFX's comment HTML as Markdown", () => {
  test('paragraphs, inline code, links, emphasis and lists become their Markdown', () => {
    assert.equal(
      commentMarkdown(
        '<p>Finds books whose <code>title</code> contains the text, <b>case</b> <i>insensitively</i>.</p><p>See <a href="https://example.com/search">search</a>:</p><ul><li>one</li><li>two</li></ul>',
        xref,
      ),
      'Finds books whose `title` contains the text, **case** *insensitively*.\n\nSee [search](https://example.com/search):\n\n- one\n- two',
    );
  });

  test('an xref to a documented type is its link, any other its name as code; the query of its href is cut', () => {
    assert.equal(
      commentMarkdown(
        'A catalog of <xref href="Shelf.Book?text=Book" data-throw-if-not-resolved="false"></xref>s of <xref href="System.String"></xref>.',
        xref,
      ),
      'A catalog of [Book](sdk:Shelf.Book)s of `System.String`.',
    );
  });

  test('a code block is a fence in its language (C# when unnamed), every entity decoded, and inline code may hold a backtick', () => {
    assert.equal(
      commentMarkdown(
        '<pre><code class="lang-fsharp">let x = a &lt;&gt; b &amp;&amp; c &#x2192; d &nbsp;e\n</code></pre><pre><code>var s = "&quot;";</code></pre>',
        xref,
      ),
      '```fsharp\nlet x = a <> b && c \u2192 d \u00a0e\n```\n\n```csharp\nvar s = """;\n```',
    );
    assert.equal(commentMarkdown('Use <code>a`b</code>.', xref), 'Use ``a`b``.');
  });
});
