// The JSX runtime of the docs' own MDX and snippets: Astro's, with one difference. Docs written
// for the hosted platform define React-style components that may return null, a string or an
// array (`export const Maybe = ({ show }) => show ? <b>Yes</b> : null`). Astro renders a plain
// function component only when it returns a JSX element, and fails the build ("No valid renderer")
// otherwise. Here such a component is wrapped so that what it returns is always an element: a
// fragment around whatever it gave, which Astro renders as React would (null as nothing).
// A component that throws leaves a note in its place and a report (render-failures.ts): each
// docs file gets a runtime of its own (`runtimeFor`, vite-plugin.ts), so the report names it.
import { Fragment, isVNode, jsx as astroJsx } from 'astro/jsx-runtime';
import { renderFailedAttribute, reportRenderFailure } from './render-failures.ts';

type Props = Record<string, unknown>;
type Component = (props: Props) => unknown;

// Shared by the files' runtimes: a component already wrapped (handed on as a prop) stays as it is.
const wrappers = new WeakSet<Component>();
const mdxComponent = Symbol.for('mdx-component');
const renderer = Symbol.for('astro:renderer');

/** The JSX runtime of one docs file: what fails in it is reported at that file. */
export function runtimeFor(file: string) {
  const wrapped = new WeakMap<Component, Component>();
  const jsx = (type: unknown, props: Props = {}): unknown =>
    // `key` only orders React's reconciliation; Astro would write it out as an attribute.
    astroJsx(isPlainComponent(type, props) ? alwaysElement(type, file, wrapped) : type, props);
  return { Fragment, jsx, jsxs: jsx, jsxDEV: jsx };
}

/** For JSX no docs file compiled (Quire's own): failures are reported without a file. */
export const { jsx, jsxs, jsxDEV } = runtimeFor('');
export { Fragment };

/** A function that is neither an Astro component nor an island (a `client:` directive hands it to its framework's renderer). */
function isPlainComponent(type: unknown, props: Props): type is Component {
  if (typeof type !== 'function' || 'isAstroComponentFactory' in type) return false;
  return !Object.keys(props).some((key) => key.startsWith('client:'));
}

function alwaysElement(component: Component, file: string, wrapped: WeakMap<Component, Component>): Component {
  if (wrappers.has(component)) return component;
  let wrapper = wrapped.get(component);
  if (!wrapper) {
    const name = component.name || 'anonymous component';
    const failed = (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      reportRenderFailure({ file, component: name, message });
      return astroJsx('div', { class: 'q-render-failed', role: 'note', [renderFailedAttribute]: name, children: `<${name}> could not be shown: ${message}` });
    };
    wrapper = (props) => {
      let output: unknown;
      try {
        output = component(props);
      } catch (error) {
        return failed(error);
      }
      return output instanceof Promise ? output.then(asElement, failed) : asElement(output);
    };
    Object.defineProperty(wrapper, 'name', { value: component.name });
    // Tagged with its renderer, so that Astro renders it at once instead of asking every
    // renderer (Preact's would render it a second time to see whether it is one of its own),
    // and marked as MDX's own components are.
    Object.defineProperty(wrapper, renderer, { value: 'astro:jsx' });
    Object.defineProperty(wrapper, mdxComponent, { value: true });
    wrapped.set(component, wrapper);
    wrappers.add(wrapper);
  }
  return wrapper;
}

const asElement = (output: unknown) => (isVNode(output) ? output : astroJsx(Fragment, { children: output }));
