// The JSX runtime of the docs' own MDX and snippets: Astro's, with one difference. Docs written
// for the hosted platform define React-style components that may return null, a string or an
// array (`export const Maybe = ({ show }) => show ? <b>Yes</b> : null`). Astro renders a plain
// function component only when it returns a JSX element, and fails the build ("No valid renderer")
// otherwise. Here such a component is wrapped so that what it returns is always an element: a
// fragment around whatever it gave, which Astro renders as React would (null as nothing).
import { Fragment, isVNode, jsx as astroJsx } from 'astro/jsx-runtime';

type Props = Record<string, unknown>;
type Component = (props: Props) => unknown;

const wrapped = new WeakMap<Component, Component>();
const wrappers = new WeakSet<Component>();
const mdxComponent = Symbol.for('mdx-component');
const renderer = Symbol.for('astro:renderer');

export function jsx(type: unknown, props: Props = {}): unknown {
  // `key` only orders React's reconciliation; Astro would write it out as an attribute.
  return astroJsx(isPlainComponent(type, props) ? alwaysElement(type) : type, props);
}

export { Fragment, jsx as jsxs, jsx as jsxDEV };

/** A function that is neither an Astro component nor an island (a `client:` directive hands it to its framework's renderer). */
function isPlainComponent(type: unknown, props: Props): type is Component {
  if (typeof type !== 'function' || 'isAstroComponentFactory' in type) return false;
  return !Object.keys(props).some((key) => key.startsWith('client:'));
}

function alwaysElement(component: Component): Component {
  if (wrappers.has(component)) return component;
  let wrapper = wrapped.get(component);
  if (!wrapper) {
    const failed = (error: unknown): never => {
      throw new Error(`<${component.name || 'anonymous component'}> failed while rendering: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    };
    wrapper = (props) => {
      let output: unknown;
      try {
        output = component(props);
      } catch (error) {
        failed(error);
      }
      return output instanceof Promise ? output.then(asElement, failed) : asElement(output);
    };
    Object.defineProperty(wrapper, 'name', { value: component.name });
    // Tagged with its renderer, so that Astro renders it at once instead of asking every
    // renderer (Preact's would render it a second time to see whether it is one of its own),
    // and marked as MDX's own components are, so that an error thrown inside reaches the
    // build's output with its message.
    Object.defineProperty(wrapper, renderer, { value: 'astro:jsx' });
    Object.defineProperty(wrapper, mdxComponent, { value: true });
    wrapped.set(component, wrapper);
    wrappers.add(wrapper);
  }
  return wrapper;
}

const asElement = (output: unknown) => (isVNode(output) ? output : astroJsx(Fragment, { children: output }));
