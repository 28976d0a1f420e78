import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeFiles } from '../../../test-support/write-files.ts';

export const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));

/** Runs the real `quire` binary, as a user's shell would. */
export function runQuire(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [bin, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

export { writeFiles };

/** The "Mini" repo's API: one operation, `GET /things` (operationId listThings), with this summary. */
export const miniSpec = (summary = 'List things') => `openapi: 3.1.0
info: { title: Mini, version: 1.0.0 }
servers: [{ url: https://mini.test }]
paths:
  /things:
    get: { operationId: listThings, summary: ${summary}, responses: { '200': { description: OK } } }
`;

/** The "Mini" repo's docs.json: a Guide group of these pages, then the API group with its one operation. */
export const miniDocsJson = (pages: string[]) =>
  JSON.stringify({
    name: 'Mini',
    navigation: {
      groups: [
        { group: 'Guide', pages },
        { group: 'API', openapi: 'api.yaml', pages: ['GET /things'] },
      ],
    },
  });

/**
 * The small repo the CLI's build tests share, written into a new temporary folder: a home page
 * with `home` as its text, one page per name in `pages` (titled by its name), and the Mini API.
 */
export function miniDocs(pages: string[] = [], home = 'Hello.'): Promise<string> {
  return writeFiles({
    'docs.json': miniDocsJson(['index', ...pages]),
    'index.mdx': `---\ntitle: Home\n---\n\n${home}\n`,
    ...Object.fromEntries(pages.map((page) => [`${page}.mdx`, `---\ntitle: ${page}\n---\n\nText of ${page}.\n`])),
    'api.yaml': miniSpec(),
  });
}
