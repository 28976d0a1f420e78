import { createLocator, diagnostic, toPointer, type Diagnostic, type DiagnosticCode } from '@quire/diagnostics';
import type { z } from 'zod';

/** At most this many problems of one artifact are listed: the first ones are where to start. */
const maxIssues = 20;

/**
 * Zod's issues with a generator artifact as diagnostics at their JSON pointer, line and column
 * (`text` is the file's JSON or YAML, parsed for positions only now that something is wrong).
 */
export function issueDiagnostics(error: z.ZodError, code: DiagnosticCode, file: string, text: string, what: string): Diagnostic[] {
  const locate = createLocator(text);
  return error.issues.slice(0, maxIssues).map((issue) => {
    const pointer = toPointer(issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)));
    const at = locate(pointer);
    return diagnostic(code, `${what} ${issue.path.length ? `at ${pointer}` : ''} ${sentence(issue)}`.replace(/\s+/g, ' '), { file, pointer, ...(at ?? {}) });
  });
}

function sentence(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator) return `has no known \`${issue.discriminator}\`.`;
  if (issue.code === 'invalid_type')
    return `must be ${issue.expected === 'object' ? 'an object' : issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}${issue.message.includes('received undefined') ? ', and is missing' : ''}.`;
  return `${issue.message.replace(/[.]$/, '')}.`;
}
