// Time to validate a real 100-card Commander deck (Lorehold Legacies, C21) after warm-up: validation runs on every
// keystroke in the deck editor, so the aim is well under a millisecond. Printed, never asserted.
import { getFormat, validateDeck } from '../engine/formats/index.ts';
import type { Deck } from '../engine/decks/types.ts';
import type { Card } from '../engine/cards/types.ts';
import type { FormatDefinition } from '../engine/formats/types.ts';
import { adding, entry, mtgCards, realDeck } from '../test/real-decks.ts';
import { quantile } from './lib/stats.ts';

const WARM_UP = 500;
const RUNS = 5000;

function timings(
  deck: Deck,
  cards: ReadonlyMap<string, Card>,
  format: FormatDefinition,
): { first: number; median: number; p95: number } {
  let t = performance.now();
  validateDeck(deck, cards, format);
  const first = performance.now() - t;
  for (let i = 0; i < WARM_UP; i++) validateDeck(deck, cards, format);
  const samples = new Float64Array(RUNS);
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    validateDeck(deck, cards, format);
    samples[i] = performance.now() - t;
  }
  samples.sort();
  return { first, median: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}

const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

export function run(): void {
  const { cards } = mtgCards();
  const commander = getFormat('commander')!;
  const lorehold = realDeck('plain-taw/cmd__c21__Lorehold Legacies.txt').deck;
  const rows: [string, Deck, FormatDefinition][] = [
    ['Commander, Lorehold Legacies (99 + 1), legal', lorehold, commander],
    [
      'Commander, same deck + off-identity card + Lurrus companion',
      adding(adding(lorehold, 'main', entry('Treasure Cruise')), 'companion', entry('Lurrus of the Dream-Den')),
      commander,
    ],
    [
      'Pioneer, Azorius Control (60 + 15)',
      realDeck('plain-taw/challenger__q05__Azorius Control.txt').deck,
      getFormat('pioneer')!,
    ],
  ];
  console.log(`validateDeck, ${RUNS} runs after ${WARM_UP} warm-up runs (median / p95 / first call)`);
  let base = 0;
  for (const [label, deck, format] of rows) {
    const { first, median, p95 } = timings(deck, cards, format);
    base ||= median;
    console.log(
      `  ${label}: ${us(median)} / ${us(p95)} / ${us(first)}  (${(median / base).toFixed(2)}× the first row)`,
    );
  }
}
