import type { PageApi } from '../data/page-data.ts';
import { locationTitle, parameterLocations } from './parameters.ts';
import { hasVerification, verificationId, verificationTitle } from './webhook-verification.ts';

/** The table of contents of a generated reference: one entry per section it renders, in its order. */
export function referenceHeadings(api: PageApi | undefined): { depth: number; slug: string; text: string }[] {
  if (!api) return [];
  const op = api.operation;
  const headings: { depth: number; slug: string; text: string }[] = [];
  const webhook = op?.kind === 'webhook';
  if (op && webhook && hasVerification(op)) headings.push({ depth: 2, slug: verificationId, text: verificationTitle });
  if (!webhook && op?.security.some((requirement) => requirement.length > 0)) headings.push({ depth: 2, slug: 'authorization', text: 'Authorization' });
  for (const where of parameterLocations) {
    if (op?.parameters.some((p) => p.in === where)) headings.push({ depth: 2, slug: `${where}-parameters`, text: locationTitle(where, op.kind) });
  }
  if (op?.requestBody) headings.push(webhook ? { depth: 2, slug: 'payload', text: 'Payload' } : { depth: 2, slug: 'request-body', text: 'Request body' });
  if (op?.responses.length) headings.push({ depth: 2, slug: 'responses', text: 'Responses' });
  if (op?.callbacks.length) headings.push({ depth: 2, slug: 'callbacks', text: 'Callbacks' });
  if (api.schema) headings.push({ depth: 2, slug: 'properties', text: 'Properties' });
  return headings;
}
