// decks.*: stored decks and their versions, and deck lists in and out (import resolves names but saves
// nothing until decks.save is called; export writes any format and says what the format could not hold).
import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import type { Db } from '../../../db/open.ts';
import {
  DeckNotFoundError,
  createDeck,
  deckVersions,
  deleteDeck,
  listDecks,
  loadDeck,
  restoreDeckVersion,
  saveDeck,
  setDeckBuilt,
  setDeckFolder,
} from '../../../db/decks.ts';
import { readDeckListWithCards } from '../../../db/resolve.ts';
import { exportDeckFiles, readDeckFiles, saveDeckFiles, writeDeckFile } from '../../../db/deck-files.ts';
import { PoolNotFoundError } from '../../../db/pools.ts';
import { BOARDS, type Deck } from '../../../engine/decks/types.ts';
import { diffDecks } from '../../../engine/decks/diff.ts';
import {
  DECK_LIST_FORMATS,
  DECK_LIST_FORMAT_IDS,
  LOCALIZED_NAME_FORMATS,
  NAME_LANGUAGES,
  deckListFormat,
  type DeckListFormatId,
} from '../../../engine/decks/lists/index.ts';
import { MAX_CARD_COUNT } from '../../../engine/decks/lists/deck-building.ts';
import { MAX_FOLDER_LENGTH } from '../../../engine/decks/shelf.ts';
import { GAME_NAMES } from '../../../engine/cards/types.ts';
import { VERSION_NOTE_CODES } from '../../../engine/decks/version-note.ts';
import { MAX_DECK_NAME_LENGTH, MAX_DECK_NOTES_LENGTH } from '../../../engine/decks/saved-limits.ts';
import { INPUT_LIMITS } from '../input-limits.ts';

const id = z.number().int().positive();
const version = z.number().int().positive();
const format = z.enum(DECK_LIST_FORMAT_IDS);
const bytes = z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'bytes must be a Uint8Array');
/** A folder's name, trimmed; empty is none. */
const folderName = z
  .string()
  .trim()
  .max(MAX_FOLDER_LENGTH)
  .nullable()
  .transform((f) => f || null);

/** Why the app saves a version, worded by the screen that shows it (engine/decks/version-note.ts). */
const versionNote = z.object({
  code: z.enum(VERSION_NOTE_CODES),
  params: z.record(z.string(), z.union([z.string().max(1000), z.number()])),
});

/** The most deck files one `decks.importMany` takes. */
export const MAX_IMPORT_FILES = 2000;

const printingSchema = z.object({
  set: z.string(),
  collectorNumber: z.string(),
  id: z.string().min(1).optional(),
  foil: z.boolean().optional(),
  etched: z.boolean().optional(),
  artIndex: z.number().int().nonnegative().optional(),
});

const tagsSchema = z.array(z.string()).max(INPUT_LIMITS.tags).optional();

const entrySchema = z.object({
  name: z.string().trim().min(1),
  count: z.number().int().positive().max(MAX_CARD_COUNT),
  cardId: z.string().min(1).optional(),
  printing: printingSchema.optional(),
  tags: tagsSchema,
  line: z.number().int().nonnegative().optional(),
});

export const deckSchema = z.object({
  game: z.enum(['mtg', 'dm']),
  name: z.string(),
  format: z.string().optional(),
  boards: z.partialRecord(z.enum(BOARDS), z.array(entrySchema).max(INPUT_LIMITS.boardEntries)),
  tags: tagsSchema,
  notes: z.string().optional(),
}) satisfies z.ZodType<Deck>;

/** A deck to store: deckSchema with its name and notes bounded (reading calls take any deck they are given). */
const savedDeckSchema = deckSchema.extend({
  name: deckSchema.shape.name.max(MAX_DECK_NAME_LENGTH),
  notes: z.string().max(MAX_DECK_NOTES_LENGTH).optional(),
});

/**
 * A list format holds one game's decks: a Duel Masters deck written as an Arena list would read back as a Magic
 * deck (and a Magic deck written as a Duel Masters list loses its sideboard), so the other game's formats refuse it.
 */
function refuseOtherGame(deck: Deck, format: DeckListFormatId): void {
  const info = deckListFormat(format).info;
  if (info.game === deck.game) return;
  const own = DECK_LIST_FORMATS.filter((f) => f.game === deck.game).map((f) => f.id);
  throw new ApiError(
    'invalid-input',
    `${info.name} is a ${GAME_NAMES[info.game]} format: write a ${GAME_NAMES[deck.game]} deck as ${own.join(', ')}`,
  );
}

function loadOrThrow(db: Db, deckId: number, v?: number) {
  const stored = loadDeck(db, deckId, v);
  if (!stored) throw ApiError.because('not-found', new DeckNotFoundError(deckId, v));
  return stored;
}

/** Storage errors a caller can act on, in the API's words. */
function apiErrorFrom(error: unknown): unknown {
  if (error instanceof DeckNotFoundError || error instanceof PoolNotFoundError)
    return ApiError.because('not-found', error);
  if (error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return new ApiError('invalid-input', 'the pool the deck names does not exist');
  }
  return error;
}

function guarded<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw apiErrorFrom(error);
  }
}

export const deckHandlers = {
  'decks.list': handler(z.object({ game: z.enum(['mtg', 'dm']).optional() }), ({ game }, { db }) =>
    listDecks(db, { game }),
  ),

  'decks.get': handler(z.object({ id, version: version.optional() }), (input, { db }) =>
    loadOrThrow(db, input.id, input.version),
  ),

  /** Creates the deck when no id is given; otherwise saves a new version of it. */
  'decks.save': handler(
    z.object({
      id: id.optional(),
      deck: savedDeckSchema,
      message: z.string().optional(),
      note: versionNote.optional(),
      poolId: id.nullable().optional(),
      built: z.boolean().optional(),
    }),
    ({ id: deckId, deck, ...options }, { db }) =>
      guarded(() => (deckId === undefined ? createDeck(db, deck, options) : saveDeck(db, deckId, deck, options))),
  ),

  /** Marks a deck built (its cards are held, not free for other decks) or not, without saving a new version. */
  'decks.setBuilt': handler(z.object({ id, built: z.boolean() }), (input, { db }) =>
    guarded(() => setDeckBuilt(db, input.id, input.built)),
  ),

  /** Files a deck in a folder, or in none (null or an empty name), without saving a new version. */
  'decks.setFolder': handler(
    z.object({
      id,
      folder: folderName,
    }),
    (input, { db }) => guarded(() => setDeckFolder(db, input.id, input.folder)),
  ),

  'decks.delete': handler(z.object({ id }), (input, { db }) => {
    if (!deleteDeck(db, input.id)) throw ApiError.because('not-found', new DeckNotFoundError(input.id));
    return { deleted: input.id };
  }),

  'decks.versions': handler(z.object({ id }), (input, { db }) => {
    loadOrThrow(db, input.id);
    return deckVersions(db, input.id);
  }),

  /** What changed from one version to another (the newest when `to` is absent). */
  'decks.diff': handler(z.object({ id, from: version, to: version.optional() }), (input, { db }) => {
    const a = loadOrThrow(db, input.id, input.from);
    const b = loadOrThrow(db, input.id, input.to);
    return { from: a.version, to: b.version, diff: diffDecks(a.deck, b.deck) };
  }),

  'decks.restore': handler(z.object({ id, version, message: z.string().optional() }), (input, { db }) =>
    guarded(() => restoreDeckVersion(db, input.id, input.version, input.message)),
  ),

  /** Reads a deck list (text, or bytes in any supported encoding) and resolves its cards; saves nothing. */
  'decks.import': handler(
    z
      .object({
        text: z.string().optional(),
        bytes: bytes.optional(),
        fileName: z.string().optional(),
        format: format.optional(),
      })
      .refine((v) => (v.text === undefined) !== (v.bytes === undefined), 'give either text or bytes'),
    ({ text, bytes, fileName, format: f }, { db }) =>
      readDeckListWithCards(db, (text ?? bytes)!, { fileName, format: f }),
  ),

  /**
   * Reads many deck files at once (a Forge, XMage or Cockatrice deck folder), each as `decks.import` reads one;
   * a file that is no deck list or holds no card is skipped with its reason. With `save`, the decks read are saved
   * together, all or none, each in its folder.
   */
  'decks.importMany': handler(
    z.object({
      files: z
        .array(
          z.object({
            fileName: z.string().trim().min(1).max(1000),
            bytes,
            folder: folderName.optional(),
            message: z.string().max(1000).optional(),
          }),
        )
        .min(1)
        .max(MAX_IMPORT_FILES),
      save: z.boolean().default(false),
    }),
    ({ files, save }, { db }) => {
      const { read, skipped } = readDeckFiles(db, files);
      const ids = save ? saveDeckFiles(db, read) : [];
      return {
        decks: read.map((file, i) => ({
          fileName: file.fileName,
          folder: file.folder,
          name: file.deck.name,
          game: file.deck.game,
          format: file.deck.format ?? '',
          listFormat: file.listFormat,
          cards: file.cards,
          problems: file.problems,
          id: ids[i] ?? null,
        })),
        skipped,
      };
    },
  ),

  /**
   * Every saved deck as a file (path, text, notices), in subfolders by deck folder: a Magic deck in `format`, a Duel
   * Masters deck as `dm`; each written as decks.export writes it, with what its list could not hold.
   */
  'decks.exportAll': handler(
    z.object({ format: format.default('text'), game: z.enum(['mtg', 'dm']).optional() }),
    (input, { db }) => {
      if (deckListFormat(input.format).info.game !== 'mtg')
        throw new ApiError(
          'invalid-input',
          `${input.format} is no Magic deck list format: a Duel Masters deck is written as dm`,
        );
      return exportDeckFiles(db, input.format, input.game);
    },
  ),

  /**
   * Writes a deck (given, or stored by id) as a deck list; a deck built from a pool (`poolId`, or the stored deck's)
   * with the rest of the pool as its sideboard (CR 100.4b), said in a `rest-of-pool` notice.
   */
  'decks.export': handler(
    z
      .object({
        deck: deckSchema.optional(),
        id: id.optional(),
        version: version.optional(),
        format,
        /** The cards' names: English (default), or Japanese in the lists people read (LOCALIZED_NAME_FORMATS). */
        names: z.enum(NAME_LANGUAGES).optional(),
        /** The pool the deck is built from: the rest of it is written as the sideboard. */
        poolId: id.optional(),
      })
      .refine((v) => (v.deck === undefined) !== (v.id === undefined), 'give either a deck or a deck id')
      .refine(
        (v) => v.names !== 'ja' || LOCALIZED_NAME_FORMATS.has(v.format),
        'Japanese names are written in plain text and Duel Masters lists only: other apps read English names',
      ),
    (input, { db }) => {
      const stored = input.deck ? undefined : loadOrThrow(db, input.id!, input.version);
      const deck = input.deck ?? stored!.deck;
      refuseOtherGame(deck, input.format);
      const poolId = input.poolId ?? stored?.poolId;
      const { text, notices } = guarded(() => writeDeckFile(db, deck, input.format, { poolId, names: input.names }));
      return { text, notices, format: input.format, extension: deckListFormat(input.format).info.extensions[0] };
    },
  ),
};
