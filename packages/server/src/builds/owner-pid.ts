// What a killed service leaves (control groups, scratch folders) carries its pid in its name, so
// that a service sweeps only what no running service owns: several services may share a machine.

/** Whether the process with this pid runs; a name without a pid counts as left over. */
export function ownerRunning(pid: number): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
