// Scryfall-style bulk files of any size made from real card objects, for the import benchmark and the
// killed-import test: each pass over the real cards gives every printing a new id, and every third pass
// a new oracle id too, so the file has about three printings per card like Scryfall's default_cards.
import { closeSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export type ScryfallObject = Record<string, unknown>;

/** Printings per card in the generated data. */
const PASSES_PER_CARD = 3;
const FLUSH_CHARS = 8 * 1024 * 1024;

/** The 2,277 real Scryfall card objects (2019 schema) of shared/data/scryfall/sets-2019. */
export function realScryfallCards(sharedData: string): ScryfallObject[] {
  const dir = join(sharedData, 'scryfall', 'sets-2019');
  return readdirSync(dir)
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ScryfallObject[]);
}

/** The uuid with its last 12 hex digits replaced by `n`: distinct for every n, stable across runs. */
function variantId(uuid: string, n: number): string {
  return uuid.slice(0, 24) + n.toString(16).padStart(12, '0');
}

/** The i-th generated printing: the real card i mod N, with ids of its pass. */
export function syntheticPrinting(cards: readonly ScryfallObject[], i: number): ScryfallObject {
  const pass = Math.floor(i / cards.length);
  const card = cards[i % cards.length];
  return {
    ...card,
    id: variantId(String(card.id), pass),
    oracle_id: variantId(String(card.oracle_id), Math.floor(pass / PASSES_PER_CARD)),
  };
}

/** Writes `count` printings as a JSON array or as JSON Lines; returns the size in bytes. */
export function writeBulkFile(
  file: string,
  cards: readonly ScryfallObject[],
  count: number,
  format: 'json' | 'jsonl',
): number {
  const fd = openSync(file, 'w');
  let bytes = 0;
  let pending: string[] = [];
  let pendingChars = 0;
  const flush = () => {
    bytes += writeSync(fd, pending.join(''));
    pending = [];
    pendingChars = 0;
  };
  const put = (text: string) => {
    pending.push(text);
    pendingChars += text.length;
    if (pendingChars >= FLUSH_CHARS) flush();
  };
  try {
    if (format === 'json') put('[\n');
    for (let i = 0; i < count; i++) {
      const separator = format === 'jsonl' ? '\n' : i + 1 < count ? ',\n' : '\n';
      put(JSON.stringify(syntheticPrinting(cards, i)) + separator);
    }
    if (format === 'json') put(']\n');
    flush();
  } finally {
    closeSync(fd);
  }
  return bytes;
}
