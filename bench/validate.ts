// Time to validate a real 100-card Commander deck (Lorehold Legacies, C21) after warm-up: validation runs on every
// keystroke in the deck editor, so the aim is well under a millisecond; and to check it against every Magic format at
// once, which the editor's "Legal in" row asks after each burst of edits. Printed, never asserted.
import { getFormat, validateDeck, validateInEveryFormat } from '../engine/formats/index.ts';
import type { Deck } from '../engine/decks/types.ts';
import type { FormatDefinition } from '../engine/formats/types.ts';
import { adding, entry, mtgCards, realDeck } from '../test/real-decks.ts';
import { quantile } from './lib/stats.ts';

const WARM_UP = 500;
const RUNS = 5000;

function timings(check: () => unknown): { first: number; median: number; p95: number } {
  let t = performance.now();
  check();
  const first = performance.now() - t;
  for (let i = 0; i < WARM_UP; i++) check();
  const samples = new Float64Array(RUNS);
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    check();
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
  const checked = (deck: Deck, format: FormatDefinition) => () => validateDeck(deck, cards, format);
  const rows: [string, () => unknown][] = [
    ['Commander, Lorehold Legacies (99 + 1), legal', checked(lorehold, commander)],
    [
      'Commander, same deck + off-identity card + Lurrus companion',
      checked(
        adding(adding(lorehold, 'main', entry('Treasure Cruise')), 'companion', entry('Lurrus of the Dream-Den')),
        commander,
      ),
    ],
    [
      'Pioneer, Azorius Control (60 + 15)',
      checked(realDeck('plain-taw/challenger__q05__Azorius Control.txt').deck, getFormat('pioneer')!),
    ],
    ['Every Magic format at once, Lorehold Legacies', () => validateInEveryFormat(lorehold, cards)],
  ];
  console.log(
    `validateDeck and validateInEveryFormat, ${RUNS} runs after ${WARM_UP} warm-up runs (median / p95 / first call)`,
  );
  let base = 0;
  for (const [label, check] of rows) {
    const { first, median, p95 } = timings(check);
    base ||= median;
    console.log(
      `  ${label}: ${us(median)} / ${us(p95)} / ${us(first)}  (${(median / base).toFixed(2)}× the first row)`,
    );
  }
}
