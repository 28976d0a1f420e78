import { createHook } from 'node:async_hooks';

/**
 * Runs `work` and counts the file system calls it sent through libuv's thread pool (each an FSREQ
 * resource): a test that promises one read per folder, not a round trip per file, counts them.
 */
export async function countPoolCalls<T>(work: () => Promise<T>): Promise<{ result: T; calls: number }> {
  let calls = 0;
  const hook = createHook({ init: (_id, type) => void (type.startsWith('FSREQ') && calls++) }).enable();
  try {
    const result = await work();
    return { result, calls };
  } finally {
    hook.disable();
  }
}
