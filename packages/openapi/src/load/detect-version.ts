import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { isObject } from '../model/json.ts';

/** The OpenAPI minor version (`3.0`, `3.1`, `3.2`), or the reason the document is not one Quire reads. */
export function detectVersion(value: unknown, file: string): { version: string } | { error: Diagnostic } {
  if (!isObject(value))
    return { error: diagnostic('SPEC_NOT_OPENAPI', 'The document is not an object, so it is not an OpenAPI document.', { file, pointer: '' }) };
  if (value.swagger !== undefined) {
    return {
      error: diagnostic('SPEC_SWAGGER_2', `This is a Swagger ${String(value.swagger)} document; Quire reads OpenAPI 3.0 and later, not Swagger 2.0.`, {
        file,
        pointer: '/swagger',
      }),
    };
  }
  if (value.openapi === undefined) {
    return { error: diagnostic('SPEC_NOT_OPENAPI', 'The document has no `openapi` field, so it is not an OpenAPI document.', { file, pointer: '' }) };
  }
  const match = /^3\.([0-2])\.\d+/.exec(String(value.openapi));
  if (!match) {
    return {
      error: diagnostic('SPEC_UNSUPPORTED_VERSION', `OpenAPI ${String(value.openapi)} is not supported.`, {
        file,
        pointer: '/openapi',
        hint: 'Quire reads OpenAPI 3.0.x, 3.1.x and 3.2.x; write the full version, such as `3.1.0`.',
      }),
    };
  }
  return { version: `3.${match[1]}` };
}
