// The Duel Masters Hall of Fame regulation (DM 100.2; digest §1.8): dated data the user can replace.
// 殿堂入り (Hall of Fame) = at most 1 copy, プレミアム殿堂 (Premium Hall of Fame) = 0, プレミアム殿堂コンビ = groups never used together.
import bundled from './data/dm-regulation.json' with { type: 'json' };
import { foldName } from '../text/fold.ts';
import { TWINPACT_NAME_SEPARATOR, twinpactHalves } from '../dm/card.ts';
import type { DmRegulation, RegulationUsed, ValidationContext } from './types.ts';
import type { Reason, ReasonCode, Reasoned } from '../text/reasons.ts';

export interface DmRegulationEntry {
  /** The card name as the card data writes it (English for the bundled data). */
  name: string;
  /** The Japanese name, matched too. */
  ja?: string;
  limit: 0 | 1;
  /** ISO date the limit took effect. */
  from: string;
  /** ISO date the limit was lifted or changed, when known. */
  until?: string;
}

export interface DmCombinationEntry {
  names: string[];
  from: string;
  until?: string;
}

export interface DmRegulationFile {
  title?: string;
  note?: string;
  /** The file lists only some of the regulation's cards (the bundled excerpt): a deck it passes may still break it. */
  partial?: boolean;
  sources: string[];
  entries: DmRegulationEntry[];
  combinations: DmCombinationEntry[];
}

/** A regulation file that can't be read: says which file and which record, and what is wrong by a reason. */
export class DmRegulationError extends Error implements Reasoned {
  readonly file: string;
  readonly path: string;
  readonly reason: Reason;
  constructor(file: string, path: string, message: string, code: ReasonCode, value?: unknown) {
    super(`${file}: ${path ? `${path} ` : ''}${message}`);
    this.name = 'DmRegulationError';
    this.file = file;
    this.path = path;
    this.reason = { code, params: value === undefined ? { file, path } : { file, path, value: JSON.stringify(value) } };
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readDate(file: string, path: string, value: unknown, optional: boolean): string | undefined {
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || !ISO_DATE.test(value))
    throw new DmRegulationError(
      file,
      path,
      `must be a date written YYYY-MM-DD, not ${JSON.stringify(value)}`,
      'regulation.date',
      value ?? null,
    );
  return value;
}

function readName(file: string, path: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new DmRegulationError(file, path, 'must be a card name', 'regulation.name');
  return value;
}

function readEntry(file: string, raw: unknown, i: number): DmRegulationEntry {
  const path = `entries[${i}]`;
  if (!isRecord(raw))
    throw new DmRegulationError(file, path, 'must be an object { name, limit, from }', 'regulation.entry');
  if (raw.limit !== 0 && raw.limit !== 1)
    throw new DmRegulationError(
      file,
      `${path}.limit`,
      `must be 0 (Premium Hall of Fame) or 1 (Hall of Fame), not ${JSON.stringify(raw.limit)}`,
      'regulation.limit',
      raw.limit ?? null,
    );
  const entry: DmRegulationEntry = {
    name: readName(file, `${path}.name`, raw.name),
    limit: raw.limit,
    from: readDate(file, `${path}.from`, raw.from, false)!,
  };
  if (raw.ja !== undefined) entry.ja = readName(file, `${path}.ja`, raw.ja);
  const until = readDate(file, `${path}.until`, raw.until, true);
  if (until) entry.until = until;
  return entry;
}

function readCombination(file: string, raw: unknown, i: number): DmCombinationEntry {
  const path = `combinations[${i}]`;
  if (!isRecord(raw) || !Array.isArray(raw.names) || raw.names.length < 2)
    throw new DmRegulationError(
      file,
      path,
      'must be an object { names: [two or more names], from }',
      'regulation.combination',
    );
  const combination: DmCombinationEntry = {
    names: raw.names.map((n, j) => readName(file, `${path}.names[${j}]`, n)),
    from: readDate(file, `${path}.from`, raw.from, false)!,
  };
  const until = readDate(file, `${path}.until`, raw.until, true);
  if (until) combination.until = until;
  return combination;
}

/** Reads a regulation file's JSON value; throws DmRegulationError naming the first bad record. */
export function parseDmRegulation(json: unknown, file = 'dm-regulation.json'): DmRegulationFile {
  if (!isRecord(json))
    throw new DmRegulationError(
      file,
      '',
      'must hold a JSON object { sources, entries, combinations }',
      'regulation.not-object',
    );
  if (!Array.isArray(json.entries))
    throw new DmRegulationError(file, 'entries', 'must be a list', 'regulation.not-list');
  const combinations = json.combinations ?? [];
  if (!Array.isArray(combinations))
    throw new DmRegulationError(file, 'combinations', 'must be a list', 'regulation.not-list');
  const sources = json.sources ?? [];
  if (!Array.isArray(sources) || sources.some((s) => typeof s !== 'string'))
    throw new DmRegulationError(file, 'sources', 'must be a list of texts', 'regulation.sources');
  const parsed: DmRegulationFile = {
    sources: sources as string[],
    entries: json.entries.map((e, i) => readEntry(file, e, i)),
    combinations: combinations.map((c, i) => readCombination(file, c, i)),
  };
  if (typeof json.title === 'string') parsed.title = json.title;
  if (typeof json.note === 'string') parsed.note = json.note;
  if (json.partial === true) parsed.partial = true;
  return parsed;
}

/** A regulation file's text (a UTF-8 byte order mark allowed), read; throws DmRegulationError for text that is no JSON. */
export function readDmRegulationText(text: string, file: string): DmRegulationFile {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new DmRegulationError(file, '', 'is not JSON', 'regulation.not-json');
  }
  return parseDmRegulation(json, file);
}

/**
 * The key a regulation matches a name by: folded, and a twinpact's two halves joined by a bare slash (DM 810.4: the
 * name is both halves), since the sources write "A/B", "A /B" or "A／B" for one card.
 */
export function regulationKey(name: string): string {
  const halves = twinpactHalves(name);
  return foldName(halves ? halves.join(TWINPACT_NAME_SEPARATOR) : name);
}

const inForce = (date: string) => (e: { from: string; until?: string }) =>
  e.from <= date && (e.until === undefined || date < e.until);

/** The limits in force on a date (YYYY-MM-DD), keyed by English and Japanese name (regulationKey). */
export function regulationOn(file: DmRegulationFile, date: string): DmRegulation {
  const limits = new Map<string, { name: string; limit: 0 | 1 }>();
  const entries = file.entries.filter(inForce(date));
  for (const entry of entries) {
    limits.set(regulationKey(entry.name), { name: entry.name, limit: entry.limit });
    if (entry.ja) limits.set(regulationKey(entry.ja), { name: entry.name, limit: entry.limit });
  }
  const combinations = file.combinations.filter(inForce(date)).map((c) => c.names);
  const used: RegulationUsed = { effective: date, cards: entries.length, partial: file.partial === true };
  if (file.title !== undefined) used.title = file.title;
  return { ...used, limits, combinations };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The regulation a check applies: the context's, else the bundled one in force on the context's date or today. */
export function regulationFor(context: ValidationContext): DmRegulation {
  return context.regulation ?? regulationOn(BUNDLED_DM_REGULATION, context.today ?? today());
}

/** What a validation result says of the regulation it applied (DmRegulation without its lookup tables). */
export function regulationUsed(regulation: DmRegulation): RegulationUsed {
  const { effective, cards, partial, title } = regulation;
  return title === undefined ? { effective, cards, partial } : { effective, cards, partial, title };
}

/** The regulation file that ships with Decklab (engine/formats/data/dm-regulation.json). */
export const BUNDLED_DM_REGULATION: DmRegulationFile = parseDmRegulation(
  bundled,
  'engine/formats/data/dm-regulation.json',
);
