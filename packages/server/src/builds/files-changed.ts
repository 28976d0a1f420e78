// What a commit changed, from `git diff --name-status -z`: the status record's filesChanged.
import type { FilesChanged } from '../storage/records.ts';

/**
 * Parses `git diff --name-status -z -M` output. A rename is the old path removed and the new one
 * added, as a reader of the record thinks of it; a copy adds its new path; a type change is a
 * modification.
 */
export function parseNameStatus(output: string): FilesChanged {
  const changes: FilesChanged = { added: [], modified: [], removed: [] };
  const fields = output.split('\0');
  for (let i = 0; i < fields.length; ) {
    const status = fields[i++];
    if (!status) continue;
    const kind = status[0];
    if (kind === 'R' || kind === 'C') {
      const from = fields[i++]!;
      const to = fields[i++]!;
      if (kind === 'R') changes.removed.push(from);
      changes.added.push(to);
      continue;
    }
    const path = fields[i++]!;
    if (kind === 'A') changes.added.push(path);
    else if (kind === 'D') changes.removed.push(path);
    else changes.modified.push(path);
  }
  for (const list of Object.values(changes)) list.sort();
  return changes;
}

/** The first update of a project: every tracked file, from `git ls-tree -r --name-only -z`. */
export function everyFileAdded(lsTreeOutput: string): FilesChanged {
  return { added: lsTreeOutput.split('\0').filter(Boolean).sort(), modified: [], removed: [] };
}
