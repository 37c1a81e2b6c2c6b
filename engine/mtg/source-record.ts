// Reading fields of untyped source records (Scryfall, MTGJSON JSON) with errors that name the field.
import { CardDataError, valueExcerpt } from '../cards/errors.ts';
import type { SkipCode } from '../text/reasons.ts';
import { quoted } from '../text/limits.ts';

export type SourceRecord = Readonly<Record<string, unknown>>;

const describe = (value: unknown): string =>
  value === undefined
    ? 'nothing'
    : value === null
      ? 'null'
      : Array.isArray(value)
        ? 'an array'
        : typeof value === 'string'
          ? quoted(value)
          : `a ${typeof value}`;

export function isRecord(value: unknown): value is SourceRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The value a reason quotes, when there is one. */
const found = (value: unknown): Record<string, string> => (value === undefined ? {} : { value: valueExcerpt(value) });

/** A field of the wrong kind, or missing (`code` names the kind it should be). */
const badField = (message: string, code: SkipCode, field: string, value: unknown) =>
  new CardDataError(message, value === undefined ? 'skip.field-missing' : code, { field, ...found(value) });

/** `path` is where the value sits in the source record, e.g. "card_faces[1]"; it names the field in errors. */
export function asRecord(value: unknown, path: string): SourceRecord {
  if (!isRecord(value))
    throw path
      ? badField(`${path} must be an object, found ${describe(value)}`, 'skip.field-not-object', path, value)
      : new CardDataError(`record must be an object, found ${describe(value)}`, 'skip.not-a-card', found(value));
  return value;
}

export function requiredString(rec: SourceRecord, key: string, path = ''): string {
  const value = rec[key];
  if (typeof value !== 'string' || value === '') {
    throw badField(
      `${value === undefined ? 'missing' : 'bad'} "${at(path, key)}": expected a non-empty string${value === undefined ? '' : `, found ${describe(value)}`}`,
      'skip.field-not-text',
      at(path, key),
      value,
    );
  }
  return value;
}

export function optionalString(rec: SourceRecord, key: string, path = ''): string | undefined {
  const value = rec[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string')
    throw badField(
      `bad "${at(path, key)}": expected a string, found ${describe(value)}`,
      'skip.field-not-text',
      at(path, key),
      value,
    );
  return value;
}

export function optionalNumber(rec: SourceRecord, key: string, path = ''): number | undefined {
  const value = rec[key];
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw badField(
      `bad "${at(path, key)}": expected a number, found ${describe(value)}`,
      'skip.field-not-number',
      at(path, key),
      value,
    );
  }
  return number;
}

export function optionalBoolean(rec: SourceRecord, key: string, path = ''): boolean | undefined {
  const value = rec[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean')
    throw badField(
      `bad "${at(path, key)}": expected true or false, found ${describe(value)}`,
      'skip.field-not-boolean',
      at(path, key),
      value,
    );
  return value;
}

export function optionalStringArray(rec: SourceRecord, key: string, path = ''): string[] | undefined {
  const value = rec[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !Array.from(value).every((v) => typeof v === 'string')) {
    throw badField(
      `bad "${at(path, key)}": expected a list of strings, found ${describe(value)}`,
      'skip.field-not-list',
      at(path, key),
      value,
    );
  }
  return value as string[];
}

export function optionalRecord(rec: SourceRecord, key: string, path = ''): SourceRecord | undefined {
  const value = rec[key];
  if (value === undefined || value === null) return undefined;
  return asRecord(value, at(path, key));
}

/** The list with any hole (an array built in code, not parsed JSON) as undefined, which each element's reader refuses. */
export function requiredArray(rec: SourceRecord, key: string, path = ''): readonly unknown[] {
  const value = rec[key];
  if (!Array.isArray(value)) {
    throw badField(
      `${value === undefined ? 'missing' : 'bad'} "${at(path, key)}": expected a list${value === undefined ? '' : `, found ${describe(value)}`}`,
      'skip.field-not-list',
      at(path, key),
      value,
    );
  }
  return Array.from(value as unknown[]);
}

export function optionalArray(rec: SourceRecord, key: string, path = ''): readonly unknown[] | undefined {
  return rec[key] === undefined || rec[key] === null ? undefined : requiredArray(rec, key, path);
}

/** Copies the fields of `optional` that have a value, so absent source fields stay absent in the result. */
export function assignDefined<T extends object>(target: T, optional: Partial<T>): T {
  for (const key in optional) if (optional[key] !== undefined) target[key] = optional[key]!;
  return target;
}

/** A printing's text given per face (artist, flavor text): the distinct values joined " // ", or undefined. */
export function perFaceText(values: readonly (string | undefined)[]): string | undefined {
  const distinct = [...new Set(values.filter((v): v is string => v !== undefined && v !== ''))];
  return distinct.length ? distinct.join(' // ') : undefined;
}

/** Finishes from the older sources' two flags (Scryfall 2019 foil/nonfoil, MTGJSON hasFoil/hasNonFoil). */
export function finishesFromFlags(nonfoil: boolean | undefined, foil: boolean | undefined): string[] {
  return [...(nonfoil ? ['nonfoil'] : []), ...(foil ? ['foil'] : [])];
}
