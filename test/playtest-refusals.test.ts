// Every refusal the playtest reducer can give is shown in the window's language: the catalogs of both languages
// hold each code's words (renderer/lib/playtest-log.ts falls back to the engine's English message otherwise).
import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES } from '../engine/playtest/types.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

describe('playtest refusals in both languages', () => {
  it.each(REFUSAL_CODES)('%s has English and Japanese words', (code) => {
    const key = `playtest.refusal.${code}`;
    expect(Object.hasOwn(en, key) && Object.hasOwn(ja, key), key).toBe(true);
  });

  it('the catalogs name no refusal the engine does not give', () => {
    const known = new Set<string>(REFUSAL_CODES);
    const listed = Object.keys(en)
      .filter((k) => k.startsWith('playtest.refusal.'))
      .map((k) => k.slice('playtest.refusal.'.length));
    expect(listed.filter((code) => !known.has(code))).toEqual([]);
    expect(listed).toHaveLength(REFUSAL_CODES.length);
  });
});
