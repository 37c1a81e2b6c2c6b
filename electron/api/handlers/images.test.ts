// images.source and images.settings through the real API, on card data imported from real Scryfall, MTGJSON and
// Duel Masters files. Expected addresses come from the files themselves, or from Scryfall's documented image
// file pattern (https://scryfall.com/docs/api/images) written out here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createApi, type Api } from '../index.ts';
import { openDatabase, type Db } from '../../../db/open.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { mtgjsonSet, scryfallObjectsIn } from '../../../test/real-cards.ts';
import { DEFAULT_IMAGE_SETTINGS, IMAGE_CACHE_CAP } from '../../../protocol/images.ts';
import { ApiError } from '../define.ts';
import { writeSetting } from '../../../db/settings.ts';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';

const { dir, cleanup } = tempDir();
const file = join(dir, 'images.sqlite');
let db: Db;
let api: Api;

const SCRYFALL_FILE = 'scooze/test_cards.jsonl';
const DM_CSV = sharedPath('duelmasters/Ravenite0-All_Cards.csv');

beforeAll(async () => {
  db = openDatabase(file);
  api = createApi({ db });
  await api.invoke('data.import', {
    files: [
      // The newer set first: a card's default printing is its newest, not the last imported.
      sharedPath('mtgjson/sets/M20.json'),
      sharedPath('mtgjson/sets/10E.json'),
      sharedPath('mtgjson/sets/KHM.json'),
      sharedPath('scryfall', SCRYFALL_FILE),
      DM_CSV,
    ],
  });
});
afterAll(() => {
  db.close();
  cleanup();
});

/** Scryfall's pattern: https://cards.scryfall.io/<size>/<face>/<id[0]>/<id[1]>/<id>.jpg */
const scryfallPattern = (id: string, face: string, size: string) =>
  `https://cards.scryfall.io/${size}/${face}/${id[0]}/${id[1]}/${id}.jpg`;

type ImageUris = Record<'small' | 'normal' | 'large', string>;

describe('images.source', () => {
  it('a Scryfall printing: the addresses Scryfall gives for each size, and the back of a double-faced card', async () => {
    const objects = scryfallObjectsIn(SCRYFALL_FILE);
    const single = objects.find((o) => o.image_uris && o.lang === 'en' && o.layout === 'normal')!;
    const dfc = objects.find((o) => o.layout === 'transform' || o.layout === 'modal_dfc')!;
    expect(single).toBeDefined();
    expect(dfc).toBeDefined();
    for (const size of ['small', 'normal', 'large'] as const) {
      expect(await api.invoke('images.source', { subject: 'printing', id: single.id, face: 'front', size })).toBe(
        (single.image_uris as ImageUris)[size],
      );
      for (const [face, index] of [
        ['front', 0],
        ['back', 1],
      ] as const)
        expect(await api.invoke('images.source', { subject: 'printing', id: dfc.id, face, size })).toBe(
          (dfc.card_faces![index].image_uris as ImageUris)[size],
        );
    }
    expect(
      await api.invoke('images.source', { subject: 'printing', id: single.id, face: 'back', size: 'normal' }),
    ).toBe(null);
  });

  it('an MTGJSON printing: the image its Scryfall id names, both sides of a modal DFC (Halvar, CR 712.1)', async () => {
    const halvar = mtgjsonSet('KHM').cards.find((c) => c.name.startsWith('Halvar, God of Battle'))!;
    const id = halvar.identifiers.scryfallId!;
    for (const face of ['front', 'back'] as const)
      expect(await api.invoke('images.source', { subject: 'printing', id, face, size: 'large' })).toBe(
        scryfallPattern(id, face, 'large'),
      );
  });

  it("a card: its newest English printing's image (Shock: M20 over 10E), whatever printing was imported last", async () => {
    const sets = ['10E', 'M20'].map((code) => mtgjsonSet(code));
    const newest = [...sets].sort((a, b) => String(b.releaseDate).localeCompare(String(a.releaseDate)))[0];
    const shock = newest.cards.find((c) => c.name === 'Shock')!;
    const cardId = shock.identifiers.scryfallOracleId!;
    expect(await api.invoke('images.source', { subject: 'card', id: cardId, face: 'front', size: 'normal' })).toBe(
      scryfallPattern(shock.identifiers.scryfallId!, 'front', 'normal'),
    );
  });

  it("a card pinned to a set alone (Forge's Shock|10E): that set's printing, not the newest; a set without it: the newest", async () => {
    const [tenth, m20] = ['10E', 'M20'].map((code) => mtgjsonSet(code).cards.find((c) => c.name === 'Shock')!);
    const cardId = tenth.identifiers.scryfallOracleId!;
    const source = (set: string) =>
      api.invoke('images.source', { subject: 'card', id: cardId, face: 'front', size: 'small', set });
    expect(await source('10E')).toBe(scryfallPattern(tenth.identifiers.scryfallId!, 'front', 'small'));
    expect(await source('10e')).toBe(scryfallPattern(tenth.identifiers.scryfallId!, 'front', 'small'));
    expect(await source('KHM')).toBe(scryfallPattern(m20.identifiers.scryfallId!, 'front', 'small'));
    await expect(source('10E/../M20')).rejects.toMatchObject({ code: 'invalid-input' });
  });

  it("a Duel Masters printing and card: no image address, since the CSV row's ImageURL names no file (…cardimage//DM-01-1)", async () => {
    const rows = Papa.parse<Record<string, string>>(readFileSync(DM_CSV, 'utf8'), { header: true }).data;
    const row = rows.find((r) => r.CardName === 'Gran Gure, Space Guardian')!;
    const printingId = db
      .prepare(
        "SELECT p.id FROM printings p JOIN cards c ON c.id = p.card_id WHERE c.name = ? AND c.game = 'dm' LIMIT 1",
      )
      .pluck()
      .get(row.CardName) as string;
    const cardId = db
      .prepare("SELECT id FROM cards WHERE name = ? AND game = 'dm'")
      .pluck()
      .get(row.CardName) as string;
    expect(row.ImageURL).toMatch(/\/cardimage\/\/DM-01-\d+$/);
    for (const size of ['small', 'large'] as const)
      expect(await api.invoke('images.source', { subject: 'printing', id: printingId, face: 'front', size })).toBe(
        null,
      );
    expect(await api.invoke('images.source', { subject: 'card', id: cardId, face: 'front', size: 'normal' })).toBe(
      null,
    );
    expect(await api.invoke('images.source', { subject: 'card', id: cardId, face: 'back', size: 'normal' })).toBe(null);
  });

  it('null for an id nothing has; a malformed request is refused', async () => {
    expect(
      await api.invoke('images.source', { subject: 'card', id: 'no-such-card', face: 'front', size: 'small' }),
    ).toBe(null);
    await expect(
      api.invoke('images.source', { subject: 'deck' as never, id: 'x', face: 'front', size: 'small' }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(
      api.invoke('images.source', { subject: 'card', id: 'x'.repeat(201), face: 'front', size: 'small' }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
  });
});

describe('images.settings', () => {
  it("defaults to images 'on' with a 2 GiB cache; a change is kept in the user's file across connections", async () => {
    expect(await api.invoke('images.settings', {})).toEqual(DEFAULT_IMAGE_SETTINGS);
    expect(DEFAULT_IMAGE_SETTINGS).toEqual({ mode: 'on', cacheCapBytes: 2 * 1024 ** 3 });
    expect(await api.invoke('images.settings', { mode: 'off' })).toEqual({ ...DEFAULT_IMAGE_SETTINGS, mode: 'off' });
    const other = openDatabase(file);
    try {
      expect(await createApi({ db: other }).invoke('images.settings', {})).toMatchObject({ mode: 'off' });
    } finally {
      other.close();
    }
    await api.invoke('images.settings', { mode: 'on' });
  });

  it("reads a stored value it cannot use field by field, a mode it cannot read as 'off', never as the default 'on'", async () => {
    const MIB = 1024 * 1024;
    const stored = (text: string) => {
      writeSetting(db, 'images', text);
      return api.invoke('images.settings', {});
    };
    try {
      // Images off, with a cap another version allowed and this one does not: still off.
      expect(await stored(JSON.stringify({ mode: 'off', cacheCapBytes: 32 * MIB }))).toEqual({
        mode: 'off',
        cacheCapBytes: DEFAULT_IMAGE_SETTINGS.cacheCapBytes,
      });
      expect(await stored(JSON.stringify({ mode: 'cached', cacheCapBytes: 512 * MIB, colour: 'red' }))).toEqual({
        mode: 'cached',
        cacheCapBytes: 512 * MIB,
      });
      for (const text of [JSON.stringify({ mode: 'wifi-only' }), '{"mode": "off", "cacheCapBytes"', '"off"', 'null'])
        expect(await stored(text), text).toMatchObject({ mode: 'off' });
      // A field never written is the default.
      expect(await stored(JSON.stringify({ cacheCapBytes: 512 * MIB }))).toEqual({
        mode: 'on',
        cacheCapBytes: 512 * MIB,
      });
    } finally {
      await api.invoke('images.settings', { ...DEFAULT_IMAGE_SETTINGS });
    }
  });

  it('refuses an unknown mode and a cap outside its bounds, changing nothing', async () => {
    const before = await api.invoke('images.settings', {});
    for (const input of [
      { mode: 'sometimes' },
      { cacheCapBytes: IMAGE_CACHE_CAP.min - 1 },
      { cacheCapBytes: IMAGE_CACHE_CAP.max + 1 },
      { cacheCapBytes: 1.5e9 + 0.5 },
      { colour: 'red' },
    ])
      await expect(api.invoke('images.settings', input as never), JSON.stringify(input)).rejects.toMatchObject({
        code: 'invalid-input',
      });
    expect(await api.invoke('images.settings', {})).toEqual(before);
  });
});
