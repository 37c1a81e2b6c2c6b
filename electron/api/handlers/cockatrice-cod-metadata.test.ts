// A Cockatrice .cod's format, banner card and tags, as Cockatrice reads and writes them (Cockatrice/Cockatrice
// libcockatrice_deck_list deck_list.cpp: DeckList::readElement reads <format>, <bannerCard providerId="…">name
// </bannerCard> and <tags><tag/></tags>; writeMetadata writes lastLoadedTimestamp, deckname, format, bannerCard,
// comments, tags in that order). The files are shared/data's real .cod precons given the metadata Cockatrice writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createApi, type Api } from '../index.ts';
import type { Db } from '../../../db/open.ts';
import { importCardFiles } from '../../../db/import/import.ts';
import { openTempDb } from '../../../test/import-db.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const { dir, cleanup } = tempDir('decklab-cod-metadata-');
let db: Db;
let api: Api;
beforeAll(async () => {
  db = openTempDb(dir);
  await importCardFiles(db, [sharedPath('mtgjson', 'sets', 'KHM.json'), sharedPath('mtgjson', 'sets', 'KHC.json')]);
  api = createApi({ db });
});
afterAll(() => {
  db?.close();
  cleanup();
});

const realCod = (file: string) => readFileSync(sharedPath('decks', 'cockatrice-cod', file), 'utf8');

/** The real file with the metadata Cockatrice writes after <deckname>, in writeMetadata's order. */
function withMetadata(text: string, format: string, banner: string, tags: string[]): string {
  const metadata = [
    `  <format>${format}</format>`,
    `  <bannerCard providerId="">${banner}</bannerCard>`,
    '  <comments></comments>',
    `  <tags>${tags.map((t) => `<tag>${t}</tag>`).join('')}</tags>`,
  ].join('\n');
  return text.replace(/<\/deckname>\n\s*<comments><\/comments>/, `</deckname>\n${metadata}`);
}

describe('Cockatrice .cod: format, banner card and tags', () => {
  it('Azorius Control (KHM) in Standard with a banner card: the format and tags kept, the banner card said', async () => {
    const text = withMetadata(realCod('AzoriusControl_KHM.cod'), 'standard', 'Dream Trawler', ['control', 'azorius']);
    expect(text).toContain('<format>standard</format>');
    const { deck, problems } = await api.invoke('decks.import', { text, fileName: 'AzoriusControl_KHM.cod' });
    expect(deck.format).toBe('standard');
    expect(deck.tags).toEqual(['control', 'azorius']);
    expect(problems.filter((p) => p.code === 'not-kept')).toMatchObject([
      { severity: 'warning', params: { kind: 'banner-card', value: 'Dream Trawler' } },
    ]);
    // The cards read as before: 2 Dream Trawler among the main deck.
    expect(deck.boards.main?.find((e) => e.name === 'Dream Trawler')?.count).toBe(2);
  });

  it('a format Decklab does not know is said, not kept; an empty banner card (Cockatrice writes one always) is not', async () => {
    const text = withMetadata(realCod('AzoriusControl_KHM.cod'), 'Frontier', '', []);
    const { deck, problems } = await api.invoke('decks.import', { text, fileName: 'AzoriusControl_KHM.cod' });
    expect(deck.format).toBeUndefined();
    expect(deck.tags).toBeUndefined();
    expect(problems.filter((p) => p.code === 'not-kept').map((p) => p.params)).toEqual([
      { kind: 'format', value: 'Frontier' },
    ]);
  });

  it('Elven Empire (KHC) saved as a Commander deck with tags: written with <format> and <tags>, read back the same', async () => {
    const read = await api.invoke('decks.import', {
      text: realCod('ElvenEmpire_KHC.cod'),
      fileName: 'ElvenEmpire_KHC.cod',
    });
    const deck = { ...read.deck, format: 'commander', tags: ['elves', 'precon'] };
    const { text } = await api.invoke('decks.export', { deck, format: 'cockatrice' });
    expect(text).toMatch(/<deckname>Elven Empire<\/deckname>\n\s*<format>commander<\/format>/);
    expect(text).toContain('<tag>elves</tag>');
    const back = await api.invoke('decks.import', { text, fileName: 'Elven Empire.cod' });
    expect([back.deck.format, back.deck.tags]).toEqual(['commander', ['elves', 'precon']]);
    const cards = (boards: typeof deck.boards) => boards.main?.map((e) => [e.cardId, e.count, e.printing]);
    expect(cards(back.deck.boards)).toEqual(cards(read.deck.boards));
  });
});
