import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { sharedPath } from '../../test/shared-data.ts';
import { buildDeckTestDb } from '../../test/deck-cards-db.ts';
import { encodeShiftJis } from '../../test/shift-jis.ts';
import { createDbResolver } from '../../db/resolve.ts';
import type { Db } from '../../db/open.ts';
import { readDeckList, writeDeckList } from './lists/index.ts';
import { resolveDeck, type CardResolver, type ResolvedDeck } from './resolve.ts';
import { BOARDS, type Board, type Deck } from './types.ts';
import { stringContaining } from '../../test/matchers.ts';

let db: Db;
let cleanup: () => void;
let resolver: CardResolver;
beforeAll(() => {
  ({ db, cleanup } = buildDeckTestDb(undefined, { duelMasters: true }));
  resolver = createDbResolver(db);
});
afterAll(() => cleanup());

const deckPath = (dir: string, file: string) => sharedPath('decks', dir, file);
const readAndResolve = (
  dir: string,
  file: string,
): ResolvedDeck & { readProblems: ReturnType<typeof readDeckList>['problems'] } => {
  const read = readDeckList(readFileSync(deckPath(dir, file)), { fileName: file });
  return { ...resolveDeck(read.deck, resolver), readProblems: read.problems };
};
const unknown = (r: ResolvedDeck) => r.problems.filter((p) => p.code === 'unknown-card' || p.code === 'ambiguous-card');

/** Copies per card id, board by board (every printing of a card together). */
function countsByCard(deck: Deck, boards: readonly Board[] = BOARDS): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const board of boards) {
    for (const e of deck.boards[board] ?? []) {
      expect(e.cardId, `${e.name} resolved`).toBeDefined();
      (out[board] ??= {})[e.cardId!] = (out[board][e.cardId!] ?? 0) + e.count;
    }
  }
  return out;
}

describe('every card of the decks the README says are covered resolves (shared/data/README.md §4)', () => {
  const COVERED = /^(cmd|brawl|pw|challenger|arena-starter|theme-40-std)__/;
  const files = [
    ...readdirSync(sharedPath('decks', 'plain-taw'))
      .filter((f) => COVERED.test(f))
      .map((f) => ['plain-taw', f]),
    ...readdirSync(sharedPath('decks', 'cockatrice-cod')).map((f) => ['cockatrice-cod', f]),
    ...readdirSync(sharedPath('decks', 'forge-dck'))
      .filter((f) => f.includes('['))
      .map((f) => ['forge-dck', f]),
  ];
  it('covers 31 files: 19 plain-taw lists, 8 .cod files and 4 Forge precons', () => expect(files).toHaveLength(31));
  it.each(files)('%s/%s', (dir, file) => {
    const r = readAndResolve(dir, file);
    expect(unknown(r)).toEqual([]);
    for (const entries of Object.values(r.deck.boards))
      for (const e of entries) expect(r.cards.get(e.cardId!)!.name).toBe(e.name);
  });
});

describe('unknown cards are reported with their line, never dropped', () => {
  it('Lotus Field Combo: the 6 names the README lists as missing, each at its own line', () => {
    const r = readAndResolve('plain-taw', 'pioneer__q06__Lotus Field Combo.txt');
    const fileLines = readFileSync(deckPath('plain-taw', 'pioneer__q06__Lotus Field Combo.txt'), 'utf8').split('\n');
    const problems = unknown(r);
    expect(problems).toHaveLength(6);
    for (const p of problems) expect(fileLines[p.line - 1].trim()).toBe(p.text);
    const entries = Object.values(r.deck.boards).flat();
    expect(entries.filter((e) => !e.cardId)).toHaveLength(6);
    expect(entries.reduce((n, e) => n + e.count, 0)).toBe(75);
  });

  it('Braaains (2023 sets): a name is reported exactly when no MTGJSON set file here has it', () => {
    const known = new Set<string>();
    for (const f of readdirSync(sharedPath('mtgjson', 'sets'))) {
      const set = JSON.parse(readFileSync(sharedPath('mtgjson', 'sets', f), 'utf8')) as {
        data: { cards: { name: string; faceName?: string }[] };
      };
      for (const c of set.data.cards) known.add(c.name).add(c.faceName ?? c.name);
    }
    const r = readAndResolve('plain-taw', 'hist-brawl__mom__Braaains.txt');
    const read = readDeckList(readFileSync(deckPath('plain-taw', 'hist-brawl__mom__Braaains.txt')));
    const unknownLines = new Set(unknown(r).map((p) => p.line));
    for (const e of Object.values(read.deck.boards).flat()) {
      const alchemy = /^(.*) \(Alchemy\)$/.exec(e.name);
      const inData = known.has(e.name) || (alchemy !== null && known.has(`A-${alchemy[1]}`));
      expect(unknownLines.has(e.line!), `${e.name} (line ${e.line})`).toBe(!inData);
    }
  });

  it('the MTGA fragment\'s "Æther Flash" (not in these sets) is reported at line 7, folded names still resolve', () => {
    const r = readAndResolve('arena-and-misc', 'justinbacle-mtga-style-no-setcodes.txt');
    expect(unknown(r).find((p) => p.line === 7)).toMatchObject({
      code: 'unknown-card',
      message: stringContaining('Æther Flash'),
    });
    const folded = resolveDeck(readDeckList('2 Æther Gust\n1 AETHER GUST\n').deck, resolver);
    expect(folded.deck.boards.main!.map((e) => e.name)).toEqual(['Aether Gust', 'Aether Gust']);
  });
});

describe('the four precons present as taw .txt, Forge .dck and Cockatrice .cod load to equal decks', () => {
  const PRECONS = [
    ['cmd__c21__Lorehold Legacies.txt', 'Lorehold Legacies [C21] [2021].dck', 'LoreholdLegacies_C21.cod'],
    ['cmd__khc__Elven Empire.txt', 'Elven Empire [KHC] [2021].dck', 'ElvenEmpire_KHC.cod'],
    ['cmd__afc__Aura of Courage.txt', 'Aura of Courage [AFC] [2021].dck', 'AuraOfCourage_AFC.cod'],
    ['cmd__mic__Coven Counters.txt', 'Coven Counters [MIC] [2021].dck', 'CovenCounters_MIC.cod'],
  ];
  it.each(PRECONS)('%s = %s = %s (the .cod lacks the commander)', (taw, forge, cod) => {
    const fromTaw = readAndResolve('plain-taw', taw).deck;
    const fromForge = readAndResolve('forge-dck', forge).deck;
    const fromCod = readAndResolve('cockatrice-cod', cod).deck;
    expect(countsByCard(fromForge)).toEqual(countsByCard(fromTaw));
    expect(countsByCard(fromCod)).toEqual(countsByCard(fromTaw, ['main', 'side']));
    expect(fromTaw.boards.commander).toHaveLength(1);
  });
});

describe('name forms', () => {
  it('"A // B", Arena\'s "A /// B", MTGO\'s "A/B", the front face and any case name one split card (CR 201.2)', () => {
    const r = resolveDeck(
      readDeckList('1 Beck // Call\n1 Beck /// Call\n1 Beck/Call\n1 Beck\n1 beck // call\n').deck,
      resolver,
    );
    expect(r.problems).toEqual([]);
    expect(new Set(r.deck.boards.main!.map((e) => `${e.cardId}|${e.name}`)).size).toBe(1);
    expect(r.deck.boards.main![0].name).toBe('Beck // Call');
  });

  it('an adventure card written by its front face (taw) or full name (.cod) is one card', () => {
    const r = resolveDeck(readDeckList('1 Realm-Cloaked Giant\n1 Realm-Cloaked Giant // Cast Off\n').deck, resolver);
    expect(r.deck.boards.main!.map((e) => e.name)).toEqual([
      'Realm-Cloaked Giant // Cast Off',
      'Realm-Cloaked Giant // Cast Off',
    ]);
  });

  it('set and collector number pin the printing; a wrong pairing keeps the name and says so; a printing alone finds the card', () => {
    const galea = db
      .prepare("SELECT id FROM printings WHERE set_code = 'afc' AND collector_number = '1'")
      .pluck()
      .get() as string;
    const r = resolveDeck(
      readDeckList('1 Galea, Kindler of Hope (AFC) 1\n1 Sol Ring (AFC) 1\n1 Galea (AFC) 1\n').deck,
      resolver,
    );
    const [pinned, mismatched, byPrinting] = r.deck.boards.main!;
    expect(pinned.printing).toEqual({ set: 'AFC', collectorNumber: '1', id: galea });
    expect(mismatched).toMatchObject({ name: 'Sol Ring', printing: { set: 'AFC', collectorNumber: '1' } });
    expect(mismatched.printing!.id).toBeUndefined();
    expect(byPrinting).toMatchObject({ name: 'Galea, Kindler of Hope', printing: { id: galea } });
    expect(r.problems.map((p) => [p.line, p.code])).toEqual([[2, 'printing-mismatch']]);
  });

  it('Japanese names in a Shift_JIS file resolve to the same deck as the English list', () => {
    const english = readAndResolve('plain-taw', 'pw__m21__Basri, Devoted Paladin.txt');
    const japanese: Deck = { ...english.deck, name: '', boards: {} };
    for (const [board, entries] of Object.entries(english.deck.boards) as [Board, Deck['boards']['main']][]) {
      japanese.boards[board] = entries!.map((e) => ({
        name: english.cards.get(e.cardId!)!.localizedNames.ja,
        count: e.count,
      }));
    }
    const bytes = encodeShiftJis(writeDeckList(japanese, 'text').replace(/\n/g, '\r\n'));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const read = readDeckList(bytes);
    expect(read.encoding).toBe('shift_jis');
    const r = resolveDeck(read.deck, resolver);
    expect(r.problems).toEqual([]);
    expect(countsByCard(r.deck)).toEqual(countsByCard(english.deck));
  });
});

describe('Duel Masters lists', () => {
  it('a list with hyperspatial and GR sections resolves as a Duel Masters deck (DM 100.3, 100.4)', () => {
    const read = readDeckList('メインデッキ\n4 Bolshack Dragon\n4 Aqua Hulcus\n超次元ゾーン\n');
    expect(read).toMatchObject({ format: 'dm', problems: [] });
    const r = resolveDeck(read.deck, resolver);
    expect(r.problems).toEqual([]);
    expect(r.deck.game).toBe('dm');
    expect(r.deck.boards.main!.map((e) => e.cardId)).toEqual(
      ['Bolshack Dragon', 'Aqua Hulcus'].map((n) => resolver.byName(n).find((c) => c.game === 'dm')!.id),
    );
  });

  it('a plain list of Duel Masters names becomes a Duel Masters deck by its cards', () => {
    const r = resolveDeck(readDeckList('4 Bolshack Dragon\n4 Aqua Hulcus\n2 Forest\n').deck, resolver);
    expect(r.deck.game).toBe('dm');
    expect(r.problems).toMatchObject([
      { line: 3, code: 'unknown-card', message: stringContaining('only a Magic card') },
    ]);
  });
});
