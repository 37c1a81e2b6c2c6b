// Booster configurations of sets (migration 016): written by the importer with the set, read to open boosters.
import type Database from 'better-sqlite3';
import type { Db } from './open.ts';
import type { BoosterProduct, BoosterProducts } from '../engine/pools/booster-config.ts';
import type { SheetCard } from '../engine/pools/boosters.ts';

/** The importer's writes: a set's products replaced whole, and each printing's MTGJSON uuids. */
export class BoosterWrites {
  private readonly deleteProducts: Database.Statement<[string]>;
  private readonly insertProduct: Database.Statement<[string, string, string]>;
  private readonly upsertUuid: Database.Statement<[string, string]>;

  constructor(db: Db) {
    this.deleteProducts = db.prepare('DELETE FROM booster_products WHERE set_code = ?');
    this.insertProduct = db.prepare('INSERT INTO booster_products (set_code, product, data) VALUES (?, ?, ?)');
    this.upsertUuid = db.prepare(
      'INSERT INTO mtgjson_uuids (uuid, printing_id) VALUES (?, ?) ON CONFLICT (uuid) DO UPDATE SET printing_id = excluded.printing_id',
    );
  }

  /** A re-import of a set replaces its configurations: those the file gives, none when it gives none. */
  replaceProducts(setCode: string, products: BoosterProducts): void {
    this.deleteProducts.run(setCode);
    for (const [product, config] of Object.entries(products))
      this.insertProduct.run(setCode.toLowerCase(), product, JSON.stringify(config));
  }

  writeUuids(printingId: string, uuids: readonly string[]): void {
    for (const uuid of uuids) this.upsertUuid.run(uuid, printingId);
  }
}

export interface BoosterSetProduct {
  /** MTGJSON's product id: "default", "arena", "draft", … */
  product: string;
  /** MTGJSON's name of it, where it gives one ("Arena Booster"). */
  name?: string;
}

export interface BoosterSet {
  /** Upper case, as players write it. */
  code: string;
  name: string;
  releasedAt?: string;
  products: BoosterSetProduct[];
}

/** Sets with booster configurations, newest first. */
export function listBoosterSets(db: Db): BoosterSet[] {
  const rows = db
    .prepare(
      `SELECT b.set_code AS code, s.name, s.released_at AS releasedAt, b.product, json_extract(b.data, '$.name') AS productName
       FROM booster_products b LEFT JOIN sets s ON s.code = b.set_code
       ORDER BY s.released_at DESC, b.set_code, b.product`,
    )
    .all() as {
    code: string;
    name: string | null;
    releasedAt: string | null;
    product: string;
    productName: string | null;
  }[];
  const sets = new Map<string, BoosterSet>();
  for (const r of rows) {
    const code = r.code.toUpperCase();
    let set = sets.get(code);
    if (!set) {
      set = { code, name: r.name ?? code, ...(r.releasedAt ? { releasedAt: r.releasedAt } : {}), products: [] };
      sets.set(code, set);
    }
    set.products.push({ product: r.product, ...(r.productName ? { name: r.productName } : {}) });
  }
  return [...sets.values()];
}

/** A set's configuration of one product, if stored. */
export function getBoosterProduct(db: Db, setCode: string, product: string): BoosterProduct | undefined {
  const data = db
    .prepare('SELECT data FROM booster_products WHERE set_code = ? AND product = ?')
    .pluck()
    .get(setCode, product) as string | undefined;
  return data === undefined ? undefined : (JSON.parse(data) as BoosterProduct);
}

/** A SheetCard's columns, from printings `p` joined with cards `c`. */
export const SHEET_CARD_COLUMNS = `p.id AS printingId, p.card_id AS cardId, c.name, p.set_code AS "set",
  p.collector_number AS collectorNumber, p.rarity, json_extract(c.data, '$.colors') AS colors`;

export type SheetCardRow = Omit<SheetCard, 'colors'> & { colors: string | null };

export const sheetCardOf = ({ colors, ...card }: SheetCardRow): SheetCard => ({
  ...card,
  colors: colors ? (JSON.parse(colors) as string[]) : [],
});

/** The card data's printing for each of these MTGJSON uuids it has. */
export function sheetCards(db: Db, uuids: readonly string[]): Map<string, SheetCard> {
  const rows = db
    .prepare(
      `SELECT u.uuid, ${SHEET_CARD_COLUMNS}
       FROM json_each(?) j JOIN mtgjson_uuids u ON u.uuid = j.value
       JOIN printings p ON p.id = u.printing_id JOIN cards c ON c.id = p.card_id`,
    )
    .all(JSON.stringify(uuids)) as (SheetCardRow & { uuid: string })[];
  return new Map(rows.map(({ uuid, ...row }) => [uuid, sheetCardOf(row)]));
}
