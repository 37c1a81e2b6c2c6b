// An MTGJSON set file's booster data and its cards as the card data would give them to engine/pools (each entry's
// printing id is its uuid here), for the booster and draft tests on real sets.
import { readFileSync } from 'node:fs';
import { sharedPath } from './shared-data.ts';
import type { SheetCard } from '../engine/pools/boosters.ts';

interface MtgjsonBoosterEntry {
  uuid: string;
  name: string;
  number: string;
  rarity: string;
  colors: string[];
  identifiers: { scryfallOracleId: string };
}

export interface BoosterSetFile {
  code: string;
  cards: MtgjsonBoosterEntry[];
  booster?: unknown;
}

export const boosterSetFile = (code: string) =>
  (JSON.parse(readFileSync(sharedPath('mtgjson', 'sets', `${code}.json`), 'utf8')) as { data: BoosterSetFile }).data;

/** Each entry of the file as the card data would give it, keyed by its uuid (the printing id is the uuid here). */
export function knownCards(set: BoosterSetFile): Map<string, SheetCard> {
  return new Map(
    set.cards.map((c) => [
      c.uuid,
      {
        printingId: c.uuid,
        cardId: c.identifiers.scryfallOracleId,
        name: c.name,
        set: set.code.toLowerCase(),
        collectorNumber: c.number,
        rarity: c.rarity,
        colors: c.colors,
      },
    ]),
  );
}

/** A "set cube": the names of a set's cards, each once, the basic lands left out (the cube tests' real card list). */
export function setCubeNames(code: string): string[] {
  const basics = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
  return [...new Set(boosterSetFile(code).cards.map((c) => c.name))].filter((name) => !basics.has(name));
}

/**
 * A set cube as CubeCobra's CSV export writes it (engine/decks/lists/cubecobra.ts): a row per card of `mainboard`
 * under CubeCobra's header, with the set's code and the card's first collector number, then `maybeboard`'s.
 */
export function cubeCobraCsv(code: string, mainboard: readonly string[], maybeboard: readonly string[] = []): string {
  const numbers = new Map<string, string>();
  for (const c of boosterSetFile(code).cards) if (!numbers.has(c.name)) numbers.set(c.name, c.number);
  const row = (name: string, board: string) =>
    `"${name}",,,,"${code.toLowerCase()}","${numbers.get(name)}",,,Owned,Non-foil,${board},${board === 'maybeboard'},,,"","",,false,false`;
  return [
    'name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,status,Finish,board,maybeboard,image URL,image Back URL,tags,Notes,MTGO ID,Custom,Voucher',
    ...mainboard.map((name) => row(name, 'mainboard')),
    ...maybeboard.map((name) => row(name, 'maybeboard')),
  ].join('\r\n');
}
