// validateInEveryFormat: a real deck checked against every format of its game at once, as the editor's "Legal in"
// row and `decklab validate` without --format show it.
import { describe, expect, it } from 'vitest';
import { BOARDS } from '../decks/types.ts';
import { deckLegality, FORMATS, getFormat, validateDeck, validateInEveryFormat } from './index.ts';
import { dmCards, entry, mtgCards, realDeck } from '../../test/real-decks.ts';

const LOREHOLD = 'plain-taw/cmd__c21__Lorehold Legacies.txt';
const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt';

describe('validateInEveryFormat', () => {
  const { cards } = mtgCards();

  it('checks a Magic deck against each Magic format, legal ones first, each group in catalog order, each as validateDeck checks it', () => {
    const deck = realDeck(STOMPY).deck;
    const result = validateInEveryFormat(deck, cards);
    const mtgIds = FORMATS.filter((f) => f.game === 'mtg' && f.id !== 'limited').map((f) => f.id);
    const legal = result.formats.filter((r) => r.legal).map((r) => r.format);
    const illegal = result.formats.filter((r) => !r.legal).map((r) => r.format);
    expect(legal.length).toBeGreaterThan(0);
    expect(illegal.length).toBeGreaterThan(0);
    expect([...legal, ...illegal]).toEqual(result.formats.map((r) => r.format));
    expect(legal).toEqual(mtgIds.filter((id) => legal.includes(id)));
    expect(illegal).toEqual(mtgIds.filter((id) => illegal.includes(id)));
    for (const r of result.formats) expect(r).toEqual(validateDeck(deck, cards, getFormat(r.format)!));
  });

  it('leaves Limited out, named as skipped, without a pool (CR 100.2b), and checks it against one given', () => {
    const deck = realDeck(LOREHOLD).deck;
    expect(validateInEveryFormat(deck, cards).skipped).toEqual([{ format: 'limited', reason: 'needs-pool' }]);
    const pool = BOARDS.flatMap((b) => deck.boards[b] ?? []);
    const withPool = validateInEveryFormat(deck, cards, { pool });
    expect(withPool.skipped).toEqual([]);
    expect(withPool.formats.find((r) => r.format === 'limited')).toEqual(
      validateDeck(deck, cards, getFormat('limited')!, { pool }),
    );
  });

  it('checks a Duel Masters deck against the Duel Masters format alone (DM 100.2)', () => {
    const pool = dmCards();
    const deck = {
      game: 'dm' as const,
      name: 'Bolshack',
      boards: { main: [entry('Bolshack Dragon', 4, pool)] },
    };
    const result = validateInEveryFormat(deck, pool.cards);
    expect(result.formats.map((r) => [r.format, r.legal])).toEqual([['dm', false]]);
    expect(result.formats[0].problems.map((p) => p.rule)).toContain('100.2');
    expect(result.skipped).toEqual([]);
  });
});

describe('deckLegality', () => {
  const { cards } = mtgCards();

  it("marks a deck by its own format's verdict and lists the formats it is legal in; none for no format or Limited unchecked", () => {
    const stompy = validateInEveryFormat(realDeck(STOMPY).deck, cards);
    const legalIn = stompy.formats.filter((r) => r.legal).map((r) => r.format);
    expect(legalIn).toContain('pioneer');
    expect(deckLegality(stompy, 'pioneer')).toEqual({ legal: true, legalIn });
    expect(deckLegality(stompy, 'commander')).toEqual({ legal: false, legalIn });
    expect(deckLegality(stompy, '')).toEqual({ legal: null, legalIn });
    // Limited without the pool the deck was built from is not checked (CR 100.2b): no verdict either way.
    expect(deckLegality(stompy, 'limited')).toEqual({ legal: null, legalIn });
    const lorehold = deckLegality(validateInEveryFormat(realDeck(LOREHOLD).deck, cards), 'commander');
    expect(lorehold.legal).toBe(true);
    expect(lorehold.legalIn).not.toContain('standard');
  });
});
