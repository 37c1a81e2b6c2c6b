// The dates a card-data file carries. A Scryfall bulk file is regenerated daily, and its prices are that day's: the
// date its name carries (Decklab's download names it `scryfall-<kind>-<YYYY-MM-DD>.json` after the bulk list's
// `updated_at`, Scryfall's own `<kind>-<YYYYMMDDhhmmss>.json`) survives copies and renames of the folder. An MTGJSON
// file says its build day in `meta.date`, which MTGJSON writes before `data`. The file's modification time, the
// last resort for a price snapshot, is the day it was written here: no date of the data itself.
import { statSync } from 'node:fs';
import { basename } from 'node:path';

const DASHED = /-(\d{4})-(\d{2})-(\d{2})\.json(?:l)?(?:\.gz)?$/i;
const COMPACT = /-(\d{4})(\d{2})(\d{2})\d{6}\.json(?:l)?(?:\.gz)?$/i;
/** `{"meta": {… "date": "YYYY-MM-DD" …}` at the start of an MTGJSON file (meta holds no nested object before date). */
const MTGJSON_META_DATE = /^\s*\{\s*"meta"\s*:\s*\{[^{}]*?"date"\s*:\s*"(\d{4}-\d{2}-\d{2})"/;

function validDay(day: string | undefined): string | undefined {
  return day !== undefined && !Number.isNaN(Date.parse(day)) ? day : undefined;
}

/** A day no data can be from yet (a day ahead of today, for the time zones): a clock or a file that is wrong. */
function isFuture(day: string): boolean {
  return Date.parse(day) > Date.now() + 24 * 60 * 60 * 1000;
}

/** YYYY-MM-DD from the file's name, when it carries one. */
function dateInName(file: string): string | undefined {
  const name = basename(file);
  const match = DASHED.exec(name) ?? COMPACT.exec(name);
  return validDay(match ? `${match[1]}-${match[2]}-${match[3]}` : undefined);
}

/** YYYY-MM-DD from the file's name, else its modification time, else today (a file that cannot be stat'ed). */
export function priceSnapshotDate(file: string): string {
  const named = dateInName(file);
  if (named) return named;
  try {
    return statSync(file).mtime.toISOString().slice(0, 10);
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/**
 * The day the file's card data was published: MTGJSON's `meta.date` from the file's first bytes (`head`, decompressed),
 * else the date in its name; null when it carries neither (a modification time says when it was copied, not when
 * its data was true) or names a day still to come.
 */
export function cardDataDate(file: string, head: string): string | null {
  const day = validDay(MTGJSON_META_DATE.exec(head)?.[1]) ?? dateInName(file);
  // A later day would keep this file's data against every real one imported after it.
  return day === undefined || isFuture(day) ? null : day;
}
