// Keep rules as text (keep-spec.ts): the land ranges the CLI's --keep and the lab's fields always read, and the cards
// a rule requires after "+", by name in quotes or by a tag, checked against a real Commander precon (Aura of Courage,
// AFC) whose cheap ramp the list tags #ramp; and a card named as a deck list would name it, on Mono-Green Stompy
// (Challenger Decks 2021) with MTGJSON's Japanese names and its modal double-faced Kazandu Mammoth.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mtgSetCards, resolverOver } from '../../test/goldfish-fixtures.ts';
import { sharedPath } from '../../test/shared-data.ts';
import { readDeckList } from '../decks/lists/index.ts';
import type { Card } from '../cards/types.ts';
import { resolveDeck } from '../decks/resolve.ts';
import { KeepSpecError, keepSpecEntries, parseKeepSpec } from './keep-spec.ts';

const RAMP = ['Wild Growth', 'Utopia Sprawl', 'Sol Ring', 'Arcane Signet', "Nature's Lore", 'Fertile Ground'];
const text = readFileSync(sharedPath('decks', 'plain-taw', 'cmd__afc__Aura of Courage.txt'), 'utf8').replace(
  new RegExp(`^(1 (?:${RAMP.join('|')}))$`, 'gm'),
  '$1 #ramp',
);
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
    expect(main.filter((e) => e.tags?.includes('ramp')).map((e) => e.name)).toHaveLength(RAMP.length);
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

describe('keep rules as text: a required card by any name it answers to', () => {
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
