// `npm run test:crash [-- --tries N --seed S --writers a,b]`: the kill loop over every writer (harness.ts), then
// tries, failures, where the kills left the data, the slowest try and peak memory. Exits 1 on any failure.
import { parseArgs } from 'node:util';
import { killLoop, type WriterReport } from './harness.ts';
import { WRITER_NAMES, type WriterName } from './writers.ts';

const { values } = parseArgs({
  options: {
    tries: { type: 'string', default: '100' },
    seed: { type: 'string', default: '20261125' },
    writers: { type: 'string', default: WRITER_NAMES.join(',') },
  },
});
const tries = Number(values.tries);
const seed = Number(values.seed);
const writers = values.writers.split(',') as WriterName[];
const unknown = writers.filter((w) => !WRITER_NAMES.includes(w));
if (!Number.isSafeInteger(tries) || tries < 1 || !Number.isSafeInteger(seed) || unknown.length) {
  console.error(
    `usage: npm run test:crash -- [--tries N] [--seed S] [--writers ${WRITER_NAMES.join(',')}]${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
  );
  process.exit(2);
}

const started = performance.now();
let harnessPeakRss = process.memoryUsage().rss;
const reports: WriterReport[] = [];
for (const writer of writers) {
  const report = await killLoop(writer, tries, seed, (done) => {
    harnessPeakRss = Math.max(harnessPeakRss, process.memoryUsage().rss);
    if (done % 10 === 0) process.stderr.write(`${writer}: ${done}/${tries}\r`);
  });
  reports.push(report);
  const outcomes = [...report.outcomes]
    .sort()
    .map(([where, n]) => `${where} ${n}`)
    .join(', ');
  console.log(
    `${writer}: ${report.tries} tries, ${report.failures.length} failures; kills left: ${outcomes}; uninterrupted run ${report.calibratedMs.toFixed(0)} ms; slowest try #${report.slowest.attempt} (kill at ${report.slowest.delayMs.toFixed(0)} ms) ${report.slowest.ms.toFixed(0)} ms; writer peak RSS ${report.childPeakRssMiB.toFixed(0)} MiB`,
  );
  for (const f of report.failures)
    console.log(`  FAILED try #${f.attempt} (kill at ${f.delayMs.toFixed(0)} ms): ${f.problem}`);
}
const failures = reports.reduce((n, r) => n + r.failures.length, 0);
const slowest = reports.reduce((a, r) => (r.slowest.ms > a.slowest.ms ? r : a));
console.log(
  `total: ${reports.reduce((n, r) => n + r.tries, 0)} tries, ${failures} failures, seed ${seed}, ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
    `slowest case ${slowest.writer} try #${slowest.slowest.attempt} ${slowest.slowest.ms.toFixed(0)} ms; ` +
    `peak memory: harness ${(harnessPeakRss / 2 ** 20).toFixed(0)} MiB RSS, writers ${Math.max(...reports.map((r) => r.childPeakRssMiB)).toFixed(0)} MiB RSS`,
);
process.exitCode = failures ? 1 : 0;
