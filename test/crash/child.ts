// One writer in a process of its own, for the crash harness to kill: `child.ts <writer> <file> kill|calibrate`.
// It says "go" on stdout before its first write. Calibrating, it runs to the end and prints the state after each
// step, the time its work took (without taking those states) and its peak memory as one JSON line.
import { runWriter, stateOf, WRITER_NAMES, type WriterName } from './writers.ts';

const [name, file, mode] = process.argv.slice(2);
if (!WRITER_NAMES.includes(name as WriterName) || !file || (mode !== 'kill' && mode !== 'calibrate')) {
  throw new Error(`usage: child.ts <${WRITER_NAMES.join('|')}> <file> kill|calibrate`);
}
const states: ReturnType<typeof stateOf>[] = [];
let statesMs = 0;
let start = 0;
await runWriter(
  name as WriterName,
  file,
  () => {
    process.stdout.write('go\n');
    start = performance.now();
  },
  (db) => {
    if (mode !== 'calibrate') return;
    const before = performance.now();
    states.push(stateOf(db));
    statesMs += performance.now() - before;
  },
);
const workMs = performance.now() - start - statesMs;
if (mode === 'calibrate')
  process.stdout.write(JSON.stringify({ states, workMs, maxRssKiB: process.resourceUsage().maxRSS }) + '\n');
