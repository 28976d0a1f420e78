import { loadOnFirstUse } from './load-on-first-use.ts';

/**
 * An AsyncAPI 2.x document in the 3.0 shape by the AsyncAPI project's converter (publish = the
 * application receives). Pages are made from this shape, and a change history compares it, so
 * both know a channel and its messages by the same ids (`user/signedup`, `onSignup.message`).
 * The converter's notes, written to the console, go to `note`; it throws on a document it
 * cannot convert.
 */
export function convertToAsyncApi3(raw: Record<string, unknown>, note: (text: string) => void = () => {}): Record<string, unknown> {
  const { convert } = loadOnFirstUse<typeof import('@asyncapi/converter')>('@asyncapi/converter');
  const warn = console.warn;
  console.warn = (message: unknown) => note(String(message));
  try {
    return convert(raw as { asyncapi: string }, '3.0.0') as Record<string, unknown>;
  } finally {
    console.warn = warn;
  }
}
