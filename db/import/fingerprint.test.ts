import { describe, expect, it } from 'vitest';
import { jsonFingerprint, textFingerprint } from './fingerprint.ts';
import { scryfallRepeatKey } from '../../engine/cards/from-scryfall.ts';
import { scryfallCardObjects } from '../../test/real-cards.ts';

/** How many distinct values `key` gives the items, and how many distinct fingerprints. */
function distinct<T>(items: readonly T[], key: (item: T) => string, fingerprint: (item: T) => number): [number, number] {
  return [new Set(items.map(key)).size, new Set(items.map(fingerprint)).size];
}

describe('fingerprints', () => {
  const objects = scryfallCardObjects().map((o) => o.object);

  it('tell apart exactly the real Scryfall repeat keys that differ as JSON', () => {
    const keys = objects.map((o) => scryfallRepeatKey(o)?.key).filter((k) => k !== undefined);
    expect(keys.length).toBeGreaterThan(2000);
    const [json, fingerprints] = distinct(keys, (k) => JSON.stringify(k), jsonFingerprint);
    expect(json).toBeGreaterThan(1000);
    expect(fingerprints).toBe(json);
    // The same JSON read twice gives the same fingerprint.
    for (const key of keys.slice(0, 200)) expect(jsonFingerprint(JSON.parse(JSON.stringify(key)))).toBe(jsonFingerprint(key));
  });

  it('tell apart every real card object and every printing id', () => {
    expect(new Set(objects.map((o) => jsonFingerprint(o))).size).toBe(new Set(objects.map((o) => JSON.stringify(o))).size);
    const ids = objects.map((o) => String(o.id));
    expect(new Set(ids.map(textFingerprint)).size).toBe(new Set(ids).size);
  });

  it('see a value as JSON.stringify writes it', () => {
    expect(jsonFingerprint({ a: 1, b: undefined })).toBe(jsonFingerprint({ a: 1 }));
    expect(jsonFingerprint([undefined])).toBe(jsonFingerprint([null]));
    expect(jsonFingerprint({ a: 1, b: 2 })).not.toBe(jsonFingerprint({ b: 2, a: 1 }));
    expect(jsonFingerprint(['ab', 'c'])).not.toBe(jsonFingerprint(['a', 'bc']));
    expect(jsonFingerprint([1])).not.toBe(jsonFingerprint(['1']));
    expect(jsonFingerprint([[]])).not.toBe(jsonFingerprint([{}]));
    expect(jsonFingerprint({ a: [] })).not.toBe(jsonFingerprint({ a: [null] }));
    expect(jsonFingerprint(true)).not.toBe(jsonFingerprint(false));
  });

  it('are never 0 and fit in 52 bits', () => {
    for (const text of ['', 'a', 'Æther Vial', '\u0000'.repeat(7)]) {
      const f = textFingerprint(text);
      expect(f).toBeGreaterThan(0);
      expect(f).toBeLessThanOrEqual(2 ** 52);
      expect(Number.isInteger(f)).toBe(true);
    }
  });
});
