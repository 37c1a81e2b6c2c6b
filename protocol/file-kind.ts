// Which kind of file arrived (deck list or card data), decided from its first bytes, with the name only
// as a tiebreak (a deck list and a card data CSV are both CSV). Pure: the renderer decides the same way
// for files dropped in a browser page.
import type { DroppedFileKind } from './bridge.ts';

/** Deck lists are small; anything bigger is card data whatever it looks like. */
export const MAX_DECK_LIST_BYTES = 2 * 1024 * 1024;
/** How many leading bytes classifyFile needs. */
export const HEAD_BYTES = 4096;

const DECK_EXTENSIONS: ReadonlySet<string> = new Set(['.txt', '.dek', '.cod', '.dck', '.deck', '.mwdeck', '.csv']);
const DATA_EXTENSIONS: ReadonlySet<string> = new Set(['.json', '.jsonl', '.ndjson', '.gz', '.csv']);
/** Column names of the card data CSVs we import (Duel Masters); a deck CSV has none of them. */
const CARD_DATA_CSV_COLUMNS = ['CardName', 'CardEffect', 'Civilization'];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

function isGzip(head: Uint8Array): boolean {
  return head[0] === 0x1f && head[1] === 0x8b;
}

function firstText(head: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
}

/** A JSON object or array; Forge's "[metadata]" section header is neither. */
function looksLikeJson(text: string): boolean {
  return /^\{\s*("|\})/.test(text) || /^\[\s*(\{|\[|"|\]|-?\d)/.test(text);
}

export function classifyFile(name: string, head: Uint8Array, size: number): DroppedFileKind {
  const ext = extensionOf(name);
  if (isGzip(head)) return 'data';
  const text = firstText(head);
  if (looksLikeJson(text)) return 'data';
  if (ext === '.csv') return CARD_DATA_CSV_COLUMNS.some((c) => text.split(/\r?\n/, 1)[0].includes(c)) ? 'data' : 'deck';
  if (size > MAX_DECK_LIST_BYTES) return DATA_EXTENSIONS.has(ext) ? 'data' : 'unknown';
  if (text.startsWith('<')) return DECK_EXTENSIONS.has(ext) || ext === '' || ext === '.xml' ? 'deck' : 'unknown';
  if (DECK_EXTENSIONS.has(ext) || ext === '') return 'deck';
  return DATA_EXTENSIONS.has(ext) ? 'data' : 'unknown';
}
