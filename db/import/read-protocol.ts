// What the reader worker (read-worker.ts) and the importing thread (read-in-worker.ts) say to each other. The
// worker reads and normalizes; the importing thread writes each batch and acknowledges it, so the worker stays
// at most a few batches ahead (memory stays flat however fast it reads). Cards travel as the JSON text the
// reader made anyway (card-repeats.ts): a copied string and one JSON.parse cost the writing thread less than
// a structured clone of the object, and the text is what the cards table stores.
import type { Card, SetInfo } from '../../engine/cards/types.ts';
import type { ImportWarning, ImportWhy } from './errors.ts';
import type { FileImportSummary, ImportProgress } from './import-reader.ts';
import type { CardWrites } from './writer.ts';
import type { PriceRow, PrintingRow } from '../card-rows.ts';

export interface ReadJob {
  /** Absolute paths, read in this order. */
  files: string[];
}

/** The writes of some records: sets, then cards, then printings (so every printing's card is written before it). */
export interface Writes {
  /** The file these writes come from, when they are its first (a batch holds one chunk of one file). */
  started?: { file: string; dataDate: string | null };
  sets: SetInfo[];
  /** Sets named by printings, kept when not stored yet. */
  newSets: SetInfo[];
  /** Cards as JSON text: one string costs less to copy between threads than the object, and cards.data stores it. */
  cards: string[];
  printings: PrintingRow[];
  /** Prices of printings above (each after its printing). */
  prices: PriceRow[];
  /** MTGJSON uuids of printings above. */
  uuids: { printingId: string; uuids: string[] }[];
}

export type ReadMessage =
  /** The writes of one chunk of a file, and where the reading is. */
  | { type: 'batch'; writes: Writes; progress: ImportProgress; fileEnded: boolean }
  /** Every file was read: their summaries and warnings. */
  | { type: 'done'; files: FileImportSummary[]; warnings: ImportWarning[] }
  /** Bad input: an ImportError's location, reason and kind. */
  | {
      type: 'import-error';
      file: string;
      record?: number;
      offset?: number;
      decompressed?: boolean;
      reason: string;
      why: ImportWhy;
    }
  /** Anything else that stopped the reader. */
  | { type: 'failure'; message: string };

/** The importing thread's answer to a batch it has written. */
export const ACK = 'ack';

const noWrites = (): Writes => ({ sets: [], newSets: [], cards: [], printings: [], prices: [], uuids: [] });

/** Writes gathered in the worker until the next batch is posted. */
export class WriteBatch implements CardWrites {
  private writes: Writes = noWrites();

  startFile(file: string, dataDate: string | null): void {
    this.writes.started = { file, dataDate };
  }

  writeCard(_card: Card, json: string): void {
    this.writes.cards.push(json);
  }

  writePrinting(printing: PrintingRow): void {
    this.writes.printings.push(printing);
  }

  writePrices(prices: PriceRow): void {
    this.writes.prices.push(prices);
  }

  writeMtgjsonUuids(printingId: string, uuids: string[]): void {
    this.writes.uuids.push({ printingId, uuids });
  }

  writeSet(set: SetInfo): void {
    this.writes.sets.push(set);
  }

  addSetIfNew(set: SetInfo): void {
    this.writes.newSets.push(set);
  }

  take(): Writes {
    const writes = this.writes;
    this.writes = noWrites();
    return writes;
  }
}

/** Performs a batch's writes. */
export function replay(writes: Writes, out: CardWrites): void {
  if (writes.started) out.startFile(writes.started.file, writes.started.dataDate);
  for (const set of writes.sets) out.writeSet(set);
  for (const set of writes.newSets) out.addSetIfNew(set);
  for (const json of writes.cards) out.writeCard(JSON.parse(json) as Card, json);
  for (const printing of writes.printings) out.writePrinting(printing);
  for (const prices of writes.prices) out.writePrices(prices);
  for (const { printingId, uuids } of writes.uuids) out.writeMtgjsonUuids(printingId, uuids);
}
