// The date of the price snapshot a card-data file holds. A Scryfall bulk file is regenerated daily, and its prices
// are that day's: the date its name carries (Decklab's download names it `scryfall-<kind>-<YYYY-MM-DD>.json`,
// Scryfall's own `<kind>-<YYYYMMDDhhmmss>.json`) survives copies and renames of the folder; the file's modification
// time, the last resort, is the day it was written here.
import { statSync } from 'node:fs';
import { basename } from 'node:path';

const DASHED = /-(\d{4})-(\d{2})-(\d{2})\.json(?:l)?(?:\.gz)?$/i;
const COMPACT = /-(\d{4})(\d{2})(\d{2})\d{6}\.json(?:l)?(?:\.gz)?$/i;

/** YYYY-MM-DD from the file's name, else its modification time, else today (a file that cannot be stat'ed). */
export function priceSnapshotDate(file: string): string {
  const name = basename(file);
  const match = DASHED.exec(name) ?? COMPACT.exec(name);
  const named = match && `${match[1]}-${match[2]}-${match[3]}`;
  if (named && !Number.isNaN(Date.parse(named))) return named;
  try {
    return statSync(file).mtime.toISOString().slice(0, 10);
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}
