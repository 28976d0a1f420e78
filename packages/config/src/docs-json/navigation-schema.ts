import { z } from 'zod';
import { SpecSourceSchema, type SpecSource } from './spec-source-schema.ts';
import { HexColorSchema } from './hex-color-schema.ts';

// The navigation tree is recursive (every level may hold every kind of child), which zod cannot
// infer, so the types are written out and each schema is checked against its type with `ShapeOf`.

/**
 * Fields every navigation level may carry: the top-level `navigation` and each element in it.
 * Children inherit `openapi` and `asyncapi` from their parent unless they set their own.
 */
export interface NavElementFields {
  /** OpenAPI spec for this element and its children: a path or URL, or `{ source, directory }`. */
  openapi?: SpecSource;
  /** AsyncAPI spec for this element and its children: a path or URL, or `{ source, directory }`. */
  asyncapi?: SpecSource;
  /** Entries in order: page paths, operations (`GET /users`, `<spec-path> GET /users`) or groups. */
  pages?: NavPageEntry[];
  /** Sections of the sidebar, each with a title and its own pages. */
  groups?: NavGroup[];
  /** Tabs in the top bar, each with its own sidebar. */
  tabs?: NavTab[];
  /** Links pinned to the top of the sidebar, each with its own navigation. */
  anchors?: NavAnchor[];
  /** Versions of the docs, chosen from a version picker. */
  versions?: NavVersion[];
  /** Sections chosen from a dropdown at the top of the sidebar. */
  dropdowns?: NavDropdown[];
  /** Translations of the docs, chosen from a language picker. */
  languages?: NavLanguage[];
  /** Products documented on one site, chosen from a product switcher. */
  products?: NavProduct[];
  /** Entries of a menu shown beside the tab's title. */
  menu?: NavMenuItem[];
  /** Leaves this element out of the navigation; its pages are still built and can be linked to. */
  hidden?: boolean;
}

/**
 * A titled section of pages in the sidebar.
 *
 * @example { "group": "Users", "openapi": "openapi.yaml", "pages": ["users/overview", "GET /users"] }
 */
export interface NavGroup extends NavElementFields {
  /** The section title shown in the sidebar. */
  group: string;
  /** Icon shown beside the title: an icon name or an image path. */
  icon?: string;
  /** Whether the group starts open in the sidebar. */
  expanded?: boolean;
  /** Short label shown beside the title, such as "NEW" or "BETA". */
  tag?: string;
  /** Page the group's title opens, giving the group a landing page. */
  root?: string;
}

/** A page path, an operation (`GET /users`, `<spec-path> GET /users`) or a nested group. */
export type NavPageEntry = string | NavGroup;

/**
 * A tab in the top bar.
 *
 * @example { "tab": "API reference", "openapi": "openapi.yaml" }
 */
export interface NavTab extends NavElementFields {
  /** The tab's label. */
  tab: string;
  /** Icon shown beside the label: an icon name or an image path. */
  icon?: string;
  /** Link the tab opens instead of its own pages. */
  href?: string;
  /** API version of the pages inside, shown on generated endpoint pages (rule 1), such as "v2". */
  version?: string;
}

/**
 * A link pinned to the top of the sidebar.
 *
 * @example { "anchor": "Community", "icon": "discord", "href": "https://discord.gg/example" }
 */
export interface NavAnchor extends NavElementFields {
  /** The anchor's label. */
  anchor: string;
  /** Icon shown beside the label: an icon name or an image path. */
  icon?: string;
  /** Link the anchor opens instead of its own pages. */
  href?: string;
  /** API version of the pages inside, shown on generated endpoint pages (rule 1), such as "v2". */
  version?: string;
  /** Icon color in light and dark mode, as hex codes. */
  color?: { light?: string; dark?: string };
}

/**
 * One version of the docs.
 *
 * @example { "version": "v2", "default": true, "openapi": "openapi/v2.yaml", "pages": ["GET /users"] }
 */
export interface NavVersion extends NavElementFields {
  /** The version's name in the version picker, such as "v2". */
  version: string;
  /** Whether readers land on this version. */
  default?: boolean;
}

/**
 * A section chosen from the dropdown at the top of the sidebar.
 *
 * @example { "dropdown": "SDKs", "icon": "code", "pages": ["sdks/node", "sdks/python"] }
 */
export interface NavDropdown extends NavElementFields {
  /** The entry's label in the dropdown. */
  dropdown: string;
  /** Icon shown beside the label: an icon name or an image path. */
  icon?: string;
  /** One line shown under the label. */
  description?: string;
  /** Link the entry opens instead of its own pages. */
  href?: string;
}

/**
 * One translation of the docs.
 *
 * @example { "language": "fr", "pages": ["fr/index"] }
 */
export interface NavLanguage extends NavElementFields {
  /** Language code, such as "en" or "fr". */
  language: string;
  /** Whether readers land on this language. */
  default?: boolean;
}

/**
 * One product of a site that documents several.
 *
 * @example { "product": "Payments", "description": "Accept cards and wallets", "tabs": [] }
 */
export interface NavProduct extends NavElementFields {
  /** The product's name in the product switcher. */
  product: string;
  /** One line shown under the name. */
  description?: string;
  /** Icon shown beside the name: an icon name or an image path. */
  icon?: string;
}

/**
 * An entry of a tab's menu.
 *
 * @example { "item": "Webhooks", "icon": "bolt", "pages": ["webhooks/overview"] }
 */
export interface NavMenuItem extends NavElementFields {
  /** The entry's label. */
  item: string;
  /** Icon shown beside the label: an icon name or an image path. */
  icon?: string;
  /** One line shown under the label. */
  description?: string;
}

/** A tab shown on every page, linking out of the docs. */
export interface NavGlobalTab {
  /** The tab's label. */
  tab: string;
  /** Where the tab links to. */
  href: string;
  /** Icon shown beside the label: an icon name or an image path. */
  icon?: string;
}

/** An anchor shown on every page, linking out of the docs. */
export interface NavGlobalAnchor {
  /** The anchor's label. */
  anchor: string;
  /** Where the anchor links to. */
  href: string;
  /** Icon shown beside the label: an icon name or an image path. */
  icon?: string;
}

/** Links shown on every page whatever tab or version is open, such as a blog or a status page. */
export interface NavGlobal {
  /** Tabs shown on every page. */
  tabs?: NavGlobalTab[];
  /** Anchors shown on every page. */
  anchors?: NavGlobalAnchor[];
}

/**
 * The `navigation` of docs.json: the root of the navigation tree.
 *
 * @example { "openapi": "openapi.yaml", "groups": [{ "group": "Get started", "pages": ["index"] }] }
 */
export interface NavigationConfig extends NavElementFields {
  /** Links shown on every page, whatever tab or version is open. */
  global?: NavGlobal;
}

/** A zod shape with exactly the keys of T, each parsing to T's type for that key. */
type ShapeOf<T> = { [K in keyof T]-?: z.ZodType<T[K]> };

const icon = () => z.string().optional().describe('Icon shown beside the label: an icon name or an image path.');

// Children are wrapped in z.lazy because every element schema refers to all the others. A fresh
// shape per element keeps the JSON Schema readable: shared field schemas would each become an
// anonymous definition ("__schema0"), where fresh ones refer to the named element definitions.
const navElementShape = () => ({
  openapi: SpecSourceSchema.optional().describe(
    'OpenAPI spec for this element and its children: a path or URL, or { "source", "directory" }.',
  ),
  asyncapi: SpecSourceSchema.optional().describe(
    'AsyncAPI spec for this element and its children: a path or URL, or { "source", "directory" }.',
  ),
  pages: z
    .array(z.lazy(() => NavPageEntrySchema))
    .optional()
    .describe('Entries in order: page paths, operations ("GET /users", "<spec-path> GET /users") or groups.'),
  groups: z
    .array(z.lazy(() => NavGroupSchema))
    .optional()
    .describe('Sections of the sidebar, each with a title and its own pages.'),
  tabs: z
    .array(z.lazy(() => NavTabSchema))
    .optional()
    .describe('Tabs in the top bar, each with its own sidebar.'),
  anchors: z
    .array(z.lazy(() => NavAnchorSchema))
    .optional()
    .describe('Links pinned to the top of the sidebar, each with its own navigation.'),
  versions: z
    .array(z.lazy(() => NavVersionSchema))
    .optional()
    .describe('Versions of the docs, chosen from a version picker.'),
  dropdowns: z
    .array(z.lazy(() => NavDropdownSchema))
    .optional()
    .describe('Sections chosen from a dropdown at the top of the sidebar.'),
  languages: z
    .array(z.lazy(() => NavLanguageSchema))
    .optional()
    .describe('Translations of the docs, chosen from a language picker.'),
  products: z
    .array(z.lazy(() => NavProductSchema))
    .optional()
    .describe('Products documented on one site, chosen from a product switcher.'),
  menu: z
    .array(z.lazy(() => NavMenuItemSchema))
    .optional()
    .describe("Entries of a menu shown beside the tab's title."),
  hidden: z
    .boolean()
    .optional()
    .describe('Leaves this element out of the navigation; its pages are still built and can be linked to.'),
}) satisfies ShapeOf<NavElementFields>;

export const NavGroupSchema: z.ZodType<NavGroup, NavGroup> = z
  .strictObject({
    group: z.string().describe('The section title shown in the sidebar.'),
    icon: icon(),
    expanded: z.boolean().optional().describe('Whether the group starts open in the sidebar.'),
    tag: z.string().optional().describe('Short label shown beside the title, such as "NEW" or "BETA".'),
    root: z.string().optional().describe("Page the group's title opens, giving the group a landing page."),
    ...navElementShape(),
  } satisfies ShapeOf<NavGroup>)
  .meta({ id: 'NavGroup', description: 'A titled section of pages in the sidebar.' });

export const NavPageEntrySchema: z.ZodType<NavPageEntry, NavPageEntry> = z
  .union([z.string().min(1), NavGroupSchema])
  .meta({
    id: 'NavPageEntry',
    description:
      'A page path ("quickstart"), an operation ("GET /users" or "openapi.yaml GET /users") or a group ({ "group": "Users", "pages": [...] }).',
  });

export const NavTabSchema: z.ZodType<NavTab, NavTab> = z
  .strictObject({
    tab: z.string().describe("The tab's label."),
    icon: icon(),
    href: z.string().optional().describe('Link the tab opens instead of its own pages.'),
    version: z.string().optional().describe('API version of the pages inside, shown on generated endpoint pages, such as "v2".'),
    ...navElementShape(),
  } satisfies ShapeOf<NavTab>)
  .meta({ id: 'NavTab', description: 'A tab in the top bar.' });

export const NavAnchorSchema: z.ZodType<NavAnchor, NavAnchor> = z
  .strictObject({
    anchor: z.string().describe("The anchor's label."),
    icon: icon(),
    href: z.string().optional().describe('Link the anchor opens instead of its own pages.'),
    version: z.string().optional().describe('API version of the pages inside, shown on generated endpoint pages, such as "v2".'),
    color: z
      .strictObject({
        light: HexColorSchema.optional().describe('Icon color in light mode, such as "#0D9373".'),
        dark: HexColorSchema.optional().describe('Icon color in dark mode, such as "#55D8B5".'),
      })
      .optional()
      .describe('Icon color in light and dark mode, as hex codes.'),
    ...navElementShape(),
  } satisfies ShapeOf<NavAnchor>)
  .meta({ id: 'NavAnchor', description: 'A link pinned to the top of the sidebar.' });

export const NavVersionSchema: z.ZodType<NavVersion, NavVersion> = z
  .strictObject({
    version: z.string().describe('The version\'s name in the version picker, such as "v2".'),
    default: z.boolean().optional().describe('Whether readers land on this version.'),
    ...navElementShape(),
  } satisfies ShapeOf<NavVersion>)
  .meta({ id: 'NavVersion', description: 'One version of the docs.' });

export const NavDropdownSchema: z.ZodType<NavDropdown, NavDropdown> = z
  .strictObject({
    dropdown: z.string().describe("The entry's label in the dropdown."),
    icon: icon(),
    description: z.string().optional().describe('One line shown under the label.'),
    href: z.string().optional().describe('Link the entry opens instead of its own pages.'),
    ...navElementShape(),
  } satisfies ShapeOf<NavDropdown>)
  .meta({ id: 'NavDropdown', description: 'A section chosen from the dropdown at the top of the sidebar.' });

export const NavLanguageSchema: z.ZodType<NavLanguage, NavLanguage> = z
  .strictObject({
    language: z.string().describe('Language code, such as "en" or "fr".'),
    default: z.boolean().optional().describe('Whether readers land on this language.'),
    ...navElementShape(),
  } satisfies ShapeOf<NavLanguage>)
  .meta({ id: 'NavLanguage', description: 'One translation of the docs.' });

export const NavProductSchema: z.ZodType<NavProduct, NavProduct> = z
  .strictObject({
    product: z.string().describe("The product's name in the product switcher."),
    description: z.string().optional().describe('One line shown under the name.'),
    icon: icon(),
    ...navElementShape(),
  } satisfies ShapeOf<NavProduct>)
  .meta({ id: 'NavProduct', description: 'One product of a site that documents several.' });

export const NavMenuItemSchema: z.ZodType<NavMenuItem, NavMenuItem> = z
  .strictObject({
    item: z.string().describe("The entry's label."),
    icon: icon(),
    description: z.string().optional().describe('One line shown under the label.'),
    ...navElementShape(),
  } satisfies ShapeOf<NavMenuItem>)
  .meta({ id: 'NavMenuItem', description: "An entry of a tab's menu." });

const NavGlobalSchema = z
  .strictObject({
    tabs: z
      .array(
        z.strictObject({
          tab: z.string().describe("The tab's label."),
          href: z.string().describe('Where the tab links to.'),
          icon: icon(),
        } satisfies ShapeOf<NavGlobalTab>),
      )
      .optional()
      .describe('Tabs shown on every page.'),
    anchors: z
      .array(
        z.strictObject({
          anchor: z.string().describe("The anchor's label."),
          href: z.string().describe('Where the anchor links to.'),
          icon: icon(),
        } satisfies ShapeOf<NavGlobalAnchor>),
      )
      .optional()
      .describe('Anchors shown on every page.'),
  } satisfies ShapeOf<NavGlobal>)
  .describe('Links shown on every page, whatever tab or version is open, such as a blog or a status page.');

export const NavigationSchema: z.ZodType<NavigationConfig, NavigationConfig> = z
  .strictObject({
    global: NavGlobalSchema.optional(),
    ...navElementShape(),
  } satisfies ShapeOf<NavigationConfig>)
  .meta({ id: 'Navigation', description: 'The navigation tree: tabs, groups and pages, and the specs they use.' });
