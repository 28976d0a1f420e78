// One signal for "stop this build now": the time limit ran out, or the service is stopping.

export interface Deadline {
  signal: AbortSignal;
  /** Why the signal fired, once it has. */
  reason(): 'timeout' | 'stopped' | undefined;
  dispose(): void;
}

export function startDeadline(timeoutMs: number, stop?: AbortSignal): Deadline {
  const controller = new AbortController();
  let why: 'timeout' | 'stopped' | undefined;
  const fire = (reason: 'timeout' | 'stopped') => {
    why ??= reason;
    controller.abort(new Error(reason));
  };
  const timer = setTimeout(() => fire('timeout'), timeoutMs);
  const onStop = () => fire('stopped');
  if (stop?.aborted) onStop();
  else stop?.addEventListener('abort', onStop, { once: true });
  return {
    signal: controller.signal,
    reason: () => why,
    dispose() {
      clearTimeout(timer);
      stop?.removeEventListener('abort', onStop);
    },
  };
}

/** "10-minute", "90-second": how a docs author reads a limit. */
export function describeLimit(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000}-minute`;
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)}-second`;
}
