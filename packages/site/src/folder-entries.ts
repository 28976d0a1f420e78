import { readdirSync, type Dirent } from 'node:fs';

/** A folder's entries, read at once rather than through the thread pool; none when it is unreadable or gone since its parent was read. */
export function folderEntries(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
}
