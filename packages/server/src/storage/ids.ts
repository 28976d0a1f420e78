// Record ids: 24 lowercase hex characters (12 random bytes), the shape of the spec's example
// `665f1c2e9b1d4a0012ab34cd`. Random rather than sequential, so an id says nothing about how many
// projects or updates exist and cannot be guessed from a neighbour's.
import { randomBytes } from 'node:crypto';

const RECORD_ID = /^[0-9a-f]{24}$/;

export function newRecordId(): string {
  return randomBytes(12).toString('hex');
}

/** True for a well-formed record id: the HTTP layer answers 400 for anything else. */
export function isRecordId(text: string): boolean {
  return RECORD_ID.test(text);
}

/** The current time as ISO 8601 UTC, the format of every timestamp the service stores. */
export function isoNow(): string {
  return new Date().toISOString();
}
