// The advice screens' decisions (renderer/lib/advice.ts) on what the real advisor answers for a real deck (Oko,
// the Trickster: 10 Island, 11 Forest, 4 Thornwood Falls) through the API on a real card database: which edits
// call for new advice, how streamed sweep rows line up, which A/B differences are marked and which way, how sure
// a recommendation is in words, the fix sentence in both languages, and the player's sweep choices (key spells,
// the land, the cut order) as the advisor takes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../electron/api/index.ts';
import type { InvokeOutput } from '../protocol/bridge.ts';
import type { Deck } from '../engine/decks/types.ts';
import type { SweepRow } from '../engine/advice/sweep.ts';
import { sweepFigures } from '../engine/advice/figures.ts';
import type { Card } from '../engine/cards/types.ts';
import {
  adviceKey,
  certaintyOf,
  changeList,
  currentLandsOf,
  cutOrderOf,
  differenceMark,
  DEFAULT_SWEEP_CHOICES,
  isCustomKeepRule,
  keepAttempts,
  landNamesOf,
  moved,
  spellNamesOf,
  sweepChoiceInput,
  figureBetter,
  figureUnit,
  fixSentence,
  rowFigure,
  sourcesByColor,
  neededAtMost,
  sweepSeries,
  progressShown,
  type RunProgress,
} from '../renderer/lib/advice.ts';
import { en, type Catalog } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';
import { apiWithDeck } from './deck-api.ts';

let api: Api;
let cleanup: () => void;
let oko: Deck;
let advice: InvokeOutput<'advice.run'>;
/** The run's advice.progress events, in order. */
const progressEvents: RunProgress[] = [];
const LANDS: [number, number] = [22, 27];
const GAMES = 3_000;

beforeAll(async () => {
  ({ api, deck: oko, cleanup } = await apiWithDeck(['ELD'], 'pw__eld__Oko, the Trickster.txt'));
  const off = api.on((event) => {
    if (event.type === 'advice.progress') progressEvents.push(event as unknown as RunProgress);
  });
  advice = await api.invoke('advice.run', { deck: oko, lands: LANDS, games: GAMES, seed: 5, workers: 0 });
  off();
});
afterAll(() => cleanup());

const sweep = () => advice.lands!;

/** The catalog's placeholders filled as t() fills them (numbers below 1,000 read the same in both languages). */
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

describe('adviceKey: which deck edits call for new advice', () => {
  it('a new name, tags, the sideboard or the order of the rows change no simulated figure: the same key', () => {
    const main = oko.boards.main ?? [];
    const edited: Deck = {
      ...oko,
      name: 'renamed',
      boards: {
        ...oko.boards,
        main: [...main].reverse().map((e, i) => (i === 0 ? { ...e, tags: ['ramp'] } : e)),
        side: [{ name: 'Island', count: 3 }],
      },
    };
    expect(adviceKey(edited)).toBe(adviceKey(oko));
  });

  it('one more copy of a card, or another format, changes the key', () => {
    const main = oko.boards.main ?? [];
    const more: Deck = { ...oko, boards: { main: [{ ...main[0], count: main[0].count + 1 }, ...main.slice(1)] } };
    expect(adviceKey(more)).not.toBe(adviceKey(oko));
    expect(adviceKey({ ...oko, format: 'pioneer' })).not.toBe(adviceKey({ ...oko, format: 'standard' }));
  });
});

describe('the sweep as streamed', () => {
  it('rows arriving out of order land on their own counts of the asked range; the counts not yet done are gaps', () => {
    const rows = sweep().sweep;
    expect(rows.map((r) => r.lands)).toEqual([22, 23, 24, 25, 26, 27]);
    const arrived = [rows[4], rows[1]];
    const series = sweepSeries(arrived, 'landDropTurn4', { min: LANDS[0], max: LANDS[1] });
    expect(series.lands).toEqual([22, 23, 24, 25, 26, 27]);
    expect(series.value.map((v) => v !== null)).toEqual([false, true, false, false, true, false]);
    const drop4 = (r: SweepRow) => r.landDrops.find((d) => d.turn === 4)!.probability;
    expect(series.value[1]).toBe(drop4(rows[1]).value);
    expect(series.low[4]).toBe(drop4(rows[4]).low);
    expect(series.high[4]).toBe(drop4(rows[4]).high);
  });

  it('without an asked range, the axis spans the counts arrived so far', () => {
    const rows = sweep().sweep;
    expect(sweepSeries([rows[3], rows[1]], 'flood').lands).toEqual([23, 24, 25]);
  });

  it('every figure of a row is read by its id, and the deck as it is is the row with no card changed', () => {
    const row = sweep().sweep[2];
    for (const id of sweepFigures([])) expect(rowFigure(row, id).high).toBeGreaterThanOrEqual(rowFigure(row, id).low);
    expect(rowFigure(row, 'mulligan')).toBe(row.mulligan);
    expect(currentLandsOf(sweep().sweep)).toBe(sweep().current);
    expect(sweep().current).toBe(25);
  });
});

describe('progressShown: a run’s progress bar', () => {
  it('the sweep and keep rules fill the bar to the end; the colored sources, whose total is only a bound, show games played and no share', () => {
    const played = progressEvents.filter((e) => e.phase !== 'sources');
    const sources = progressEvents.filter((e) => e.phase === 'sources');
    expect(played.length).toBeGreaterThan(0);
    expect(progressShown(played.at(-1)!).share).toBe(1);
    expect(sources.length).toBeGreaterThan(0);
    const last = sources.at(-1)!;
    expect(last.done, 'the source search settles before its bound').toBeLessThan(last.total);
    expect(progressShown(last)).toEqual({
      share: null,
      words: { key: 'advice.progressSources', params: { done: last.done } },
    });
  });
});

describe('figureUnit: the engine’s figure kinds as the screens show them', () => {
  it('mana spent and flood (means) read in mana; land drops, mulligans, hands kept and on curve as shares of games', () => {
    const figures = [...sweepFigures(['Frogify']), 'keptAtAttempt1'] as const;
    expect(Object.fromEntries(figures.map((id) => [id, figureUnit(id)]))).toEqual({
      landDropTurn2: 'share',
      landDropTurn3: 'share',
      landDropTurn4: 'share',
      landDropTurn5: 'share',
      manaSpentByTurn5: 'mana',
      manaSpentByLastTurn: 'mana',
      compoundedManaSpent: 'mana',
      flood: 'mana',
      mulligan: 'share',
      'onCurve:Frogify': 'share',
      keptAtAttempt1: 'share',
    });
  });
});

describe('differenceMark: only real A/B differences are marked, as better or worse for the player', () => {
  it('a deck against itself: nothing marked', async () => {
    const same = await api.invoke('advice.compare', { a: { deck: oko }, b: { deck: oko }, games: GAMES, seed: 9 });
    expect(same.comparison!.figures.length).toBeGreaterThan(10);
    expect(same.comparison!.figures.map(differenceMark).filter((m) => m !== null)).toEqual([]);
  });

  it('four Islands fewer: the land drops are marked worse and the flood better, each only where it is real', async () => {
    const main = oko.boards.main!.map((e) => (e.name.startsWith('Island') ? { ...e, count: e.count - 4 } : e));
    const fewer = await api.invoke('advice.compare', {
      a: { deck: oko },
      b: { deck: { ...oko, boards: { main } } },
      games: GAMES,
      seed: 9,
    });
    const byId = new Map(fewer.comparison!.figures.map((f) => [f.figure, f]));
    expect(byId.get('landDropTurn4')!.real).toBe(true);
    expect(differenceMark(byId.get('landDropTurn4')!)).toBe('worse');
    expect(figureBetter('flood')).toBe('lower');
    const flood = byId.get('flood')!;
    expect(differenceMark(flood)).toBe(flood.real ? 'better' : null);
    for (const f of fewer.comparison!.figures) if (!f.real) expect(differenceMark(f)).toBeNull();
  });
});

describe('certaintyOf: how sure a recommended land count is', () => {
  it('says "sure" exactly when each neighbour the advisor compared is really behind', () => {
    const { neighbours } = advice.lands!;
    expect(neighbours.length).toBeGreaterThan(0);
    const c = certaintyOf(neighbours);
    expect(c.overall).toBe(neighbours.every((n) => n.real && n.difference.value > 0) ? 'sure' : 'unsure');
    const forced = neighbours.map((n) => ({ ...n, real: false }));
    expect(certaintyOf(forced).overall).toBe('unsure');
    expect(certaintyOf(forced).neighbours.every((n) => n.verdict === 'even')).toBe(true);
  });

  it('is unsure with no neighbour to compare with', () => {
    expect(certaintyOf([]).overall).toBe('unsure');
  });
});

describe('neededAtMost: sources needed that are only an upper bound', () => {
  it('a simulated spell at the target needs at most the sources it has; a flagged or exact one needs exactly its count', () => {
    const sources = advice.sources!;
    const atTarget = sources.filter((s) => s.sourcesNeededBy === 'simulated' && !s.flagged);
    expect(atTarget.length, 'a multicolored spell of this deck at 90% on curve').toBeGreaterThan(0);
    for (const s of atTarget) {
      expect(neededAtMost(s)).toBe(true);
      for (const c of sourcesByColor(s)) expect(c.needed).toBe(c.have);
    }
    const exactly = sources.filter((s) => s.sourcesNeededBy === 'exact' || s.flagged);
    expect(exactly.length).toBeGreaterThan(0);
    for (const s of exactly) expect(neededAtMost(s)).toBe(false);
    expect(fill(en['advice.atMost'], { n: 14 })).toBe('≤ 14');
    expect(fill(ja['advice.atMost'], { n: 14 })).toBe('14以下');
  });
});

/** The fix sentence as tn() words it: the catalog's .one or .other form by the sources added. */
function fixText(catalog: Catalog, fix: Parameters<typeof fixSentence>[0]): string {
  const { base, count, colorKey, params } = fixSentence(fix);
  return fill(catalog[`${base}.${count === 1 ? 'one' : 'other'}`], { ...params, count, color: catalog[colorKey] });
}

describe('fixSentence: the fix for a spell below target', () => {
  const fix = { card: 'Chandra’s Pyreling', color: 'R', from: 14, to: 16, target: 0.9, turn: 2 } as const;

  it('reads as the issue words it, in English; one source added is singular', () => {
    expect(fixText(en, fix)).toBe('+2 red sources: 14 → 16 reaches 90% for Chandra’s Pyreling on turn 2');
    expect(fixText(en, { ...fix, to: 15 })).toBe('+1 red source: 14 → 15 reaches 90% for Chandra’s Pyreling on turn 2');
  });

  it('names the color, counts, target and turn in Japanese', () => {
    const text = fixText(ja, fix);
    for (const part of ['赤', '+2', '14 → 16', '90%', 'Chandra’s Pyreling', '2ターン目']) expect(text).toContain(part);
  });

  it('in Japanese, calls sources by the word the line for a spell without a fix uses, and a card’s name takes its particle', () => {
    const text = fixText(ja, { ...fix, card: 'チャンドラの火炎猫' });
    const noFix = fill(ja['advice.noFixOneColor'], { card: 'チャンドラの火炎猫', color: ja['advice.sourceColor.R'] });
    expect(noFix).toContain('赤のマナ源');
    expect(text).toContain('赤のマナ源 +2（14 → 16）');
    expect(text).toContain('チャンドラの火炎猫が2ターン目に');
  });

  it('words every fix the advisor gives for this deck with its own card, counts and the sources the table shows', () => {
    const sources = advice.sources!;
    const fixes = sources.flatMap((s) => s.fixes);
    expect(fixes.length, 'a spell of this deck below 90% on curve').toBeGreaterThan(0);
    for (const f of fixes) {
      const text = fixText(en, f);
      expect(text).toContain(`+${f.to - f.from} `);
      expect(text).toContain(`${f.from} → ${f.to}`);
      expect(text).toContain(f.card);
      const spell = sources.find((s) => s.card === f.card)!;
      expect(sourcesByColor(spell).find((c) => c.color === f.color)).toEqual({
        color: f.color,
        have: f.from,
        needed: f.to,
      });
    }
  });
});

/** The deck's cards by id, as the editor holds them (cards.get of each entry). */
async function cardsOf(deck: Deck): Promise<Record<string, Card>> {
  const ids = [...new Set((deck.boards.main ?? []).flatMap((e) => (e.cardId ? [e.cardId] : [])))];
  const cards = await Promise.all(ids.map((id) => api.invoke('cards.get', { id })));
  return Object.fromEntries(cards.map((card, i): [string, Card] => [ids[i], card]));
}

describe('the sweep choices: key spells, the land and the order spells are cut', () => {
  const run = (input: object) =>
    api.invoke('advice.run', { deck: oko, lands: [25, 26], games: 300, seed: 3, workers: 0, ...input });

  it('the choices are the deck’s spells and lands by name, each once, in list order', async () => {
    const cards = await cardsOf(oko);
    const spells = spellNamesOf(oko, cards);
    expect(spells[0]).toBe('Oko, the Trickster');
    expect(spells).toHaveLength(16);
    expect(landNamesOf(oko, cards)).toEqual(['Thornwood Falls', 'Island', 'Forest']);
  });

  it('the default cut order is the advisor’s: highest mana value first, as the sweep cuts them (CR 202.3)', async () => {
    const cards = await cardsOf(oko);
    const order = cutOrderOf(oko, cards, null);
    const manaValue = new Map(Object.values(cards).map((c) => [c.name, c.manaValue]));
    expect([...order].sort()).toEqual([...spellNamesOf(oko, cards)].sort());
    for (let i = 1; i < order.length; i++)
      expect(manaValue.get(order[i - 1])!).toBeGreaterThanOrEqual(manaValue.get(order[i])!);
    const { lands } = await run({});
    const cut = changeList(lands!.sweep[1].changes).find((c) => c.count < 0)!;
    expect(cut.card).toBe(order[0]);
  });

  it('the player’s order leads; a spell since removed is dropped and one since added follows in the default order', async () => {
    const cards = await cardsOf(oko);
    const byDefault = cutOrderOf(oko, cards, null);
    const cheapestFirst = [...byDefault].reverse().slice(0, 3);
    const order = cutOrderOf(oko, cards, [...cheapestFirst, 'Lightning Bolt']);
    expect(order.slice(0, 3)).toEqual(cheapestFirst);
    expect(order.slice(3)).toEqual(byDefault.filter((name) => !cheapestFirst.includes(name)));
    expect(moved(order, 0, 1).slice(0, 3)).toEqual([cheapestFirst[1], cheapestFirst[0], cheapestFirst[2]]);
    expect(moved(order, 0, -1)).toEqual(order);
  });

  it('two key spells and a cut order reach the advisor: only those two measured, in sweep and keep rules; one more land cuts the first spell', async () => {
    const cards = await cardsOf(oko);
    const spells = spellNamesOf(oko, cards);
    const byDefault = cutOrderOf(oko, cards, null);
    const last = byDefault.at(-1)!;
    const input = sweepChoiceInput(oko, cards, {
      keySpells: [spells[3], 'Lightning Bolt', spells[1]],
      cut: [last],
      land: 'Island',
    });
    expect(input).toEqual({
      keySpells: [spells[1], spells[3]],
      spellOrder: [last, ...byDefault.slice(0, -1)],
      land: 'Island',
    });
    const { lands, keep } = await run(input);
    for (const row of lands!.sweep) expect(row.keySpells.map((k) => k.card)).toEqual([spells[1], spells[3]]);
    for (const rule of keep!) expect(rule.keySpells.map((k) => k.card)).toEqual([spells[1], spells[3]]);
    expect(changeList(lands!.sweep[1].changes)).toEqual([
      { card: 'Island', count: 1 },
      { card: last, count: -1 },
    ]);
  });

  it('a custom keep rule sits beside the presets (CR 103.5), and the keep table has a column for every hand any rule keeps', async () => {
    const { keep } = await run({ keep: '7:2-5,6:always' });
    const custom = keep!.filter((k) => isCustomKeepRule(k.policy));
    expect(custom.map((k) => k.name)).toEqual(['7:2-5,6:always']);
    expect(custom[0].keepRate.map((k) => k.handSize)).toEqual([7, 6]);
    const presets = keep!.filter((k) => !isCustomKeepRule(k.policy));
    expect(presets.length).toBeGreaterThan(0);
    const widest = Math.max(...presets.map((k) => k.keepRate.length));
    expect(widest).toBeGreaterThan(2);
    expect(keepAttempts([...custom, ...presets]).length).toBe(widest);
    expect(keepAttempts([...presets, ...custom]).length).toBe(widest);
  });

  it('no choice asks for the advisor’s defaults; "none" measures no key spell', async () => {
    const cards = await cardsOf(oko);
    expect(sweepChoiceInput(oko, cards, DEFAULT_SWEEP_CHOICES)).toEqual({});
    const none = sweepChoiceInput(oko, cards, { ...DEFAULT_SWEEP_CHOICES, keySpells: [] });
    expect(none).toEqual({ keySpells: [] });
    const { lands } = await run(none);
    expect(lands!.sweep[0].keySpells).toEqual([]);
  });
});
