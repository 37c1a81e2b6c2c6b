// Keep rules as text (keep-spec.ts): the land ranges the CLI's --keep and the lab's fields always read, and the cards
// a rule requires after "+", by name in quotes or by a tag, checked against a real Commander precon (Aura of Courage,
// AFC) whose cheap ramp the list tags #ramp; and a card named as a deck list would name it, on Mono-Green Stompy
// (Challenger Decks 2021) with MTGJSON's Japanese names and its modal double-faced Kazandu Mammoth.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AURA_RAMP,
  auraWithRampTags,
  duelMastersCards,
  mtgSetCards,
  resolverOver,
} from '../../test/goldfish-fixtures.ts';
import { sharedPath } from '../../test/shared-data.ts';
import { readDeckList } from '../decks/lists/index.ts';
import type { Card } from '../cards/types.ts';
import { resolveDeck } from '../decks/resolve.ts';
import { namesAnsweredTo } from '../cards/names.ts';
import { readJaNamesCsv } from '../dm/ja-names.ts';
import { KeepSpecError, keepSpecEntries, MAX_KEEP_RULE_LENGTH, parseKeepSpec, shownKeepRule } from './keep-spec.ts';

const text = auraWithRampTags();
const main = resolveDeck(
  readDeckList(text, { fileName: 'Aura of Courage.txt' }).deck,
  resolverOver(mtgSetCards(['AFC', 'AFR'])),
).deck.boards.main!;

/** The reason a text is refused with, or the text itself when it is read. */
function refusal(spec: string, deck?: Parameters<typeof parseKeepSpec>[1]) {
  try {
    parseKeepSpec(spec, deck);
  } catch (error) {
    expect(error).toBeInstanceOf(KeepSpecError);
    return (error as KeepSpecError).reason;
  }
  return spec;
}

describe('keep rules as text: land ranges (CR 103.5)', () => {
  it('every form read before reads the same: sizes, ranges, always, spaces anywhere between the parts', () => {
    for (const spec of ['7:2-5,6:2-4,5:1-4,4:0-7', '7 : 2 - 5 , 6:2-4, 5:1-4,4:always', '4:always,5:1-4,6:2-4,7:2-5'])
      expect(parseKeepSpec(spec).id).toBe('custom:7:2-5,6:2-4,5:1-4,4:always');
    expect(parseKeepSpec('7:2-9').bySize[7]).toEqual({ keep: [{ lands: [2, 7] }] });
  });
});

describe('keep rules as text: cards the hand must hold', () => {
  it('a name in quotes or a tag after "+", with a count, each required; read back the same', () => {
    const policy = parseKeepSpec(
      '7: 2-5 lands + "Wild Growth" + 2 tag:ramp, 6:2-4 + tag:"card draw", 5:always + “Sol Ring”',
    );
    expect(policy.bySize[7]).toEqual({
      keep: [
        {
          lands: [2, 5],
          require: [
            { cards: ['Wild Growth'], atLeast: 1 },
            { tag: 'ramp', atLeast: 2 },
          ],
        },
      ],
    });
    expect(policy.bySize[6]).toEqual({ keep: [{ lands: [2, 4], require: [{ tag: 'card draw', atLeast: 1 }] }] });
    // "always" with a requirement: any lands, the card required.
    expect(policy.bySize[5]).toEqual({ keep: [{ lands: [0, 5], require: [{ cards: ['Sol Ring'], atLeast: 1 }] }] });
    expect(policy.name).toBe('7:2-5+"Wild Growth"+2 tag:ramp,6:2-4+tag:"card draw",5:0-5+"Sol Ring"');
    expect(parseKeepSpec(policy.name).bySize).toEqual(policy.bySize);
  });

  it('a name holding a comma stays whole in quotes; Japanese corner brackets quote too; a tag may be written #ramp; "lands" may follow a range', () => {
    expect(parseKeepSpec('7:2-5+"Jace, the Mind Sculptor",6:2-4').bySize[7]).toEqual({
      keep: [{ lands: [2, 5], require: [{ cards: ['Jace, the Mind Sculptor'], atLeast: 1 }] }],
    });
    expect(parseKeepSpec('7:2-5 lands, 6:1-4 land').id).toBe('custom:7:2-5,6:1-4');
    expect(parseKeepSpec('7:1-5 + 「Sol Ring」').name).toBe('7:1-5+"Sol Ring"');
    expect(parseKeepSpec('7:1-5 + tag:#ramp').name).toBe('7:1-5+tag:ramp');
    // Every land count and a required card is no "always": the card still decides.
    expect(parseKeepSpec('7:0-7+tag:ramp').bySize[7]).toEqual({
      keep: [{ lands: [0, 7], require: [{ tag: 'ramp', atLeast: 1 }] }],
    });
  });

  it('refuses, naming the part, a name without quotes, a quote never closed, a "+" with nothing after it, a count the hand cannot hold', () => {
    for (const part of ['7:2-5 + Wild Growth', '7:2-5 + "Wild Growth', '7:2-5 +', '7:2-5 + ""', '7:2-5 "Sol Ring"'])
      expect(refusal(part)).toEqual({ code: 'keep.unreadable', params: { part } });
    expect(refusal('6:2-4 + 7 tag:ramp')).toEqual({
      code: 'keep.require-count',
      params: { part: '6:2-4 + 7 tag:ramp', count: 7, size: 6 },
    });
    expect(refusal('7:2-5 + 0 "Sol Ring"')).toMatchObject({ code: 'keep.require-count' });
  });

  it('against the deck: a name as the deck spells it, whatever its case; a card it does not hold, or a tag none has, refused', () => {
    expect(main.filter((e) => e.tags?.includes('ramp')).map((e) => e.name)).toHaveLength(AURA_RAMP.length);
    const policy = parseKeepSpec('7:2-5 + "wild growth" + tag:ramp', main);
    expect(policy.bySize[7]).toEqual({
      keep: [
        {
          lands: [2, 5],
          require: [
            { cards: ['Wild Growth'], atLeast: 1 },
            { tag: 'ramp', atLeast: 1 },
          ],
        },
      ],
    });
    expect(refusal('7:2-5 + "Wild Grwth"', main)).toEqual({
      code: 'keep.unknown-card',
      params: { part: '7:2-5 + "Wild Grwth"', name: 'Wild Grwth' },
    });
    // A real card, but not one of this deck's: every 7 would go back.
    expect(refusal('7:2-5 + "Llanowar Elves"', main)).toMatchObject({ code: 'keep.unknown-card' });
    expect(refusal('7:2-5 + tag:draw', main)).toEqual({
      code: 'keep.unknown-tag',
      params: { part: '7:2-5 + tag:draw', tag: 'draw' },
    });
    // Without the deck only the text is read.
    expect(refusal('7:2-5 + "Wild Grwth"')).toBe('7:2-5 + "Wild Grwth"');
  });
});

const cards = mtgSetCards(['M21', 'ZNR', 'ELD', 'IKO', 'KHM', 'THB']);
const stompy = resolveDeck(
  readDeckList(readFileSync(sharedPath('decks', 'plain-taw', 'challenger__q05__Mono-Green Stompy.txt'), 'utf8'), {
    fileName: 'Mono-Green Stompy.txt',
  }).deck,
  resolverOver(cards),
).deck.boards.main!;
// A card's first record holds MTGJSON's foreignData; a later printing of the set (a promo) may hold none.
const byId: Record<string, Card> = {};
for (const card of cards) byId[card.id] ??= card;
const entries = keepSpecEntries(stompy, byId);

describe('keep rules as text: a required card by any name it answers to', () => {
  const required = (spec: string) => parseKeepSpec(spec, entries).bySize[7];

  it('the Japanese name (MTGJSON foreignData), in corner brackets or quotes, names the deck’s card', () => {
    expect(required('7: 2-5 + 「群れのシャンブラー」 + "恋煩いの野獣 // 切なる想い"')).toEqual({
      keep: [
        {
          lands: [2, 5],
          require: [
            { cards: ['Swarm Shambler'], atLeast: 1 },
            { cards: ["Lovestruck Beast // Heart's Desire"], atLeast: 1 },
          ],
        },
      ],
    });
    expect(parseKeepSpec('7:2-5+「群れのシャンブラー」', entries).name).toBe('7:2-5+"Swarm Shambler"');
  });

  it('a face’s name, in English or Japanese, names the modal double-faced card (CR 712.1), in any case', () => {
    const mammoth = {
      keep: [{ lands: [2, 5], require: [{ cards: ['Kazandu Mammoth // Kazandu Valley'], atLeast: 2 }] }],
    };
    expect(required('7:2-5 + 2 "kazandu mammoth"')).toEqual(mammoth);
    expect(required('7:2-5 + 2 "Kazandu Valley"')).toEqual(mammoth);
    expect(required('7:2-5 + 2 「カザンドゥのマンモス」')).toEqual(mammoth);
  });

  it('a name no card of the deck answers to is refused as before, a real card’s Japanese name too', () => {
    expect(refusal('7:2-5 + 「ラノワールのエルフ」', entries)).toEqual({
      code: 'keep.unknown-card',
      params: { part: '7:2-5 + 「ラノワールのエルフ」', name: 'ラノワールのエルフ' },
    });
    // Without the cards, only the names the deck spells are known.
    expect(refusal('7:2-5 + 「群れのシャンブラー」', stompy)).toMatchObject({ code: 'keep.unknown-card' });
  });
});

describe('keep rules in the window’s words: the Japanese name a Japanese window shows', () => {
  /** The deck's card by its English name, as a Japanese window names it (the deck editor's displayName). */
  const japaneseName = (name: string) => Object.values(byId).find((c) => c.name === name)?.localizedNames.ja ?? name;
  const canonical = parseKeepSpec(
    '7: 2-5 + 「群れのシャンブラー」 + 2 "kazandu valley", 6:2-4, 5:always',
    entries,
  ).name;

  it('each required card by its Japanese name in corner brackets; the English window shows the stored text', () => {
    expect(canonical).toBe('7:2-5+"Swarm Shambler"+2 "Kazandu Mammoth // Kazandu Valley",6:2-4,5:always');
    expect(shownKeepRule(canonical, japaneseName, 'ja')).toBe(
      '7:2-5+「群れのシャンブラー」+2 「カザンドゥのマンモス // カザンドゥの谷」,6:2-4,5:always',
    );
    expect(shownKeepRule(canonical, (name) => name, 'en')).toBe(canonical);
  });

  it('the rule shown reads back, against the deck, to the stored rule: the player may type what the window shows', () => {
    expect(parseKeepSpec(shownKeepRule(canonical, japaneseName, 'ja'), entries).name).toBe(canonical);
  });

  it('a Japanese name holding corner brackets is shown in corner brackets, which nest (Duel Masters, ja-names.csv)', () => {
    const { rows } = readJaNamesCsv(readFileSync(sharedPath('duelmasters', 'ja-names.csv'), 'utf8'));
    const kaiser = rows.find((r) => r.englishName === 'Kaiser "Baki", Zenith of "Victory"')!;
    expect(kaiser.japaneseName).toBe('「勝利」の頂カイザー「刃鬼」');
    const stored = parseKeepSpec(`7:1-5 + 「${kaiser.englishName}」`, [{ name: kaiser.englishName }]).name;
    expect(stored).toBe('7:1-5+「Kaiser "Baki", Zenith of "Victory"」');
    expect(shownKeepRule(stored, () => kaiser.japaneseName, 'ja')).toBe('7:1-5+「「勝利」の頂カイザー「刃鬼」」');
    // As a player types it: the brackets inside the name pair up, and the comma after the name still ends the part.
    expect(
      parseKeepSpec('7:1-5 + 「「勝利」の頂カイザー「刃鬼」」, 6:2-4', [{ name: kaiser.japaneseName }]).bySize,
    ).toEqual({
      7: { keep: [{ lands: [1, 5], require: [{ cards: [kaiser.japaneseName], atLeast: 1 }] }] },
      6: { keep: [{ lands: [2, 4] }] },
    });
    expect(refusal('7:1-5 + 「「勝利」の頂カイザー', [{ name: kaiser.japaneseName }])).toMatchObject({
      code: 'keep.unreadable',
    });
  });

  it('a tag in the window’s quotes where it needs quotes; a text that is no rule is shown as written', () => {
    expect(shownKeepRule('7:2-5+2 tag:"card draw",6:2-4+tag:ramp', (n) => n, 'ja')).toBe(
      '7:2-5+2 tag:「card draw」,6:2-4+tag:ramp',
    );
    expect(shownKeepRule('7:9-2', (n) => n, 'ja')).toBe('7:9-2');
  });
});

describe('keep rules name any real card: the writer picks quotes the name does not close', () => {
  /** Every name a card of these real files answers to: MTGJSON's in every language, Duel Masters' English and Japanese. */
  const realNames = (): string[] => {
    const names = new Set<string>();
    for (const card of [...mtgSetCards(['ELD', 'ZNR']), ...duelMastersCards()])
      for (const n of namesAnsweredTo(card)) names.add(n.name);
    const { rows } = readJaNamesCsv(readFileSync(sharedPath('duelmasters', 'ja-names.csv'), 'utf8'));
    for (const row of rows) names.add(row.englishName).add(row.japaneseName);
    return [...names].filter((n) => n !== '');
  };

  it('every name, written in either window’s words and then stored, reads back to the same rule', () => {
    const names = realNames();
    // The names that make the choice matter: MTGJSON's Italian "Non Hai Detto "Per Favore"", DM's 「」 and “” names.
    expect(names).toContain('Non Hai Detto "Per Favore"');
    expect(names).toContain('「勝利」の頂カイザー「刃鬼」');
    expect(names).toContain('“罰怒“ブランド');
    expect(names.length).toBeGreaterThan(10_000);
    const wrong: string[] = [];
    for (const name of names)
      for (const language of ['en', 'ja'] as const) {
        const shown = shownKeepRule('7:2-5+"Swarm Shambler"', () => name, language);
        const stored = parseKeepSpec(shown, [{ name }]).name;
        const again = parseKeepSpec(stored, [{ name }]);
        const rule = { keep: [{ lands: [2, 5], require: [{ cards: [name], atLeast: 1 }] }] };
        if (again.name !== stored || JSON.stringify(again.bySize[7]) !== JSON.stringify(rule))
          wrong.push(`${language}: ${name} → ${shown} → ${stored}`);
      }
    expect(wrong).toEqual([]);
  });

  it('a deck name holding " is stored in corner brackets, which hold its own 「」; one with a lone 」 in curly quotes', () => {
    const paired = [{ name: 'Say "Hi" 「Yo」' }];
    const stored = parseKeepSpec('7:2-5 + "Say “Hi“ 「Yo」"', paired).name;
    expect(stored).toBe('7:2-5+「Say "Hi" 「Yo」」');
    expect(parseKeepSpec(stored, paired).name).toBe(stored);
    const lone = [{ name: 'Say "Hi" Yo」' }];
    const curly = parseKeepSpec('7:2-5 + "Say “Hi“ Yo」"', lone).name;
    expect(curly).toBe('7:2-5+“Say "Hi" Yo」”');
    expect(parseKeepSpec(curly, lone).name).toBe(curly);
  });

  it('a name no quotes can hold (", ” and a lone 」) is refused by name, as no rule could name it', () => {
    const name = 'Say "Hi" Yo」 “Ok”';
    expect(refusal('7:2-5 + "Say “Hi“ Yo」 “Ok“"', [{ name }])).toEqual({
      code: 'keep.unquotable',
      params: { name },
    });
  });
});

describe('the longest keep rule taken', () => {
  it('holds a rule for every hand size, each requiring three cards of the longest real name', () => {
    const longest = duelMastersCards().reduce((a, c) => (c.name.length > a.length ? c.name : a), '');
    const { rows } = readJaNamesCsv(readFileSync(sharedPath('duelmasters', 'ja-names.csv'), 'utf8'));
    const longestAnywhere = [longest, ...rows.map((r) => r.englishName), ...rows.map((r) => r.japaneseName)].reduce(
      (a, n) => (n.length > a.length ? n : a),
    );
    const rule = [7, 6, 5, 4, 3, 2, 1]
      .map((size) => `${size}: 0-${size} lands${` + ${Math.min(size, 3)} "${longestAnywhere}"`.repeat(3)}`)
      .join(', ');
    expect(rule.length).toBeLessThanOrEqual(MAX_KEEP_RULE_LENGTH);
    expect(parseKeepSpec(rule, [{ name: longestAnywhere }]).bySize[1]).toMatchObject({ keep: [{ lands: [0, 1] }] });
  });
});
