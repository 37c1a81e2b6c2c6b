// The card-data formats the importer reads, recognised from the content (the first record's shape,
// or the CSV header), never from the file name. Each format turns records into CardRecords through
// the engine's normalizers; a record a normalizer cannot read (CardDataError) is skipped and reported.
import type { CardRecord, Printing, SetInfo } from '../../engine/cards/types.ts';
import { CardDataError, type SkippedRecord } from '../../engine/cards/errors.ts';
import type { SkipReason } from '../../engine/text/reasons.ts';
import { cardFromScryfall, printingFromScryfall, scryfallRepeatKey } from '../../engine/cards/from-scryfall.ts';
import { cardsFromMtgjsonSet, cardFromMtgjsonAtomic, setFromMtgjson } from '../../engine/cards/from-mtgjson.ts';
import { boosterProductsFromMtgjson, type BoosterProducts } from '../../engine/pools/booster-config.ts';
import { cardFromDmJson } from '../../engine/dm/from-dm-json.ts';
import { cardFromDmCsvRow, DM_CSV_COLUMNS } from '../../engine/dm/from-dm-csv.ts';
import { twoSidedJoiner } from '../../engine/dm/two-sided.ts';
import type { JsonItemPath } from './json-splitter.ts';
import { excerpt } from './limits.ts';

/** Where the records a reader hands over go. */
export interface CardSink {
  /**
   * A card and its printings. `changed`: the reader knows this card is new, or differs from its last record in the file
   * (the Scryfall repeat key), so it is not compared with it again (card-repeats.ts).
   */
  card(record: CardRecord, changed?: boolean): void;
  /** A printing of a card this file gave before, exactly as it was then. */
  printing(printing: Printing): void;
  set(info: SetInfo): void;
  /** A record that could not be read, with the reason in English and as a reason code; the import goes on. */
  skip(at: RecordPlace, reason: string, why: SkipReason): void;
}

export interface RecordPlace {
  /** 1-based record number in the file. */
  record: number;
  offset: number;
}

export interface JsonRecord extends RecordPlace {
  path: JsonItemPath;
  value: unknown;
}

export interface RecordReader<R> {
  read(record: R): void;
  /**
   * The file ended; a format that gathers records (an MTGJSON set file, the sides of Duel Masters two-sided cards)
   * writes them now, and says what its summary tells beside the counts.
   */
  end(): FileNotes | void;
}

/** What a file's summary tells beside the counts. */
export interface FileNotes {
  /** DM 805, 807, 809: two-sided cards whose back no record names, kept one-sided, by name (engine/dm/two-sided.ts). */
  dmUnnamedBacks?: string[];
}

export interface JsonFormat {
  name: string;
  /** Whether the file's first record says the file is in this format. */
  claims(first: JsonRecord): boolean;
  reader(sink: CardSink): RecordReader<JsonRecord>;
}

export interface CsvFormat {
  name: string;
  claims(header: readonly string[]): boolean;
  reader(sink: CardSink, header: readonly string[]): RecordReader<CsvRow>;
}

export interface CsvRow extends RecordPlace {
  fields: string[];
  line: number;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a skip report names of the record besides the normalizer's words: a label before them, the values for its reason. */
interface Subject {
  label: string;
  params: SkipReason['params'];
}

const NO_SUBJECT: Subject = { label: '', params: {} };

/** Runs one normalizer call; a CardDataError becomes a skipped record, anything else stops the import. */
function readOrSkip(sink: CardSink, at: RecordPlace, read: () => void, subject = NO_SUBJECT): void {
  try {
    read();
  } catch (error) {
    if (!(error instanceof CardDataError)) throw error;
    sink.skip(at, `${subject.label}${error.message}`, error.about(subject.params).why);
  }
}

function recordByRecord(read: (value: unknown) => CardRecord): (sink: CardSink) => RecordReader<JsonRecord> {
  return (sink) => ({
    read: (r) => readOrSkip(sink, r, () => sink.card(read(r.value))),
    end: () => {},
  });
}

/** Scryfall card objects: bulk arrays, JSON Lines, `list` pages, single cards; current and 2019 schema. */
export const SCRYFALL: JsonFormat = {
  name: 'scryfall',
  claims: (first) =>
    (first.path.kind !== 'member' || (first.path.parent === 'data' && first.path.key === undefined)) &&
    isObject(first.value) &&
    first.value.object === 'card',
  reader: (sink) => new ScryfallReader(sink),
};

/**
 * Reads each object in full the first time its card appears, and again whenever the card's own fields differ
 * from its last object's; otherwise only the printing (engine scryfallRepeatKey): a bulk file repeats each card
 * about three times (default_cards) to ten times (all_cards).
 */
class ScryfallReader implements RecordReader<JsonRecord> {
  private readonly sink: CardSink;
  /** Per card id, its last object's key as JSON; set only once that object was read without error. */
  private readonly lastKey = new Map<string, string>();

  constructor(sink: CardSink) {
    this.sink = sink;
  }

  read(r: JsonRecord): void {
    readOrSkip(
      this.sink,
      r,
      () => {
        const repeat = scryfallRepeatKey(r.value);
        const key = repeat && JSON.stringify(repeat.key);
        if (repeat && this.lastKey.get(repeat.cardId) === key) {
          this.sink.printing(printingFromScryfall(r.value, repeat.cardId));
          return;
        }
        this.sink.card(cardFromScryfall(r.value), repeat !== undefined);
        if (repeat && key) this.lastKey.set(repeat.cardId, key);
      },
      { label: '', params: scryfallPrinting(r.value) },
    );
  }

  end(): void {}
}

/** The card, set and collector number a Scryfall object names, as far as it names them, for a skip report. */
function scryfallPrinting(value: unknown): SkipReason['params'] {
  const params: SkipReason['params'] = {};
  if (!isObject(value)) return params;
  for (const [field, key] of [
    ['name', 'name'],
    ['set', 'set'],
    ['collector_number', 'number'],
  ] as const) {
    const text = value[field];
    if (typeof text === 'string' && text) params[key] = key === 'set' ? text.toUpperCase() : text;
  }
  return params;
}

/** Duel Masters card JSON (shared/data/duelmasters schema): `{ "cards": [...] }` or a bare array. */
export const DM_JSON: JsonFormat = {
  name: 'duelmasters-json',
  claims: (first) =>
    (first.path.kind === 'element' || (first.path.kind === 'member' && first.path.parent === 'cards')) &&
    isObject(first.value) &&
    Array.isArray(first.value.civilizations) &&
    typeof first.value.name === 'string',
  reader: recordByRecord(cardFromDmJson),
};

/** MTGJSON: a set file (`data` is one set), AllPrintings (`data` maps set codes to sets), AtomicCards (names to faces). */
export const MTGJSON: JsonFormat = {
  name: 'mtgjson',
  claims: (first) => first.path.kind === 'member' && first.path.parent === 'data' && first.path.key !== undefined,
  reader: (sink) => new MtgjsonReader(sink),
};

export const JSON_FORMATS: readonly JsonFormat[] = [SCRYFALL, MTGJSON, DM_JSON];

type MtgjsonShape = 'all-printings' | 'atomic' | 'set-file';

function mtgjsonShape(first: JsonRecord): MtgjsonShape {
  if (Array.isArray(first.value)) return 'atomic';
  if (isObject(first.value) && Array.isArray(first.value.cards) && typeof first.value.code === 'string')
    return 'all-printings';
  return 'set-file';
}

class MtgjsonReader implements RecordReader<JsonRecord> {
  private readonly sink: CardSink;
  private shape: MtgjsonShape | undefined;
  /** A set file's members, gathered until the file ends (one set is small). */
  private readonly setFields: JsonObject = {};
  private setPlace: RecordPlace | undefined;

  constructor(sink: CardSink) {
    this.sink = sink;
  }

  read(r: JsonRecord): void {
    const key = (r.path as { key: string }).key;
    this.shape ??= mtgjsonShape(r);
    if (this.shape === 'atomic')
      readOrSkip(this.sink, r, () => this.sink.card(cardFromMtgjsonAtomic(key, r.value as unknown[])), {
        label: `${excerpt(key)}: `,
        params: { name: key },
      });
    else if (this.shape === 'all-printings') readMtgjsonSet(this.sink, r.value, r);
    else {
      this.setPlace ??= r;
      this.setFields[key] = r.value;
    }
  }

  end(): void {
    if (this.setPlace) readMtgjsonSet(this.sink, this.setFields, this.setPlace);
  }
}

/**
 * One MTGJSON set. Entries the normalizer leaves out on purpose (tokens, art series) are reported as skipped; when
 * it refuses the set over one bad entry, each collector number is tried alone so only the bad card is skipped.
 */
function readMtgjsonSet(sink: CardSink, set: unknown, at: RecordPlace): void {
  const setCode =
    isObject(set) && (typeof set.code === 'string' || typeof set.code === 'number') ? String(set.code) : '?';
  const code = excerpt(setCode, 12);
  const skipped = (s: SkippedRecord) =>
    sink.skip(at, `set ${code}, ${s.record}: ${s.reason}`, { ...s.why, params: { set: setCode, ...s.why.params } });
  readOrSkip(sink, at, () => sink.set({ ...setFromMtgjson(set), boosters: boostersOf(sink, set, at, setCode) }), {
    label: `set ${code}: `,
    params: { set: setCode },
  });
  let records: CardRecord[];
  try {
    records = cardsFromMtgjsonSet(set, skipped);
  } catch (error) {
    if (!(error instanceof CardDataError) || !isObject(set) || !Array.isArray(set.cards)) throw error;
    for (const [number, entries] of entriesByNumber(set.cards)) {
      const label = `set ${code}, number ${excerpt(number, 12)}: `;
      readOrSkip(
        sink,
        at,
        () => {
          for (const record of cardsFromMtgjsonSet({ ...set, cards: entries }, skipped)) sink.card(record);
        },
        { label, params: { set: setCode, number, ...nameOf(entries) } },
      );
    }
    return;
  }
  for (const record of records) sink.card(record);
}

/**
 * A set's booster configurations (none when it has no `booster`). A malformed one is reported and not kept: the
 * set's cards import all the same.
 */
function boostersOf(sink: CardSink, set: unknown, at: RecordPlace, code: string): BoosterProducts {
  if (!isObject(set) || set.booster === undefined || set.booster === null) return {};
  let products: BoosterProducts = {};
  try {
    products = boosterProductsFromMtgjson(set.booster);
  } catch (error) {
    if (!(error instanceof CardDataError)) throw error;
    // The set's cards import all the same: the reason says what was left out, the field says why.
    sink.skip(at, `set ${excerpt(code, 12)}, booster configurations not kept: ${error.message}`, {
      code: 'skip.boosters',
      params: { set: code, ...(error.field === undefined ? {} : { field: error.field }) },
    });
  }
  return products;
}

/** The card's name an entry gives, for a skip report. */
function nameOf(entries: readonly unknown[]): { name?: string } {
  const [first] = entries;
  return isObject(first) && typeof first.name === 'string' ? { name: first.name } : {};
}

/** The faces of one physical card share its collector number, so a number's entries can be read on their own. */
function entriesByNumber(entries: readonly unknown[]): Map<string, unknown[]> {
  const byNumber = new Map<string, unknown[]>();
  for (const entry of entries) {
    const number = isObject(entry) ? String(entry.number) : 'undefined';
    const same = byNumber.get(number);
    if (same) same.push(entry);
    else byNumber.set(number, [entry]);
  }
  return byNumber;
}

/**
 * The Duel Masters CSV (shared/data/duelmasters Ravenite0-All_Cards.csv), one printing per row. The rows of
 * two-sided cards are gathered and written at the end, each side's rows joined into one card (engine/dm/two-sided.ts).
 */
export const DM_CSV: CsvFormat = {
  name: 'duelmasters-csv',
  claims: (header) => DM_CSV_COLUMNS.every((column) => header.includes(column)),
  reader: (sink, header) => {
    const joiner = twoSidedJoiner('ravenite-csv');
    const write = (record: CardRecord) => {
      if (!joiner.hold(record)) sink.card(record);
    };
    return {
      read: (row) => {
        if (row.fields.length !== header.length) {
          sink.skip(row, `line ${row.line} has ${row.fields.length} fields, the header has ${header.length}`, {
            code: 'skip.csv-fields',
            params: { line: row.line, count: row.fields.length, expected: header.length },
          });
          return;
        }
        const named = Object.fromEntries(header.map((column, i) => [column, row.fields[i]]));
        readOrSkip(sink, row, () => write(cardFromDmCsvRow(named, row.line)));
      },
      end: () => {
        const { records, unnamedBacks } = joiner.end();
        for (const record of records) sink.card(record);
        return unnamedBacks.length ? { dmUnnamedBacks: unnamedBacks } : {};
      },
    };
  },
};

export const CSV_FORMATS: readonly CsvFormat[] = [DM_CSV];

/** A short description of a first record no format claims, for the error message. */
export function describeUnknownJson(first: JsonRecord): string {
  const where = first.path.kind === 'member' ? ` in "${first.path.parent}"` : '';
  if (isObject(first.value)) {
    if (typeof first.value.object === 'string')
      return `a Scryfall ${excerpt(first.value.object)} object${where}, not card data`;
    const keys = Object.keys(first.value)
      .slice(0, 6)
      .map((key) => excerpt(key, 24))
      .join(', ');
    return `JSON of no known card format: the first record${where} has the keys ${keys || '(none)'}`;
  }
  const what = Array.isArray(first.value) ? 'an array' : first.value === null ? 'null' : `a ${typeof first.value}`;
  return `JSON of no known card format: the first record${where} is ${what}`;
}
