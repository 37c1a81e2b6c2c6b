import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createApi, type Api } from '../index.ts';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { anyString, stringContaining } from '../../../test/matchers.ts';

let api: Api;
let cleanup: () => void;
beforeAll(() => {
  const built = buildDeckTestDb(['AFC', 'AFR']);
  cleanup = built.cleanup;
  api = createApi({ db: built.db });
});
afterAll(() => cleanup());

const auraFile = 'cmd__afc__Aura of Courage.txt';
const auraBytes = () => readFileSync(sharedPath('decks', 'plain-taw', auraFile));

describe('decks.* through the API', () => {
  it('imports bytes: resolved deck, detected format, the Display Commander line reported; nothing saved', async () => {
    const r = await api.invoke('decks.import', { bytes: auraBytes(), fileName: auraFile });
    expect(r.format).toBe('text');
    expect(r.deck.boards.commander).toMatchObject([{ name: 'Galea, Kindler of Hope', cardId: anyString() }]);
    expect(r.deck.boards.main!.find((e) => e.name.startsWith('Realm-Cloaked Giant'))!.name).toBe(
      'Realm-Cloaked Giant // Cast Off',
    );
    expect(r.problems.map((p) => p.code)).toContain('not-playable-section');
    expect(await api.invoke('decks.list', {})).toEqual([]);
  });

  it('saves, versions, diffs, restores, exports and deletes', async () => {
    const { deck } = await api.invoke('decks.import', {
      text: readFileSync(sharedPath('decks', 'forge-dck', 'Aura of Courage [AFC] [2021].dck'), 'utf8'),
    });
    const v1 = await api.invoke('decks.save', { deck: { ...deck, format: 'commander' }, message: 'imported' });
    const sol = deck.boards.main!.findIndex((e) => e.name === 'Sol Ring');
    const without = {
      ...deck,
      format: 'commander',
      boards: { ...deck.boards, main: deck.boards.main!.filter((_, i) => i !== sol) },
    };
    const v2 = await api.invoke('decks.save', { id: v1.id, deck: without, message: 'no Sol Ring' });
    expect(v2.version).toBe(2);
    expect((await api.invoke('decks.versions', { id: v1.id })).map((v) => v.message)).toEqual([
      'imported',
      'no Sol Ring',
    ]);
    const { diff } = await api.invoke('decks.diff', { id: v1.id, from: 1 });
    expect(diff.boards).toMatchObject([
      { board: 'main', removed: [{ name: 'Sol Ring', from: 1, to: 0 }], cardsRemoved: 1 },
    ]);
    expect((await api.invoke('decks.restore', { id: v1.id, version: 1 })).version).toBe(3);
    const arena = await api.invoke('decks.export', { id: v1.id, format: 'arena' });
    expect(arena.text).toMatch(/^Commander\n1 Galea, Kindler of Hope \(AFC\) \d+$/m);
    expect(arena.text).toContain('\n1 Sol Ring (');
    expect(await api.invoke('decks.delete', { id: v1.id })).toEqual({ deleted: v1.id });
    await expect(api.invoke('decks.get', { id: v1.id })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('marks a deck built and back without saving a version: the cards and the history stay as they were', async () => {
    const { deck } = await api.invoke('decks.import', { bytes: auraBytes(), fileName: auraFile });
    const saved = await api.invoke('decks.save', { deck: { ...deck, format: 'commander' }, message: 'imported' });
    expect(saved.built).toBe(false);
    expect(await api.invoke('decks.setBuilt', { id: saved.id, built: true })).toMatchObject({
      id: saved.id,
      built: true,
      updatedAt: saved.updatedAt,
    });
    const marked = await api.invoke('decks.get', { id: saved.id });
    expect(marked).toMatchObject({ built: true, version: 1, message: 'imported' });
    expect(marked.deck).toEqual(saved.deck);
    expect((await api.invoke('decks.list', {})).find((d) => d.id === saved.id)).toMatchObject({
      built: true,
      version: 1,
    });
    expect(await api.invoke('decks.setBuilt', { id: saved.id, built: false })).toMatchObject({ built: false });
    expect(await api.invoke('decks.versions', { id: saved.id })).toHaveLength(1);
    await api.invoke('decks.delete', { id: saved.id });
    await expect(api.invoke('decks.setBuilt', { id: saved.id, built: true })).rejects.toMatchObject({
      code: 'not-found',
      message: `no deck with id ${saved.id}`,
    });
  });

  it('files a deck in a folder and out of it without saving a version; a folder name is trimmed, bounded, and empty is none', async () => {
    const { deck } = await api.invoke('decks.import', { bytes: auraBytes(), fileName: auraFile });
    const saved = await api.invoke('decks.save', { deck: { ...deck, format: 'commander' }, message: 'imported' });
    expect(saved.folder).toBeNull();
    expect(await api.invoke('decks.setFolder', { id: saved.id, folder: '  Commander precons ' })).toMatchObject({
      id: saved.id,
      folder: 'Commander precons',
      updatedAt: saved.updatedAt,
    });
    expect((await api.invoke('decks.list', {})).find((d) => d.id === saved.id)).toMatchObject({
      folder: 'Commander precons',
      version: 1,
    });
    // A new version keeps the folder: it belongs to the deck, not to a version.
    await api.invoke('decks.save', { id: saved.id, deck: { ...deck, format: 'commander' }, message: 'again' });
    expect(await api.invoke('decks.get', { id: saved.id })).toMatchObject({ folder: 'Commander precons', version: 2 });
    await expect(api.invoke('decks.setFolder', { id: saved.id, folder: 'x'.repeat(101) })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect(await api.invoke('decks.setFolder', { id: saved.id, folder: '   ' })).toMatchObject({ folder: null });
    await api.invoke('decks.setFolder', { id: saved.id, folder: '統率者' });
    expect(await api.invoke('decks.setFolder', { id: saved.id, folder: null })).toMatchObject({ folder: null });
    await api.invoke('decks.delete', { id: saved.id });
    await expect(api.invoke('decks.setFolder', { id: saved.id, folder: 'Gone' })).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('exports every saved deck as a file: in subfolders by folder, a second of one name numbered, each as decks.export writes it', async () => {
    const { deck } = await api.invoke('decks.import', { bytes: auraBytes(), fileName: auraFile });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await api.invoke('decks.save', { deck: { ...deck, format: 'commander' } })).id);
    await api.invoke('decks.setFolder', { id: ids[2], folder: 'Precons: AFC' });
    const files = await api.invoke('decks.exportAll', { format: 'mtgo-dek' });
    const mine = files.filter((f) => ids.includes(f.deckId));
    expect(mine.map((f) => f.path).sort()).toEqual([
      'Aura of Courage (2).dek',
      'Aura of Courage.dek',
      'Precons_ AFC/Aura of Courage.dek',
    ]);
    const written = await api.invoke('decks.export', { id: ids[0], format: 'mtgo-dek' });
    expect(mine.find((f) => f.deckId === ids[0])!.text).toBe(written.text);
    await expect(api.invoke('decks.exportAll', { format: 'dm' })).rejects.toMatchObject({ code: 'invalid-input' });
    for (const id of ids) await api.invoke('decks.delete', { id });
  });

  it('an Archidekt paste keeps its categories as tags, its commander, foil and printings, through save and load', async () => {
    const text = [
      '1x Galea, Kindler of Hope (afc) 1 *F* [Commander{top}]',
      '1x Sol Ring (afc) 215 [Ramp,Artifact]',
      '1x Arcane Signet (afc) 197 [Maybeboard{noDeck}{noPrice},Ramp]',
    ].join('\n');
    const { deck, problems } = await api.invoke('decks.import', { text });
    expect(problems).toEqual([]);
    const saved = await api.invoke('decks.save', {
      deck: { ...deck, name: 'Archidekt paste', format: 'commander' },
      message: 'pasted',
    });
    const loaded = (await api.invoke('decks.get', { id: saved.id })).deck;
    expect(loaded.boards.commander).toMatchObject([
      {
        name: 'Galea, Kindler of Hope',
        cardId: anyString(),
        printing: { set: 'AFC', collectorNumber: '1', foil: true, id: anyString() },
      },
    ]);
    expect(loaded.boards.main).toMatchObject([
      { name: 'Sol Ring', tags: ['Ramp', 'Artifact'], printing: { set: 'AFC', collectorNumber: '215' } },
    ]);
    expect(loaded.boards.maybe).toMatchObject([{ name: 'Arcane Signet', tags: ['Ramp'] }]);
    await api.invoke('decks.delete', { id: saved.id });
  });

  it('a Moxfield etched foil ("*E*") stays etched through save and load, and its text export says so', async () => {
    const { deck } = await api.invoke('decks.import', {
      text: '1 Sol Ring (AFC) 215 *E*\n1 Arcane Signet (AFC) 197 *F*',
    });
    const saved = await api.invoke('decks.save', { deck: { ...deck, name: 'Etched and foil' } });
    const loaded = (await api.invoke('decks.get', { id: saved.id })).deck;
    expect(loaded.boards.main!.map((e) => [e.name, e.printing?.foil, e.printing?.etched])).toEqual([
      ['Sol Ring', true, true],
      ['Arcane Signet', true, undefined],
    ]);
    const { text } = await api.invoke('decks.export', { id: saved.id, format: 'text' });
    expect(text).toContain('1 Sol Ring [AFC:215] [etched]');
    expect(text).toContain('1 Arcane Signet [AFC:197] [foil]');
    await api.invoke('decks.delete', { id: saved.id });
  });

  it('writes Japanese names in plain text and Duel Masters lists, English where the data has none; both read back alike', async () => {
    const { deck } = await api.invoke('decks.import', { bytes: auraBytes(), fileName: auraFile });
    // "+2 Mace" has no Japanese name in this card data.
    const mace = (await api.invoke('decks.import', { text: '1 +2 Mace' })).deck.boards.main![0];
    const withMace = { ...deck, boards: { ...deck.boards, main: [...deck.boards.main!, mace] } };
    const japanese = await api.invoke('decks.export', { deck: withMace, format: 'text', names: 'ja' });
    const galea = await api.invoke('cards.get', { name: 'Galea, Kindler of Hope' });
    expect(galea.localizedNames.ja).toBeTruthy();
    expect(japanese.text).toContain(`1 ${galea.localizedNames.ja} [AFC:1]`);
    expect(japanese.text).not.toContain('Galea');
    expect(japanese.notices).toMatchObject([
      { code: 'names-untranslated', cards: 1, message: stringContaining('+2 Mace') },
    ]);
    const entries = (d: typeof deck) =>
      Object.entries(d.boards).flatMap(([board, es]) => es.map((e) => [board, e.name, e.count, e.cardId]));
    const back = await api.invoke('decks.import', { text: japanese.text });
    expect(back.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(entries(back.deck).sort()).toEqual(entries(withMace).sort());
    await expect(api.invoke('decks.export', { deck, format: 'arena', names: 'ja' })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });

  it("rejects bad input with the schema's reasons", async () => {
    await expect(api.invoke('decks.import', {})).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(
      api.invoke('decks.save', { deck: { game: 'mtg', name: 'x', boards: { main: [{ name: 'Opt', count: 0 }] } } }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(api.invoke('decks.export', { id: 1, format: 'mwdeck' as never })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(
      api.invoke('decks.save', { deck: { game: 'mtg', name: 'x', boards: {} }, poolId: 42 }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
  });
});
