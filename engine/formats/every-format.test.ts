// validateInEveryFormat: a real deck checked against every format of its game at once, as the editor's "Legal in"
// row and `decklab validate` without --format show it.
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { BOARDS, type Deck } from '../decks/types.ts';
import {
  deckLegality,
  FORMATS,
  getFormat,
  validateDeck,
  validateInEveryFormat,
  type ValidationContext,
} from './index.ts';
import { dmCards, entry, mtgCards, realDeck } from '../../test/real-decks.ts';
import { sharedPath } from '../../test/shared-data.ts';

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
  /** validateInEveryFormat's verdicts, as deckLegality must give them without working out every problem. */
  const fromEveryFormat = (deck: Deck, own: string, context: ValidationContext = {}) => {
    const { formats } = validateInEveryFormat(deck, cards, context);
    const ownChecked = formats.find((r) => r.format === own);
    return {
      legal: ownChecked ? ownChecked.legal : null,
      legalIn: formats.filter((r) => r.legal).map((r) => r.format),
    };
  };

  it("marks a deck by its own format's verdict and lists the formats it is legal in; none for no format or Limited unchecked", () => {
    const stompy = realDeck(STOMPY).deck;
    const legalIn = fromEveryFormat(stompy, '').legalIn;
    expect(legalIn).toContain('pioneer');
    expect(deckLegality(stompy, cards, 'pioneer')).toEqual({ legal: true, legalIn });
    expect(deckLegality(stompy, cards, 'commander')).toEqual({ legal: false, legalIn });
    expect(deckLegality(stompy, cards, '')).toEqual({ legal: null, legalIn });
    // Limited without the pool the deck was built from is not checked (CR 100.2b): no verdict either way.
    expect(deckLegality(stompy, cards, 'limited')).toEqual({ legal: null, legalIn });
    const lorehold = deckLegality(realDeck(LOREHOLD).deck, cards, 'commander');
    expect(lorehold.legal).toBe(true);
    expect(lorehold.legalIn).not.toContain('standard');
  });

  it("gives validateInEveryFormat's verdict in every Magic format for each real deck list, and Limited with its pool", () => {
    const files = readdirSync(sharedPath('decks', 'plain-taw')).map((f) => `plain-taw/${f}`);
    expect(files.length).toBeGreaterThan(20);
    const formats = FORMATS.filter((f) => f.game === 'mtg').map((f) => f.id);
    let legal = 0;
    for (const file of files) {
      const deck = realDeck(file).deck;
      const pool = BOARDS.flatMap((b) => deck.boards[b] ?? []);
      for (const own of formats) {
        const expected = fromEveryFormat(deck, own);
        expect(deckLegality(deck, cards, own), `${file} as ${own}`).toEqual(expected);
        if (expected.legal) legal++;
      }
      expect(deckLegality(deck, cards, 'limited', { pool }), `${file} as limited`).toEqual(
        fromEveryFormat(deck, 'limited', { pool }),
      );
    }
    // Both verdicts are met: the comparison is not of decks illegal everywhere.
    expect(legal).toBeGreaterThan(files.length);
  });
});
