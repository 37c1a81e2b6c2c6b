// A pool or draft Decklab named keeps the parts of its name (engine/pools/pool-name.ts: source, kind, seed) as JSON
// beside the English name, so only such names are worded in the window's language; a typed name has none, even one
// that reads like an automatic name. Rows stored before could not say: a name in the automatic pattern is taken as
// Decklab's, as the screens took it until now.
import type { Db } from '../open.ts';
import { readAutomaticPoolName } from '../../engine/pools/pool-name.ts';

export const sql = '';

export const userSql = /* sql */ `
ALTER TABLE pools ADD COLUMN automatic_name TEXT;
ALTER TABLE drafts ADD COLUMN automatic_name TEXT;
`;

export function userData(db: Db): void {
  for (const table of ['pools', 'drafts']) {
    const update = db.prepare(`UPDATE ${table} SET automatic_name = ? WHERE id = ?`);
    for (const row of db.prepare(`SELECT id, name FROM ${table}`).all() as { id: number; name: string }[]) {
      const parts = readAutomaticPoolName(row.name);
      if (parts) update.run(JSON.stringify(parts), row.id);
    }
  }
}
