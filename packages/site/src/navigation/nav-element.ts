import type { SdkSource, SpecSource } from '@quire/config';
import type { Division } from './manifest.ts';

/**
 * The resolver's view of any navigation level: the top-level `navigation` and every tab, anchor,
 * group, version, dropdown, language, product and menu item share these fields.
 */
export interface NavElement {
  openapi?: SpecSource | SpecSource[];
  asyncapi?: SpecSource;
  /** A tab's GraphQL schema. */
  graphql?: SpecSource;
  /** An SDK reference artifact: a page per symbol. */
  sdk?: SdkSource;
  pages?: (string | NavElement)[];
  groups?: NavElement[];
  tabs?: NavElement[];
  anchors?: NavElement[];
  versions?: NavElement[];
  dropdowns?: NavElement[];
  languages?: NavElement[];
  products?: NavElement[];
  menu?: NavElement[];
  hidden?: boolean;
  group?: string;
  tab?: string;
  anchor?: string;
  version?: string;
  dropdown?: string;
  language?: string;
  product?: string;
  item?: string;
  icon?: string;
  href?: string;
  expanded?: boolean;
  default?: boolean;
}

/** Child lists of an element, each with the division its members form and their label key. */
export const childLists = [
  { key: 'groups', division: undefined, label: 'group' },
  { key: 'tabs', division: 'tab', label: 'tab' },
  { key: 'anchors', division: 'anchor', label: 'anchor' },
  { key: 'versions', division: 'version', label: 'version' },
  { key: 'dropdowns', division: 'dropdown', label: 'dropdown' },
  { key: 'languages', division: 'language', label: 'language' },
  { key: 'products', division: 'product', label: 'product' },
  { key: 'menu', division: 'menu', label: 'item' },
] as const satisfies readonly { key: keyof NavElement; division: Division | undefined; label: keyof NavElement }[];

/** Whether an element lists anything itself (pages are generated only for elements that do not: docs: guides/api-navigation#every-operation). */
export function hasContent(element: NavElement): boolean {
  return element.pages !== undefined || childLists.some(({ key }) => element[key] !== undefined);
}

/** Spec location and output folder of an `openapi` field. */
export function specSourceOf(source: SpecSource): { source: string; directory?: string } {
  return typeof source === 'string' ? { source } : { source: source.source, ...(source.directory ? { directory: source.directory } : {}) };
}

/** Every spec of an `openapi` field, which may be one source or a list of them. */
export function specSourcesOf(value: SpecSource | SpecSource[] | undefined): { source: string; directory?: string }[] {
  return value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(specSourceOf);
}
