// A build's disk use, bounded while it runs. The service cannot give an unprivileged build a
// size-limited filesystem of its own (a sized tmpfs lives in memory and is gone when the sandbox
// ends, a loop mount needs root), so two bounds stand in for one:
//  - the kernel's file size limit (RLIMIT_FSIZE, `ulimit -f`), set on the whole sandbox: no file
//    it writes grows past `maxFileMb`, whatever the speed of the disk;
//  - a watcher that measures the folders the build may write (`du`, in a child process, so the
//    service's event loop never walks a tenant's tree) and stops the build past its quota.
// Between two looks a build can write at most what the disk takes in that time, in files of at
// most `maxFileMb` each: the quota is a bound, not an exact figure.
import { execFile } from 'node:child_process';

/** The file size limit as `ulimit -f` takes it in /bin/sh (dash counts 512-byte blocks). */
export function fileSizeBlocks(maxFileMb: number): number {
  return maxFileMb * 2048;
}

export interface DiskWatch {
  /** True once the folders were seen past the quota (the build was stopped). */
  exceeded(): boolean;
  stop(): void;
}

/** Looks at the folders' use one look after another (`everyMs` apart) and calls `onExceeded` once past `quotaBytes`. */
export function watchDiskUse(folders: string[], quotaBytes: number, onExceeded: () => void, everyMs = 1000): DiskWatch {
  let stopped = false;
  let over = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = () => {
    if (stopped) return;
    diskUse(folders).then((bytes) => {
      if (stopped) return;
      if (bytes > quotaBytes) {
        over = true;
        onExceeded();
        return;
      }
      timer = setTimeout(look, everyMs);
    });
  };
  look();
  return {
    exceeded: () => over,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Bytes of disk the folders take (blocks, so a sparse file counts what it holds); 0 when `du` cannot tell. */
export async function diskUse(folders: string[]): Promise<number> {
  return [...(await diskUseEach(folders)).values()].reduce((sum, bytes) => sum + bytes, 0);
}

/** Each folder's bytes of disk, by one `du`; a folder that does not exist is left out. */
export function diskUseEach(folders: string[]): Promise<Map<string, number>> {
  return new Promise((done) => {
    if (!folders.length) return done(new Map());
    // Files vanishing while it walks (Astro's own temporaries) only make du warn: its lines still count.
    execFile('du', ['-s', '-B1', '--', ...folders], { maxBuffer: 16 * 1024 * 1024 }, (_error, stdout) => {
      const each = new Map<string, number>();
      for (const [, bytes, folder] of String(stdout).matchAll(/^(\d+)\t(.*)$/gm)) each.set(folder!, Number(bytes));
      done(each);
    });
  });
}
