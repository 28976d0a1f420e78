import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * zod's issues with absolute paths, and with each failed union replaced by the issues of the option
 * the input was meant to be. A group in `pages` with a typo is not a string and not quite a group:
 * zod says "invalid union", while the person needs to hear about the typo inside the group.
 */
export function flattenIssues(issues: readonly Issue[], base: readonly PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code === 'invalid_union') {
      const meant = optionMeant(issue.errors);
      if (meant) return flattenIssues(meant, path);
    }
    return [{ ...issue, path }];
  });
}

/**
 * The issues of the option whose JSON type the input has. The other options failed at the root
 * ("expected string, received object") and have nothing to say about the input's content.
 */
function optionMeant(options: Issue[][]): Issue[] | undefined {
  const candidates = options.filter((issues) => !failsAtRoot(issues));
  // Several options of the same JSON type: the closest one, the one with the fewest complaints.
  // An option that complains about the value as a whole (an enum of strings given an object)
  // understood less of it than one that complains about a part.
  const whole = (issues: Issue[]) => Number(issues.every((issue) => issue.path.length === 0));
  return candidates.sort((a, b) => whole(a) - whole(b) || a.length - b.length)[0];
}

function failsAtRoot(issues: readonly Issue[]): boolean {
  return issues.every(
    (issue) => issue.path.length === 0 && (issue.code === 'invalid_type' || (issue.code === 'invalid_union' && issue.errors.every(failsAtRoot))),
  );
}

/** The JSON types a union accepts, read from its options' root failures. */
export function unionExpected(issue: Extract<Issue, { code: 'invalid_union' }>): string[] {
  const expected = issue.errors.flatMap((issues) =>
    issues.flatMap((i) => (i.code === 'invalid_type' ? [i.expected] : i.code === 'invalid_union' ? unionExpected(i) : [])),
  );
  return [...new Set(expected)];
}
