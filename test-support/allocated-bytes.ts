import { Session } from 'node:inspector/promises';

/**
 * About how many bytes `work` allocates on the JavaScript heap, garbage included: V8's sampling
 * heap profiler, keeping the samples that were collected. A test that promises a path allocates
 * little (its garbage is a build's collection time) compares this with a bound well away from both
 * sides: samples are taken every `interval` bytes on average, at random.
 */
export async function allocatedBytes(work: () => void, interval = 1024): Promise<number> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: interval,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    work();
    const { profile } = await session.post('HeapProfiler.stopSampling');
    let total = 0;
    const add = (node: typeof profile.head) => {
      total += node.selfSize;
      node.children.forEach(add);
    };
    add(profile.head);
    return total;
  } finally {
    session.disconnect();
  }
}
