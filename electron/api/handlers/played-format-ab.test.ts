// The lab's A/B (advice.compare) plays its two decks in the first one's format, guessed or none, never a guess of the
// second's own: the two share the first one's game start, and the second's sideboard is read as that format reads it.
// Through the real API on a real SQLite card database: the real C21 precon Lorehold Legacies with Lurrus of the
// Dream-Den as its companion, written as an MTGO .dek (Osgir and Lurrus in the sideboard) and read back with no
// format, as the editor holds a list whose format was never chosen, and a version of it with a Mountain more (100 and
// Osgir: no Commander variant's size, CR 903.5a, so its list alone makes no format).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../index.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { buildDeckTestDb, LOREHOLD_AND_FAERIE_SETS } from '../../../test/deck-cards-db.ts';
import { loreholdDeksWithNoFormat } from '../../../test/lorehold-dek.ts';
import { createApi } from '../index.ts';

const OSGIR_ON_CURVE = 'onCurve:Osgir, the Reconstructor';

let api: Api;
let cleanup: () => void;
let dek: Deck;
let oneMountainMore: Deck;

beforeAll(async () => {
  const built = buildDeckTestDb(LOREHOLD_AND_FAERIE_SETS);
  ({ cleanup } = built);
  api = createApi({ db: built.db });
  ({ dek, oneMountainMore } = await loreholdDeksWithNoFormat(api));
});
afterAll(() => cleanup());

const compare = (a: Deck, b: Deck) =>
  api.invoke('advice.compare', { a: { deck: a }, b: { deck: b }, games: 400, seed: 5, workers: 0 });
const osgirOnCurve = (result: Awaited<ReturnType<typeof compare>>) =>
  result.comparison?.figures.find((f) => f.figure === OSGIR_ON_CURVE);

describe('advice.compare with a first deck whose format was guessed', () => {
  it('CR 903.3, 903.8: the version with a Mountain more casts Osgir from the command zone, as the .dek guessed Commander does', async () => {
    const result = await compare(dek, oneMountainMore);
    // The second deck's Osgir is read from its sideboard as its commander, so both decks can cast it on curve.
    expect(osgirOnCurve(result)?.b.value).toBeGreaterThan(0);
    expect(osgirOnCurve(result)?.a.value).toBeGreaterThan(0);
    expect(result.format).toEqual({ id: 'commander', guessed: true, guessedFrom: 'sideboard' });
  });

  it('a first deck with no format plays the second in none: the .dek keeps Osgir in its sideboard', async () => {
    const result = await compare(oneMountainMore, dek);
    expect(osgirOnCurve(result)).toBeUndefined();
    expect(result.format).toBeNull();
  });
});
