// Many deck files at once: a Forge, XMage or Cockatrice deck folder brought over whole. Each file is read and its
// cards resolved as one deck import is (readDeckListWithCards); a file that is no deck list, or holds no card, is
// skipped with its reason; the rest are saved together, all or none, each in the folder asked for.
import type { Db } from './open.ts';
import { readDeckListWithCards } from './resolve.ts';
import { createDeck, setDeckFolder } from './decks.ts';
import { InputLimitError } from '../engine/text/limits.ts';
import { guessDeckFormat } from '../engine/formats/guess.ts';
import type { Reason } from '../engine/text/reasons.ts';
import type { Deck } from '../engine/decks/types.ts';
import type { DeckListFormatId, DeckListProblem } from '../engine/decks/lists/index.ts';

export interface DeckFile {
  fileName: string;
  bytes: Uint8Array;
  /** The folder to file the deck in; none when absent or null. */
  folder?: string | null;
}

export interface ReadDeckFile {
  fileName: string;
  folder: string | null;
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

const cardCount = (deck: Deck) =>
  Object.values(deck.boards).reduce((n, entries) => n + (entries ?? []).reduce((m, e) => m + e.count, 0), 0);

/** Reads every file; nothing is written. */
export function readDeckFiles(
  db: Db,
  files: readonly DeckFile[],
): { read: ReadDeckFile[]; skipped: SkippedDeckFile[] } {
  const read: ReadDeckFile[] = [];
  const skipped: SkippedDeckFile[] = [];
  for (const file of files) {
    let result;
    try {
      result = readDeckListWithCards(db, file.bytes, { fileName: file.fileName });
    } catch (error) {
      if (!(error instanceof InputLimitError)) throw error;
      skipped.push({ fileName: file.fileName, reason: error.reason, message: error.message });
      continue;
    }
    const cards = cardCount(result.deck);
    if (cards === 0) {
      skipped.push({
        fileName: file.fileName,
        reason: { code: 'deck.no-cards', params: { file: file.fileName } },
        message: `${file.fileName} holds no card line`,
      });
      continue;
    }
    read.push({
      fileName: file.fileName,
      folder: file.folder ?? null,
      deck: {
        ...result.deck,
        name: result.deck.name || withoutExtension(file.fileName),
        format: guessDeckFormat(result.deck),
      },
      listFormat: result.format,
      cards,
      problems: result.problems,
    });
  }
  return { read, skipped };
}

/** Saves the decks read, all in one transaction: each a new deck at version 1, in its folder. Their ids, in order. */
export function saveDeckFiles(db: Db, read: readonly ReadDeckFile[]): number[] {
  return db.transaction(() =>
    read.map((file) => {
      const { id } = createDeck(db, file.deck, { message: `imported from ${file.fileName}` });
      if (file.folder) setDeckFolder(db, id, file.folder);
      return id;
    }),
  )();
}
