import type { Measurement } from './measure.ts';

/** A crash is anything but a deliberate exit 0/1: a signal, a timeout, another code, or an uncaught error. */
export function crashed(measured: Measurement): boolean {
  return (
    measured.timedOut ||
    measured.signal !== null ||
    (measured.code !== 0 && measured.code !== 1) ||
    /\b(TypeError|RangeError|ReferenceError|FATAL ERROR|Uncaught)\b|^ {4}at .*:\d+:\d+\)?$/m.test(measured.stderr)
  );
}

export function crashReason(measured: Measurement): string {
  if (measured.timedOut) return `timed out after ${measured.seconds.toFixed(0)} s`;
  if (measured.signal) return `killed by ${measured.signal}`;
  if (measured.code !== 0 && measured.code !== 1) return `exit code ${measured.code}`;
  return 'uncaught error on stderr';
}
