// Values in range or refused: a deck given to the API holds counts a deck list could hold (1 to MAX_CARD_COUNT),
// so no stored deck makes a later read, export or goldfish run fail. Through the real API over a real SQLite file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApi, type Api } from '../index.ts';
import { ApiError } from '../define.ts';
import { openDatabase, type Db } from '../../../db/open.ts';
import { readDeckList } from '../../../engine/decks/lists/index.ts';
import { MAX_CARD_COUNT } from '../../../engine/decks/lists/deck-building.ts';
import { MAX_DECK_NAME_LENGTH, MAX_DECK_NOTES_LENGTH } from '../../../engine/decks/saved-limits.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

let work: ReturnType<typeof tempDir>;
let db: Db;
let api: Api;
beforeAll(() => {
  work = tempDir();
  db = openDatabase(join(work.dir, 'decks.sqlite'));
  api = createApi({ db });
});
afterAll(() => {
  db.close();
  work.cleanup();
});

const realDeck = () =>
  readDeckList(readFileSync(sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt'))).deck;

describe('deck counts in range', () => {
  it(`a deck with a count over ${MAX_CARD_COUNT} is refused as invalid input and nothing is saved`, async () => {
    const deck = realDeck();
    deck.boards.main![0].count = 9e15;
    const before = (await api.invoke('decks.list', {})).length;
    const error = await api.invoke('decks.save', { deck }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid-input');
    expect((await api.invoke('decks.list', {})).length).toBe(before);
  });

  it(`a count of ${MAX_CARD_COUNT} is saved and exported`, async () => {
    const deck = realDeck();
    deck.boards.main![0].count = MAX_CARD_COUNT;
    const saved = await api.invoke('decks.save', { deck });
    const { text } = await api.invoke('decks.export', { id: saved.id, format: 'text' });
    expect(text).toContain(`${MAX_CARD_COUNT} ${deck.boards.main![0].name}`);
  });
});

describe('deck name and notes in bounds', () => {
  const refusal = (deck: ReturnType<typeof realDeck>) =>
    api.invoke('decks.save', { deck }).then(
      () => undefined,
      (e: unknown) => e as ApiError,
    );

  it(`a name over ${MAX_DECK_NAME_LENGTH} characters or notes over ${MAX_DECK_NOTES_LENGTH} are refused, naming the field, and nothing is saved`, async () => {
    const before = (await api.invoke('decks.list', {})).length;
    const named = await refusal({ ...realDeck(), name: 'B'.repeat(MAX_DECK_NAME_LENGTH + 1) });
    expect(named).toBeInstanceOf(ApiError);
    expect(named!.code).toBe('invalid-input');
    expect(named!.message).toContain('deck.name');
    expect(named!.message).toContain(String(MAX_DECK_NAME_LENGTH));
    const noted = await refusal({ ...realDeck(), notes: 'x'.repeat(MAX_DECK_NOTES_LENGTH + 1) });
    expect(noted!.code).toBe('invalid-input');
    expect(noted!.message).toContain('deck.notes');
    expect((await api.invoke('decks.list', {})).length).toBe(before);
  });

  it('a name and notes at the bounds are saved whole', async () => {
    const deck = { ...realDeck(), name: 'B'.repeat(MAX_DECK_NAME_LENGTH), notes: 'x'.repeat(MAX_DECK_NOTES_LENGTH) };
    const saved = await api.invoke('decks.save', { deck });
    const stored = await api.invoke('decks.get', { id: saved.id });
    expect(stored.deck.name).toBe(deck.name);
    expect(stored.deck.notes).toBe(deck.notes);
  });
});

describe('a folder import fits a long name and notes to what a saved deck keeps', () => {
  const basriCod = () => readFileSync(sharedPath('decks/cockatrice-cod/BasriDevotedPaladin_M21.cod'), 'utf8');
  /** 199 units, then an emoji (two units) that a cut at 200 would split. */
  const longStem = `${'デッキ'.repeat(66)}x🃏 and the rest of a long file name`;

  it('a deck named after a file name over the bound is saved under its first characters, with a warning, and read as saved when imported again', async () => {
    const nameless = basriCod().replace(/<deckname>[^<]*<\/deckname>/, '<deckname></deckname>');
    const files = [{ fileName: `${longStem}.cod`, bytes: new TextEncoder().encode(nameless) }];
    const { decks, skipped } = await api.invoke('decks.importMany', { files, save: true });
    expect(skipped).toEqual([]);
    expect(decks[0].name).toBe(`${'デッキ'.repeat(66)}x`);
    const warning = decks[0].problems.find((p) => p.code === 'name-shortened');
    expect(warning).toMatchObject({
      severity: 'warning',
      line: 0,
      params: { length: String(longStem.length), max: '200' },
    });
    expect((await api.invoke('decks.get', { id: decks[0].id })).deck.name).toBe(decks[0].name);

    const again = await api.invoke('decks.importMany', { files, save: true });
    expect(again.decks).toEqual([]);
    expect(again.skipped.map((s) => s.reason.code)).toEqual(['deck.already-saved']);
  });

  it(`notes over ${MAX_DECK_NOTES_LENGTH} characters are cut to them, with a warning, and the deck saved`, async () => {
    const comments = `Basri's plan. ${'Attack with knights. '.repeat(1000)}`;
    const noted = basriCod().replace(/<comments>[^<]*<\/comments>/, `<comments>${comments}</comments>`);
    const files = [{ fileName: 'BasriDevotedPaladin_M21.cod', bytes: new TextEncoder().encode(noted) }];
    const { decks } = await api.invoke('decks.importMany', { files, save: true });
    expect(decks[0].problems.map((p) => p.code)).toContain('notes-shortened');
    const stored = await api.invoke('decks.get', { id: decks[0].id });
    expect(stored.deck.notes).toBe(comments.slice(0, MAX_DECK_NOTES_LENGTH).trimEnd());
    expect(stored.deck.name).toBe('Basri, Devoted Paladin');
  });
});
