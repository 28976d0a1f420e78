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

/** Where a page's own expressions (not its import and export statements, nor its text) first call a hook or name React. */
function hookOutsideComponent(text: string): number | undefined {
  if (!/\buse[A-Z]|\bReact\./.test(text)) return undefined;
  const source = blankFrontmatter(text);
  const at = expressionsOf(blankEsm(proseOf(source), source)).search(hookCall);
  return at < 0 ? undefined : at;
}

/**
 * The Markdown and JSX with all but its `{…}` expressions blanked, lengths kept: only there does
 * a page run code. Text naming React ("with [React.Email](https://react.email/)", novu's docs)
 * is no call.
 */
function expressionsOf(prose: string): string {
  let result = '';
  let depth = 0;
  let from = 0;
  for (let i = 0; i < prose.length; i++) {
    const char = prose[i];
    if (char === '\\') i++;
    else if (char === '{' && depth++ === 0) {
      result += prose.slice(from, i).replace(/[^\n]/g, ' ');
      from = i;
    } else if (char === '}' && depth > 0 && --depth === 0) {
      result += prose.slice(from, i + 1);
      from = i + 1;
    }
  }
  return result + (depth > 0 ? prose.slice(from) : prose.slice(from).replace(/[^\n]/g, ' '));
}

/** Whether a page calls hooks outside any component (then it is bundled, to import the hooks). */
export function callsHooksOutsideComponents(text: string): boolean {
  return hookOutsideComponent(text) !== undefined;
}

/** The names of React and its hooks that a page's own Markdown and JSX need bound: none unless they call a hook, and none the page declares itself. */
export function staticHookNames(code: string): string[] {
  if (hookOutsideComponent(code) === undefined) return [];
  const declared = declaredNames(proseOf(code));
  return bound.filter((name) => !declared.has(name));
}

/** The page importing what makes its hooks (bound by withHooksPerRender) when it needs some, the import appended (an MDX import may come anywhere) so that line numbers stay. */
export function withStaticHooks(code: string, names: readonly string[]): string {
  return names.length ? `${code}\n\nimport { hooksOfRender as ${hooksOfRenderName} } from ${JSON.stringify(staticHooks)};\n` : code;
}

/**
 * The compiled page with its hooks bound afresh at each render of its content, on the
 * function's own line: the ids useId gives are then the page's alone, whichever pages rendered
 * before it; a component the page's expression defines keeps the hooks of its render.
 */
export function withHooksPerRender(compiled: string, names: readonly string[]): string {
  if (!names.length) return compiled;
  return compiled.replace(/function _createMdxContent\(props\) \{/, (head) => `${head} const { ${names.join(', ')} } = ${hooksOfRenderName}();`);
}

const hooksOfRenderName = '__quireHooksOfRender';

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
