// `quire init [folder]`: a starter docs repository, ready for `quire dev`: docs.json, two pages, a
// small OpenAPI document whose operations get pages of their own, and the ignore entries for what
// Quire generates and installs. Nothing is overwritten: with a file of the starter already there, nothing is written.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Output } from '../output.ts';

export const initUsage = `Usage: quire init [folder]
  Write a starter docs repository into <folder> (default: the current folder): docs.json, an
  index and a quickstart page, a small OpenAPI document with a page per operation, and
  .gitignore entries for .quire/, dist/ and node_modules/. Existing files are never
  overwritten.`;

/** The ignore entries of a docs repository: Astro's and Vite's files and the page cache, the default build output, and the packages where Quire is installed beside docs.json. */
const ignored = ['.quire/', 'dist/', 'node_modules/'];

export function init(args: string[], output: Output): number {
  const config = { args, options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true } as const;
  let parsed: ReturnType<typeof parseArgs<typeof config>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    output.err(`quire init: ${error instanceof Error ? error.message : String(error)}\n\n${initUsage}`);
    return 2;
  }
  if (parsed.values.help) {
    output.out(initUsage);
    return 0;
  }
  if (parsed.positionals.length > 1) {
    output.err(`quire init: takes one folder, got ${parsed.positionals.length}.\n\n${initUsage}`);
    return 2;
  }
  const dir = resolve(parsed.positionals[0] ?? '.');
  const files = starterFiles(siteName(dir));
  const present = Object.keys(files).filter((file) => existsSync(join(dir, file)));
  if (present.length > 0) {
    output.err(`quire init: ${shown(dir)} already has ${present.join(', ')}; nothing was written. Name a new folder: quire init <folder>`);
    return 1;
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const gitignore = join(dir, '.gitignore');
  const kept = existsSync(gitignore) ? readFileSync(gitignore, 'utf8') : '';
  const missing = ignored.filter((entry) => !kept.split(/\r?\n/).some((line) => line.trim() === entry || line.trim() === entry.slice(0, -1)));
  if (missing.length > 0) writeFileSync(gitignore, `${kept}${kept && !kept.endsWith('\n') ? '\n' : ''}${missing.join('\n')}\n`);
  const written = [...Object.keys(files), ...(missing.length > 0 ? ['.gitignore'] : [])];
  output.out(`✓ Created a docs repository in ${shown(dir)}: ${written.join(', ')}`);
  output.out(`Preview it: quire dev ${shown(dir)}`);
  return 0;
}

function shown(dir: string): string {
  const path = relative(process.cwd(), dir);
  return path === '' ? '.' : path.startsWith('..') ? dir : path;
}

/** The folder's name as a title ("my-docs" -> "My docs"), or a neutral one. */
function siteName(dir: string): string {
  const words = basename(dir)
    .replace(/[-_.]+/g, ' ')
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'My API';
}

export function starterFiles(name: string): Record<string, string> {
  return {
    'docs.json': `${JSON.stringify(
      {
        name,
        colors: { primary: '#2563EB' },
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Get started', pages: ['index', 'quickstart'] }] },
            { tab: 'API reference', openapi: 'openapi.yaml', groups: [{ group: 'Notes', pages: ['GET /notes', 'POST /notes', 'GET /notes/{noteId}'] }] },
          ],
        },
      },
      null,
      2,
    )}\n`,
    'index.mdx': `---
title: Welcome
description: What ${name} is and where to start.
---

These docs were written by \`quire init\`. Edit this page in \`index.mdx\`: the site reloads as you
save.

<CardGroup cols={2}>
  <Card title="Quickstart" icon="rocket" href="/quickstart">
    Make a first request in a minute.
  </Card>
  <Card title="API reference" icon="square-terminal" href="/api-reference/notes/list-notes">
    Every operation of \`openapi.yaml\`, with a playground.
  </Card>
</CardGroup>
`,
    'quickstart.mdx': `---
title: Quickstart
description: Make a first request to the Notes API.
---

<Steps>
  <Step title="Get a key">
    Keys are sent in the \`Authorization\` header as a bearer token.
  </Step>
  <Step title="List your notes">
    \`\`\`bash
    curl https://api.example.com/v1/notes -H "Authorization: Bearer $API_KEY"
    \`\`\`
  </Step>
  <Step title="Write the rest of your docs">
    Add a page as an \`.mdx\` file and name it in \`docs.json\`'s navigation. \`quire check .\`
    tells you what does not resolve.
  </Step>
</Steps>
`,
    'openapi.yaml': `openapi: 3.1.0
info:
  title: Notes API
  version: 1.0.0
  description: A small API to start from. Replace it with yours.
servers:
  - url: https://api.example.com/v1
security:
  - bearer: []
tags:
  - name: Notes
paths:
  /notes:
    get:
      operationId: listNotes
      summary: List notes
      tags: [Notes]
      parameters:
        - name: limit
          in: query
          description: How many notes to return.
          schema: { type: integer, minimum: 1, maximum: 100, default: 20 }
      responses:
        '200':
          description: The notes, newest first.
          content:
            application/json:
              schema:
                type: array
                items: { $ref: '#/components/schemas/Note' }
    post:
      operationId: createNote
      summary: Create a note
      tags: [Notes]
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/NewNote' }
            example: { text: Buy milk }
      responses:
        '201':
          description: The note, as stored.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Note' }
  /notes/{noteId}:
    get:
      operationId: getNote
      summary: Get a note
      tags: [Notes]
      parameters:
        - name: noteId
          in: path
          required: true
          schema: { type: string }
          example: note_42
      responses:
        '200':
          description: The note.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Note' }
        '404':
          description: No note has this id.
components:
  securitySchemes:
    bearer:
      type: http
      scheme: bearer
  schemas:
    NewNote:
      type: object
      required: [text]
      properties:
        text: { type: string, description: The note itself. }
    Note:
      allOf:
        - $ref: '#/components/schemas/NewNote'
        - type: object
          required: [id, createdAt]
          properties:
            id: { type: string, example: note_42 }
            createdAt: { type: string, format: date-time }
`,
  };
}
