// Many deck files at once: a Forge, XMage or Cockatrice deck folder brought over whole. Each file is read and its
// cards resolved as one deck import is (readDeckListWithCards); a file that is no deck list, holds no card or none
// the card data knows (engine/decks/lists/no-deck.ts), or is saved already is skipped with its reason; the rest are
// saved together, all or none, each in the folder asked for, a name or notes longer than a saved deck keeps cut to
// it (engine/decks/saved-limits.ts) with a warning.
// And the way back: a deck written as a list (writeDeckFile), one built from a pool with the rest of the pool as its
// sideboard, whoever asks (decks.export, decks.exportAll, decklab decks export and pool export --deck); and every
// saved deck as a file, in subfolders by deck folder, each with what its list could not hold.
import type { Db } from './open.ts';
import { readDeckListWithCards, writeDeckListWithCards } from './resolve.ts';
import { getPool, PoolNotFoundError } from './pools.ts';
import { limitedDeckFromPool, poolRemaining } from '../engine/pools/pool.ts';
import { boardCounts, createDeck, listDecks, loadDeck, setDeckFolder } from './decks.ts';
import { deckListFormat } from '../engine/decks/lists/index.ts';
import { noDeckReason } from '../engine/decks/lists/no-deck.ts';
import type { Game } from '../engine/cards/types.ts';
import { InputLimitError } from '../engine/text/limits.ts';
import { guessDeckFormat } from '../engine/formats/guess.ts';
import type { Reason } from '../engine/text/reasons.ts';
import type { Deck } from '../engine/decks/types.ts';
import { diffDecks } from '../engine/decks/diff.ts';
import { fitDeckToSave } from '../engine/decks/saved-limits.ts';
import type { DeckExportNotice, DeckListFormatId, DeckListProblem, NameLanguage } from '../engine/decks/lists/index.ts';

export interface DeckFile {
  fileName: string;
  bytes: Uint8Array;
  /** The folder to file the deck in; none when absent or null. */
  folder?: string | null;
  /** Its first version's message, the player's words beside the note that it was imported from the file. */
  message?: string;
}

export interface ReadDeckFile {
  fileName: string;
  folder: string | null;
  message?: string;
  /** Named as the list names it, else as the file; in the format the list says or its shape makes (guessDeckFormat). */
  deck: Deck;
  listFormat: DeckListFormatId;
  cards: number;
  problems: DeckListProblem[];
}

export interface SkippedDeckFile {
  fileName: string;
  reason: Reason;
  message: string;
}

const withoutExtension = (fileName: string) => fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '') || fileName;

const cardCount = (deck: Deck) => Object.values(boardCounts(deck)).reduce((n, count) => n + count, 0);

/** Where a saved deck is found again: its folder and name. */
const placeKey = (folder: string | null, name: string) => `${folder ?? ''}\n${name}`;

/** The saved decks' ids by folder and name. */
function savedDecksByPlace(db: Db): Map<string, number[]> {
  const byPlace = new Map<string, number[]>();
  for (const { id, folder, name } of listDecks(db)) {
    const key = placeKey(folder, name);
    byPlace.set(key, [...(byPlace.get(key) ?? []), id]);
  }
  return byPlace;
}

/**
 * The saved deck of the same name in the same folder holding the same cards on every board, printings included:
 * a folder imported again after one file was fixed would otherwise save every other deck a second time.
 */
function savedAlready(db: Db, saved: Map<string, number[]>, deck: Deck, folder: string | null): number | undefined {
  return saved
    .get(placeKey(folder, deck.name))
    ?.find((id) => diffDecks(loadDeck(db, id)!.deck, deck).boards.length === 0);
}

/** Reads every file; nothing is written. */
export function readDeckFiles(
  db: Db,
  files: readonly DeckFile[],
): { read: ReadDeckFile[]; skipped: SkippedDeckFile[] } {
  const read: ReadDeckFile[] = [];
  const skipped: SkippedDeckFile[] = [];
  const saved = savedDecksByPlace(db);
  for (const file of files) {
    let result;
    try {
      result = readDeckListWithCards(db, file.bytes, { fileName: file.fileName });
    } catch (error) {
      if (!(error instanceof InputLimitError)) throw error;
      skipped.push({ fileName: file.fileName, reason: error.reason, message: error.message });
      continue;
    }
    const noDeck = noDeckReason(file.fileName, result.deck, result.problems);
    if (noDeck) {
      skipped.push({ fileName: file.fileName, ...noDeck });
      continue;
    }
    const cards = cardCount(result.deck);
    // A name from a long file name or list header is cut to what a saved deck keeps, with a warning, not refused.
    const fitted = fitDeckToSave({ ...result.deck, name: result.deck.name || withoutExtension(file.fileName) });
    const deck = fitted.deck;
    const folder = file.folder ?? null;
    const id = savedAlready(db, saved, deck, folder);
    if (id !== undefined) {
      skipped.push({
        fileName: file.fileName,
        reason: { code: 'deck.already-saved', params: { file: file.fileName, deck: deck.name } },
        message: `${file.fileName} is saved already, card for card, as deck ${id} "${deck.name}"`,
      });
      continue;
    }
    read.push({
      fileName: file.fileName,
      folder,
      message: file.message,
      deck: { ...deck, format: guessDeckFormat(result.deck) },
      listFormat: result.format,
      cards,
      problems: [...fitted.problems, ...result.problems],
    });
  }
  return { read, skipped };
}

/** Saves the decks read, all in one transaction: each a new deck at version 1, in its folder. Their ids, in order. */
export function saveDeckFiles(db: Db, read: readonly ReadDeckFile[]): number[] {
  return db.transaction(() =>
    read.map((file) => {
      const { id } = createDeck(db, file.deck, {
        message: file.message,
        note: { code: 'imported', params: { source: file.fileName } },
      });
      if (file.folder) setDeckFolder(db, id, file.folder);
      return id;
    }),
  )();
}

/**
 * A deck built from a pool as other apps and tournaments read a Limited deck (engine/pools/pool.ts
 * limitedDeckFromPool: the rest of the pool is its sideboard, CR 100.4b, each card the printing the pool holds), with
 * a notice saying so and how many cards the pool added.
 */
function withRestOfPool(db: Db, deck: Deck, poolId: number): { deck: Deck; notices: DeckExportNotice[] } {
  const pool = getPool(db, poolId);
  if (!pool) throw new PoolNotFoundError(poolId);
  const count = poolRemaining(pool.entries, deck).reduce((n, e) => n + e.count, 0);
  const cards = `${count} card${count === 1 ? '' : 's'}`;
  return {
    deck: limitedDeckFromPool(deck, pool.entries),
    notices: [
      {
        code: 'rest-of-pool',
        cards: count,
        message: `Built from the pool "${pool.name}": the sideboard written is the deck's own with the ${cards} left in the pool (CR 100.4b), each card in the printing opened or drafted`,
        params: { pool: pool.name, count },
      },
    ],
  };
}

/**
 * A deck written as a list: with `poolId`, the deck built from that pool, the rest of the pool its sideboard; the
 * text and every notice of what was written (the pool's sideboard first, then what the format could not hold).
 */
export function writeDeckFile(
  db: Db,
  deck: Deck,
  format: DeckListFormatId,
  { poolId, names }: { poolId?: number | null; names?: NameLanguage } = {},
): { text: string; notices: DeckExportNotice[] } {
  const limited = poolId == null ? { deck, notices: [] } : withRestOfPool(db, deck, poolId);
  const written = writeDeckListWithCards(db, limited.deck, format, names);
  return { text: written.text, notices: [...limited.notices, ...written.notices] };
}

export interface DeckFileOut {
  /** Where the file goes: its deck folder's segments, then the deck's name and the format's extension, "/"-joined. */
  path: string;
  deckId: number;
  text: string;
  /** What the file holds besides the deck as saved (a pool's sideboard) and what its format could not hold. */
  notices: DeckExportNotice[];
}

/** A name as a file name: characters no file system takes replaced, never empty. */
function fileNameOf(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are refused by file systems too
  return name.replace(/[<>:"/\\|?*\u0000-\u001f]/g, '_').trim() || 'deck';
}

/**
 * Every saved deck (of one game, or both) written as a deck list, as a single export writes it (writeDeckFile: a deck
 * built from a pool with the rest of the pool as its sideboard): `format` for a Magic deck, a Duel
 * Masters deck in its own list format. Two decks of one name in one folder get " (2)", " (3)" ….
 */
export function exportDeckFiles(db: Db, format: DeckListFormatId, game?: Game): DeckFileOut[] {
  const taken = new Set<string>();
  return listDecks(db, { game }).map((summary) => {
    const stored = loadDeck(db, summary.id)!;
    const listFormat: DeckListFormatId = stored.deck.game === 'dm' ? 'dm' : format;
    const { text, notices } = writeDeckFile(db, stored.deck, listFormat, { poolId: stored.poolId });
    const extension = deckListFormat(listFormat).info.extensions[0];
    const dir = summary.folder ? summary.folder.split('/').map(fileNameOf).join('/') + '/' : '';
    let path = `${dir}${fileNameOf(summary.name)}.${extension}`;
    for (let n = 2; taken.has(path.toLowerCase()); n++) path = `${dir}${fileNameOf(summary.name)} (${n}).${extension}`;
    taken.add(path.toLowerCase());
    return { path, deckId: summary.id, text, notices };
  });
}
