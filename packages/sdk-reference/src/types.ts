// The SDK model: what every supported generator's output is normalized into, so that navigation,
// pages, twins and search read one shape whatever tool documented the library.

/** The generators Quire reads (docs.json `sdk.format`). */
export type SdkFormat = 'typedoc' | 'docfx';

/** A name in code that stands for a documented symbol: `id` is the symbol's (or member's) key in `SdkModel.targets`. */
export interface SdkLink {
  name: string;
  id: string;
}

/** Code as the generator wrote it (a type, a signature, a declaration), with its names that have pages. */
export interface SdkCode {
  code: string;
  links: SdkLink[];
}

export interface SdkParameter {
  name: string;
  type?: SdkCode;
  optional: boolean;
  defaultValue?: string;
  /** Markdown; `sdk:<id>` URLs link other symbols. */
  description?: string;
}

/** One callable form of a function, method or constructor. */
export interface SdkSignature {
  /** The whole signature as code, for the highlighted block. */
  code: SdkCode;
  description?: string;
  typeParameters: SdkParameter[];
  parameters: SdkParameter[];
  returns?: { type?: SdkCode; description?: string };
  examples: string[];
  deprecated?: string;
}

export type SdkMemberKind = 'constructor' | 'property' | 'method' | 'accessor' | 'enum-member' | 'field' | 'event' | 'operator';

export interface SdkMember {
  id: string;
  name: string;
  kind: SdkMemberKind;
  /** Anchor of the member on its symbol's page. */
  anchor: string;
  /** `static`, `readonly`, `optional`, `abstract`... as the language says them. */
  flags: string[];
  description?: string;
  deprecated?: string;
  examples: string[];
  signatures: SdkSignature[];
  /** A property's or field's type, and its declaration as code. */
  type?: SdkCode;
  declaration?: SdkCode;
  defaultValue?: string;
}

export type SdkSymbolKind = 'class' | 'interface' | 'function' | 'type' | 'enum' | 'variable' | 'namespace' | 'struct' | 'delegate';

/** A symbol with a page of its own. */
export interface SdkSymbol {
  id: string;
  name: string;
  /** The qualified name frontmatter can name it by (`Shelf.Library`, `utils/format`); `name` when unique. */
  fullName: string;
  kind: SdkSymbolKind;
  /** The navigation group it is listed in: a module, namespace or kind of symbol. */
  group: string;
  /** Folders of its page under the SDK's directory (a module or namespace), before its own name. */
  folders: string[];
  description?: string;
  deprecated?: string;
  examples: string[];
  /** The declaration as code: `class Library`, `type BookFilter = ...`, `enum Availability`. */
  declaration?: SdkCode;
  /** A function's or delegate's signatures (one per overload). */
  signatures: SdkSignature[];
  members: SdkMember[];
  /** `Extends`, `Implements`, `Extended by`...: types related to this one. */
  relations: { label: string; types: SdkCode[] }[];
  source?: { file: string; line?: number; url?: string };
}

/** A library's reference, read from one generator artifact. */
export interface SdkModel {
  format: SdkFormat;
  /** The language signatures are highlighted in. */
  language: 'typescript' | 'csharp';
  name: string;
  symbols: SdkSymbol[];
  /** Every id a link can name -> the symbol whose page shows it, and the member's anchor there. */
  targets: Record<string, { symbol: string; anchor?: string }>;
}
