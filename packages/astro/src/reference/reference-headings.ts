import type { PageApi } from '../data/page-data.ts';
import { locationTitle, parameterLocations } from './parameters.ts';

/** The table of contents of a generated reference: one entry per section it renders. */
export function referenceHeadings(api: PageApi | undefined): { depth: number; slug: string; text: string }[] {
  if (!api) return [];
  const op = api.operation;
  const headings: { depth: number; slug: string; text: string }[] = [];
  if (op?.security.some((requirement) => requirement.length > 0)) headings.push({ depth: 2, slug: 'authorization', text: 'Authorization' });
  for (const where of parameterLocations) {
    if (op?.parameters.some((p) => p.in === where)) headings.push({ depth: 2, slug: `${where}-parameters`, text: locationTitle(where) });
  }
  if (op?.requestBody) headings.push({ depth: 2, slug: 'request-body', text: 'Request body' });
  if (op?.responses.length) headings.push({ depth: 2, slug: 'responses', text: 'Responses' });
  if (op?.callbacks.length) headings.push({ depth: 2, slug: 'callbacks', text: 'Callbacks' });
  if (api.schema) headings.push({ depth: 2, slug: 'properties', text: 'Properties' });
  return headings;
}
