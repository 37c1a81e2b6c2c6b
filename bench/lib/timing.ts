// A bench's timing of one piece of work on a shared machine: wall time moves with the other processes' load, so
// it comes with the load average and the CPU seconds (the process's, worker threads included), which do not.
import { loadavg } from 'node:os';

export interface Timing {
  wallMs: number;
  cpuMs: number;
  /** The 1-minute load average once the work is done. */
  load: number;
}

export async function timed<T>(work: () => Promise<T>): Promise<Timing & { value: T }> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const value = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { value, wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, load: loadavg()[0] };
}
