/** Waits for Ctrl+C (or SIGTERM), then runs `stop`: how long-running commands end. */
export function untilStopped(stop: () => Promise<unknown>): Promise<void> {
  return new Promise((done) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => done()));
  });
}
