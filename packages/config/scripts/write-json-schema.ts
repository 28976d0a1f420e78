// Regenerates docs.schema.json from the zod schema: `npm run schema` at the repo root.
// A test fails while the committed file differs from what this writes.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderDocsJsonSchema } from '../src/docs-json/json-schema.ts';

const target = fileURLToPath(new URL('../docs.schema.json', import.meta.url));
await writeFile(target, renderDocsJsonSchema());
console.log(`Wrote ${target}`);
