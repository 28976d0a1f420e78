// React's hooks for a page that calls them outside any component: docs written for the hosted
// platform, where a page is itself a React component, put `{(() => { const [items, setItems] =
// React.useState([]); … })()}` straight in a page. Quire renders a page's Markdown to HTML only,
// so such an expression is rendered once, in its first state, as a server renders a React
// component before it hydrates: state holds its initial value, effects do not run, and setters
// do nothing (page-hooks.ts warns about each such page). Each render of a page gets hooks of its
// own (`hooksOfRender`, bound at the start of the page's content by page-hooks.ts): React's ids
// are positions in one tree, and a process-wide count made a page's ids depend on which pages
// rendered before it, several at a time in an order that varies, so that a page from the build
// cache could differ from a clean build's.
import { Fragment } from './jsx-runtime.ts';

type Initial<T> = T | (() => T);
const first = <T>(initial: Initial<T>): T => (typeof initial === 'function' ? (initial as () => T)() : initial);
const ignore = (): void => undefined;

const useState = <T>(initial: Initial<T>): [T, (next: unknown) => void] => [first(initial), ignore];
const useReducer = <S>(_reducer: unknown, initial: S, init?: (value: S) => S): [S, (action: unknown) => void] => [init ? init(initial) : initial, ignore];
const useEffect = ignore;
const useLayoutEffect = ignore;
const useInsertionEffect = ignore;
const useRef = <T>(current: T): { current: T } => ({ current });
const useMemo = <T>(compute: () => T): T => compute();
const useCallback = <T>(callback: T): T => callback;
const useContext = (context: { defaultValue?: unknown; _currentValue?: unknown } | undefined): unknown => context?._currentValue ?? context?.defaultValue;
const useTransition = (): [boolean, (run: () => void) => void] => [false, (run) => run()];
const useDeferredValue = <T>(value: T): T => value;
const createContext = <T>(defaultValue: T) => ({ defaultValue, Provider: Fragment, Consumer: Fragment });

const hooks = {
  useState,
  useReducer,
  useEffect,
  useLayoutEffect,
  useInsertionEffect,
  useRef,
  useMemo,
  useCallback,
  useContext,
  useTransition,
  useDeferredValue,
  createContext,
  Fragment,
};

/** The hooks of one render of a page, as names and as `React`'s: useId counts within the render, so ids are unique in it and the same at every render. */
export function hooksOfRender() {
  let ids = 0;
  const React = { ...hooks, useId: (): string => `quire-id-${++ids}` };
  return { ...React, React };
}
