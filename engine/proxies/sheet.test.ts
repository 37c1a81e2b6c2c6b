// Proxy sheets on real decks and real card data: the figures are counted from the deck list files and the
// MTGJSON / Duel Masters source records, not from the engine's own output.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { card, dmCards, mtgCards, realDeck } from '../../test/real-decks.ts';
import { mtgjsonSet, type MtgjsonEntry } from '../../test/real-cards.ts';
import { sharedPath } from '../../test/shared-data.ts';
import { deckNeeds } from '../collection/needs.ts';
import type { CollectionItem } from '../collection/types.ts';
import {
  deckCopies,
  missingCopies,
  proxyPages,
  proxySlots,
  sheetGrid,
  standInContent,
  type ProxySlot,
} from './sheet.ts';

const AZORIUS = 'plain-taw/challenger__q05__Azorius Control.txt';
const BASRI = 'plain-taw/pw__m21__Basri, Devoted Paladin.txt';
const cardOf = (id: string) => mtgCards().cards.get(id);

/** Copies per board counted from the list's lines ("2 Skyclave Cleric"), the sideboard after its header. */
function listedCopies(path: string): { main: number; side: number } {
  const lines = readFileSync(sharedPath('decks', path), 'utf8').split('\n');
  const sideAt = lines.findIndex((l) => l.trim() === 'Sideboard');
  const sum = (part: string[]) => part.reduce((n, l) => n + Number(/^(\d+) /.exec(l)?.[1] ?? 0), 0);
  return { main: sum(lines.slice(0, sideAt)), side: sum(lines.slice(sideAt)) };
}

function rawEntry(set: string, test: (e: MtgjsonEntry) => boolean): MtgjsonEntry {
  const found = mtgjsonSet(set).cards.find(test);
  if (!found) throw new Error(`no such entry in ${set}`);
  return found;
}

/** A collection row of any printing of a card, resolved as a collection import resolves it. */
const owned = (name: string, count: number): CollectionItem => ({
  game: 'mtg',
  name,
  cardId: card(name).id,
  set: '',
  collectorNumber: '',
  count,
  finish: 'nonfoil',
  condition: '',
  lang: 'en',
  binder: '',
});

describe('sheet grid', () => {
  it('fits 3 × 3 cards of 63 × 88 mm on A4 (210 × 297 mm) and on US Letter (8.5 × 11 in)', () => {
    expect(sheetGrid('a4')).toEqual({ columns: 3, rows: 3, perPage: 9 });
    expect(sheetGrid('letter')).toEqual({ columns: 3, rows: 3, perPage: 9 });
  });
});

describe('copies and pages of a real deck (Azorius Control, challenger deck 2021)', () => {
  const { deck } = realDeck(AZORIUS);
  const listed = listedCopies(AZORIUS);

  it('prints one box per copy of the chosen boards, nine to a page', () => {
    expect(listed).toEqual({ main: 60, side: 15 });
    const main = proxySlots(deckCopies(deck, ['main']), cardOf, 'front');
    expect(main).toHaveLength(listed.main);
    const pages = proxyPages(main, 'a4');
    expect(pages.map((p) => p.length)).toEqual([9, 9, 9, 9, 9, 9, 6]);
    const both = proxyPages(proxySlots(deckCopies(deck, ['main', 'side']), cardOf, 'front'), 'letter');
    expect(both).toHaveLength(Math.ceil((listed.main + listed.side) / 9));
  });

  it('prints the back of each modal double-faced card as a box of its own when both faces are asked for (CR 712.1)', () => {
    const front = proxySlots(deckCopies(deck, ['main']), cardOf, 'front');
    const both = proxySlots(deckCopies(deck, ['main']), cardOf, 'both');
    // The list's double-faced cards: 2 Skyclave Cleric and 1 Emeria's Call (ZNR modal_dfc in MTGJSON).
    for (const [set, name] of [
      ['ZNR', 'Skyclave Cleric'],
      ['ZNR', "Emeria's Call"],
    ])
      expect(rawEntry(set, (e) => e.faceName === name).layout).toBe('modal_dfc');
    expect(both).toHaveLength(front.length + 3);
    const clerics = both.filter((s) => s.name.startsWith('Skyclave Cleric'));
    expect(clerics.map((s) => s.face)).toEqual(['front', 'back', 'front', 'back']);
    expect(front.every((s) => s.face === 'front')).toBe(true);
  });
});

describe('missing copies (collection.needs) keep their pinned printing', () => {
  const { deck } = realDeck(BASRI);

  it('Basri: 24 Plains [M21:*] and 1 Plains [M21:309]; owning 10 Plains leaves 15, the pinned one among them', () => {
    const needs = deckNeeds(deck, [owned('Plains', 10)], []);
    const copies = missingCopies(deck, needs.lines);
    const plains = copies.filter((c) => c.name === 'Plains');
    expect(plains).toHaveLength(15);
    const m21Plains309 = rawEntry('M21', (e) => e.name === 'Plains' && e.number === '309');
    expect(plains.filter((c) => c.printingId === m21Plains309.identifiers.scryfallId)).toHaveLength(1);
    expect(plains.filter((c) => c.printingId === undefined)).toHaveLength(14);
    // Every other card is missing whole: the deck's 17 lines less Plains' 25 copies.
    expect(copies).toHaveLength(needs.totalMissing);
    expect(needs.totalMissing).toBe(deck.boards.main!.reduce((n, e) => n + e.count, 0) - 10);
  });

  it('the box shows the pinned printing, the others the card default', () => {
    const slots: ProxySlot[] = proxySlots(deckCopies(deck, ['main']), cardOf, 'front');
    const pinned = slots.filter((s) => s.printingId);
    expect(pinned.map((s) => s.printing)).toEqual([{ set: 'M21', collectorNumber: '309' }]);
  });

  it('a line by pinned printing takes only copies of that printing', () => {
    const needs = deckNeeds(deck, [], [], { byPrinting: true });
    const plainsLines = needs.lines.filter((l) => l.name === 'Plains');
    expect(plainsLines).toHaveLength(2);
    const pinnedLine = plainsLines.find((l) => l.printing?.collectorNumber === '309')!;
    expect(missingCopies(deck, [pinnedLine]).map((c) => c.printing)).toEqual([{ set: 'M21', collectorNumber: '309' }]);
  });
});

describe('text stand-ins', () => {
  it('a modal double-faced card prints the side asked for, as MTGJSON prints it (CR 712.1): Skyclave Cleric', () => {
    const cleric = card('Skyclave Cleric');
    const [a, b] = ['a', 'b'].map((side) => rawEntry('ZNR', (e) => e.name === cleric.name && e.side === side));
    const expectFace = (face: ReturnType<typeof standInContent>[number], raw: MtgjsonEntry) => {
      expect(face.name).toBe(raw.faceName);
      expect(face.cost).toBe(raw.manaCost ?? '');
      expect(face.typeLine).toBe(raw.type);
      expect(face.text).toBe(raw.text ?? '');
    };
    const front = standInContent(cleric, 'front', 'en');
    expect(front).toHaveLength(1);
    expectFace(front[0], a);
    expect(front[0].stats).toBe(`${String(a.power)}/${String(a.toughness)}`);
    const back = standInContent(cleric, 'back', 'en');
    expectFace(back[0], b);
    expect(back[0].stats).toBe('');
  });

  it('in Japanese a face gives its Japanese name beside the English one (MTGJSON foreignData)', () => {
    const cleric = card('Skyclave Cleric');
    const raw = rawEntry('ZNR', (e) => e.name === cleric.name && e.side === 'a');
    const ja = raw.foreignData?.find((f) => f.language === 'Japanese');
    expect(ja?.faceName).toBeTruthy();
    const [front] = standInContent(cleric, 'front', 'ja');
    expect(front.name).toBe('Skyclave Cleric');
    expect(front.localName).toBe(ja?.faceName);
    expect(standInContent(cleric, 'front', 'en')[0].localName).toBeUndefined();
  });

  it('a split card prints both halves on its one side (CR 709.1): Response // Resurgence', () => {
    const split = card('Response // Resurgence');
    const raws = mtgjsonSet('GRN').cards.filter((e) => e.name === split.name && !e.number.includes('★'));
    const halves = [...new Map(raws.map((e) => [e.faceName, e])).values()];
    expect(halves).toHaveLength(2);
    const content = standInContent(split, 'front', 'en');
    expect(content.map((f) => [f.name, f.cost, f.typeLine, f.text])).toEqual(
      halves.map((e) => [e.faceName, e.manaCost, e.type, e.text]),
    );
  });

  it('a Duel Masters twinpact prints both halves with their own costs (DM 810.3a) and its Japanese names', () => {
    const name = 'Kabutorial Kuga/Mystery Disaster';
    const twinpact = [...dmCards().cards.values()].find((c) => c.name === name)!;
    const csv = Papa.parse<Record<string, string>>(
      readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'),
      { header: true, skipEmptyLines: true },
    ).data.find((r) => r.CardName === name)!;
    const jaRow = Papa.parse<Record<string, string>>(readFileSync(sharedPath('duelmasters', 'ja-names.csv'), 'utf8'), {
      header: true,
    }).data.find((r) => r.CardName === name)!;
    // The ja-names overlay gives the card its Japanese name as the file writes it (engine/dm/ja-names.ts).
    const withJa = { ...twinpact, localizedNames: { ja: jaRow.JapaneseName } };
    const content = standInContent(withJa, 'front', 'ja');
    expect(content.map((f) => f.name)).toEqual(name.split('/'));
    expect(content.map((f) => f.localName)).toEqual(jaRow.JapaneseName.split(/\s*\/\s*/));
    expect(content[0].cost).toBe(csv.Mana);
    expect(content[0].stats).toBe(csv.Power);
    // The Ravenite CSV writes both halves' text in one cell, a line of "=" between them.
    expect(content.map((f) => f.text)).toEqual(csv.CardEffect.split(/\n=+\n/));
    expect(content.map((f) => f.civilizations)).toEqual(
      csv.Civilization.toLowerCase()
        .split('/')
        .map((c) => [c]),
    );
    expect(content[1].stats).toBe('');
    // A Japanese sheet prints the card type by its Japanese name (DM 204.2).
    expect(content[1].typeLine).toBe('呪文');
    expect(standInContent(withJa, 'front', 'en')[1].typeLine).toBe('Spell');
  });
});
