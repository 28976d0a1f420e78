import type { Diagnostic } from '@quire/diagnostics';
import type { NormalizeContext } from './context.ts';
import { asArray, asObject, asString, isObject, type JsonObject } from './json.ts';
import { readOperations } from './operations.ts';
import { readSecurity, readSecuritySchemes } from './security.ts';
import { readServers } from './servers.ts';
import type { ApiModel, NamedSchema, Tag } from './types.ts';
import { readDocsExtension } from './x-docs.ts';

/**
 * Bundled OpenAPI document -> ApiModel. Pure: no I/O, never throws on odd input; what it cannot
 * read it reports as diagnostics and leaves out.
 */
export function normalize(document: JsonObject, source: string, version: string): { model: ApiModel; diagnostics: Diagnostic[] } {
  const ctx: NormalizeContext = { document, file: source, diagnostics: [] };
  const info = asObject(document.info);
  const servers = readServers(document.servers) ?? [];
  const inherited = { security: readSecurity(document.security) ?? [], servers };
  const description = asString(info.description);
  const model: ApiModel = {
    source,
    version,
    info: { title: asString(info.title) ?? source, version: String(info.version ?? ''), ...(description ? { description } : {}) },
    servers,
    tags: readTags(document.tags),
    operations: readOperations(ctx, 'operation', inherited),
    // Root `security` is what callers of the API send; a webhook is a request the API sends, so
    // only its own `security` (what the sender includes) applies to it.
    webhooks: version === '3.0' ? [] : readOperations(ctx, 'webhook', { ...inherited, security: [] }),
    schemas: readSchemas(document),
    securitySchemes: readSecuritySchemes(ctx),
    docs: readDocsExtension(ctx, document, []),
    document,
  };
  return { model, diagnostics: ctx.diagnostics };
}

function readTags(value: unknown): Tag[] {
  return asArray(value)
    .filter(isObject)
    .flatMap((t) => {
      const name = asString(t.name);
      if (!name) return [];
      const description = asString(t.description);
      const summary = asString(t.summary);
      const parent = asString(t.parent);
      const kind = asString(t.kind);
      const group = asString(t['x-group'])?.trim();
      return [
        {
          name,
          ...(description ? { description } : {}),
          ...(summary ? { summary } : {}),
          ...(parent ? { parent } : {}),
          ...(kind ? { kind } : {}),
          ...(group ? { group } : {}),
        },
      ];
    });
}

function readSchemas(document: JsonObject): NamedSchema[] {
  const schemas = asObject(asObject(document.components).schemas);
  return Object.entries(schemas).flatMap(([name, schema]) =>
    isObject(schema) ? [{ name, schema, pointer: `/components/schemas/${name.replaceAll('~', '~0').replaceAll('/', '~1')}` }] : [],
  );
}
