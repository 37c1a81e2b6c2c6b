// Fuzz: every deck list format, by bytes through decoding, detection and the reader; then the API's decks.import
// (reading and resolving against real cards) writes nothing.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DECK_LIST_FORMAT_IDS,
  readDeckList,
  type DeckListFormatId,
  type DeckListResult,
} from '../../engine/decks/lists/index.ts';
import { InputLimitError } from '../../engine/text/limits.ts';
import { sharedPath } from '../shared-data.ts';
import { fuzzApi, isApiError } from './api-db.ts';
import { fileBytes } from './inputs.ts';
import { fuzz, FUZZ_TEST_TIMEOUT_MS, reportFuzzResults } from './harness.ts';

reportFuzzResults();

const DECK_DIR = sharedPath('decks');
const REAL_LISTS = readdirSync(DECK_DIR).flatMap((dir) =>
  readdirSync(join(DECK_DIR, dir)).map((f) => readFileSync(join(DECK_DIR, dir, f), 'utf8')),
);

/** What deck lists of every format are written with. */
const DECK_PIECES = [
  '4',
  '12',
  '0',
  '9999',
  '10000',
  '9000000000000000000',
  '４',
  ' x',
  'x ',
  '×',
  '枚',
  'Lightning Bolt',
  'Opt',
  'Sol Ring',
  'Deck',
  'Sideboard',
  'Commander',
  'Companion',
  'Maybeboard',
  'About',
  'Name ',
  'Display Commander',
  'Creatures (20)',
  '// ',
  '// NAME: ',
  'SB: ',
  'COMMANDER: ',
  ' [M21:123]',
  ' [foil]',
  ' (M21) 12',
  ' *F*',
  '[metadata]',
  '[Main]',
  'Name=',
  '|M21|1|[12]',
  '+',
  'NAME:',
  'LAYOUT MAIN:',
  ' [KHM:5] ',
  'メインデッキ',
  '超次元ゾーン',
  '超GRゾーン',
  '名前×4',
  ' 4枚',
  'Card Name,Quantity,ID #,Rarity,Set,Collector #,Premium,Sideboarded,Annotation\r\n',
  ',Yes,',
  '"=1"',
  '<?xml version="1.0"?>',
  '<Deck>',
  '</Deck>',
  '<Cards Quantity="4" Sideboard="false" Name="',
  '" />',
  '<cockatrice_deck version="1">',
  '<zone name="main">',
  '<zone name="tokens">',
  '</zone>',
  '<card number="',
  '" name="',
  '"/>',
  '<deckname>',
  '</deckname>',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '&amp;',
  '&#x41;',
  '&#99999999;',
  '<a>',
  '</a>',
];

const isLineProblemFree = (r: DeckListResult) =>
  r.problems.every((p) => !/[\r\n]/.test(p.message + p.text) && p.message.length <= 301 && p.text.length <= 121);

const bytes = fileBytes(REAL_LISTS, DECK_PIECES);

describe('fuzz: deck lists by bytes, every format and detection', () => {
  const formats: (DeckListFormatId | undefined)[] = [undefined, ...DECK_LIST_FORMAT_IDS];
  it.each(formats.map((format) => [format ?? 'detected', format] as const))(
    '%s',
    async (label, format) => {
      await fuzz({
        name: `deck list (${label})`,
        input: bytes,
        size: (b) => b.length,
        run: (b) => {
          const read = readDeckList(b, format ? { format } : {});
          expect(isLineProblemFree(read)).toBe(true);
        },
        isClearError: (error) => error instanceof InputLimitError,
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});

describe('fuzz: decks.import through the API writes nothing', () => {
  const db = fuzzApi();
  it(
    'decks.import',
    async () => {
      const before = db.changes();
      await fuzz({
        name: 'decks.import (API, real M21 cards)',
        input: bytes,
        size: (b) => b.length,
        run: (b) => db.api.invoke('decks.import', { bytes: b }),
        isClearError: isApiError('bad-file'),
        check: () => expect(db.changes()).toBe(before),
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});
