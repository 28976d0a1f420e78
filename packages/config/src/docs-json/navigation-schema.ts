import { z } from 'zod';
import { BannerSchema } from './banner-schema.ts';
import { FooterSchema } from './footer-schema.ts';
import { HexColorSchema } from './hex-color-schema.ts';
import { IconSchema, IconTypeSchema, type IconInput } from './icon-schema.ts';
import { NavbarSchema } from './navbar-schema.ts';
import { SpecSourceSchema, type SpecSource } from './spec-source-schema.ts';
import { unsupported } from './unsupported.ts';

// The navigation tree is recursive (every level may hold every kind of child), which zod cannot
// infer, so the types are written out and each schema is checked against its type with `ShapeOf`.
// `Icon` is the only field whose written form differs from its parsed form: `string` once parsed,
// `IconInput` as written. Keys of the hosted platform that Quire does not use yet are added to each
// schema beside its shape (`unsupported`); the parsed types never hold them. What a field means is
// said once, by its schema's `.describe()` below, which the JSON Schema and the docs reference print.

// Fields every navigation level may carry: the top-level `navigation` and each element in it.
// Children inherit `openapi` and `asyncapi` from their parent unless they set their own.
export interface NavElementFields<Icon = string> {
  openapi?: SpecSource | SpecSource[];
  asyncapi?: SpecSource;
  pages?: NavPageEntry<Icon>[];
  groups?: NavGroup<Icon>[];
  tabs?: NavTab<Icon>[];
  anchors?: NavAnchor<Icon>[];
  versions?: NavVersion<Icon>[];
  dropdowns?: NavDropdown<Icon>[];
  languages?: NavLanguage<Icon>[];
  products?: NavProduct<Icon>[];
  menu?: NavMenuItem<Icon>[];
  hidden?: boolean;
}

export interface NavGroup<Icon = string> extends NavElementFields<Icon> {
  group: string;
  icon?: Icon;
  expanded?: boolean;
  tag?: string;
  root?: string;
  sdk?: SdkSource;
}

export type NavPageEntry<Icon = string> = string | NavGroup<Icon>;

export interface NavTab<Icon = string> extends NavElementFields<Icon> {
  tab: string;
  icon?: Icon;
  href?: string;
  version?: string;
  graphql?: SpecSource;
  sdk?: SdkSource;
}

export interface SdkSource {
  format: 'typedoc' | 'docfx' | 'javadoc' | 'sphinx' | 'phpdoc';
  source: string;
  directory?: string;
}

export interface NavAnchor<Icon = string> extends NavElementFields<Icon> {
  anchor: string;
  icon?: Icon;
  href?: string;
  version?: string;
  color?: { light?: string; dark?: string };
}

export interface NavVersion<Icon = string> extends NavElementFields<Icon> {
  version: string;
  default?: boolean;
}

export interface NavDropdown<Icon = string> extends NavElementFields<Icon> {
  dropdown: string;
  icon?: Icon;
  description?: string;
  href?: string;
}

export interface NavLanguage<Icon = string> extends NavElementFields<Icon> {
  language: string;
  default?: boolean;
}

export interface NavProduct<Icon = string> extends NavElementFields<Icon> {
  product: string;
  description?: string;
  icon?: Icon;
}

export interface NavMenuItem<Icon = string> extends NavElementFields<Icon> {
  item: string;
  icon?: Icon;
  description?: string;
  href?: string;
}

export interface NavGlobalTab<Icon = string> {
  tab: string;
  href: string;
  icon?: Icon;
}

export interface NavGlobalAnchor<Icon = string> {
  anchor: string;
  href: string;
  icon?: Icon;
}

export interface NavGlobal<Icon = string> {
  tabs?: NavGlobalTab<Icon>[];
  anchors?: NavGlobalAnchor<Icon>[];
}

export interface NavigationConfig<Icon = string> extends NavElementFields<Icon> {
  global?: NavGlobal<Icon>;
}

/** A zod shape with exactly the keys of T, each parsing to T's type for that key. */
type ShapeOf<T> = { [K in keyof T]-?: z.ZodType<T[K]> };

const icon = () => IconSchema.optional();

const colorPair = (what: string) =>
  z
    .strictObject({
      light: HexColorSchema.optional().describe(`${what} in light mode, such as "#0D9373".`),
      dark: HexColorSchema.optional().describe(`${what} in dark mode, such as "#55D8B5".`),
    })
    .describe(`${what} in light and dark mode, as hex codes.`);

// Keys of the hosted platform's navigation elements that Quire does not use yet. Each call makes a
// fresh schema, so a key's warning is given once per kind of element that carries it.
const later = {
  directory: () =>
    unsupported(
      z
        .enum(['none', 'accordion', 'card'])
        .describe('How root pages of the groups below list their child pages: "accordion" or "card", or "none". Descendants inherit it.'),
    ),
  global: () => unsupported(z.lazy(() => NavGlobalLinksSchema).describe('Links shown on every page while this element is open.')),
  href: () => unsupported(z.string().describe('Link the entry opens instead of its own pages.')),
  color: () => unsupported(colorPair('Color of the entry')),
  iconType: IconTypeSchema,
  hidden: () => unsupported(z.boolean().describe('Whether the link is left out of the navigation.')),
  searchable: () => unsupported(z.boolean().describe('Whether the pages of a hidden element stay in search, the sitemap and llms.txt.')),
};

const sdkSource = () =>
  z
    .strictObject({
      format: z
        .enum(['typedoc', 'docfx', 'javadoc', 'sphinx', 'phpdoc'])
        .describe('The documentation generator that produced the artifact: `typedoc` and `docfx` are read (javadoc, sphinx and phpdoc are not yet).'),
      source: z.string().describe("Path of the artifact in the docs folder (TypeDoc's JSON file, DocFX's metadata folder), or an HTTPS URL of a TypeDoc file."),
      directory: z.string().optional().describe('Folder that receives the generated pages; `sdk-reference` when not set.'),
    })
    .optional()
    .describe(
      'SDK reference pages from a documentation generator artifact: a page per class, interface, function, type and enum, after the groups listed here.',
    )
    .meta({ examples: [{ format: 'typedoc', source: 'sdk/typedoc.json', directory: 'sdk' }] });

// Children are wrapped in z.lazy because every element schema refers to all the others. A fresh
// shape per element keeps the JSON Schema readable: shared field schemas would each become an
// anonymous definition ("__schema0"), where fresh ones refer to the named element definitions.
const navElementShape = () =>
  ({
    openapi: z
      .union([SpecSourceSchema, z.array(SpecSourceSchema)])
      .optional()
      .describe(
        'OpenAPI spec for this element and its children: a path or URL, or { "source", "directory" }, or a list of them (every operation of each, or entries matched against the one spec that has them).',
      ),
    asyncapi: SpecSourceSchema.optional()
      .describe('AsyncAPI spec for this element and its children: a path or URL, or { "source", "directory" }.')
      .meta({ examples: ['asyncapi.yaml'] }),
    pages: z
      .array(z.lazy(() => NavPageEntrySchema))
      .optional()
      .describe('Entries in order: page paths, operations ("GET /users", "<spec-path> GET /users") or groups.')
      .meta({ examples: [['quickstart', 'GET /users', { group: 'Admin', pages: ['DELETE /users/{id}'] }]] }),
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
    hidden: z.boolean().optional().describe('Leaves this element out of the navigation; its pages are still built and can be linked to.'),
  }) satisfies ShapeOf<NavElementFields>;

export const NavGroupSchema: z.ZodType<NavGroup, NavGroup<IconInput>> = z
  .strictObject({
    ...({
      group: z
        .string()
        .describe('The section title shown in the sidebar.')
        .meta({ examples: ['Users'] }),
      icon: icon(),
      expanded: z.boolean().optional().describe('Whether the group starts open in the sidebar.'),
      tag: z.string().optional().describe('Short label shown beside the title, such as "NEW" or "BETA".'),
      root: z
        .string()
        .optional()
        .describe("Page the group's title opens, giving the group a landing page.")
        .meta({ examples: ['users/overview'] }),
      sdk: sdkSource(),
      ...navElementShape(),
    } satisfies ShapeOf<NavGroup>),
    iconType: later.iconType(),
    public: unsupported(z.boolean().describe('Whether the pages of the group are public on a site that requires sign-in.')),
    boost: unsupported(z.number().describe('Search ranking multiplier for the pages of the group, such as 3.')),
    searchable: later.searchable(),
    directory: later.directory(),
  })
  .meta({
    id: 'NavGroup',
    examples: [{ group: 'Users', icon: 'users', openapi: 'openapi.yaml', pages: ['users/overview', 'GET /users'] }],
    description: 'A titled section of pages in the sidebar.',
  });

export const NavPageEntrySchema: z.ZodType<NavPageEntry, NavPageEntry<IconInput>> = z.union([z.string().min(1), NavGroupSchema]).meta({
  id: 'NavPageEntry',
  description: 'A page path ("quickstart"), an operation ("GET /users" or "openapi.yaml GET /users") or a group ({ "group": "Users", "pages": [...] }).',
});

export const NavTabSchema: z.ZodType<NavTab, NavTab<IconInput>> = z
  .strictObject({
    ...({
      tab: z
        .string()
        .describe("The tab's label.")
        .meta({ examples: ['API reference'] }),
      icon: icon(),
      href: z.string().optional().describe('Link the tab opens instead of its own pages.'),
      version: z.string().optional().describe('API version of the pages inside, shown on generated endpoint pages, such as "v2".'),
      graphql: z
        .union([
          z.string(),
          z.strictObject({
            source: z.string().describe('Path or URL of the GraphQL SDL schema.'),
            directory: z.string().optional().describe('Folder that receives the generated pages; `graphql-reference` when not set.'),
          }),
        ])
        .optional()
        .describe('A GraphQL SDL schema (path or URL, or { "source", "directory" }): a page for each query, mutation, subscription and type.')
        .meta({ examples: ['schema.graphql', { source: 'schema.graphql', directory: 'api/graphql' }] }),
      sdk: sdkSource(),
      ...navElementShape(),
    } satisfies ShapeOf<NavTab>),
    iconType: later.iconType(),
    align: unsupported(z.enum(['start', 'end']).describe('Which end of the top bar the tab sits at.')),
    searchable: later.searchable(),
    directory: later.directory(),
    global: later.global(),
  })
  .meta({ id: 'NavTab', examples: [{ tab: 'API reference', icon: 'square-terminal', openapi: 'openapi.yaml' }], description: 'A tab in the top bar.' });

export const NavAnchorSchema: z.ZodType<NavAnchor, NavAnchor<IconInput>> = z
  .strictObject({
    ...({
      anchor: z
        .string()
        .describe("The anchor's label.")
        .meta({ examples: ['Community'] }),
      icon: icon(),
      href: z.string().optional().describe('Link the anchor opens instead of its own pages.'),
      version: z.string().optional().describe('API version of the pages inside, shown on generated endpoint pages, such as "v2".'),
      color: colorPair('Icon color').optional(),
      ...navElementShape(),
    } satisfies ShapeOf<NavAnchor>),
    iconType: later.iconType(),
    directory: later.directory(),
    global: later.global(),
  })
  .meta({
    id: 'NavAnchor',
    examples: [{ anchor: 'Community', icon: 'discord', href: 'https://discord.gg/example' }],
    description: 'A link pinned to the top of the sidebar.',
  });

export const NavVersionSchema: z.ZodType<NavVersion, NavVersion<IconInput>> = z
  .strictObject({
    ...({
      version: z.string().describe('The version\'s name in the version picker, such as "v2".'),
      default: z.boolean().optional().describe('Whether readers land on this version.'),
      ...navElementShape(),
    } satisfies ShapeOf<NavVersion>),
    tag: unsupported(z.string().describe('Short label shown beside the version\'s name, such as "Latest".')),
    href: later.href(),
    directory: later.directory(),
    global: later.global(),
  })
  .meta({
    id: 'NavVersion',
    examples: [{ version: 'v2', default: true, openapi: 'openapi/v2.yaml', groups: [{ group: 'Users', pages: ['GET /users'] }] }],
    description: 'One version of the docs.',
  });

export const NavDropdownSchema: z.ZodType<NavDropdown, NavDropdown<IconInput>> = z
  .strictObject({
    ...({
      dropdown: z
        .string()
        .describe("The entry's label in the dropdown.")
        .meta({ examples: ['SDKs'] }),
      icon: icon(),
      description: z.string().optional().describe('One line shown under the label.'),
      href: z.string().optional().describe('Link the entry opens instead of its own pages.'),
      ...navElementShape(),
    } satisfies ShapeOf<NavDropdown>),
    iconType: later.iconType(),
    color: later.color(),
    directory: later.directory(),
    global: later.global(),
  })
  .meta({
    id: 'NavDropdown',
    examples: [{ dropdown: 'SDKs', icon: 'code', pages: ['sdks/node', 'sdks/python'] }],
    description: 'A section chosen from the dropdown at the top of the sidebar.',
  });

export const NavLanguageSchema: z.ZodType<NavLanguage, NavLanguage<IconInput>> = z
  .strictObject({
    ...({
      language: z.string().describe('Language code, such as "en" or "fr".'),
      default: z.boolean().optional().describe('Whether readers land on this language.'),
      ...navElementShape(),
    } satisfies ShapeOf<NavLanguage>),
    banner: unsupported(BannerSchema.describe('The banner shown while this language is open, instead of the site-wide one.')),
    footer: unsupported(FooterSchema.describe('The footer shown while this language is open, instead of the site-wide one.')),
    navbar: unsupported(NavbarSchema.describe('The top bar links shown while this language is open, instead of the site-wide ones.')),
    href: later.href(),
    directory: later.directory(),
    global: later.global(),
  })
  .meta({
    id: 'NavLanguage',
    examples: [{ language: 'fr', groups: [{ group: 'Démarrer', pages: ['fr/index'] }] }],
    description: 'One translation of the docs.',
  });

export const NavProductSchema: z.ZodType<NavProduct, NavProduct<IconInput>> = z
  .strictObject({
    ...({
      product: z
        .string()
        .describe("The product's name in the product switcher.")
        .meta({ examples: ['Payments'] }),
      description: z.string().optional().describe('One line shown under the name.'),
      icon: icon(),
      ...navElementShape(),
    } satisfies ShapeOf<NavProduct>),
    name: unsupported(z.string().describe('Display name of the product, when it differs from `product`.')),
    iconType: later.iconType(),
    color: later.color(),
    href: later.href(),
    directory: later.directory(),
    global: later.global(),
  })
  .meta({
    id: 'NavProduct',
    examples: [{ product: 'Payments', description: 'Accept cards and wallets', groups: [{ group: 'Get started', pages: ['payments/index'] }] }],
    description: 'One product of a site that documents several.',
  });

export const NavMenuItemSchema: z.ZodType<NavMenuItem, NavMenuItem<IconInput>> = z
  .strictObject({
    ...({
      item: z
        .string()
        .describe("The entry's label.")
        .meta({ examples: ['Webhooks'] }),
      icon: icon(),
      description: z.string().optional().describe('One line shown under the label.'),
      href: z.string().optional().describe('Link the entry opens instead of its own pages, such as "https://status.acme.dev".'),
      ...navElementShape(),
    } satisfies ShapeOf<NavMenuItem>),
    iconType: later.iconType(),
    directory: later.directory(),
    global: later.global(),
  })
  .meta({ id: 'NavMenuItem', examples: [{ item: 'Webhooks', icon: 'bolt', pages: ['webhooks/overview'] }], description: "An entry of a tab's menu." });

/** A link of `global` that Quire does not show yet: a language, version, dropdown or product elsewhere. */
const globalLink = (label: string, what: string) =>
  z
    .array(
      z
        .object({
          [label]: z.string().describe(`The ${what}'s label.`),
          href: z.string().describe('Where the link leads.'),
        })
        .catchall(z.unknown())
        .describe(`A ${what} that links elsewhere.`),
    )
    .describe(`${what[0]!.toUpperCase()}${what.slice(1)} links shown on every page.`);

const NavGlobalLinksSchema = z
  .strictObject({
    ...({
      tabs: z
        .array(
          z.strictObject({
            ...({
              tab: z
                .string()
                .describe("The tab's label.")
                .meta({ examples: ['Blog'] }),
              href: z
                .string()
                .describe('Where the tab links to.')
                .meta({ examples: ['https://example.com/blog'] }),
              icon: icon(),
            } satisfies ShapeOf<NavGlobalTab>),
            iconType: later.iconType(),
            hidden: later.hidden(),
            searchable: later.searchable(),
            align: unsupported(z.enum(['start', 'end']).describe('Which end of the top bar the tab sits at.')),
            directory: later.directory(),
          }),
        )
        .optional()
        .describe('Tabs shown on every page.'),
      anchors: z
        .array(
          z.strictObject({
            ...({
              anchor: z
                .string()
                .describe("The anchor's label.")
                .meta({ examples: ['Status'] }),
              href: z
                .string()
                .describe('Where the anchor links to.')
                .meta({ examples: ['https://status.example.com'] }),
              icon: icon(),
            } satisfies ShapeOf<NavGlobalAnchor>),
            iconType: later.iconType(),
            color: later.color(),
            hidden: later.hidden(),
            directory: later.directory(),
          }),
        )
        .optional()
        .describe('Anchors shown on every page.'),
    } satisfies ShapeOf<NavGlobal>),
    languages: unsupported(globalLink('language', 'language')),
    versions: unsupported(globalLink('version', 'version')),
    dropdowns: unsupported(globalLink('dropdown', 'dropdown')),
    products: unsupported(globalLink('product', 'product')),
  })
  .meta({
    id: 'NavGlobal',
    examples: [{ anchors: [{ anchor: 'Status', href: 'https://status.example.com', icon: 'signal' }] }],
    description: 'Links shown on every page, whatever tab or version is open, such as a blog or a status page.',
  });

const NavGlobalSchema: z.ZodType<NavGlobal, NavGlobal<IconInput>> = NavGlobalLinksSchema;

export const NavigationSchema: z.ZodType<NavigationConfig, NavigationConfig<IconInput>> = z
  .strictObject({
    ...({
      global: NavGlobalSchema.optional(),
      ...navElementShape(),
    } satisfies ShapeOf<NavigationConfig>),
    directory: later.directory(),
  })
  .meta({
    id: 'Navigation',
    examples: [
      {
        openapi: 'openapi.yaml',
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Get started', pages: ['index', 'quickstart'] }] },
          { tab: 'API reference', pages: ['GET /users', 'POST /users'] },
        ],
      },
    ],
    description: 'The navigation tree: tabs, groups and pages, and the specs they use.',
  });
