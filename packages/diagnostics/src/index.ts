export { catalog, type DiagnosticCode, type Severity } from './catalog.ts';
export { diagnostic, hasErrors, type Diagnostic, type DiagnosticPlace } from './diagnostic.ts';
export { formatDiagnostic } from './format.ts';
export { createLocator, withPositions, type Position } from './locate.ts';
export { jsonErrorOffset } from './json-error-offset.ts';
export { fromPointer, toPointer } from './pointer.ts';
export { withoutBom } from './source-text.ts';
export { describeValue } from './describe-value.ts';
