// Color and color identity on real cards and on Scryfall's own symbol list.
import { describe, expect, it } from 'vitest';
import {
  basicLandTypeColors,
  cardColors,
  colorIdentity,
  definesAllColors,
  faceColors,
  stripReminderText,
} from './identity.ts';
import { manaValue, parseManaCost } from './mana.ts';
import { mtgjsonSet, scryfallFile } from '../../test/real-cards.ts';

const mtgjsonFace = (set: string, name: string) => {
  const e = mtgjsonSet(set).cards.find((c) => (c.faceName ?? c.name) === name)!;
  return {
    name,
    manaCost: e.manaCost ?? '',
    text: e.text ?? '',
    colorIndicator: e.colorIndicator,
    subtypes: e.subtypes,
  };
};

/** A Scryfall Card Symbol object (scryfall.com/docs/api/card-symbols): the fields read here. */
interface CardSymbol {
  symbol: string;
  represents_mana: boolean;
  mana_value: number | null;
  colors: string[];
}

describe('reminder text (CR 207.2, 903.4c)', () => {
  it('removes every parenthesised part and the space before it, nothing else', () => {
    const pontiff = mtgjsonFace('DGM', 'Pontiff of Blight');
    expect(pontiff.text).toContain('(Whenever you cast a spell, you may pay {W/B}.');
    const stripped = stripReminderText(pontiff.text);
    expect(stripped).not.toMatch(/[()]/);
    expect(stripped.split('\n')).toEqual(pontiff.text.split('\n').map((line: string) => line.replace(/ ?\(.*\)/, '')));
  });

  it("leaves a basic land's text empty: its mana ability is reminder text only", () => {
    const forest = mtgjsonFace('M21', 'Forest');
    expect(forest.text).toBe('({T}: Add {G}.)');
    expect(stripReminderText(forest.text)).toBe('');
  });
});

describe('color identity (CR 903.4)', () => {
  const { data: symbols } = scryfallFile('api-types-fixtures/Symbology/AllSymbols.json') as { data: CardSymbol[] };
  // 107.18 (CR 20240730, 004): {P} is now the pawprint, not a mana symbol; this symbol list (2024-03) predates it.
  const costSymbols = symbols.filter((s) => s.represents_mana && s.mana_value !== null && s.symbol !== '{P}');

  it('finds the 66 symbols a mana cost can hold', () => expect(costSymbols).toHaveLength(66));

  it.each(costSymbols.map((s) => [s.symbol, s.colors]))(
    '%s gives the colors Scryfall lists, %j (CR 105.2, 107.4e-f)',
    (symbol, colors) => {
      const identity = colorIdentity([{ name: 'cost', manaCost: symbol, text: '' }]);
      expect([...identity].sort()).toEqual([...colors].sort());
      expect(colorIdentity([{ name: 'text', manaCost: '', text: `Pay ${symbol}.` }])).toEqual(identity);
    },
  );

  it.each(costSymbols.map((s) => [s.symbol, s.mana_value]))(
    '%s counts %d toward mana value (CR 202.3, 202.3f-g)',
    (symbol, value) => {
      expect(manaValue(parseManaCost(symbol))).toBe(value);
    },
  );

  it('gives no color for symbols that are not colored mana: {T}, {Q}, {E}, {PW}, {CHAOS}, {C}, {S}, and {P} and {H} (107.4g, 107.18)', () => {
    const colorless = symbols.filter((s) => s.colors.length === 0).map((s) => s.symbol);
    expect(colorless).toEqual(expect.arrayContaining(['{T}', '{Q}', '{E}', '{PW}', '{CHAOS}', '{C}', '{S}', '{P}']));
    expect(colorIdentity([{ name: 'text', manaCost: '', text: [...colorless, '{H}'].join(' ') }])).toEqual([]);
  });

  it("ignores reminder text: extort's {W/B} leaves DGM Pontiff of Blight black (903.4c)", () => {
    expect(colorIdentity([mtgjsonFace('DGM', 'Pontiff of Blight')])).toEqual(['B']);
  });

  it("counts an activated ability's cost in rules text: ZNR Brightclimb // Grimclimb Pathway is W and B", () => {
    expect(colorIdentity([mtgjsonFace('ZNR', 'Brightclimb Pathway'), mtgjsonFace('ZNR', 'Grimclimb Pathway')])).toEqual(
      ['W', 'B'],
    );
  });

  it("counts a back face's color indicator (903.4d): MID Brutal Cathar // Moonrage Brute is W and R", () => {
    expect(colorIdentity([mtgjsonFace('MID', 'Brutal Cathar'), mtgjsonFace('MID', 'Moonrage Brute')])).toEqual([
      'W',
      'R',
    ]);
  });

  it('counts a characteristic-defining "is all colors" (604.3): RNA Sphinx of the Guildpact {7} is all five', () => {
    const sphinx = mtgjsonFace('RNA', 'Sphinx of the Guildpact');
    expect(definesAllColors(sphinx)).toBe(true);
    expect(faceColors(sphinx)).toEqual(['W', 'U', 'B', 'R', 'G']);
    expect(colorIdentity([sphinx])).toEqual(['W', 'U', 'B', 'R', 'G']);
  });

  it('adds colors chosen before the game (903.4b) to those of the card', () => {
    expect(colorIdentity([mtgjsonFace('DGM', 'Pontiff of Blight')], ['G'])).toEqual(['B', 'G']);
  });

  it('does not add basic land types (903.5d checks them): Overgrown Tomb is colorless by 903.4, Swamp Forest by type', () => {
    const tomb = mtgjsonFace('GRN', 'Overgrown Tomb');
    expect(colorIdentity([tomb])).toEqual([]);
    expect(basicLandTypeColors([tomb])).toEqual(['B', 'G']);
  });
});

describe('colors (CR 105.2, 202.2, 204)', () => {
  it('a face is the colors of its cost and its color indicator', () => {
    expect(faceColors(mtgjsonFace('IKO', 'Lurrus of the Dream-Den'))).toEqual(['W', 'B']);
    expect(faceColors(mtgjsonFace('MID', 'Moonrage Brute'))).toEqual(['R']);
    expect(faceColors(mtgjsonFace('M21', 'Forest'))).toEqual([]);
  });

  it("devoid makes a face colorless but leaves its identity (702.114a; Eldrazi Skyspawner's Oracle text)", () => {
    const skyspawner = {
      name: 'Eldrazi Skyspawner',
      manaCost: '{2}{U}',
      text: 'Devoid (This card has no color.)\nFlying\nWhen Eldrazi Skyspawner enters the battlefield, create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C}."',
    };
    expect(faceColors(skyspawner)).toEqual([]);
    expect(colorIdentity([skyspawner])).toEqual(['U']);
  });

  it("a split card (DGM Alive // Well) has both halves' colors (709.4); other layouts their front face's (712.8a, 715.4)", () => {
    const halves = ['Alive', 'Well'].map((name) => ({ colors: faceColors(mtgjsonFace('DGM', name)) }));
    expect(cardColors('split', halves)).toEqual(['W', 'G']);
    expect(cardColors('aftermath', halves)).toEqual(['W', 'G']);
    expect(cardColors('transform', halves)).toEqual(['G']);
    expect(cardColors('adventure', halves)).toEqual(['G']);
  });
});
