// Every card-data reader ends a malformed record in one CardDataError of one short line, never a TypeError: real
// records from ../shared/data with one field broken the way the fuzz suite (test/fuzz/card-data.fuzz.test.ts) broke it.
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { cardFromScryfall } from './from-scryfall.ts';
import { cardsFromMtgjsonSet } from './from-mtgjson.ts';
import { CardDataError } from './errors.ts';
import { cardFromDmJson } from '../dm/from-dm-json.ts';
import { cardFromDmCsvRow } from '../dm/from-dm-csv.ts';
import { mtgjsonSet, scryfallCardObjects } from '../../test/real-cards.ts';
import { sharedPath } from '../../test/shared-data.ts';

const M21 = mtgjsonSet('M21');
// Records are broken on purpose, so they are built as plain objects of any shape the readers (raw: unknown) take.
const m21Set = (cards: unknown[]) => ({ ...M21, cards });
const m21Card = (name: string) => structuredClone(M21.cards.find((c) => c.name === name)!);
const modalScryfallCard = () =>
  structuredClone(scryfallCardObjects().find((o) => o.object.layout === 'modal_dfc')!.object);
const dmJsonCards = (
  JSON.parse(readFileSync(sharedPath('duelmasters/Latepate64-DuelMastersCards.json'), 'utf8')) as {
    cards: Record<string, unknown>[];
  }
).cards;
const dmCsvRows = Papa.parse<Record<string, string>>(
  readFileSync(sharedPath('duelmasters/Ravenite0-All_Cards.csv'), 'utf8'),
  { header: true, skipEmptyLines: true },
).data;

/** A value with line breaks and far too long for a message. */
const HOSTILE = `bad\r\nvalue ${'x'.repeat(50_000)}`;

function cardDataError(run: () => unknown): CardDataError {
  try {
    run();
  } catch (error) {
    if (error instanceof CardDataError) return error;
    throw error;
  }
  throw new Error('no error');
}

/**
 * What every reader's error message must be: one line of at most 300 characters; and each value its reason names
 * (what a screen shows in its own words) one line of at most an excerpt's 40 characters and its ellipsis.
 */
function expectOneShortLine(error: CardDataError): void {
  expect(error.message).not.toMatch(/[\r\n]/);
  expect(error.message.length).toBeLessThanOrEqual(300);
  for (const value of Object.values(error.why.params)) {
    expect(String(value)).not.toMatch(/[\r\n]/);
    expect(String(value).length).toBeLessThanOrEqual(41);
  }
}

describe('MTGJSON records of the wrong shape', () => {
  it('a face with "subtypes": null takes its subtypes from the type line (CR 205.3)', () => {
    const card = { ...m21Card('Llanowar Visionary'), subtypes: null };
    const [{ card: read }] = cardsFromMtgjsonSet(m21Set([card]));
    expect(read.faces[0].types).toEqual(['Creature']);
    expect(read.faces[0].subtypes).toEqual(['Elf', 'Druid']);
  });

  it('a hole in the cards list (an array built in code) is a CardDataError naming the entry', () => {
    const cards = new Array<unknown>(2); // index 0 stays a hole, as in an array built in code
    cards[1] = m21Card('Feline Sovereign');
    const error = cardDataError(() => cardsFromMtgjsonSet(m21Set(cards)));
    expect(error.message).toBe('cards[0] must be an object, found nothing');
    expect(error.why).toEqual({ code: 'skip.field-missing', params: { field: 'cards[0]' } });
  });

  it('a legality or language that names an Object.prototype member is not read as one', () => {
    const entry = m21Card('Llanowar Visionary');
    const card = { ...entry, legalities: { ...entry.legalities, vintage: 'constructor' } };
    const error = cardDataError(() => cardsFromMtgjsonSet(m21Set([card])));
    expect(error.message).toBe('bad "cards[0].legalities.vintage": unknown legality "constructor"');
    expect(error.why).toEqual({
      code: 'skip.legality',
      params: { field: 'cards[0].legalities.vintage', value: '"constructor"' },
    });
    const visionary = m21Card('Llanowar Visionary');
    const foreign = {
      ...visionary,
      foreignData: [{ language: 'toString', name: 'x' }, ...(visionary.foreignData ?? [])],
    };
    const [{ card: read }] = cardsFromMtgjsonSet(m21Set([foreign]));
    expect(Object.keys(read.localizedNames)).not.toContain('undefined');
    expect(read.localizedNames.ja).toBe(foreign.foreignData.find((f) => f.language === 'Japanese')!.name);
  });

  it('a whole legality value with line breaks is quoted as one short line', () => {
    const entry = m21Card('Llanowar Visionary');
    const card = { ...entry, legalities: { ...entry.legalities, vintage: HOSTILE } };
    const error = cardDataError(() => cardsFromMtgjsonSet(m21Set([card])));
    expectOneShortLine(error);
    expect(error.message).toMatch(/^bad "cards\[0\]\.legalities\.vintage": unknown legality "bad\\r\\nvalue x{27}…"$/);
    expect(error.why.code).toBe('skip.legality');
  });
});

describe('Scryfall records of the wrong shape', () => {
  it('a hole in card_faces is a CardDataError naming the face', () => {
    const card = modalScryfallCard();
    const faces = new Array<unknown>(2); // a hole where the front face was
    faces[1] = card.card_faces![1];
    expect(cardDataError(() => cardFromScryfall({ ...card, card_faces: faces })).message).toBe(
      'card_faces[0] must be an object, found nothing',
    );
  });

  it('a mana cost with line breaks is quoted as one short line', () => {
    const card = modalScryfallCard();
    const faces = card.card_faces!.map((face, i) => (i === 1 ? { ...face, mana_cost: HOSTILE } : face));
    const error = cardDataError(() => cardFromScryfall({ ...card, card_faces: faces }));
    expectOneShortLine(error);
    expect(error.field).toBe('card_faces[1].mana_cost');
    expect(error.why).toMatchObject({ code: 'skip.mana-cost', params: { face: card.card_faces![1].name } });
  });
});

describe('Duel Masters records of the wrong shape', () => {
  it('a JSON type that names an Object.prototype member is an unknown card type (DM 200.1), not a TypeError', () => {
    const { card } = cardFromDmJson({ ...dmJsonCards[0], type: 'constructor' });
    expect(card.faces[0].types).toEqual(['constructor']);
    expect(card.dm?.zone).toBe('main');
  });

  it('a JSON record with a long name and a bad civilization: one short line', () => {
    const error = cardDataError(() => cardFromDmJson({ ...dmJsonCards[0], name: HOSTILE, civilizations: [HOSTILE] }));
    expectOneShortLine(error);
    expect(error.why.code).toBe('skip.civilization');
  });

  it('a CSV row with a long CardName and a bad Mana: one short line that starts with the row', () => {
    const error = cardDataError(() => cardFromDmCsvRow({ ...dmCsvRows[0], CardName: HOSTILE, Mana: HOSTILE }, 2));
    expectOneShortLine(error);
    expect(error.message).toMatch(/^row 2 \("bad\\r\\nvalue x+…"\): /);
    expect(error.why).toMatchObject({ code: 'skip.cost', params: { field: 'Mana', line: 2 } });
  });
});
