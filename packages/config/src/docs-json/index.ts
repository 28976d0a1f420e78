export { DocsConfigSchema, type DocsConfig, type DocsUserConfig } from './docs-config-schema.ts';
export { ApiSchema, type ApiConfig } from './api-schema.ts';
export {
  NavigationSchema,
  NavGroupSchema,
  NavPageEntrySchema,
  NavTabSchema,
  NavAnchorSchema,
  NavVersionSchema,
  NavDropdownSchema,
  NavLanguageSchema,
  NavProductSchema,
  NavMenuItemSchema,
  type NavigationConfig,
  type NavElementFields,
  type NavGroup,
  type NavPageEntry,
  type NavTab,
  type NavAnchor,
  type NavVersion,
  type NavDropdown,
  type NavLanguage,
  type NavProduct,
  type NavMenuItem,
  type NavGlobal,
  type NavGlobalTab,
  type NavGlobalAnchor,
  type SdkSource,
} from './navigation-schema.ts';
export { SpecSourceSchema, type SpecSource } from './spec-source-schema.ts';
export { NavbarSchema, type NavbarConfig } from './navbar-schema.ts';
export { FooterSchema, type FooterConfig } from './footer-schema.ts';
export { BannerSchema, type BannerConfig } from './banner-schema.ts';
export { BackgroundSchema, type BackgroundConfig } from './background-schema.ts';
export { FontsSchema, type FontsConfig } from './fonts-schema.ts';
export { ThumbnailsSchema, type ThumbnailsConfig } from './thumbnails-schema.ts';
export { StylingSchema, type StylingConfig, type CodeBlocksConfig } from './styling-schema.ts';
export { codeThemes, codeThemeNames, cssVariablesTheme, type CodeThemeName } from './code-themes.ts';
export { ContextualSchema, contextualOptions, type ContextualConfig, type ContextualOption, type ContextualCustomOption } from './contextual-schema.ts';
export { IconSchema, type IconInput } from './icon-schema.ts';
export { closestMatch } from './closest-match.ts';
export { UNSUPPORTED_KEYWORD, isUnsupported } from './unsupported.ts';
export { parseDocsConfig, type ParsedDocsConfig } from './parse-docs-config.ts';
export { readDocsConfig } from './read-docs-config.ts';
export { docsConfigFileIn } from './config-file.ts';
export { readMintJson, type MintJsonRead } from './read-mint-json.ts';
export { upgradeMintJson, type UpgradedMintJson } from './mint-json.ts';
export { docsJsonSchema, renderDocsJsonSchema } from './json-schema.ts';
export { OriginSchema, parseOrigin } from './origin-schema.ts';
