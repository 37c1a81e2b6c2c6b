// decks.legality: saved decks' legality as the deck list marks them, on real decklists saved to a real SQLite file —
// a Commander precon and a planeswalker deck each in its own format, the planeswalker deck again as a Commander deck
// it is not, a deck with no format, and a Limited deck with and without the pool it was built from (CR 100.2b). Each
// answer is what decks.validateAll says of the stored deck; a deck deleted meanwhile is left out; too many ids are
// refused before any is checked.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../index.ts';
import { ApiError } from '../../../protocol/errors.ts';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { MAX_LEGALITY_DECKS } from './validation.ts';

let api: Api;
let cleanup: () => void;
beforeAll(() => {
  const built = buildDeckTestDb(['C21', 'STX', 'ELD']);
  api = createApi({ db: built.db });
  cleanup = built.cleanup;
});
afterAll(() => cleanup());

async function saved(file: string, format: string, poolId?: number) {
  const text = readFileSync(sharedPath('decks', 'plain-taw', file), 'utf8');
  const { deck } = await api.invoke('decks.import', { text });
  const stored = await api.invoke('decks.save', { deck: { ...deck, format }, poolId });
  return stored;
}

describe('decks.legality', () => {
  it("answers each saved deck's own format and the formats it is legal in, as decks.validateAll does", async () => {
    const lorehold = await saved('cmd__c21__Lorehold Legacies.txt', 'commander');
    const stompy = await saved('pw__eld__Oko, the Trickster.txt', 'pioneer');
    const stompyAsCommander = await saved('pw__eld__Oko, the Trickster.txt', 'commander');
    const noFormat = await saved('pw__eld__Oko, the Trickster.txt', '');
    const answer = await api.invoke('decks.legality', {
      ids: [lorehold.id, stompy.id, stompyAsCommander.id, noFormat.id, stompy.id],
    });
    expect(answer.map((a) => [a.id, a.version, a.legal])).toEqual([
      [lorehold.id, 1, true],
      [stompy.id, 1, true],
      [stompyAsCommander.id, 1, false],
      [noFormat.id, 1, null],
    ]);
    for (const a of answer) {
      const { deck } = await api.invoke('decks.get', { id: a.id });
      const all = await api.invoke('decks.validateAll', { deck });
      expect(a.legalIn).toEqual(all.formats.filter((f) => f.legal).map((f) => f.format));
    }
    expect(answer[0].legalIn).toContain('commander');
    expect(answer[1].legalIn).toEqual(['pioneer', 'explorer', 'modern', 'legacy', 'vintage', 'historic']);
    expect(answer[1].legalIn).not.toContain('commander');
  });

  it('checks a Limited deck against its stored pool, and leaves it unjudged without one (CR 100.2b)', async () => {
    const text = readFileSync(sharedPath('decks', 'plain-taw', 'pw__eld__Oko, the Trickster.txt'), 'utf8');
    const { pool } = await api.invoke('pools.create', { name: 'Oko pool', kind: 'sealed', text });
    const withPool = await saved('pw__eld__Oko, the Trickster.txt', 'limited', pool.id);
    const withoutPool = await saved('pw__eld__Oko, the Trickster.txt', 'limited');
    const answer = await api.invoke('decks.legality', { ids: [withPool.id, withoutPool.id] });
    const { deck } = await api.invoke('decks.get', { id: withPool.id });
    const checked = await api.invoke('decks.validate', { deck, format: 'limited', poolId: pool.id });
    // Built from the very list it was opened from: legal in Limited, as decks.validate says.
    expect(checked.legal).toBe(true);
    expect(answer.map((a) => a.legal)).toEqual([true, null]);
    expect(answer[0].legalIn).toContain('limited');
    expect(answer[1].legalIn).not.toContain('limited');
  });

  it('leaves out a deck deleted meanwhile, answers the latest version, and refuses more ids than it takes', async () => {
    const kept = await saved('pw__eld__Oko, the Trickster.txt', 'pioneer');
    const gone = await saved('pw__eld__Oko, the Trickster.txt', 'pioneer');
    await api.invoke('decks.delete', { id: gone.id });
    const { deck } = await api.invoke('decks.get', { id: kept.id });
    await api.invoke('decks.save', { id: kept.id, deck: { ...deck, format: 'standard' } });
    const answer = await api.invoke('decks.legality', { ids: [gone.id, kept.id] });
    expect(answer.map((a) => [a.id, a.version, a.legal])).toEqual([[kept.id, 2, false]]);
    const tooMany = Array.from({ length: MAX_LEGALITY_DECKS + 1 }, (_, i) => i + 1);
    const refused = await api.invoke('decks.legality', { ids: tooMany }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'invalid-input' });
    await expect(api.invoke('decks.legality', { ids: [] })).rejects.toMatchObject({ code: 'invalid-input' });
  });
});
