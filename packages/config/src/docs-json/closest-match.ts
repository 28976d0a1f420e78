/**
 * The candidate a typo most likely meant, or undefined when none is close enough to be worth
 * suggesting. Case is ignored, and swapping two neighbouring letters counts as one edit, the way
 * people mistype.
 */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const allowed = Math.max(1, Math.floor(word.length / 3));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance <= allowed && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
function editDistance(a: string, b: string): number {
  // rows[i][j] is the distance between the first i letters of a and the first j letters of b.
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => rows[i]![j]!;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, at(i - 2, j - 2) + 1);
      rows[i]![j] = distance;
    }
  }
  return at(a.length, b.length);
}
