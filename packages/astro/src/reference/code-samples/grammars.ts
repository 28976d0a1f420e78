// The grammars request samples and reference code are highlighted with, by Shiki's name: one
// table, which the sample languages (languages.ts) and the highlighter (highlight.ts) both read.
import type { LanguageRegistration } from 'shiki/core';

type GrammarModule = () => Promise<{ default: LanguageRegistration[] }>;

// Literal imports, loaded on first use: the site bundle holds these grammars and no others.
export const grammars = {
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  javascript: () => import('shiki/langs/javascript.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  ruby: () => import('shiki/langs/ruby.mjs'),
  php: () => import('shiki/langs/php.mjs'),
  csharp: () => import('shiki/langs/csharp.mjs'),
  swift: () => import('shiki/langs/swift.mjs'),
  kotlin: () => import('shiki/langs/kotlin.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  dart: () => import('shiki/langs/dart.mjs'),
  powershell: () => import('shiki/langs/powershell.mjs'),
  http: () => import('shiki/langs/http.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  xml: () => import('shiki/langs/xml.mjs'),
  // GraphQL pages' examples and definitions.
  graphql: () => import('shiki/langs/graphql.mjs'),
} satisfies Record<string, GrammarModule>;

/** A grammar this module can load. */
export type HighlightLanguage = keyof typeof grammars;
