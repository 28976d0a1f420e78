import { convertToAsyncApi3 } from '@quire/asyncapi';

/**
 * An AsyncAPI document in the 3.x shape diffAsyncApi compares: a 3.x one as written, a 2.x one
 * as the converter writes it for the pages (2.x channels are keyed by address and hold
 * publish/subscribe operations; converted, they get the ids and messages their pages show).
 * Undefined for another version, or a 2.x document the converter cannot read.
 */
export function asyncApi3Document(document: Record<string, unknown>): Record<string, unknown> | undefined {
  const version = String(document.asyncapi);
  if (/^3\./.test(version)) return document;
  if (!/^2\./.test(version)) return undefined;
  try {
    return convertToAsyncApi3(document);
  } catch {
    return undefined;
  }
}
