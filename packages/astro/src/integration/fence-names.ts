/**
 * The languages the code fences of docs texts are written in (as written: `SQL`, `python{1,3}`
 * gives `python`), fences inside blockquotes, list items and components included, and
 * <CodeBlock>'s. Read with the docs, for
 * the grammars a build loads first (fence-language.ts).
 */
export function fenceNames(texts: Iterable<string>): string[] {
  const names = new Set<string>();
  // Each distinct text once: versioned docs repeat pages word for word (crewAI's 24,803 pages are 1,723 texts).
  for (const text of new Set(texts)) {
    if (!text.includes('```') && !text.includes('~~~') && !text.includes('<CodeBlock')) continue;
    // After a list item's marker too (`- ```scss`); a <CodeBlock language="x"> is a fence (code-block-fences.ts).
    for (const match of text.matchAll(/^[ \t>]*(?:(?:[-*+]|\d+[.)])[ \t]+)?(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm)) names.add(match[1]!);
    if (text.includes('<CodeBlock')) for (const match of text.matchAll(/<CodeBlock\b[^>]*?\blang(?:uage)?=["']([^"'\s]+)["']/g)) names.add(match[1]!);
  }
  return [...names].sort();
}
