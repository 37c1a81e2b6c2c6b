// Numeric options with named limits: the range is part of the option's --help line, and a value outside it
// is refused with the option's name and range ("--games must be 1..100000000").
import { InvalidArgumentError, Option } from 'commander';
import { CliError } from './session.ts';
import type { NameOrder } from '../../db/search/compile.ts';

export interface IntegerRange {
  min: number;
  max: number;
}

/** The option's long name ("--limit" of "--limit <n>"). */
function optionName(flags: string): string {
  return /--[\w-]+/.exec(flags)?.[0] ?? flags;
}

/** Parses a whole number within `range`; anything else exits 2 naming the option and its range. */
export function parseBoundedInteger(name: string, range: IntegerRange): (value: string) => number {
  return (value) => {
    const n = /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < range.min || n > range.max) {
      throw new CliError(`${name} must be ${range.min}..${range.max}, not "${value}"`, 2);
    }
    return n;
  };
}

/** An integer option bounded to `range`, its limits shown in --help. */
export function boundedIntegerOption(
  flags: string,
  description: string,
  range: IntegerRange,
  defaultValue?: number,
): Option {
  const option = new Option(flags, `${description} (${range.min}..${range.max})`).argParser(
    parseBoundedInteger(optionName(flags), range),
  );
  return defaultValue === undefined ? option : option.default(defaultValue);
}

/** A number strictly between `range.min` and `range.max` (a probability such as --target 0.9); anything else exits 2. */
export function boundedFractionOption(flags: string, description: string, range: IntegerRange, defaultValue: number) {
  const name = optionName(flags);
  return new Option(flags, `${description} (between ${range.min} and ${range.max})`)
    .argParser((value: string) => {
      const n = /^\s*\d*\.?\d+\s*$/.test(value) ? Number(value) : NaN;
      if (!(n > range.min && n < range.max))
        throw new CliError(`${name} must be between ${range.min} and ${range.max}, not "${value}"`, 2);
      return n;
    })
    .default(defaultValue);
}

/**
 * An option's list of card names separated by ";" ("Oko, the Trickster; Frogify", twinpacts' "A/B; C"): card names
 * hold commas and slashes, never semicolons. An empty list is refused.
 */
export function cardNames(text: string): string[] {
  const names = text
    .split(';')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) throw new InvalidArgumentError('name at least one card, names separated by ";"');
  return names;
}

/**
 * What `--names` takes, in every command that has it (search, collection list, convert): the API's words
 * (cards.search's and collection.list's `names`), or the language codes (decks.export's `names`, the UI's locales).
 */
const NAME_SPELLINGS: Readonly<Record<string, NameOrder>> = {
  english: 'english',
  japanese: 'japanese',
  en: 'english',
  ja: 'japanese',
};

/** Reads `--names`: english|japanese, or en|ja; anything else exits 2 naming both spellings. */
export function parseNames(value: string): NameOrder {
  const names = Object.hasOwn(NAME_SPELLINGS, value) ? NAME_SPELLINGS[value] : undefined;
  if (names === undefined) throw new CliError(`--names must be english or japanese (or en, ja), not "${value}"`, 2);
  return names;
}

/** `--names english|japanese` (en|ja too): `description` says what the names are for; English by default. */
export const namesOption = (description: string) =>
  new Option('--names <names>', `${description}: english or japanese (or en, ja)`)
    .argParser(parseNames)
    .default('english');
