// Whether a search result matches what the reader typed. Pagefind answers a word it does not know
// with the longest start of it that it knows, down to one letter ("pagination" found "-p" and "<p"
// on a site without the word), so each result is checked: every word typed must be matched by a
// close variant of it (the same word, a word it starts, an inflection, a typo in a long word).

/** Lowercase words without accents or punctuation: "Démarrage rapide!" -> ["demarrage", "rapide"]. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The words of a token Pagefind matched, as a reader may type them: `petUpdates:` -> petupdates,
 * pet, updates; `&lt;p` -> p. Pagefind indexes the parts of compound words as well as the whole.
 */
export function wordsOfToken(token: string): string[] {
  const text = token.replace(/&(lt|gt|amp|quot|#39);/g, ' ');
  const parts = words(text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
  const whole = words(text).join('');
  return whole && !parts.includes(whole) ? [whole, ...parts] : parts;
}

/**
 * The words of a page Pagefind matched: the tokens of its text at the result's locations (Pagefind
 * numbers the words of `raw_content` split on white space, or on zero-width spaces in languages
 * written without them, as its own excerpts do).
 */
export function matchedWords(page: { raw_content?: string; content: string; locations: number[] }): string[] {
  const text = page.raw_content ?? page.content;
  const tokens = text.includes('\u200B') ? text.split('\u200B') : text.split(/[^\S\uFEFF]+/);
  return page.locations.flatMap((at) => wordsOfToken(tokens[at] ?? ''));
}

/** How many typos a typed word may hold: none under five letters, one, two from nine. */
export function typosAllowed(typed: string): number {
  return typed.length >= 9 ? 2 : typed.length >= 5 ? 1 : 0;
}

/**
 * Whether `word` (in the page) is a close variant of `typed`: a word it starts ("upd" -> updates),
 * its stem ("running" -> run, never a letter or two), an inflection sharing most of it ("pagination"
 * -> paginated), or a typo in a long word ("stauts" -> status), never in its first letter.
 */
export function closeVariant(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  if (typed.startsWith(word)) return word.length >= 3 && word.length >= typed.length - 4;
  const common = commonStart(typed, word);
  if (common >= 4 && common >= Math.min(typed.length, word.length) - 3) return true;
  return typed[0] === word[0] && withinTypos(typed, word);
}

/** Whether `typed` is the word, or the start of it the reader has typed so far, but for its allowed typos. */
function withinTypos(typed: string, word: string): boolean {
  const allowed = typosAllowed(typed);
  return allowed > 0 && Math.min(typos(typed, word), typos(typed, word.slice(0, typed.length))) <= allowed;
}

/** The typed words a result must match: those of three letters or more, or all when none is that long ("v1"). */
export function requiredWords(query: string): string[] {
  const typed = words(query);
  const long = typed.filter((word) => word.length >= 3);
  return long.length ? long : typed;
}

/** Whether every required word of the query has a close variant among a result's words. */
export function matchesQuery(query: string, found: readonly string[]): boolean {
  return requiredWords(query).every((typed) => found.some((word) => closeVariant(typed, word)));
}

/**
 * The query with each long word no title or heading word starts replaced by the closest such word
 * within its typos (`vocabulary`: the index's words, search-index.ts); undefined when nothing changes.
 */
export function correctedQuery(query: string, vocabulary: readonly string[]): string | undefined {
  let changed = false;
  const fixed = words(query).map((typed) => {
    if (typosAllowed(typed) === 0 || vocabulary.some((word) => word.startsWith(typed))) return typed;
    let best: { word: string; cost: number } | undefined;
    for (const word of vocabulary) {
      if (word[0] !== typed[0] || !withinTypos(typed, word)) continue;
      const cost = Math.min(typos(typed, word), typos(typed, word.slice(0, typed.length)));
      if (!best || cost < best.cost || (cost === best.cost && word.length < best.word.length)) best = { word, cost };
    }
    if (!best) return typed;
    changed = true;
    return best.word;
  });
  return changed ? fixed.join(' ') : undefined;
}

function commonStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** Edits from one word to the other: a letter added, removed, changed, or two swapped (optimal string alignment). */
export function typos(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}
