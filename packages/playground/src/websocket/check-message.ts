// Checks a message before it is sent: the text must parse as JSON (for JSON messages) and match
// the payload schema. The schema's complaints come from @quire/request's response check, so a
// message and an API's answer are judged, and worded, the same way. Pure, so it is tested without
// a browser.
// The schema part only: the WebSocket island does not load the rest of the response check.
import { jsonPath, schemaDifferences } from '@quire/request/check/schema';
import type { JsonSchema } from '../contract.ts';

export { jsonPath };

export interface Problem {
  /** Where, as a JSON path: `$`, `$.events[0]`, `$["odd key"]`. */
  path: string;
  message: string;
}

export type Checked = { ok: true; text: string } | { ok: false; problems: Problem[] };

/** JSON messages are parsed and validated; text messages go as typed. */
export function checkMessage(text: string, options: { json: boolean; schema?: JsonSchema }): Checked {
  if (!options.json) return { ok: true, text };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: '$', message: `Not valid JSON: ${(error as Error).message}` }] };
  }
  if (!options.schema) return { ok: true, text };
  const problems = schemaDifferences(options.schema, {}, value).map(({ path, message }) => ({ path, message }));
  return problems.length ? { ok: false, problems } : { ok: true, text };
}
