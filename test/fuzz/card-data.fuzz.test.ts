// Fuzz: the engine's card-data record readers (Scryfall, MTGJSON, Duel Masters JSON and CSV) on real records from
// ../shared/data with fields replaced by hostile values or removed: a CardRecord or one CardDataError, one line.
import { describe, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { cardFromScryfall } from '../../engine/cards/from-scryfall.ts';
import { cardsFromMtgjsonSet } from '../../engine/cards/from-mtgjson.ts';
import { cardFromDmJson } from '../../engine/dm/from-dm-json.ts';
import { cardFromDmCsvRow } from '../../engine/dm/from-dm-csv.ts';
import { CardDataError } from '../../engine/cards/errors.ts';
import { mtgjsonSet, scryfallCardObjects } from '../real-cards.ts';
import { sharedPath } from '../shared-data.ts';
import { piecesText } from './inputs.ts';
import { fuzz, FUZZ_TEST_TIMEOUT_MS, reportFuzzResults } from './harness.ts';

reportFuzzResults();

const CARD_PIECES = [
  '{G}',
  '{2}',
  '{X}',
  '{G/P}',
  '{',
  '}',
  '//',
  ' // ',
  '—',
  'Creature',
  'Legendary',
  '—',
  ':',
  '+1',
  '*',
  '1',
  '-1',
  '∞',
];

/** Values a field may be given: any JSON, and ones that broke readers elsewhere. */
const HOSTILE_VALUE = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    null,
    '',
    -1,
    0,
    0.5,
    9e18,
    1e308,
    -1e308,
    [],
    {},
    [null],
    'x'.repeat(50_000),
    'normal',
    'card',
    'transform',
    'token',
  ),
  piecesText(CARD_PIECES, 2_000),
);

type Edit = [path: number[], value: unknown];

/**
 * Follows `path` (each step a key index, modulo the keys there) and sets a copy of the value there, or removes the
 * key. A copy: the hostile constants ([], {}, [null]) are shared, and setting one inside itself would make a record
 * no JSON parse can give (a cycle), and change the constant for the cases after.
 */
function applyEdit(root: unknown, [path, value]: Edit): void {
  let node = root;
  for (let depth = 0; depth < path.length; depth++) {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 0) return;
    const key = keys[path[depth] % keys.length];
    if (depth < path.length - 1) node = record[key];
    else if (value === undefined) delete record[key];
    else record[key] = structuredClone(value);
  }
}

/** A real record with up to five fields replaced or removed, at any depth up to four. */
function mutated<T>(bases: readonly T[], value: fc.Arbitrary<unknown> = HOSTILE_VALUE): fc.Arbitrary<T> {
  const edit = fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), fc.option(value, { nil: undefined }));
  return fc.tuple(fc.constantFrom(...bases), fc.array(edit, { maxLength: 5 })).map(([base, edits]) => {
    const copy = structuredClone(base);
    for (const e of edits) applyEdit(copy, e);
    return copy;
  });
}

const jsonSize = (value: unknown) => JSON.stringify(value)?.length ?? 0;
const isCardDataError = (error: unknown) => error instanceof CardDataError;

const SCRYFALL = scryfallCardObjects().map((o) => o.object as unknown);
const M21 = mtgjsonSet('M21') as { cards: unknown[] } & Record<string, unknown>;
/** Small sets of a few real M21 cards, so a case costs what a record costs, not a whole set. */
const MTGJSON_SETS = Array.from({ length: 40 }, (_, i) => ({ ...M21, cards: M21.cards.slice(i * 5, i * 5 + 5) }));
const DM_JSON = (
  JSON.parse(readFileSync(sharedPath('duelmasters/Latepate64-DuelMastersCards.json'), 'utf8')) as { cards: unknown[] }
).cards.slice(0, 300);
const DM_CSV = Papa.parse<Record<string, string>>(
  readFileSync(sharedPath('duelmasters/Ravenite0-All_Cards.csv'), 'utf8'),
  { header: true, skipEmptyLines: true },
).data.slice(0, 300);

describe('fuzz: card-data record readers', () => {
  it(
    'Scryfall card objects (engine/cards/from-scryfall.ts)',
    async () => {
      await fuzz({
        name: 'Scryfall record',
        input: mutated(SCRYFALL),
        size: jsonSize,
        run: cardFromScryfall,
        isClearError: isCardDataError,
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  it(
    'MTGJSON set cards (engine/cards/from-mtgjson.ts)',
    async () => {
      await fuzz({
        name: 'MTGJSON set of 5 cards',
        input: mutated(MTGJSON_SETS),
        size: jsonSize,
        run: (set) => cardsFromMtgjsonSet(set),
        isClearError: isCardDataError,
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  it(
    'Duel Masters JSON cards (engine/dm/from-dm-json.ts)',
    async () => {
      await fuzz({
        name: 'Duel Masters JSON record',
        input: mutated(DM_JSON),
        size: jsonSize,
        run: cardFromDmJson,
        isClearError: isCardDataError,
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  it(
    'Duel Masters CSV rows (engine/dm/from-dm-csv.ts)',
    async () => {
      const cellValue = fc.oneof(fc.string({ maxLength: 40 }), piecesText(CARD_PIECES, 2_000));
      await fuzz({
        name: 'Duel Masters CSV row',
        input: mutated(DM_CSV, cellValue),
        size: jsonSize,
        run: (row) => cardFromDmCsvRow(row, 2),
        isClearError: isCardDataError,
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});
