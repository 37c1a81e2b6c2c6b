import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Db } from '../open.ts';
import { importCardFiles } from './import.ts';
import { ImportError } from './errors.ts';
import { CARD_TABLES, openTempDb, snapshot } from '../../test/import-db.ts';
import { findCardsByName, getCard } from '../cards.ts';
import { isGameCardLayout } from '../../engine/mtg/layouts.ts';
import { legalityKey } from '../../engine/mtg/legalities.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { stringContaining } from '../../test/matchers.ts';

type Obj = Record<string, unknown> & {
  object?: string;
  id?: string;
  oracle_id?: string;
  layout?: string;
  lang?: string;
};

const ROOT = sharedPath('scryfall');

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** The objects a file holds, read whole here (the importer streams): array, `list` page, JSON Lines or one object. */
function objectsOf(file: string): Obj[] {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.jsonl'))
    return text
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Obj);
  const value = JSON.parse(text) as Obj | Obj[];
  if (Array.isArray(value)) return value;
  return Array.isArray(value.data) ? (value.data as Obj[]) : [value];
}

const { dir, cleanup } = tempDir();
let db: Db;
beforeAll(() => {
  db = openTempDb(dir);
});
afterAll(() => {
  db.close();
  cleanup();
});

describe('importing every file of shared/data/scryfall', () => {
  for (const file of filesUnder(ROOT)) {
    const objects = objectsOf(file);
    const isCardFile = objects[0]?.object === 'card';
    const name = relative(ROOT, file);
    const onlyNonGame = isCardFile && objects.every((o) => !isGameCardLayout(String(o.layout)));
    if (onlyNonGame) {
      it(`${name}: only tokens, emblems or art cards: every record skipped fails the import, database unchanged`, async () => {
        const before = snapshot(db);
        const error = await importCardFiles(db, [file]).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ImportError);
        expect((error as ImportError).reason).toMatch(
          new RegExp(
            `^every record of the file was skipped \\(${objects.length}\\), so nothing was imported; the first, record 1: skipped: `,
          ),
        );
        expect((error as ImportError).reason).toContain(String(objects[0].name).slice(0, 20));
        expect(snapshot(db)).toEqual(before);
      });
    } else if (isCardFile) {
      it(`${name}: every card object becomes a printing, every token, emblem or art card is skipped with its reason`, async () => {
        const cards = objects.filter((o) => o.object === 'card');
        const nonGame = cards.filter((o) => !isGameCardLayout(String(o.layout)));
        const result = await importCardFiles(db, [file]);
        expect(result.files[0].format).toBe('scryfall');
        expect(result.printings).toBe(new Set(cards.filter((o) => !nonGame.includes(o)).map((o) => o.id)).size);
        expect(result.skipped).toBe(nonGame.length);
        expect(result.warnings.map((w) => w.message)).toEqual(nonGame.map((o) => stringContaining(String(o.name))));
        for (const o of cards.filter((c) => !nonGame.includes(c))) {
          expect(db.prepare('SELECT card_id FROM printings WHERE id = ?').pluck().get(o.id), String(o.name)).toBeTypeOf(
            'string',
          );
        }
      });
    } else {
      it(`${name}: not card data, refused with the object it holds, database unchanged`, async () => {
        const before = snapshot(db);
        const error = await importCardFiles(db, [file]).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ImportError);
        expect((error as ImportError).file).toBe(file);
        const kind = objects[0]?.object;
        expect((error as ImportError).reason).toMatch(typeof kind === 'string' ? `"${kind}"` : 'no known card format');
        expect(snapshot(db)).toEqual(before);
      });
    }
  }
});

describe('Scryfall specifics', () => {
  const war = sharedPath('scryfall/sets-2019/war.json');
  const warCards = objectsOf(war);

  /** A 2019 object's legalities under our own keys: its "brawl" (when it has one) is the 60-card Brawl; it knows no 100-card one. */
  const ownKeys = (legalities: unknown) => ({
    brawl: 'not_legal',
    'brawl-100': 'not_legal',
    ...Object.fromEntries(
      Object.entries(legalities as Record<string, string>).map(([format, status]) => [legalityKey(format), status]),
    ),
  });

  it("keeps the 2019 schema's legalities, retired formats included (frontier)", async () => {
    const fresh = openTempDb(dir, 'legal-2019.sqlite');
    await importCardFiles(fresh, [war]);
    for (const o of warCards.slice(0, 25)) {
      const stored = Object.fromEntries(
        (
          fresh.prepare('SELECT format, status FROM legalities WHERE card_id = ?').all(o.oracle_id) as {
            format: string;
            status: string;
          }[]
        ).map((r) => [r.format, r.status]),
      );
      // A format where the card is not legal has no row (the card's own legalities keep it).
      expect(stored).toEqual(
        Object.fromEntries(Object.entries(ownKeys(o.legalities)).filter(([, status]) => status !== 'not_legal')),
      );
      expect(getCard(fresh, String(o.oracle_id))!.legalities).toEqual(ownKeys(o.legalities));
    }
    fresh.close();
  });

  it('reads the same cards from a JSON array, gzipped JSON Lines and a gzipped array', async () => {
    const jsonl = join(dir, 'war.jsonl.gz');
    writeFileSync(jsonl, gzipSync(warCards.map((o) => JSON.stringify(o)).join('\n') + '\n'));
    const arrayGz = join(dir, 'war.bin');
    writeFileSync(arrayGz, gzipSync(readFileSync(war)));
    const dumps = [];
    for (const [i, file] of [war, jsonl, arrayGz].entries()) {
      const fresh = openTempDb(dir, `same-${i}.sqlite`);
      const result = await importCardFiles(fresh, [file]);
      expect(result.files[0].records).toBe(warCards.length);
      dumps.push(
        snapshot(
          fresh,
          CARD_TABLES.filter((t) => t !== 'imports'),
        ),
      );
      fresh.close();
    }
    expect(dumps[1]).toEqual(dumps[0]);
    expect(dumps[2]).toEqual(dumps[0]);
  });

  it('a printing from Scryfall and from MTGJSON is one printing of one card', async () => {
    const mtgjsonWar = sharedPath('mtgjson/sets/WAR.json');
    const set = (
      JSON.parse(readFileSync(mtgjsonWar, 'utf8')) as {
        data: { cards: { identifiers: { scryfallId: string; scryfallOracleId: string } }[] };
      }
    ).data;
    const fresh = openTempDb(dir, 'both.sqlite');
    await importCardFiles(fresh, [war, mtgjsonWar]);
    const printingIds = new Set([...warCards.map((o) => o.id), ...set.cards.map((c) => c.identifiers.scryfallId)]);
    const cardIds = new Set([
      ...warCards.map((o) => o.oracle_id),
      ...set.cards.map((c) => c.identifiers.scryfallOracleId),
    ]);
    expect(fresh.prepare("SELECT COUNT(*) FROM printings WHERE set_code = 'war'").pluck().get()).toBe(printingIds.size);
    expect(fresh.prepare('SELECT COUNT(*) FROM cards').pluck().get()).toBe(cardIds.size);
    fresh.close();
  });

  it("records of one card merge within one import: the later record's characteristics, every localized name kept", async () => {
    const mtgjsonWar = sharedPath('mtgjson/sets/WAR.json');
    type Entry = {
      name: string;
      identifiers: { scryfallOracleId: string };
      foreignData?: { language: string; name: string }[];
    };
    const entries = (JSON.parse(readFileSync(mtgjsonWar, 'utf8')) as { data: { cards: Entry[] } }).data.cards;
    const fresh = openTempDb(dir, 'merge.sqlite');
    await importCardFiles(fresh, [mtgjsonWar, war]);
    const both = warCards.filter((o) =>
      entries.some(
        (e) => e.identifiers.scryfallOracleId === o.oracle_id && e.foreignData?.some((f) => f.language === 'Japanese'),
      ),
    );
    expect(both.length).toBeGreaterThan(0);
    for (const o of both) {
      const entry = entries.find((e) => e.identifiers.scryfallOracleId === o.oracle_id)!;
      const card = getCard(fresh, String(o.oracle_id))!;
      expect(card.localizedNames.ja, o.name as string).toBe(
        entry.foreignData!.find((f) => f.language === 'Japanese')!.name,
      );
      expect(card.legalities).toEqual(ownKeys(o.legalities));
    }
    fresh.close();
  });

  it('a non-English printing gives its card the printed name, and the card answers to it', async () => {
    const file = sharedPath('scryfall/api-types-fixtures/Card/localized/SplitSpell.json');
    const [o] = objectsOf(file);
    const fresh = openTempDb(dir, 'ja.sqlite');
    await importCardFiles(fresh, [file]);
    const printedName =
      (o.printed_name as string | undefined) ??
      (o.card_faces as { printed_name: string }[]).map((f) => f.printed_name).join(' // ');
    expect(o.lang).toBe('ja');
    expect(getCard(fresh, String(o.oracle_id))!.localizedNames.ja).toBe(printedName);
    expect(fresh.prepare('SELECT printed_name FROM printings WHERE id = ?').pluck().get(o.id)).toBe(printedName);
    for (const part of printedName.split(' // '))
      expect(findCardsByName(fresh, part).map((c) => c.id)).toContain(o.oracle_id);
    fresh.close();
  });
});
