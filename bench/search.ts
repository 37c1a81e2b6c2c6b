// Search as you type: 50 typical queries on the real cards (../shared/data, imported by the real importer)
// scaled to about 100k printings, against a bare `SELECT name FROM cards LIMIT 50` on the same file in the
// same run. Scaling copies every card under a new id and name ("Llanowar Elves II", "… III") with its
// printings plus one reprint, which keeps the real mix of text, types, colors and layouts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/open.ts';
import { importCardFiles } from '../db/import/import.ts';
import { CardWriter } from '../db/import/writer.ts';
import { getPrintings } from '../db/cards.ts';
import { refreshSearchIndex } from '../db/search/search-index.ts';
import { searchCards } from '../db/search/search.ts';
import type { Card, Printing } from '../engine/cards/types.ts';
import { sharedPath, tempDir } from '../test/shared-data.ts';
import { ascending, quantile } from './lib/stats.ts';

const TARGET_PRINTINGS = 100_000;
const ROUNDS = 5;
const BASELINE_ROUNDS = 500;

/** What players type: names and fragments, rules text, types, colors, stats, sets, formats, both games. */
export const TYPICAL_QUERIES: readonly string[] = [
  'llanowar',
  'lightning',
  'bolt',
  'elf',
  'dragon',
  'an',
  'sol',
  '"of the"',
  '!"Llanowar Elves"',
  'sol ring',
  'birds of paradise',
  'æther',
  '稲妻',
  'ドラゴン',
  '共同突撃',
  'o:"draw a card"',
  'o:flying t:creature',
  'o:"~ deals"',
  'fo:"enters the battlefield"',
  'o:"+1/+1 counter" c:g',
  't:"elf warrior"',
  't:legendary t:creature',
  't:instant mv<=2',
  't:planeswalker',
  'c:rg',
  'c=u t:creature',
  'c:m',
  'c:c t:artifact',
  'id<=esper t:legendary',
  'id:golgari is:commander',
  'm:{G}{G}',
  'produces:g t:land',
  'm=2WW',
  'pow>=5 tou<=3',
  'pow>tou mv<=3',
  'loy>=4',
  'r:mythic',
  'r>=rare s:znr',
  'year<=2010 t:dragon',
  'a:guay',
  'ft:dragon c:r',
  'o:/^{t}: add \\sm/',
  'o:/~ deals \\d+ damage/',
  'name:/^llanowar/',
  't:/^legendary .*elf/',
  's:eld cn>=250',
  's:khm t:snow',
  'f:commander -c:w o:draw',
  'banned:commander',
  'is:mdfc',
  'is:split or is:adventure',
  'is:vanilla mv>=4',
  'kw:flying c:w',
  '-t:creature -t:land c:b',
  '(t:goblin or t:elf) c:r',
  'civ:fire race:dragon',
  'game:dm power>=9000 cost<=6',
  'civ:light/water',
  'lang:ja t:elf',
  't:クリーチャー',
  'o:飛行',
  'o:カードを1枚引く t:インスタント',
  'unique:prints !"Forest"',
  'order:mv direction:desc t:dragon',
  't:dragon order:usd',
  'order:usd',
  'id<=growth t:legendary',
  'mv:even t:instant',
  'm:{g/b}',
  'in:core t:elf',
  '-in:commander t:elf',
  'date>khm r:mythic',
  'year:khm t:god',
  'o:"~ can\'t be countered"',
  'is:modal',
  'is:party c:w',
  'has:indicator',
  'is:unique t:elf',
  'game:arena s:khm',
  'is:reprint t:elf',
  'not:reprint s:c21',
  'new:rarity',
  'new:frame t:dragon',
  'new:flavor c:g',
  'wm:dimir',
  'has:watermark t:creature',
  'b:war t:planeswalker',
  'unique:art t:elf',
  'order:artist t:dragon',
  'is:bear',
  'is:frenchvanilla c:w',
  'is:outlaw',
  'is:funny',
  'border:borderless',
  'is:full t:land',
  'stamp:arena',
];

/** The queries above that ask for Japanese type lines or rules text. */
const JAPANESE_TEXT_QUERY = /^[ot]:\p{Script=Katakana}|^o:\p{Script=Han}/u;

const REAL_FILES = (): string[] => [
  ...readdirSync(sharedPath('mtgjson', 'sets'))
    .sort()
    .map((f) => sharedPath('mtgjson', 'sets', f)),
  sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'),
  sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'),
];

const GENERATION_SUFFIX = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

/** The card again under a new id, every name (faces, localized) with the generation's suffix. */
function cloneCard(card: Card, generation: number): Card {
  const suffix = GENERATION_SUFFIX[generation];
  const name = card.faces.reduce((n, face) => n.replace(face.name, face.name + suffix), card.name);
  return {
    ...card,
    id: `${card.id}#${generation}`,
    name,
    faces: card.faces.map((face) => ({ ...face, name: face.name + suffix })),
    localizedNames: Object.fromEntries(Object.entries(card.localizedNames).map(([lang, n]) => [lang, n + suffix])),
  };
}

/** The original printings under new ids, plus one reprint in the generation's own set. */
function clonePrintings(printings: readonly Printing[], cardId: string, generation: number, index: number): Printing[] {
  const copies = printings.map((p) => ({ ...p, id: `${p.id}#${generation}`, cardId }));
  if (printings.length === 0) return copies;
  const reprint = {
    ...printings[0],
    id: `${printings[0].id}#${generation}r`,
    cardId,
    set: `rp${generation}`,
    setName: `Reprints ${generation}`,
    collectorNumber: String(index + 1),
    releasedAt: `2024-0${generation}-01`,
  };
  return [...copies, reprint];
}

function scaleToPrintings(db: Db, target: number): void {
  const cards = (db.prepare('SELECT data FROM cards').pluck().all() as string[]).map((d) => JSON.parse(d) as Card);
  const printings = new Map(cards.map((c) => [c.id, getPrintings(db, c.id)]));
  const count = () => db.prepare('SELECT count(*) FROM printings').pluck().get() as number;
  db.transaction(() => {
    const writer = new CardWriter(db);
    for (let generation = 1; count() < target && generation < GENERATION_SUFFIX.length; generation++) {
      cards.forEach((card, index) => {
        const clone = cloneCard(card, generation);
        writer.writeRecord({
          card: clone,
          printings: clonePrintings(printings.get(card.id)!, clone.id, generation, index),
        });
      });
    }
    writer.finish();
  })();
}

function timed(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** The real cards imported, scaled, and indexed for search in `file`; prints how long each step took. */
export async function buildScaledDatabase(file: string): Promise<Db> {
  const db = openDatabase(file);
  const importStart = performance.now();
  await importCardFiles(db, REAL_FILES());
  const importMs = performance.now() - importStart;
  const scaleMs = timed(() => scaleToPrintings(db, TARGET_PRINTINGS));
  const indexMs = timed(() => refreshSearchIndex(db));
  const { cards, printings } = db
    .prepare('SELECT (SELECT count(*) FROM cards) AS cards, (SELECT count(*) FROM printings) AS printings')
    .get() as { cards: number; printings: number };
  console.log(
    `database: ${cards.toLocaleString('en')} cards, ${printings.toLocaleString('en')} printings (import ${(importMs / 1000).toFixed(1)} s, scale ${(scaleMs / 1000).toFixed(1)} s, search index ${(indexMs / 1000).toFixed(1)} s)`,
  );
  return db;
}

export async function run(): Promise<void> {
  const dir = tempDir('decklab-bench-search-');
  const db = await buildScaledDatabase(join(dir.dir, 'cards.sqlite'));
  try {
    for (const q of TYPICAL_QUERIES) searchCards(db, q);
    const runs: { query: string; ms: number; cpuMs: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of TYPICAL_QUERIES) {
        const cpu = process.cpuUsage();
        const ms = timed(() => searchCards(db, query));
        const { user, system } = process.cpuUsage(cpu);
        runs.push({ query, ms, cpuMs: (user + system) / 1000 });
      }
    }
    const baselineStatement = db.prepare('SELECT name FROM cards LIMIT 50');
    const baseline = ascending(Array.from({ length: BASELINE_ROUNDS }, () => timed(() => baselineStatement.all())));

    const wall = ascending(runs.map((r) => r.ms));
    const cpu = ascending(runs.map((r) => r.cpuMs));
    const [median, p95, baseMedian] = [quantile(wall, 0.5), quantile(wall, 0.95), quantile(baseline, 0.5)];
    console.log(
      `searchCards, ${TYPICAL_QUERIES.length} queries × ${ROUNDS} (count + first page of 50 cards): median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
    );
    console.log(
      `  the same in process CPU time (less sensitive to other processes on the machine): median ${quantile(cpu, 0.5).toFixed(2)} ms, p95 ${quantile(cpu, 0.95).toFixed(2)} ms`,
    );
    console.log(
      `SELECT name FROM cards LIMIT 50: median ${(baseMedian * 1000).toFixed(0)} µs, p95 ${(quantile(baseline, 0.95) * 1000).toFixed(0)} µs`,
    );
    console.log(
      `ratio search / bare select: median ${(median / baseMedian).toFixed(0)}×, p95 ${(p95 / baseMedian).toFixed(0)}×`,
    );
    const perQuery = TYPICAL_QUERIES.map((query) => ({
      query,
      ms: quantile(ascending(runs.filter((r) => r.query === query).map((r) => r.ms)), 0.5),
    }));
    const japanese = perQuery.filter((q) => JAPANESE_TEXT_QUERY.test(q.query));
    console.log(
      `Japanese t:/o: queries (median): ${japanese.map((q) => `${q.query} ${q.ms.toFixed(1)} ms`).join('; ')}`,
    );
    const slowest = perQuery.sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(`slowest queries (median): ${slowest.map((q) => `${q.query} ${q.ms.toFixed(1)} ms`).join('; ')}`);
  } finally {
    db.close();
    dir.cleanup();
  }
}
