import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AstroIntegrationLogger, HookParameters } from 'astro';
import type { Plugin } from 'vite';
import { codeSpans } from '../components/inline-markdown.ts';
import { escapeHtml } from '../data/escape-html.ts';
import type { BrokenDocs } from './load-docs.ts';

/**
 * `astro dev` on docs with errors: instead of stopping (or keeping the last good site, which
 * hides the problem), every page answers 500 with Astro's error overlay for the docs' errors,
 * its code frame and "open in editor" at the user's docs.json, spec or page. The next save in
 * the docs folder tries again (see retryOnDocsChange).
 */
export async function showDocsErrors(broken: BrokenDocs, setup: HookParameters<'astro:config:setup'>, logger: AstroIntegrationLogger): Promise<void> {
  logger.error(`${broken.error.message}\n  ${broken.error.hint ?? ''}`);
  await mkdir(dirname(broken.restartSignal), { recursive: true });
  if (!existsSync(broken.restartSignal)) await writeFile(broken.restartSignal, '');
  // Astro restarts on this file only: a save of the docs restarts through it once the server is up (watch-docs.ts).
  setup.addWatchFile(broken.restartSignal);
  setup.updateConfig({ vite: { plugins: [docsErrorPages(broken)] } });
}

/**
 * Answers page requests with the errors: as text for any client, and as the error event that
 * Astro's dev client shows in its overlay. The event is sent ready-made: Astro's own enrichment
 * would move a file outside the Astro project (`quire dev`'s docs folder) under the project, and
 * a page that threw instead would print a stack trace in the terminal on every request.
 */
function docsErrorPages(broken: BrokenDocs): Plugin {
  const { name, message, hint = '' } = broken.error;
  const { loc } = broken.error as { loc?: { file: string; line: number; column: number } };
  const payload = {
    __isEnhancedAstroErrorPayload: true,
    type: 'error' as const,
    err: { name, message: codeSpans(message), hint: codeSpans(hint), stack: '', ...(loc ? { loc, highlightedCode: codeFrame(loc) } : {}) },
  };
  const html = `<!doctype html><meta charset="utf-8"><title>${escapeHtml(name)}</title><script type="module" src="/@vite/client"></script><pre style="white-space:pre-wrap">${escapeHtml(`${message}\n\n${hint}`)}</pre>`;
  return {
    name: 'quire:docs-errors',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
        // The dev client connects after the page loads; Astro's own error pages wait the same way.
        res.on('close', () => setTimeout(() => server.hot.send(payload), 200));
        res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      });
    },
  };
}

/** The file's lines with the error's marked, in the markup the overlay styles and scrolls to. */
function codeFrame(loc: { file: string; line: number }): string | undefined {
  let text: string;
  try {
    text = readFileSync(loc.file, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split(/\r?\n/).map((line, i) => `<span class="line${i + 1 === loc.line ? ' error-line' : ''}">${escapeHtml(line)}</span>`);
  return `<pre class="shiki"><code>${lines.join('\n')}</code></pre>`;
}
