export { diffSpecs } from './diff-specs.ts';
export { channelPage, diffAsyncApi } from './diff-channels.ts';
export { asyncApi3Document } from './asyncapi-document.ts';
export { rules, type RuleId } from './rules.ts';
export type * from './types.ts';
export { byPage, changesAsMarkdown, changesAsText, summary } from './format.ts';
export { alternativeName, fieldPaths, places } from './places.ts';
export {
  historyMarkdown,
  historyMarkers,
  withHistoryMarkdown,
  type HistoryRoute,
  type LabelledEntries,
  type PageMarkers,
  type RowHistory,
} from './markers.ts';
export { specAtRef, type SpecAtRef } from './git/spec-at-ref.ts';
export { specHistory, type HistoryEntry, type HistoryOptions, type SpecHistory } from './git/spec-history.ts';
export { changelogIndexPath, type ChangelogFile } from './changelog-file.ts';
