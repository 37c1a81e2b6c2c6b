// A deck's problems name their cards in both languages (renderer/lib/problems.ts on what the real API answers over
// real cards): a companion's broken condition, two companions, a colorless commander's mixed basic lands.
// The window's settings are a plain object here (the app's hold Svelte state).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../electron/api/index.ts';
import { createApi } from '../electron/api/index.ts';
import { buildDeckTestDb } from './deck-cards-db.ts';
import type { Problem } from '../engine/formats/types.ts';

vi.mock('../renderer/lib/settings.svelte.ts', () => ({ settings: { locale: 'en' } }));
const { settings } = await import('../renderer/lib/settings.svelte.ts');
const { problemText } = await import('../renderer/lib/problems.ts');

let api: Api;
let cleanup: () => void;
beforeAll(() => {
  const built = buildDeckTestDb(['C21', 'M21', 'IKO', 'WAR']);
  api = createApi({ db: built.db });
  cleanup = built.cleanup;
});
afterAll(() => cleanup());
beforeEach(() => {
  settings.locale = 'en';
});

async function problemOf(text: string, format: string, code: string): Promise<Problem> {
  const { deck } = await api.invoke('decks.import', { text });
  const { problems } = await api.invoke('decks.validate', { deck, format });
  const found = problems.find((p) => p.code === code);
  if (!found) throw new Error(`no ${code} among ${problems.map((p) => p.code).join(', ')}`);
  return found;
}

/** The Japanese name the card data holds for a card, as the deck editor shows it. */
async function jaName(name: string): Promise<string> {
  const card = await api.invoke('cards.get', { name });
  if (!card.localizedNames.ja) throw new Error(`the data has no Japanese name for ${name}`);
  return card.localizedNames.ja;
}

async function inJapanese(problem: Problem, format: string): Promise<string> {
  settings.locale = 'ja';
  const names = new Map<string, string>();
  for (const name of problem.cards) names.set(name, await jaName(name));
  return problemText(problem, { locale: 'ja', format, cardName: (name) => names.get(name) ?? name });
}

describe('CR 702.139a: companions', () => {
  it("a broken condition names the companion and the cards that break it (Lurrus: Osgir's mana value is 4)", async () => {
    const problem = await problemOf(
      'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n1 Sol Ring\n1 Osgir, the Reconstructor\n58 Plains',
      'vintage',
      'companion.condition',
    );
    expect(problem.cards).toEqual(['Lurrus of the Dream-Den', 'Osgir, the Reconstructor']);
    expect(problem.message).toContain('not met by Osgir, the Reconstructor');
    expect(await inJapanese(problem, 'vintage')).toBe(
      `${await jaName('Lurrus of the Dream-Den')} の相棒の条件を満たしていないカード: ${await jaName('Osgir, the Reconstructor')}`,
    );
  });

  it('CR 103.2b: two companions are named in both languages', async () => {
    const problem = await problemOf(
      'Companion\n1 Lurrus of the Dream-Den\n1 Kaheera, the Orphanguard\n\nDeck\n60 Plains',
      'vintage',
      'companion.too-many',
    );
    expect(problem.message).toBe('At most one companion, not 2: Lurrus of the Dream-Den and Kaheera, the Orphanguard');
    expect(await inJapanese(problem, 'vintage')).toBe(
      `相棒は 1 枚までです（2 枚あります: ${await jaName('Lurrus of the Dream-Den')}、${await jaName('Kaheera, the Orphanguard')}）`,
    );
  });
});

it('CR 903.12e: with a colorless commander, the basic lands of more than one type are named (Karn, the Great Creator in Brawl)', async () => {
  const problem = await problemOf(
    'Commander\n1 Karn, the Great Creator\n\nDeck\n30 Island\n29 Mountain',
    'brawl',
    'commander.colorless-basics',
  );
  expect(problem.cards).toEqual(['Island', 'Mountain']);
  expect(await inJapanese(problem, 'brawl')).toBe(
    `無色の統率者では、基本土地をすべて同じ基本土地タイプにしてください: ${await jaName('Island')}、${await jaName('Mountain')}`,
  );
});
