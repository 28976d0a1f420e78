import { fileURLToPath } from 'node:url';
import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { blankEsm, blankFrontmatter, declaredNames, proseOf } from './mdx-tags.ts';

// A page written for the hosted platform may call React's hooks outside any component, in an
// expression of the page itself (elizaOS's plugin registry: `{(() => { const [plugins,
// setPlugins] = React.useState([]); React.useEffect(() => fetch(…)); … })()}`). There the page is
// a React component; here it is Markdown rendered to HTML, where such a call failed the whole
// build with 'React is not defined' after every other page was rendered. The page now gets React's
// hooks as run on a server (runtime/static-hooks.ts): it shows the expression's first state, with
// a warning saying so. Components with hooks that a page or snippet defines are islands instead
// (islands.ts), hydrated in the browser.

const hookCall =
  /(?<![\w$.])(?:React\.)?(?:useState|useEffect|useRef|useCallback|useMemo|useContext|useReducer|useLayoutEffect|useId)\s*\(|(?<![\w$.])React\.[A-Za-z]/;
const bound = ['React', 'useState', 'useEffect', 'useRef', 'useCallback', 'useMemo', 'useContext', 'useReducer', 'useLayoutEffect', 'useId', 'createContext'];
const staticHooks = fileURLToPath(new URL('../runtime/static-hooks.ts', import.meta.url));

/** Where a page's own Markdown and JSX (not its import and export statements) first calls a hook or names React. */
function hookOutsideComponent(text: string): number | undefined {
  if (!/\buse[A-Z]|\bReact\./.test(text)) return undefined;
  const source = blankFrontmatter(text);
  const at = blankEsm(proseOf(source), source).search(hookCall);
  return at < 0 ? undefined : at;
}

/** Whether a page calls hooks outside any component (then it is bundled, to import the hooks). */
export function callsHooksOutsideComponents(text: string): boolean {
  return hookOutsideComponent(text) !== undefined;
}

/**
 * The page with React and its hooks bound to their server-side versions when its own Markdown
 * and JSX call them, appended (an MDX import may come anywhere) so that line numbers stay.
 */
export function withStaticHooks(code: string): string {
  if (hookOutsideComponent(code) === undefined) return code;
  const declared = declaredNames(proseOf(code));
  const names = bound.filter((name) => !declared.has(name));
  return names.length ? `${code}\n\nimport { ${names.join(', ')} } from ${JSON.stringify(staticHooks)};\n` : code;
}

/** One warning per page that calls hooks outside a component, at the first call. */
export function findHooksOutsideComponents(files: readonly { path: string; text: string }[]): Diagnostic[] {
  return files
    .filter((file) => file.path.endsWith('.mdx'))
    .flatMap(({ path, text }) => {
      const at = hookOutsideComponent(text);
      if (at === undefined) return [];
      return [
        diagnostic(
          'MDX_HOOKS_OUTSIDE_COMPONENT',
          'This page calls React hooks outside a component: it shows their first state (effects do not run, state does not change).',
          {
            file: path,
            line: text.slice(0, at).split('\n').length,
            column: at - text.lastIndexOf('\n', at),
          },
        ),
      ];
    });
}
