// The full card data download where the user feels it, on loopback against the stand-in server (an AllPrintings
// made of every MTGJSON set in ../shared/data, about 48 MB, served as Scryfall's bulk file): data.download's bytes a
// second against Node's fetch piped to a file in the same run; a download resumed from its half against a whole
// one; and search latency (the 50 typical queries on the bundled set) while a download runs against idle.
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../db/open.ts';
import { ensureBundledData } from '../db/import/bundled.ts';
import { createApi, type Api } from '../electron/api/index.ts';
import { startScryfallStandIn, type StandInOptions } from '../e2e/scryfall-stand-in.ts';
import { sharedPath, tempDir } from '../test/shared-data.ts';
import { TYPICAL_QUERIES } from './search.ts';
import { median } from './lib/stats.ts';

const ROUNDS = 3;
const MiB = 1024 * 1024;

function allPrintings(): Buffer {
  const dir = sharedPath('mtgjson', 'sets');
  const sets = readdirSync(dir)
    .sort()
    .map((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { data: { code: string } }).data);
  return Buffer.from(
    JSON.stringify({ meta: { version: '5.2.0' }, data: Object.fromEntries(sets.map((s) => [s.code, s])) }),
  );
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function withServer<T>(options: StandInOptions, work: (url: string) => Promise<T>): Promise<T> {
  const standIn = await startScryfallStandIn(options);
  process.env.DECKLAB_SCRYFALL_API = standIn.url;
  try {
    return await work(standIn.url);
  } finally {
    delete process.env.DECKLAB_SCRYFALL_API;
    await standIn.close();
  }
}

async function searchTimes(api: Api): Promise<number[]> {
  const times: number[] = [];
  for (const query of TYPICAL_QUERIES) times.push(await timed(() => api.invoke('cards.search', { query, limit: 50 })));
  return times;
}

export async function run(): Promise<void> {
  const body = allPrintings();
  const tmp = tempDir('decklab-bench-download-');
  const db = openDatabase(join(tmp.dir, 'decklab.sqlite'));
  try {
    ensureBundledData(db);
    const api = createApi({ db });
    const mb = body.length / MiB;

    await withServer({ file: body }, async (url) => {
      const ours: number[] = [];
      const plain: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        ours.push(await timed(() => api.invoke('data.download', {})));
        plain.push(
          await timed(async () => {
            const response = await fetch(`${url}/oracle_cards.json`);
            if (!response.body) throw new Error('no body');
            await pipeline(
              // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: fetch's body is not node:stream/web's ReadableStream, though the rule sees one type
              Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
              createWriteStream(join(tmp.dir, 'plain.json')),
            );
          }),
        );
      }
      const [a, b] = [mb / (median(ours) / 1000), mb / (median(plain) / 1000)];
      console.log(
        `download of ${mb.toFixed(1)} MB on loopback: data.download ${a.toFixed(0)} MB/s, fetch to a file ${b.toFixed(0)} MB/s (ratio ${(a / b).toFixed(2)})`,
      );
    });

    const whole: number[] = [];
    const resumed: number[] = [];
    let resumedFrom = 0;
    for (let i = 0; i < ROUNDS; i++) {
      whole.push(await withServer({ file: body }, () => timed(() => api.invoke('data.download', {}))));
      resumed.push(
        await withServer({ file: body, breakAfter: Math.floor(body.length / 2) }, async () => {
          await api.invoke('data.download', {}).catch(() => undefined);
          return timed(async () => {
            resumedFrom = (await api.invoke('data.download', {})).resumedFrom;
          });
        }),
      );
    }
    const [r, w] = [median(resumed), median(whole)];
    console.log(
      `resumed after ${(resumedFrom / MiB).toFixed(1)} MB: ${r.toFixed(0)} ms against ${w.toFixed(0)} ms whole (ratio ${(r / w).toFixed(2)})`,
    );

    const idle = await searchTimes(api);
    // About 25 MB/s, a fast home connection.
    const during = await withServer({ file: body, throttle: { bytes: 256 * 1024, everyMs: 10 } }, async () => {
      const download = api.invoke('data.download', {});
      const times = await searchTimes(api);
      await download;
      return times;
    });
    console.log(
      `search while a download runs: median ${median(during).toFixed(1)} ms against ${median(idle).toFixed(1)} ms idle (ratio ${(median(during) / median(idle)).toFixed(2)}), ${TYPICAL_QUERIES.length} queries on the bundled set`,
    );
  } finally {
    db.close();
    tmp.cleanup();
  }
}
