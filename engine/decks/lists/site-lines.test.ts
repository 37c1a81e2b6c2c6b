// The lines the deckbuilding sites export (issue 13, point 12), read from real decklists of ../shared/data written
// the way each site writes them, and resolved against the real cards.
import { describe, expect, it } from 'vitest';
import { DECK_LIST_FORMATS, exportDeckList, readDeckList } from './index.ts';
import { resolveDeck } from '../resolve.ts';
import { mtgCards, realDeck } from '../../../test/real-decks.ts';
import { mtgjsonSet, mtgjsonSetCodes } from '../../../test/real-cards.ts';
import type { Board, Deck, DeckEntry } from '../types.ts';
import { anyString, stringContaining } from '../../../test/matchers.ts';

const LOREHOLD = 'plain-taw/cmd__c21__Lorehold Legacies.txt';
const lorehold = realDeck(LOREHOLD).deck;
const COMMANDER = lorehold.boards.commander![0].name;

/** A printing of each card (C21 first, the precon's own set): set, collector number, and its first card type, as
 * Archidekt names a default category. */
const printings = new Map<string, { set: string; number: string; type: string }>();
for (const code of ['C21', ...mtgjsonSetCodes().filter((c) => c !== 'C21')]) {
  for (const c of (mtgjsonSet(code) as { cards: { name: string; number: string; types: string[] }[] }).cards) {
    if (!printings.has(c.name)) printings.set(c.name, { set: code, number: c.number, type: c.types[0] });
  }
}
const printingOf = (e: DeckEntry) => {
  const p = printings.get(e.name);
  if (!p) throw new Error(`${e.name} is in no MTGJSON set of the shared data`);
  return p;
};

/** The Lorehold precon written line by line by `write`, commander first. */
function written(write: (e: DeckEntry, commander: boolean) => string): string {
  return (
    [
      ...lorehold.boards.commander!.map((e) => write(e, true)),
      ...lorehold.boards.main!.map((e) => write(e, false)),
    ].join('\n') + '\n'
  );
}

function readAndResolve(text: string) {
  const read = readDeckList(text);
  const resolved = resolveDeck(read.deck, mtgCards().resolver);
  return { format: read.format, deck: resolved.deck, problems: [...read.problems, ...resolved.problems] };
}

const setAndNumber = (e: DeckEntry) => ({ set: printingOf(e).set, collectorNumber: printingOf(e).number });
const namesAndCounts = (deck: Deck, board: Board) => (deck.boards[board] ?? []).map((e) => [e.name, e.count, e.cardId]);

describe('Archidekt: "1x Sol Ring (c21) 263 [Ramp]", categories become tags', () => {
  const archidekt = written((e, commander) => {
    const p = printingOf(e);
    return `${e.count}x ${e.name} (${p.set.toLowerCase()}) ${p.number} [${commander ? 'Commander{top}' : p.type}]`;
  });

  it('the Lorehold precon as Archidekt exports it: same cards, commander from [Commander{top}], printings pinned, categories as tags', () => {
    const r = readAndResolve(archidekt);
    expect(r.problems).toEqual([]);
    expect(namesAndCounts(r.deck, 'commander')).toEqual(namesAndCounts(lorehold, 'commander'));
    expect(namesAndCounts(r.deck, 'main')).toEqual(namesAndCounts(lorehold, 'main'));
    expect(r.deck.boards.commander![0].tags).toBeUndefined();
    for (const e of r.deck.boards.main!) {
      expect(e.tags, e.name).toEqual([printingOf(e).type]);
      expect(e.printing, e.name).toMatchObject({
        set: printingOf(e).set,
        collectorNumber: printingOf(e).number,
        id: anyString(),
      });
    }
  });

  it('a board category or {noDeck} moves the card; several categories are several tags; *F* is foil; a label is reported', () => {
    const r = readAndResolve(
      [
        '1x Sol Ring (c21) 263 *F* [Ramp,Artifact] ^Have,#37d67a^',
        '1x Arcane Signet (c21) 234 [Maybeboard{noDeck}{noPrice},Ramp]',
        '1x Daretti, Scrap Savant (c21) 164 [Sideboard]',
        '1x Combustible Gearhulk [Card Draw{noDeck}]',
        '1x Bronze Guardian [Creature]',
      ].join('\n'),
    );
    expect(r.deck.boards.main).toMatchObject([
      { name: 'Sol Ring', tags: ['Ramp', 'Artifact'], printing: { set: 'C21', collectorNumber: '263', foil: true } },
      { name: 'Bronze Guardian', tags: ['Creature'] },
    ]);
    expect(r.deck.boards.main![1].printing).toBeUndefined();
    expect(r.deck.boards.maybe).toMatchObject([
      { name: 'Arcane Signet', tags: ['Ramp'] },
      { name: 'Combustible Gearhulk', tags: ['Card Draw'] },
    ]);
    expect(r.deck.boards.side).toMatchObject([
      { name: 'Daretti, Scrap Savant', printing: { set: 'C21', collectorNumber: '164' } },
    ]);
    expect(r.problems.map((p) => [p.line, p.code, p.severity])).toEqual([[1, 'unknown-annotation', 'warning']]);
    expect(r.problems[0].message).toContain('^Have,#37d67a^');
  });

  it('writing it to a Magic list format without tags says they are not written, how many cards had them; CubeCobra’s keeps them', () => {
    const { deck } = readAndResolve(archidekt);
    const tagged = deck.boards.main!.reduce((n, e) => n + e.count, 0);
    for (const format of DECK_LIST_FORMATS.filter((f) => f.game === 'mtg' && !f.capabilities.tags)) {
      expect(
        exportDeckList(deck, format.id).notices.filter((n) => n.code === 'tags-omitted'),
        format.id,
      ).toEqual([
        {
          code: 'tags-omitted',
          cards: tagged,
          message: stringContaining('tags'),
          params: { format: format.id, cards: tagged },
        },
      ]);
    }
    expect(exportDeckList(lorehold, 'text').notices).toEqual([]);
    const cube = exportDeckList(deck, 'cubecobra');
    expect(cube.notices.map((n) => n.code)).not.toContain('tags-omitted');
    const tagsOf = (d: Deck) => (d.boards.main ?? []).map((e) => [e.name, e.tags]);
    expect(tagsOf(readDeckList(cube.text).deck)).toEqual(tagsOf(deck));
  });

  it('taw\'s bracketed set codes stay set codes ("[oc21] [foil] [etched]", "[M21:*]")', () => {
    const r = readDeckList('1 Osgir, the Reconstructor [oc21] [foil] [etched]\n10 Mountain [M21:*]\n');
    expect(r.deck.boards.main).toEqual([
      {
        name: 'Osgir, the Reconstructor',
        count: 1,
        line: 1,
        printing: { set: 'OC21', collectorNumber: '', foil: true, etched: true },
      },
      { name: 'Mountain', count: 10, line: 2, printing: { set: 'M21', collectorNumber: '' } },
    ]);
  });
});

describe("Archidekt's and Moxfield's lists in Arena's shape with a maybeboard (peers.md §2 item 14)", () => {
  // Cards the Witherbloom precon has and Lorehold's lacks: what a Lorehold builder keeps in mind, not in the deck.
  const considered = realDeck('plain-taw/cmd__c21__Witherbloom Witchcraft.txt').deck.boards.main!.slice(0, 3);
  const arenaLine = (e: DeckEntry) => `${e.count} ${e.name} (${printingOf(e).set}) ${printingOf(e).number}`;
  const archidekt = [
    'Commander',
    ...lorehold.boards.commander!.map(arenaLine),
    '',
    'Mainboard',
    ...lorehold.boards.main!.map(arenaLine),
    '',
    'Maybeboard',
    ...considered.map(arenaLine),
  ].join('\n');

  it.each([
    ['Archidekt', archidekt],
    ['Moxfield', archidekt.replace('Mainboard', 'Deck').replace('Maybeboard', 'MAYBEBOARD:')],
  ])('%s: the maybeboard is kept as the maybeboard, every card pinned, nothing reported', (_site, text) => {
    const r = readAndResolve(text);
    expect(r.format).toBe('text');
    expect(r.problems).toEqual([]);
    expect(namesAndCounts(r.deck, 'commander')).toEqual(namesAndCounts(lorehold, 'commander'));
    expect(namesAndCounts(r.deck, 'main')).toEqual(namesAndCounts(lorehold, 'main'));
    expect(r.deck.boards.maybe!.map((e) => [e.name, e.count, e.printing?.set, e.printing?.collectorNumber])).toEqual(
      considered.map((e) => [e.name, e.count, printingOf(e).set, printingOf(e).number]),
    );
  });

  it('without a maybeboard the same list is still read as Arena reads it', () => {
    expect(readDeckList(archidekt.slice(0, archidekt.indexOf('\n\nMaybeboard'))).format).toBe('arena');
  });
});

describe('Moxfield: "1 Name (SET) 123 *F*", "*CMDR*"', () => {
  const moxfield = written(
    (e, commander) =>
      `${e.count} ${e.name} (${printingOf(e).set}) ${printingOf(e).number}${commander ? ' *F* *CMDR*' : ''}`,
  );

  it('the Lorehold precon as Moxfield exports it: the *CMDR* line is the commander, foil and printing kept', () => {
    const r = readAndResolve(moxfield);
    expect(r.problems).toEqual([]);
    expect(r.deck.boards.commander).toMatchObject([
      { name: COMMANDER, printing: { ...setAndNumber(lorehold.boards.commander![0]), foil: true, id: anyString() } },
    ]);
    expect(namesAndCounts(r.deck, 'main')).toEqual(namesAndCounts(lorehold, 'main'));
  });

  it('"*E*" (etched) is a foil finish told apart from "*F*"; "#tag" and "#!tag" are tags', () => {
    const r = readAndResolve('1 Sol Ring (C21) 263 *E* #Ramp #!Staples\n1 Arcane Signet (C21) 234 *F*\n');
    expect(r.deck.boards.main).toMatchObject([
      {
        name: 'Sol Ring',
        tags: ['Ramp', 'Staples'],
        printing: { set: 'C21', collectorNumber: '263', foil: true, etched: true },
      },
      { name: 'Arcane Signet', printing: { set: 'C21', collectorNumber: '234', foil: true } },
    ]);
    expect(r.deck.boards.main![1].printing!.etched).toBeUndefined();
    expect(r.problems).toEqual([]);
  });

  it('an etched card comes back from a text export as "[etched]"; a list that marks foil alone writes it foil and says so', () => {
    const r = readAndResolve('1 Sol Ring (C21) 263 *E*\n');
    const text = exportDeckList(r.deck, 'text');
    expect(text.text).toContain('Sol Ring [C21:263] [etched]');
    expect(readDeckList(text.text).deck.boards.main![0].printing).toMatchObject({ foil: true, etched: true });
    const forge = exportDeckList(r.deck, 'forge');
    expect(forge.notices).toEqual([
      expect.objectContaining({ code: 'etched-as-foil', cards: 1, params: { format: 'forge', cards: 1 } }),
    ]);
    expect(readDeckList(forge.text).deck.boards.main![0].printing).toMatchObject({ foil: true });
  });
});

describe('TappedOut: "1x Name", "*CMDR*", "#tag", "Sideboard:"', () => {
  it('the Lorehold precon as TappedOut exports it, with a sideboard section and role tags', () => {
    const text =
      written((e, commander) => `${e.count}x ${e.name}${commander ? ' *CMDR*' : ` #${printingOf(e).type}`}`) +
      '\nSideboard:\n1x Sol Ring\n';
    const r = readAndResolve(text);
    expect(r.problems).toEqual([]);
    expect(namesAndCounts(r.deck, 'commander')).toEqual(namesAndCounts(lorehold, 'commander'));
    expect(namesAndCounts(r.deck, 'main')).toEqual(namesAndCounts(lorehold, 'main'));
    expect(r.deck.boards.main!.every((e) => e.tags?.length === 1 && e.tags[0] === printingOf(e).type)).toBe(true);
    expect(namesAndCounts(r.deck, 'side')).toEqual([['Sol Ring', 1, expect.any(String)]]);
  });
});

describe('Deckstats: "# !Commander", "SB:"', () => {
  it('the Lorehold precon as Deckstats exports it: the "# !Commander" line is the commander', () => {
    const r = readAndResolve(
      written((e, commander) => `${e.count} ${e.name}${commander ? ' # !Commander' : ''}`) + 'SB: 1 Sol Ring\n',
    );
    expect(r.problems).toEqual([]);
    expect(namesAndCounts(r.deck, 'commander')).toEqual(namesAndCounts(lorehold, 'commander'));
    expect(namesAndCounts(r.deck, 'main')).toEqual(namesAndCounts(lorehold, 'main'));
    expect(namesAndCounts(r.deck, 'side')).toEqual([['Sol Ring', 1, expect.any(String)]]);
  });

  it('any other comment after "#" is reported at its line, the card kept', () => {
    const r = readAndResolve('1 Sol Ring\n1 Arcane Signet # swap for Talisman\n');
    expect(r.deck.boards.main!.map((e) => e.name)).toEqual(['Sol Ring', 'Arcane Signet']);
    expect(r.problems.map((p) => [p.line, p.code])).toEqual([[2, 'unknown-annotation']]);
    expect(r.problems[0].message).toContain('# swap for Talisman');
  });
});

describe('Magic Workstation (.mwDeck): "4 [M21] Shock", "SB:", "// NAME :"', () => {
  it('the Lorehold precon as Magic Workstation writes it: each card of its set, the sideboard after "SB:"', () => {
    // The lines XMage's MWSDeckImporter reads: a count, the set in brackets, the name; "SB:" before a sideboard card.
    const mws =
      '// Deck file for Magic Workstation (http://www.magicworkstation.com)\n// NAME : Lorehold Legacies\n' +
      written((e) => `        ${e.count} [${printingOf(e).set}] ${e.name}`) +
      'SB:  1 [C21] Sol Ring\n';
    const r = readAndResolve(mws);
    expect(r.problems).toEqual([]);
    expect(r.deck.name).toBe('Lorehold Legacies');
    // A 100-card list of one board reads its commander from its first line no more than any list without a section.
    const listed = [...lorehold.boards.commander!, ...lorehold.boards.main!];
    expect(r.deck.boards.main!.map((e) => [e.name, e.count, e.cardId, e.printing?.set])).toEqual(
      listed.map((e) => [e.name, e.count, e.cardId, printingOf(e).set]),
    );
    expect(namesAndCounts(r.deck, 'side')).toEqual([['Sol Ring', 1, expect.any(String)]]);
    expect(readDeckList(mws, { fileName: 'Lorehold Legacies.mwDeck' }).format).toBe('text');
  });
});

describe('Japanese counts: "4枚 山", "山 ×4", before or after the name', () => {
  it.each([
    ['4枚 山', '山', 4],
    ['4枚山', '山', 4],
    ['山 ×4', '山', 4],
    ['山×4', '山', 4],
    ['山 4枚', '山', 4],
    ['山14枚', '山', 14],
    ['４枚 Mountain', 'Mountain', 4],
    ['Mountain ×４', 'Mountain', 4],
    ['ボルシャック・ドラゴン 3枚', 'ボルシャック・ドラゴン', 3],
  ])('%s is %s ×%i', (line, name, count) => {
    expect(readDeckList(`${line}\n`).deck.boards.main).toEqual([{ name, count, line: 1 }]);
  });

  it('"0枚" is a bad count, reported at its line', () => {
    expect(readDeckList('4枚 山\n0枚 島\n').problems.map((p) => [p.line, p.code])).toEqual([[2, 'bad-count']]);
  });
});

describe('Japanese Duel Masters lines: 《name》, ×, x and full-width digits (names from ja-names.csv)', () => {
  const lines = [
    '4 ボルシャック・ドラゴン',
    '《ボルシャック・ドラゴン》×4',
    'ボルシャック・ドラゴン x4',
    '４ ボルシャック・ドラゴン',
    '《ボルシャック・ドラゴン》 ×４',
    '４ｘ 《ボルシャック・ドラゴン》',
    'ボルシャック・ドラゴン ｘ４',
  ];
  it.each(lines)('"%s" is four copies of ボルシャック・ドラゴン', (line) => {
    const read = readDeckList(`メインデッキ\n${line}\n`);
    expect(read.problems).toEqual([]);
    expect(read.deck.boards.main).toEqual([{ name: 'ボルシャック・ドラゴン', count: 4, line: 2 }]);
  });
});
