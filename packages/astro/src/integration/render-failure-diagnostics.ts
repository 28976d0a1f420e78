// Components that threw while pages rendered, as warnings at the docs file that uses them: one per
// file, component and message (a snippet on a hundred pages fails a hundred times, said once).
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { onRenderFailure, type RenderFailure } from '../runtime/render-failures.ts';
import { componentTags, proseOf } from './mdx-tags.ts';

export interface RenderFailureReport {
  /** Whether any component failed since the report began: the page cache then keeps no page that shows a failure. */
  readonly failed: boolean;
  stop(): void;
}

/**
 * `pages`: the docs' MDX files (absolute paths), where an island's use is looked for: the renderer
 * of islands knows the component, not the file that used it.
 */
export function reportRenderFailures(docsDir: string, pages: () => readonly string[], deliver: (found: Diagnostic) => void): RenderFailureReport {
  const said = new Set<string>();
  let failed = false;
  const stop = onRenderFailure((failure) => {
    failed = true;
    const key = `${failure.file}\0${failure.component}\0${failure.message}`;
    if (said.has(key)) return;
    said.add(key);
    const file = failure.file || pages().find((page) => firstUse(page, failure.component).line !== undefined) || '';
    deliver(renderFailureDiagnostic({ ...failure, file }, docsDir));
  });
  return {
    get failed() {
      return failed;
    },
    stop,
  };
}

export function renderFailureDiagnostic({ file, component, message }: RenderFailure, docsDir: string): Diagnostic {
  const path = !file ? undefined : isAbsolute(file) ? file : join(docsDir, file);
  return diagnostic('MDX_RENDER_FAILED', `<${component}> threw while the page rendered (${message}): the page shows a note in its place.`, {
    ...(path ? { file: path, ...firstUse(path, component) } : {}),
  });
}

/** The line and column of the component's first tag in the file that uses it (a tag in a code block shows it, does not use it). */
function firstUse(file: string, component: string): { line?: number; column?: number } {
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8');
  const at = componentTags(proseOf(text)).find((tag) => tag.fullName === component)?.index;
  if (at === undefined) return {};
  return { line: text.slice(0, at).split('\n').length, column: at - text.lastIndexOf('\n', at) };
}
