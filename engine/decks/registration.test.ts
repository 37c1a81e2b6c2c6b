// Deck registration sheets on real decks and real card data (MTR 2.7): the expected lines and totals are counted
// from the deck list files and the MTGJSON / ja-names.csv records, not from the engine's own output.
import { describe, expect, it } from 'vitest';
import { adding, card, dmCards, entry, mtgCards, realDeck } from '../../test/real-decks.ts';
import { mtgjsonSet } from '../../test/real-cards.ts';
import { dmJapaneseNames, listedSections } from '../../test/list-counts.ts';
import type { Card } from '../cards/types.ts';
import type { Deck } from './types.ts';
import {
  CONTINUATION_COLUMN_UNITS,
  NAME_BOX_HALF_WIDTHS,
  registeredName,
  registrationSheet,
  type RegistrationHeader,
  type RegistrationLine,
  type RegistrationOptions,
  type RegistrationSheet,
  type SheetBox,
} from './registration.ts';

const AZORIUS = 'plain-taw/challenger__q05__Azorius Control.txt';
const BASRI = 'plain-taw/pw__m21__Basri, Devoted Paladin.txt';
const LOREHOLD = 'plain-taw/cmd__c21__Lorehold Legacies.txt';

const HEADER: RegistrationHeader = {
  firstName: 'Ayumi',
  lastName: 'Tanaka',
  playerId: '1234567890',
  event: 'FNM',
  date: '2025-05-09',
  location: 'Tokyo',
  deckName: 'Azorius Control',
  deckDesigner: '',
};
const ENGLISH_BY_TYPE: RegistrationOptions = { order: 'type', language: 'en' };

const cardsOf = (pool: Map<string, Card>): Record<string, Card> => Object.fromEntries(pool);
const mtg = () => cardsOf(mtgCards().cards);

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
const section = (sheet: RegistrationSheet, id: string) => sheet.sections.find((s) => s.id === id)!;
const asCounts = (lines: readonly RegistrationLine[]) => new Map(lines.map((l) => [l.name, l.count]));
/** Every line printed on the pages for a section, page by page, column by column. */
const printed = (sheet: RegistrationSheet, id: string) =>
  sheet.pages
    .flatMap((p) => p.columns.flat())
    .filter((b) => b.section === id)
    .flatMap((b) => b.lines);

describe('a 60-card deck with a 15-card sideboard (Azorius Control, Challenger Deck 2021)', () => {
  const { deck } = realDeck(AZORIUS);
  const list = listedSections(AZORIUS);
  const sheet = registrationSheet(deck, mtg(), HEADER, ENGLISH_BY_TYPE);

  it('lists every card of each board once with its count, and totals them as the list does (MTR 2.7)', () => {
    expect([sum(list.main), sum(list.side)]).toEqual([60, 15]);
    expect(sheet.sections.map((s) => s.id)).toEqual(['main', 'side']);
    expect(section(sheet, 'main').total).toBe(60);
    expect(section(sheet, 'side').total).toBe(15);
    // Skyclave Cleric and Emeria's Call are modal double-faced cards: registered by their front face (CR 712.8a).
    expect(asCounts(section(sheet, 'main').lines)).toEqual(list.main);
    expect(asCounts(section(sheet, 'side').lines)).toEqual(list.side);
    expect(new Set(section(sheet, 'main').lines.map((l) => l.name)).size).toBe(list.main.size);
  });

  it('prints the Wizards form: main deck 32 lines, main deck continued 12, sideboard 15, on one page', () => {
    expect(sheet.pages).toHaveLength(1);
    const [first, second] = sheet.pages[0].columns;
    const shape = (box: SheetBox) => [box.section, box.continued, box.lines.length + box.blankLines, box.showsTotal];
    expect(first.map(shape)).toEqual([['main', false, 32, false]]);
    expect(second.map(shape)).toEqual([
      ['main', true, 12, true],
      ['side', false, 15, true],
    ]);
    expect(printed(sheet, 'main')).toEqual(section(sheet, 'main').lines);
    expect(printed(sheet, 'side')).toEqual(section(sheet, 'side').lines);
  });

  it('by type, the lands come last and together; creatures first (as players fill the form)', () => {
    const lines = section(sheet, 'main').lines;
    const lands = ['Temple of Enlightenment', 'Plains', 'Island', 'Tranquil Cove'];
    expect(
      lines
        .slice(-4)
        .map((l) => l.name)
        .sort(),
    ).toEqual([...lands].sort());
    expect(lines.at(-4)!.groupStart).toBe(true);
    const types = (l: RegistrationLine) => mtgCards().cards.get(l.cardId!)!.faces[0].types;
    expect(types(lines[0])).toContain('Creature');
  });

  it('alphabetically, or as the deck lists them', () => {
    const alpha = registrationSheet(deck, mtg(), HEADER, { order: 'alphabetical', language: 'en' });
    const names = section(alpha, 'main').lines.map((l) => l.name);
    expect(names).toEqual([...list.main.keys()].sort((a, b) => a.localeCompare(b, 'en')));
    const asListed = registrationSheet(deck, mtg(), HEADER, { order: 'deck', language: 'en' });
    expect(section(asListed, 'main').lines.map((l) => l.name)).toEqual([...list.main.keys()]);
    expect(section(asListed, 'side').lines.map((l) => l.name)).toEqual([...list.side.keys()]);
  });

  it('in Japanese, a card is written by the Japanese name of MTGJSON foreignData (its front face for a DFC)', () => {
    const ja = registrationSheet(deck, mtg(), HEADER, { order: 'deck', language: 'ja' });
    const foreign = (set: string, name: string, face = false) => {
      const raw = mtgjsonSet(set).cards.find((c) => (face ? c.faceName : c.name) === name)!;
      const japanese = raw.foreignData?.find((f) => f.language === 'Japanese');
      return face ? japanese?.faceName : japanese?.name;
    };
    const lines = section(ja, 'main').lines;
    expect(lines[0].name).toBe(foreign('ZNR', 'Skyclave Cleric', true));
    expect(lines[0].count).toBe(2);
    expect(lines.find((l) => l.name === foreign('KHM', 'Doomskar'))?.count).toBe(1);
    expect(section(ja, 'main').total).toBe(60);
  });

  it('gives the header fields in the form’s order', () => {
    expect(sheet.fields.map((f) => f.key)).toEqual([
      'firstName',
      'lastName',
      'playerId',
      'event',
      'date',
      'location',
      'deckName',
      'deckDesigner',
    ]);
    expect(sheet.fields.find((f) => f.key === 'playerId')?.value).toBe('1234567890');
  });
});

describe('one line per card', () => {
  it('Basri: 24 Plains [M21:*] and 1 Plains [M21:309] are one line of 25 Plains', () => {
    const { deck } = realDeck(BASRI);
    expect(deck.boards.main!.filter((e) => e.name === 'Plains').map((e) => e.count)).toEqual([24, 1]);
    const sheet = registrationSheet(deck, mtg(), HEADER, ENGLISH_BY_TYPE);
    const plains = section(sheet, 'main').lines.filter((l) => l.name === 'Plains');
    expect(plains.map((l) => l.count)).toEqual([25]);
    expect(section(sheet, 'main').total).toBe(sum(listedSections(BASRI).main));
  });
});

describe('a companion (CR 702.139a) is registered in the sideboard', () => {
  it('Azorius Control with Yorion, Sky Nomad (IKO) as its companion: 16 sideboard cards, the companion among them', () => {
    const { deck } = realDeck(AZORIUS);
    const withYorion = adding(deck, 'companion', entry('Yorion, Sky Nomad'));
    const sheet = registrationSheet(withYorion, mtg(), HEADER, ENGLISH_BY_TYPE);
    expect(sheet.sections.map((s) => s.id)).toEqual(['main', 'side']);
    const side = section(sheet, 'side');
    expect(side.total).toBe(16);
    expect(side.lines.find((l) => l.name === 'Yorion, Sky Nomad')).toMatchObject({ count: 1, boards: ['companion'] });
    expect(section(sheet, 'main').total).toBe(60);
  });
});

describe('a Commander deck (Lorehold Legacies, C21): 100 cards flow past the form, nothing cut', () => {
  const { deck } = realDeck(LOREHOLD);
  const list = listedSections(LOREHOLD);
  const sheet = registrationSheet(deck, mtg(), HEADER, ENGLISH_BY_TYPE);

  it('lists the commander in its own section, the 99 in the main deck', () => {
    expect(sum(list.commander) + sum(list.main)).toBe(100);
    expect(sheet.sections.map((s) => s.id)).toEqual(['commander', 'main', 'side']);
    expect(asCounts(section(sheet, 'commander').lines)).toEqual(list.commander);
    expect(section(sheet, 'commander').total).toBe(1);
    expect(asCounts(section(sheet, 'main').lines)).toEqual(list.main);
    expect(section(sheet, 'main').total).toBe(99);
    expect(section(sheet, 'side').total).toBe(0);
  });

  it('fills the form’s 44 main deck lines, then a continuation page; every line printed once, in order', () => {
    const main = section(sheet, 'main').lines;
    expect(main.length).toBe(list.main.size);
    expect(main.length).toBeGreaterThan(44);
    expect(sheet.pages.length).toBeGreaterThanOrEqual(2);
    const [first, second] = sheet.pages[0].columns;
    expect(second[0]).toMatchObject({ section: 'commander', lines: section(sheet, 'commander').lines });
    const onFirstPage = [...first, ...second].filter((b) => b.section === 'main').flatMap((b) => b.lines);
    expect(onFirstPage.reduce((n, l) => n + l.units, 0)).toBeLessThanOrEqual(44);
    expect(printed(sheet, 'main')).toEqual(main);
    // The continuation page's boxes are the main deck's, under its heading, none longer than a column.
    for (const page of sheet.pages.slice(1))
      for (const column of page.columns) {
        expect(column.every((b) => b.section === 'main' && b.continued)).toBe(true);
        expect(column.reduce((n, b) => n + 1 + b.lines.reduce((u, l) => u + l.units, 0), 0)).toBeLessThanOrEqual(
          CONTINUATION_COLUMN_UNITS,
        );
      }
  });

  it('the maybeboard is never printed', () => {
    const withMaybe = adding(deck, 'maybe', entry('Sol Ring', 1));
    const again = registrationSheet(withMaybe, mtg(), HEADER, ENGLISH_BY_TYPE);
    expect(again.sections).toEqual(sheet.sections);
  });
});

describe('names as the rules name the cards', () => {
  it('a split card by both its names (CR 709.4a): Response // Resurgence (GRN)', () => {
    const split = card('Response // Resurgence');
    const raw = mtgjsonSet('GRN').cards.find((c) => c.name === split.name)!;
    expect(raw.layout).toBe('split');
    expect(registeredName(split, 'en')).toBe(raw.name);
  });

  it('a transforming card by its front face (CR 712.8a), an adventurer by its creature (715.4): EMN, ELD', () => {
    const captive = card('Ulvenwald Captive');
    expect(mtgjsonSet('EMN').cards.find((c) => c.faceName === 'Ulvenwald Captive')?.layout).toBe('transform');
    expect(registeredName(captive, 'en')).toBe('Ulvenwald Captive');
    const giant = card('Giant Killer');
    expect(mtgjsonSet('ELD').cards.find((c) => c.faceName === 'Giant Killer')?.layout).toBe('adventure');
    expect(registeredName(giant, 'en')).toBe('Giant Killer');
  });

  it('a name longer than its box takes the lines it needs, never cut: an entry the card data did not resolve', () => {
    // The longest name of the shared card data, Ulvenwald Captive's both faces in Japanese (EMN foreignData), as a
    // list could write it: kept as written, 66 half-width cells, two lines of the form.
    const raw = mtgjsonSet('EMN').cards.filter((c) => c.name === 'Ulvenwald Captive // Ulvenwald Abomination');
    const long = raw.map((c) => c.foreignData?.find((f) => f.language === 'Japanese')?.faceName).join(' // ');
    expect(halfWidths(long)).toBeGreaterThan(NAME_BOX_HALF_WIDTHS);
    const { deck } = realDeck(LOREHOLD);
    const sheet = registrationSheet(adding(deck, 'main', { name: long, count: 1 }), mtg(), HEADER, {
      order: 'deck',
      language: 'en',
    });
    const line = section(sheet, 'main').lines.at(-1)!;
    expect(line).toMatchObject({ name: long, count: 1, units: Math.ceil(halfWidths(long) / NAME_BOX_HALF_WIDTHS) });
    expect(section(sheet, 'main').total).toBe(100);
    expect(printed(sheet, 'main')).toEqual(section(sheet, 'main').lines);
    for (const l of section(sheet, 'main').lines)
      expect(l.units).toBe(Math.max(1, Math.ceil(halfWidths(l.name) / NAME_BOX_HALF_WIDTHS)));
  });
});

/** Half-width cells of a name, counted here by Unicode blocks: CJK, kana and full-width forms take two. */
function halfWidths(name: string): number {
  return [...name].reduce((n, ch) => n + (/[\u3000-\u30ff\u3400-\u9fff\uff00-\uff60]/.test(ch) ? 2 : 1), 0);
}

describe('a Duel Masters deck: main deck 40, hyperspatial zone 8, super GR zone (DM 100.2–100.4)', () => {
  const jaNames = dmJapaneseNames();
  /** The Ravenite cards with ja-names.csv's Japanese name, as the import gives them (names without ruby readings). */
  const named = (name: string): Card => {
    const c = card(name, dmCards());
    const ja = jaNames.get(name);
    return ja && !ja.includes('（') ? { ...c, localizedNames: { ja } } : c;
  };
  const main = ['Bolshack Dragon', 'Aqua Hulcus', 'Bronze-Arm Tribe', 'Faerie Life', 'Holy Awe'].map(named);
  const psychic = ['Jon, Temporal Explorer', 'Go To Hell, Annihilator Blade'].map(named);
  const deck: Deck = {
    game: 'dm',
    name: 'DM',
    format: 'dm',
    boards: {
      main: main.map((c) => ({ name: c.name, cardId: c.id, count: 8 })),
      hyperspatial: psychic.map((c) => ({ name: c.name, cardId: c.id, count: 2 })),
    },
  };
  const cards = Object.fromEntries([...main, ...psychic].map((c) => [c.id, c]));
  const sheet = registrationSheet(deck, cards, HEADER, { order: 'deck', language: 'ja' });

  it('prints each zone with its total, the GR zone empty but on the form', () => {
    expect(sheet.sections.map((s) => [s.id, s.total])).toEqual([
      ['main', 40],
      ['hyperspatial', 4],
      ['gr', 0],
    ]);
    const [first, second] = sheet.pages[0].columns;
    const shape = (box: SheetBox) => [box.section, box.lines.length + box.blankLines];
    expect([...first, ...second].map(shape)).toEqual([
      ['main', 32],
      ['main', 8],
      ['hyperspatial', 8],
      ['gr', 12],
    ]);
    expect(sheet.fields.map((f) => f.key)).not.toContain('deckDesigner');
  });

  it('writes the Japanese names ja-names.csv gives, English where it gives none', () => {
    const expected = (c: Card) => c.localizedNames.ja ?? c.name;
    expect(section(sheet, 'main').lines.map((l) => l.name)).toEqual(main.map(expected));
    expect(section(sheet, 'hyperspatial').lines.map((l) => l.name)).toEqual(psychic.map(expected));
    expect(psychic.map((c) => c.localizedNames.ja)).toEqual(
      ['Jon, Temporal Explorer', 'Go To Hell, Annihilator Blade'].map((n) => jaNames.get(n)),
    );
    expect(section(sheet, 'hyperspatial').lines[0].name).toBe('時空の探検家ジョン');
    const english = registrationSheet(deck, cards, HEADER, { order: 'deck', language: 'en' });
    expect(section(english, 'hyperspatial').lines[0].name).toBe('Jon, Temporal Explorer');
  });
});
