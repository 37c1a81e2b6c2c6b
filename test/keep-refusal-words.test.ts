// Every keep rule refusal (engine/goldfish/keep-spec.ts, reason codes keep.*) in both languages, on a real Commander
// precon (Aura of Courage, AFC) named by its English and its Japanese card names: a refusal quotes the clause it
// refuses, in “” in English and in （） in Japanese, and no other clause of the rule; one that refuses no clause (an
// empty or too long rule, a hand size given twice) quotes none. The window's settings are a plain object here.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mtgSetCards, resolverOver } from './goldfish-fixtures.ts';
import { sharedPath } from './shared-data.ts';
import { readDeckList } from '../engine/decks/lists/index.ts';
import { resolveDeck } from '../engine/decks/resolve.ts';
import { KeepSpecError, keepSpecEntries, MAX_KEEP_RULE_LENGTH, parseKeepSpec } from '../engine/goldfish/keep-spec.ts';
import { REASON_CODES } from '../engine/text/reasons.ts';

vi.mock('../renderer/lib/settings.svelte.ts', () => ({ settings: { locale: 'en' } }));
const { settings } = await import('../renderer/lib/settings.svelte.ts');
const { invalidInputText } = await import('../renderer/lib/errors.ts');

const text = readFileSync(sharedPath('decks', 'plain-taw', 'cmd__afc__Aura of Courage.txt'), 'utf8').replace(
  /^1 Wild Growth$/m,
  '1 Wild Growth #ramp',
);
const cards = mtgSetCards(['AFC', 'AFR']);
const main = resolveDeck(readDeckList(text, { fileName: 'Aura of Courage.txt' }).deck, resolverOver(cards)).deck.boards
  .main!;
const deck = keepSpecEntries(main, Object.fromEntries(cards.map((c) => [c.id, c])));

/** A clause the deck reads, beside every refused one: Wild Growth by its Japanese name (MTGJSON AFC), and a tag. */
const READ = ['6:2-4 + 「繁茂」', '5:1-4 + tag:ramp'];

/** A rule per reason: the clause refused (null where the refusal is of no one clause) and the whole text. */
const CASES: Record<string, { refused: string | null; rule: string }> = {
  'keep.unreadable': { refused: '7:two-five', rule: '' },
  'keep.hand-size': { refused: '8:2-5 + 「繁茂」', rule: '' },
  'keep.range': { refused: '7:5-2 + "Sol Ring"', rule: '' },
  'keep.more-than-hand': { refused: '4:5-7', rule: '' },
  'keep.require-count': { refused: '4:1-2 + 5 tag:ramp', rule: '' },
  'keep.unknown-card': { refused: '7:2-5 + 「繁茂」 + "Wild Grwth"', rule: '' },
  'keep.unknown-tag': { refused: '7:2-5 + "Sol Ring" + tag:draw', rule: '' },
  'keep.empty': { refused: null, rule: '   ' },
  'keep.twice': { refused: null, rule: [...READ, '6:always'].join(', ') },
  'keep.too-long': {
    refused: null,
    rule: [...READ, `7:0-7${' + 「繁茂」'.repeat(MAX_KEEP_RULE_LENGTH / 7)}`].join(', '),
  },
};
for (const c of Object.values(CASES)) if (c.refused !== null) c.rule = [READ[0], c.refused, READ[1]].join(', ');

function refusal(rule: string): KeepSpecError {
  try {
    parseKeepSpec(rule, deck);
  } catch (error) {
    expect(error).toBeInstanceOf(KeepSpecError);
    return error as KeepSpecError;
  }
  throw new Error(`"${rule}" was read`);
}

beforeEach(() => {
  settings.locale = 'en';
});

describe('keep rule refusals quote the clause they refuse, and only it', () => {
  it('the rules read without their refused clause (the deck answers 繁茂, Sol Ring and tag:ramp)', () => {
    expect(parseKeepSpec(READ.join(', '), deck).name).toBe('6:2-4+"Wild Growth",5:1-4+tag:ramp');
  });

  it('every keep.* reason has a case (keep.unquotable names a card no real card is: test/localized-messages.test.ts)', () => {
    expect(Object.keys(CASES).sort()).toEqual(
      REASON_CODES.filter((c) => c.startsWith('keep.') && c !== 'keep.unquotable').sort(),
    );
  });

  for (const [code, { refused, rule }] of Object.entries(CASES))
    it(`${code}: ${refused === null ? 'no clause quoted' : `“${refused}” alone`}, in English and Japanese`, () => {
      const error = refusal(rule);
      expect(error.reason.code).toBe(code);
      const others = rule
        .split(', ')
        .filter((part) => part !== refused)
        .map((part) => part.slice(0, 12));
      for (const locale of ['en', 'ja'] as const) {
        settings.locale = locale;
        const words = invalidInputText(error);
        if (refused !== null) expect(words).toContain(locale === 'ja' ? `（${refused}）` : `“${refused}”`);
        for (const other of others) expect(words).not.toContain(other);
        // The engine's own English line (the CLI's) quotes it too.
        if (refused !== null) expect(error.message).toContain(`"${refused}"`);
        for (const other of others) expect(error.message).not.toContain(other);
      }
    });

  it('the words in full for the card and tag refusals and the limit', () => {
    settings.locale = 'ja';
    expect(invalidInputText(refusal(CASES['keep.unknown-card'].rule))).toBe(
      '入力が正しくありません: キープ基準（7:2-5 + 「繁茂」 + "Wild Grwth"）が求める「Wild Grwth」という名前のカードはデッキにありません',
    );
    expect(invalidInputText(refusal(CASES['keep.unknown-tag'].rule))).toBe(
      '入力が正しくありません: キープ基準（7:2-5 + "Sol Ring" + tag:draw）が求めるタグ「draw」の付いたカードはデッキにありません',
    );
    const long = CASES['keep.too-long'].rule;
    expect(invalidInputText(refusal(long))).toBe(
      `入力が正しくありません: キープ基準が長すぎます: ${long.length.toLocaleString('ja')}文字（${MAX_KEEP_RULE_LENGTH.toLocaleString('ja')}文字まで読み込めます）`,
    );
    settings.locale = 'en';
    expect(invalidInputText(refusal(long))).toBe(
      `Invalid input: the keep rules are ${long.length.toLocaleString('en')} characters long; at most ${MAX_KEEP_RULE_LENGTH.toLocaleString('en')} are read`,
    );
  });
});
