import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { diagnostic, withoutBom, type Diagnostic } from '@quire/diagnostics';
import type { DocumentNode, GraphQLError } from 'graphql';
import { graphql, sdlRules } from './graphql-library.ts';
import { normalizeSchema } from './normalize.ts';
import type { GraphQLModel } from './types.ts';

export interface LoadGraphQLOptions {
  /** Folder that relative paths start from. Default: the working directory. */
  cwd?: string;
  /** Used for http(s) sources. Default: the global fetch. */
  fetch?: typeof fetch;
}

export interface LoadedGraphQL {
  /** Present when the schema has no errors. */
  model?: GraphQLModel;
  /** Every problem found, at its file, line and column. */
  diagnostics: Diagnostic[];
}

/**
 * Reads, parses and validates one GraphQL SDL schema with the reference implementation
 * (`graphql`), then normalizes it. Never throws for bad input: every problem is a diagnostic.
 */
export async function loadGraphQL(source: string, options: LoadGraphQLOptions = {}): Promise<LoadedGraphQL> {
  if (/^https?:\/\//i.test(source)) return loadGraphQLUrl(source, options.fetch ?? fetch);
  let text: string;
  try {
    text = await readFile(resolve(options.cwd ?? '.', source), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no file there' : code === 'EISDIR' ? 'it is a folder, not a file' : String((error as Error).message);
    return { diagnostics: [diagnostic('SPEC_NOT_FOUND', `Cannot read the GraphQL schema ${source} (${reason}).`, { file: source })] };
  }
  return loadGraphQLText(text, source);
}

async function loadGraphQLUrl(url: string, fetchUrl: typeof fetch): Promise<LoadedGraphQL> {
  try {
    const response = await fetchUrl(url, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok)
      return { diagnostics: [diagnostic('SPEC_NOT_FOUND', `Cannot fetch the GraphQL schema ${url}: the server answered ${response.status}.`, { file: url })] };
    return loadGraphQLText(await response.text(), url);
  } catch (error) {
    return { diagnostics: [diagnostic('SPEC_NOT_FOUND', `Cannot fetch the GraphQL schema ${url} (${(error as Error).message}).`, { file: url })] };
  }
}

/** Like `loadGraphQL`, for SDL text already read; `source` names it in diagnostics. */
export function loadGraphQLText(read: string, source: string): LoadedGraphQL {
  const text = withoutBom(read);
  const { buildASTSchema, parse, Source, validateSchema } = graphql();
  let document: DocumentNode;
  try {
    document = parse(new Source(text, source));
  } catch (error) {
    if (!(error instanceof graphql().GraphQLError)) throw error;
    return { diagnostics: [located('GRAPHQL_SYNTAX_ERROR', error, source)] };
  }
  // The SDL rules (unknown types, fields defined twice...) as a list of errors with their places.
  const sdlErrors = sdlRules()(document);
  if (sdlErrors.length) return { diagnostics: sdlErrors.map((e) => located('GRAPHQL_INVALID', e, source)) };
  const schema = buildASTSchema(document, { assumeValidSDL: true });
  const schemaErrors = validateSchema(schema);
  if (schemaErrors.length) return { diagnostics: schemaErrors.map((e) => located('GRAPHQL_INVALID', e, source)) };
  if (!schema.getQueryType() && !schema.getMutationType() && !schema.getSubscriptionType()) {
    return {
      diagnostics: [
        diagnostic('GRAPHQL_INVALID', `${source} defines no Query, Mutation or Subscription type, so it has no operations.`, {
          file: source,
          line: 1,
          column: 1,
        }),
      ],
    };
  }
  return { model: normalizeSchema(schema), diagnostics: [] };
}

function located(code: 'GRAPHQL_SYNTAX_ERROR' | 'GRAPHQL_INVALID', error: GraphQLError, source: string): Diagnostic {
  const at = error.locations?.[0];
  const message = error.message.replace(/^Syntax Error: /, '').trim();
  return diagnostic(code, /[.!?]$/.test(message) ? message : `${message}.`, { file: source, ...(at ? { line: at.line, column: at.column } : {}) });
}
