// Fuzz: keep rules as text (engine/goldfish/keep-spec.ts), as the CLI's --keep and the lab's fields take them, read
// alone and against a real deck's entries (Oko, the Trickster, ELD, with a tag): a policy or one KeepSpecError, one
// short line, in time proportional to the text.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { KeepSpecError, parseKeepSpec } from '../../engine/goldfish/keep-spec.ts';
import { readDeckList } from '../../engine/decks/lists/index.ts';
import { sharedPath } from '../shared-data.ts';
import { piecesText, spliced } from './inputs.ts';
import { fuzz, FUZZ_TEST_TIMEOUT_MS, reportFuzzResults } from './harness.ts';

reportFuzzResults();

const list = readFileSync(sharedPath('decks', 'plain-taw', 'pw__eld__Oko, the Trickster.txt'), 'utf8').replace(
  /^(3 Tome Raider)$/m,
  '$1 #draw',
);
const main = readDeckList(list, { fileName: 'Oko.txt' }).deck.boards.main!;

const RULES = ['7:2-5,6:2-4,5:1-4,4:0-7', '7: 2-5 lands + "Tome Raider" + 2 tag:draw, 6:always + 「Frogify」'];
const PIECES = [
  '7',
  '6',
  ':',
  '-',
  ',',
  ' ',
  '+',
  'lands',
  'always',
  'tag:',
  '#',
  '"',
  '“',
  '”',
  '「',
  '」',
  'Tome Raider',
  '2',
  '99999999999999999999',
];

describe('fuzz: keep rules', () => {
  it(
    'keep rules as text',
    async () => {
      await fuzz({
        name: 'keep rules (--keep, the lab)',
        input: spliced(RULES, PIECES),
        size: (text) => text.length,
        run: (text) => {
          const alone = parseKeepSpec(text);
          const read = parseKeepSpec(text, main);
          // Against the deck, only the names' spelling can change: the same sizes, ranges and counts.
          expect(Object.keys(read.bySize)).toEqual(Object.keys(alone.bySize));
        },
        isClearError: (error) => error instanceof KeepSpecError,
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  it(
    'keep rules from pieces',
    async () => {
      await fuzz({
        name: 'keep rules from pieces',
        input: piecesText(PIECES),
        size: (text) => text.length,
        run: (text) => parseKeepSpec(text, main),
        isClearError: (error) => error instanceof KeepSpecError,
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});
