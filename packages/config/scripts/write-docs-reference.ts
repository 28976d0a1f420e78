// Regenerates Quire's docs.json reference page from docs.schema.json: `npm run docs:reference` at
// the repo root (after `npm run schema`). A test fails while the committed page differs.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderDocsReference, type JsonSchema } from './docs-reference.ts';

const schema = JSON.parse(await readFile(new URL('../docs.schema.json', import.meta.url), 'utf8')) as JsonSchema;
const target = fileURLToPath(new URL('../../../sites/docs/reference/docs-json.mdx', import.meta.url));
await mkdir(dirname(target), { recursive: true });
await writeFile(target, renderDocsReference(schema));
console.log(`Wrote ${target}`);
