// What an import reads at most. Each bound is checked before the work it protects (decompressing, copying a
// record, JSON.parse, the normalizers) and sits well above real card data, so only broken or hostile input
// reaches it; the error then says which bound, where.

const MiB = 1024 * 1024;

export interface ImportLimits {
  jsonValueBytes: number;
  jsonDepth: number;
  csvRecordBytes: number;
  recordsPerFile: number;
  gzipRatio: number;
}

export const IMPORT_LIMITS: Readonly<ImportLimits> = {
  /**
   * One JSON value handed over (a Scryfall card is 3-10 KB; an MTGJSON set, the largest record, about 7 KB per
   * card, so tens of MB for the largest sets). V8 strings stop near 512 MiB.
   */
  jsonValueBytes: 256 * MiB,
  /** Brackets open at once, the file's own counted (real files: a Scryfall array 5, an MTGJSON set file 7, AllPrintings 8). */
  jsonDepth: 64,
  /** One CSV record, its quoted line breaks included (a Duel Masters card row is under 2 KB). */
  csvRecordBytes: 1 * MiB,
  /**
   * Records in one file (Scryfall's all_cards, every card in every language, holds about half a million objects):
   * each printing's id is kept until the file ends, so this also bounds the reader's memory.
   */
  recordsPerFile: 2_000_000,
  /**
   * Decompressed bytes per compressed byte of a gzip file (real card data: Scryfall about 10, MTGJSON about 4): a
   * plain file's size is the user's choice, a gzip file's may be a thousand times its own.
   */
  gzipRatio: 100,
};

/** A byte count for a message: MiB, KiB or bytes. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MiB`;
  return bytes >= 1024 ? `${+(bytes / 1024).toFixed(1)} KiB` : `${bytes} bytes`;
}

/** The most characters of the input an error message quotes. */
const EXCERPT_CHARS = 40;
/** The longest message (a reason from a normalizer, a parser) an import passes on. */
const MESSAGE_CHARS = 300;

/** What a terminal or a log line should not get raw: controls, format characters (bidi), unassigned, U+FFFD. */
const UNPRINTABLE = /[^\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]|\uFFFD/gu;

function escapeUnprintable(text: string): string {
  return text.replace(UNPRINTABLE, (c) =>
    [...c].map((u) => `\\u${u.codePointAt(0)!.toString(16).padStart(4, '0')}`).join(''),
  );
}

/** The start of a piece of input, quoted and escaped, for an error message: never the input itself. */
export function excerpt(text: string, max = EXCERPT_CHARS): string {
  const cut = text.length > max ? text.slice(0, max) : text;
  return `"${escapeUnprintable(cut.replace(/["\\]/g, '\\$&'))}"${cut === text ? '' : '…'}`;
}

/** A message that may carry input (a parser's or a normalizer's), escaped and cut to a readable length. */
export function boundedMessage(message: string): string {
  const cut = message.length > MESSAGE_CHARS ? message.slice(0, MESSAGE_CHARS) : message;
  return escapeUnprintable(cut) + (cut === message ? '' : '…');
}
