// Japanese keyword names against the Japanese Comprehensive Rules (20230901.0), which print each name beside its
// English, and against the Japanese card text of the real MTGJSON sets; Duel Masters' against its Japanese rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_DATA, sharedPath } from '../../test/shared-data.ts';
import { mtgjsonSet, mtgjsonSetCodes, scryfallCardObjects } from '../../test/real-cards.ts';
import { keywordLabel, MTG_KEYWORDS_JA } from './keyword-names.ts';
import { DM_KEYWORDS_JA } from '../dm/keyword-names.ts';
import { keywordsFromText } from '../dm/characteristics.ts';
import Papa from 'papaparse';

const rulesText = (file: string) => readFileSync(`${SHARED_DATA}/../rules/${file}`, 'utf8');
/** The document's lines without the marker some lines of the shared copy begin with. */
const CR_LINES = rulesText('000_c6f129549a7e42d1.txt')
  .split('\n')
  .map((line) => line.replace(/^<\|[^|]*\|>/, '').replace(/\r$/, ''));
const RULE_START = /^\d{3}\.\d+[a-z]?\.? /;
const fold = (english: string) => english.replace(/\s+/g, ' ').trim().toLowerCase();
const squeeze = (japanese: string) => japanese.replace(/\s+/g, '');

/** A rule's whole paragraph: its line and the lines that wrap it, up to the next rule. */
function paragraph(rule: string): string {
  const start = CR_LINES.findIndex((line) => line.startsWith(rule + ' '));
  const end = CR_LINES.findIndex((line, i) => i > start && RULE_START.test(line));
  return CR_LINES.slice(start, end).join('');
}

/** The glossary (用語集): "占術（せんじゅつ）／Scry", an English name that wraps onto the next line included. */
function glossary(): Map<string, string> {
  const names = new Map<string, string>();
  const lines = CR_LINES.slice(CR_LINES.indexOf('用語集') + 1);
  lines.forEach((line, i) => {
    let entry = line;
    for (let next = i + 1; /^[^\u3000]/.test(lines[next] ?? '\u3000') && !lines[next].includes('／'); next++)
      entry += ' ' + lines[next];
    const m = /^([^\u3000].*?)（[^）]*）／(.+)$/.exec(entry);
    if (m) names.set(fold(m[2]), squeeze(m[1]));
  });
  return names;
}
const GLOSSARY = glossary();

/** Headings of 701 (keyword actions) and 702 (keyword abilities): "702.9. 飛行／Flying". */
function headings(): { rule: string; japanese: string; english: string }[] {
  return CR_LINES.flatMap((line, i) => {
    const m = /^(70[12]\.\d+)\. (.+)／(.+)$/.exec(line);
    if (!m) return [];
    const wrapped = RULE_START.test(CR_LINES[i + 1]) ? '' : ' ' + CR_LINES[i + 1];
    return [{ rule: m[1], japanese: squeeze(m[2]), english: m[3] + wrapped }];
  });
}

/**
 * Every keyword name the rules give: the glossary's noun for a heading where the glossary has one of the same
 * English (a heading of 701 names the action as a verb, "占術を行う"), a heading "X and Y" as the glossary's X and Y,
 * the ability words of 207.2c and the first token each rule of 111.10 defines.
 */
function namesTheRulesGive(): Map<string, string> {
  const names = new Map<string, string>();
  for (const { english, japanese } of headings()) {
    const both = / and /.exec(english) ? english.split(' and ') : [english];
    for (const one of both) {
      const noun = GLOSSARY.get(fold(one));
      names.set(fold(one), noun && !noun.includes('、') ? noun : japanese);
    }
  }
  for (const m of paragraph('207.2c').matchAll(/「([^「」(]+)\([^)]*\)／([^」]+)」/g))
    names.set(fold(m[2]), squeeze(m[1]));
  for (const letter of 'abcdefghij') {
    const m = /「([^「」]+)／([^」]+)」/.exec(paragraph(`111.10${letter}`));
    if (m) names.set(fold(m[2]), squeeze(m[1]));
  }
  return names;
}

const TABLE = new Map(Object.entries(MTG_KEYWORDS_JA).map(([en, ja]) => [fold(en), ja]));

describe('Magic keywords in Japanese (CR 701, 702, 207.2c, 111.10)', () => {
  it('names every keyword ability, keyword action, ability word and predefined token as the rules print it', () => {
    const fromRules = namesTheRulesGive();
    expect(fromRules.size).toBe(274);
    for (const [english, japanese] of fromRules) expect(TABLE.get(english), english).toBe(japanese);
    expect(TABLE.get('scry')).toBe('占術'); // 701.18 "占術を行う", the glossary's 占術
    expect(TABLE.get('delirium')).toBe('昂揚'); // 207.2c
    expect(TABLE.get('treasure')).toBe('宝物'); // 111.10a
  });

  it("gives the rest of its names as the glossary does, or as a rule's variant with its placeholder", () => {
    const fromRules = namesTheRulesGive();
    const text = squeeze(CR_LINES.join(''));
    const rest = [...TABLE].filter(([english]) => !fromRules.has(english));
    expect(rest.map(([english]) => english)).toContain('forestwalk'); // 702.14c
    for (const [english, japanese] of rest) {
      if (!japanese.includes('〜')) {
        expect(GLOSSARY.get(english), english).toBe(japanese);
        continue;
      }
      // 702.11d 「[性質]からの呪禁／Hexproof from [quality]」
      const [before, after] = japanese.split('〜');
      expect(
        new RegExp(`「${before}\\[[^\\]]+\\]${after}／${english.replace(/ /g, '')}\\[`, 'i').test(text),
        english,
      ).toBe(true);
    }
    expect(rest.length).toBe(18);
  });

  it('shows in Japanese every keyword of the real card data that the rules name, and the others in English', () => {
    const keywords = new Set<string>();
    for (const code of mtgjsonSetCodes())
      for (const card of mtgjsonSet(code).cards)
        for (const k of (card.keywords as string[] | undefined) ?? []) keywords.add(k);
    for (const { object } of scryfallCardObjects()) for (const k of object.keywords ?? []) keywords.add(k);
    expect(keywords.size).toBe(164);
    const english = [...keywords].filter((k) => keywordLabel('mtg', k, 'ja') === k).sort();
    // Not in the 2023 rules: Un-set and Alchemy keywords, and Scryfall's "Landcycling" (the rules: 基本土地サイクリング …).
    expect(english).toEqual(['Augment', 'Bring it Down!', 'Command Section', 'Conjure', 'Landcycling', 'Seek']);
    expect(keywordLabel('mtg', 'First strike', 'ja')).toBe('先制攻撃');
    expect(keywordLabel('mtg', 'First strike', 'en')).toBe('First strike');
  });

  it('agrees with the Japanese text printed on the real cards that have the keyword', () => {
    const checked = new Map<string, boolean>();
    for (const code of mtgjsonSetCodes())
      for (const card of mtgjsonSet(code).cards) {
        const text = card.foreignData?.find((f) => f.language === 'Japanese')?.text;
        if (!text) continue;
        for (const keyword of (card.keywords as string[] | undefined) ?? []) {
          const japanese = keywordLabel('mtg', keyword, 'ja');
          if (japanese === keyword) continue;
          // Older printings word some keywords out ("…によってしかブロックされない" before 威迫): one card is enough.
          checked.set(keyword, (checked.get(keyword) ?? false) || squeeze(text).includes(japanese.replace('〜', '')));
        }
      }
    expect(checked.size).toBe(124);
    expect([...checked].filter(([, printed]) => !printed).map(([keyword]) => keyword)).toEqual(['Landwalk']);
  });
});

describe('Duel Masters keywords in Japanese (DM Comprehensive Game Rules 1.49)', () => {
  const dmRules = squeeze(rulesText('001_0116162ece4ff130.txt') + rulesText('002_183b562fdd26298a.txt'));

  it('gives each keyword the card reader finds a name the Japanese rules print, but four they do not name', () => {
    expect(Object.keys(DM_KEYWORDS_JA).length).toBe(27);
    const unnamed: string[] = [];
    for (const [english, japanese] of Object.entries(DM_KEYWORDS_JA)) {
      expect(keywordsFromText(english), english).toEqual([english]);
      if (!dmRules.includes(japanese)) unnamed.push(english);
      // The reader reads Japanese card text by the same table: the name reads back as the same keyword.
      expect(keywordsFromText(`■ ${japanese}`), japanese).toEqual([english]);
    }
    expect(unnamed).toEqual(['Mach Fighter', 'Quattro Breaker', 'World Breaker', 'Powered Breaker']);
  });

  it("shows the real cards' keywords in Japanese where the rules name them, else in English", () => {
    const rows = Papa.parse<Record<string, string>>(
      readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'),
      { header: true, skipEmptyLines: true },
    ).data;
    const shown = new Map<string, string>();
    for (const row of rows) for (const k of keywordsFromText(row.CardEffect)) shown.set(k, keywordLabel('dm', k, 'ja'));
    const named = [...shown].filter(([english, japanese]) => english !== japanese);
    expect(named.length).toBe(26);
    expect(shown.get('Blocker')).toBe('ブロッカー');
    expect(shown.get('Shield Trigger')).toBe('S・トリガー');
    expect(shown.get('Double Breaker')).toBe('W・ブレイカー');
    expect(shown.get('Mach Fighter')).toBe('マッハファイター');
    expect(shown.get('Escape')).toBe('Escape');
    expect(keywordLabel('dm', 'Blocker', 'en')).toBe('Blocker');
  });
});
