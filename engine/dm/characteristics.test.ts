import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_SHIELDS,
  breakerCount,
  deckZone,
  keywordsFromText,
  manaNumber,
  parsePower,
  splitTypeLine,
  startsInBattleZone,
} from './characteristics.ts';
import { twinpactCivilizations } from './from-dm-csv.ts';
import { cleanCardName, cleanCardText, repairMojibake } from './clean-text.ts';

// Texts below are quoted from the two card files in ../shared/data/duelmasters.

describe('DM card type words (DM 204.2, 204.3)', () => {
  it.each([
    ['Creature', [], ['Creature']],
    ['Evolution Creature', ['Evolution'], ['Creature']],
    ['Psychic Super Creature', ['Psychic Super'], ['Creature']],
    ['Evolution Psychic Creature', ['Evolution', 'Psychic'], ['Creature']],
    ['Star Max Evolution Creature', ['Star Max Evolution'], ['Creature']],
    ['Psychic Cross Gear', ['Psychic'], ['Cross Gear']],
    ['Dragheart Fortress', ['Dragheart'], ['Fortress']],
    ['Moonless Night Field', ['Moonless Night'], ['Field']],
    ['Rule Plus', [], ['Rule Plus']],
    ['Tamaseed / Creature', [], ['Tamaseed', 'Creature']],
    ['Ceremony of Zeron', ['Zeron'], ['Ceremony']],
  ])('%s → special types %j, card types %j', (line, supertypes, types) => {
    expect(splitTypeLine(line)).toEqual({ supertypes, types });
  });

  it('puts psychic, dragheart and Rule Plus cards in the hyperspatial zone and GR cards in the super GR (digest §1.4)', () => {
    expect(deckZone(splitTypeLine('Psychic Creature'))).toBe('hyperspatial');
    expect(deckZone(splitTypeLine('Dragheart Weapon'))).toBe('hyperspatial');
    expect(deckZone(splitTypeLine('Rule Plus'))).toBe('hyperspatial');
    expect(deckZone(splitTypeLine('Gacharange Creature'))).toBe('gr');
    expect(deckZone(splitTypeLine('Star Evolution Creature'))).toBe('main');
    expect(deckZone(splitTypeLine('Forbidden Impulse'))).toBe('main'); // DM 307.1: a pulse goes in the deck
  });

  it('DM 207.1: no mana symbol outside the main deck; five-civilization cards make 0; others 1 (107.2)', () => {
    expect(manaNumber('hyperspatial', ['fire'])).toBe(0);
    expect(manaNumber('gr', ['darkness'])).toBe(0);
    expect(manaNumber('main', ['light', 'water', 'darkness', 'fire', 'nature'])).toBe(0);
    expect(manaNumber('main', ['fire', 'nature'])).toBe(1);
    expect(manaNumber('main', [])).toBe(1);
  });
});

describe('DM power (DM 206)', () => {
  it.each([
    ['6000', { value: 6000, plus: false }],
    ['6000+', { value: 6000, plus: true }],
    ['1000-', { value: 1000, plus: false }],
    ['-5000', { value: -5000, plus: false }],
    ['0000+', { value: 0, plus: true }],
  ])('%s', (printed, power) => expect(parsePower(printed)).toEqual(power));

  it('has no power when none is printed, and rejects what is not a number', () => {
    expect(parsePower('')).toBeNull();
    expect(() => parsePower('∞')).toThrow(/power "∞"/);
  });
});

describe('DM keywords and breakers (DM 509.2)', () => {
  it('reads keyword lines of both sources, with reminder text, bullets, parameters and dashes', () => {
    // Acid Reflux, the Fleshboiler (JSON)
    expect(
      keywordsFromText(
        "Blocker (Whenever an opponent's creature attacks, you may tap this creature to stop the attack. Then the 2 creatures battle.)\nThis creature can't attack.\nSlayer (Whenever this creature battles, destroy the other creature after the battle.)",
      ),
    ).toEqual(['Blocker', 'Slayer']);
    // Kabutorial Kuga (CSV)
    expect(
      keywordsFromText(
        '■ Mach Fighter\n■ Whenever this creature wins a battle, reveal the top 3 cards of your deck.\n■ Triple Breaker',
      ),
    ).toEqual(['Mach Fighter', 'Triple Breaker']);
    expect(keywordsFromText('Power attacker +2000 (While attacking, this creature gets +2000 power.)')).toEqual([
      'Power Attacker',
    ]);
    expect(
      keywordsFromText(
        'Gravity Zero―If you have cards of all 5 civilizations in the battle zone, you may summon this creature for no cost.',
      ),
    ).toEqual(['Gravity Zero']);
    expect(keywordsFromText('■ Shield Trigger Plus')).toEqual(['Shield Trigger Plus']);
  });

  it('reads the Japanese spellings of the glossary (digest §0.2): W・ブレイカー is a double breaker', () => {
    expect(
      keywordsFromText('■ ブロッカー\n■ Ｗ・ブレイカー（このクリーチャーはシールドを2つブレイクする）\n■ S・トリガー'),
    ).toEqual(['Blocker', 'Double Breaker', 'Shield Trigger']);
    // Invincible Thirteen, the one Rule Plus of the CSV, written in Japanese (DM 314.3a)
    expect(keywordsFromText('■ 自分は、デッキの枚数を5枚増やしてゲームを開始する。')).toEqual([]);
  });

  it('does not count a keyword the card gives to others or has only under a condition', () => {
    // Baraghiara's spell half; Necrodragon Izorist Vhal
    expect(
      keywordsFromText('■ Each of your creatures in the battle zone gets "speed attacker" until the End Step'),
    ).toEqual([]);
    expect(
      keywordsFromText(
        'While this creature has power 6000 or more, it has "double breaker (This creature breaks 2 shields)."',
      ),
    ).toEqual([]);
  });

  it('counts shields per attack: 1 by default (509.2a), the largest breaker (509.2c), world breaker breaks them all', () => {
    expect(breakerCount([], 5000)).toBe(1);
    expect(breakerCount(['Double Breaker'], 6000)).toBe(2);
    expect(breakerCount(['Double Breaker', 'Triple Breaker'], 12000)).toBe(3);
    expect(breakerCount(['World Breaker'], 15000)).toBe(ALL_SHIELDS);
    // "breaks an additional shield for each 6000 power"
    expect(breakerCount(['Powered Breaker'], 5999)).toBe(1);
    expect(breakerCount(['Powered Breaker'], 18000)).toBe(4);
    expect(breakerCount(['Crew Breaker'], 11000)).toBe(1);
  });

  it('reads the start-of-game wording of DM 100.5 cards (Forbidden ~The Sealed X~)', () => {
    expect(
      startsInBattleZone('■ This impulse Cards that can be put into the Battle Zone at the start of the game'),
    ).toBe(true);
    expect(startsInBattleZone('■ At the start of your turn, you may draw a card.')).toBe(false);
  });
});

describe('twinpact civilizations in the Ravenite CSV (DM 810)', () => {
  it.each([
    [
      ['nature', 'nature'],
      [['nature'], ['nature']],
    ],
    [
      ['fire', 'light'],
      [['fire'], ['light']],
    ],
    [
      ['light', 'water', 'light', 'water'],
      [
        ['light', 'water'],
        ['light', 'water'],
      ],
    ],
    [[], [[], []]],
    [
      ['light', 'water', 'darkness', 'fire', 'nature'],
      [
        ['light', 'water', 'darkness', 'fire', 'nature'],
        ['light', 'water', 'darkness', 'fire', 'nature'],
      ],
    ],
  ] as const)('%j → %j', (joined, halves) => {
    expect(twinpactCivilizations(joined)).toEqual(halves);
  });
});

describe('source text repairs', () => {
  it('undoes UTF-8 read as Windows-1252 and keeps what the source meant', () => {
    expect(repairMojibake('Ãœberdragon Jabaha')).toBe('Überdragon Jabaha');
    expect(repairMojibake('Evolutionâ€”Put on one of your Armored Dragons.')).toBe(
      'Evolution—Put on one of your Armored Dragons.',
    );
    expect(repairMojibake('Überdragon Valkyrias')).toBe('Überdragon Valkyrias');
    expect(repairMojibake('Gravity Zero―If')).toBe('Gravity Zero―If');
    expect(repairMojibake('Gekabankai Ga Ryumizu 卍')).toBe('Gekabankai Ga Ryumizu 卍');
  });

  it('never changes text that is not mis-decoded UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const mojibake = /[\u00c2-\u00f4][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/;
        if (!mojibake.test(text)) expect(repairMojibake(text)).toBe(text);
      }),
    );
  });

  it('removes wiki quotes and zero-width spaces from texts; decodes %3D and %26 in names', () => {
    expect(
      cleanCardText(
        "■ Double Breaker\u200b\n■ Powered Breaker ''(A creature that has powered breaker breaks an additional shield for each 6000 power.)''",
      ),
    ).toBe(
      '■ Double Breaker\n■ Powered Breaker (A creature that has powered breaker breaks an additional shield for each 6000 power.)',
    );
    expect(cleanCardName('Katta Kirifuda %26 Katsuking -Story of Passion-')).toBe(
      'Katta Kirifuda & Katsuking -Story of Passion-',
    );
    expect(cleanCardName('Niga%3DVermut, Evil King')).toBe('Niga=Vermut, Evil King');
  });
});
