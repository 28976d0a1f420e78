// React's hooks for a page that calls them outside any component: docs written for the hosted
// platform, where a page is itself a React component, put `{(() => { const [items, setItems] =
// React.useState([]); … })()}` straight in a page. Quire renders a page's Markdown to HTML only,
// so such an expression is rendered once, in its first state, as a server renders a React
// component before it hydrates: state holds its initial value, effects do not run, and setters
// do nothing (page-hooks.ts warns about each such page).
import { Fragment } from './jsx-runtime.ts';

type Initial<T> = T | (() => T);
const first = <T>(initial: Initial<T>): T => (typeof initial === 'function' ? (initial as () => T)() : initial);
const ignore = (): void => undefined;
let ids = 0;

export const useState = <T>(initial: Initial<T>): [T, (next: unknown) => void] => [first(initial), ignore];
export const useReducer = <S>(_reducer: unknown, initial: S, init?: (value: S) => S): [S, (action: unknown) => void] => [
  init ? init(initial) : initial,
  ignore,
];
export const useEffect = ignore;
export const useLayoutEffect = ignore;
export const useInsertionEffect = ignore;
export const useRef = <T>(current: T): { current: T } => ({ current });
export const useMemo = <T>(compute: () => T): T => compute();
export const useCallback = <T>(callback: T): T => callback;
export const useContext = (context: { defaultValue?: unknown; _currentValue?: unknown } | undefined): unknown =>
  context?._currentValue ?? context?.defaultValue;
export const useId = (): string => `quire-id-${++ids}`;
export const useTransition = (): [boolean, (run: () => void) => void] => [false, (run) => run()];
export const useDeferredValue = <T>(value: T): T => value;
export const createContext = <T>(defaultValue: T) => ({ defaultValue, Provider: Fragment, Consumer: Fragment });

export const React = {
  useState,
  useReducer,
  useEffect,
  useLayoutEffect,
  useInsertionEffect,
  useRef,
  useMemo,
  useCallback,
  useContext,
  useId,
  useTransition,
  useDeferredValue,
  createContext,
  Fragment,
};
export default React;
