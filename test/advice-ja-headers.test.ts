// The Advice tab's Japanese column headers that carry a condition ("given a copy and enough lands"): read as one
// sentence, they say where the copy is (in hand, as Karsten's on-curve figure assumes) and join the condition to
// the figure with 「ときに」, rather than run two bare clauses together (「1枚あり土地が足りるとき…」).
import { describe, expect, it } from 'vitest';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const CONDITIONAL_HEADERS = ['advice.onCurveGivenLands', 'advice.onCurveGivenCharges'] as const;

describe('the Advice tab’s conditional headers in Japanese', () => {
  it.each(CONDITIONAL_HEADERS)('%s names the hand and joins its condition with ときに', (key) => {
    expect(en[key]).toContain('given a copy');
    expect(ja[key]).toMatch(/^手札に1枚あり.+ときに.+確率$/u);
  });

  it('the Magic header adds the lands to the copy with も, as the English adds them with “and”', () => {
    expect(ja['advice.onCurveGivenLands']).toContain('土地も足りる');
  });
});
