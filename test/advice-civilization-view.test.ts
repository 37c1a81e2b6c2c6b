// What the Advice tab words for a Duel Masters deck (renderer/lib/advice.ts): each fix of a real advice.run
// answer (the Latepate64 card data in a real SQLite file) as a sentence in English and Japanese, the
// civilizations named through the catalog, and the progress of the civilization phase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../electron/api/index.ts';
import type { InvokeOutput } from '../protocol/bridge.ts';
import { fixSentence, progressShown, sourceNameKey, sourcesByColor } from '../renderer/lib/advice.ts';
import { en, type Catalog } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';
import { buildDeckTestDb } from './deck-cards-db.ts';
import { dmDeckList, dmScarceNatureDeck } from './goldfish-fixtures.ts';

let advice: InvokeOutput<'advice.run'>;
let cleanup: () => void;
beforeAll(async () => {
  const built = buildDeckTestDb([], { duelMasters: true });
  cleanup = built.cleanup;
  const api = createApi({ db: built.db });
  const { deck } = await api.invoke('decks.import', { text: dmDeckList(dmScarceNatureDeck()) });
  advice = await api.invoke('advice.run', { deck, games: 4_000, seed: 1, workers: 0 });
});
afterAll(() => cleanup());

/** The sentence as tn() words it: the catalog's .one or .other form, placeholders filled. */
function fixText(catalog: Catalog, fix: Parameters<typeof fixSentence>[0]): string {
  const { base, count, colorKey, params } = fixSentence(fix);
  const text = catalog[`${base}.${count === 1 ? 'one' : 'other'}`];
  const values: Record<string, string | number> = { ...params, count, color: catalog[colorKey] };
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

describe('the Advice tab’s words for a Duel Masters deck', () => {
  it('words every fix as cards of a civilization: “+n nature cards: from → to reaches 90% for X on turn t”', () => {
    const fixes = advice.sources!.flatMap((s) => s.fixes);
    expect(fixes.length, 'nature cards below 90% on curve').toBeGreaterThan(0);
    for (const f of fixes) {
      const n = f.to - f.from;
      expect(fixText(en, f)).toBe(
        `+${n} nature card${n === 1 ? '' : 's'}: ${f.from} → ${f.to} reaches 90% for ${f.card} on turn ${f.turn}`,
      );
      const japanese = fixText(ja, f);
      for (const part of ['自然のカード', `+${n}`, `${f.from} → ${f.to}`, '90%', f.card, `${f.turn}ターン目`])
        expect(japanese).toContain(part);
    }
  });

  it('names each civilization of the table through the catalog, in both languages (DM 106.1)', () => {
    const named = advice.sources!.flatMap((s) => sourcesByColor(s).map((c) => sourceNameKey(c.color)));
    expect(new Set(named)).toEqual(new Set(['advice.sourceCivilization.fire', 'advice.sourceCivilization.nature']));
    expect(named.map((key) => ja[key])).toEqual(named.map((key) => (key.endsWith('fire') ? '火' : '自然')));
    expect(sourceNameKey('G')).toBe('advice.sourceColor.G');
  });

  it('shows the civilization phase’s games with no share (its search stops once settled)', () => {
    const shown = progressShown({ phase: 'sources', done: 2_000, total: 9_000 }, 'dm');
    expect(shown).toEqual({ share: null, words: { key: 'advice.progressCivilizations', params: { done: 2_000 } } });
    expect(progressShown({ phase: 'deck', done: 2_000, total: 4_000 }, 'dm').share).toBe(0.5);
  });
});
