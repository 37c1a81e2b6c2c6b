// A deck's pinned printings made fit for the list format they are written in, before the writer sees them. A
// set and number that are another card's printing are never written: resolution reported the mismatch and let
// the name win. A set named without a number ("Mountain [STX]", Forge's "Mountain|STX") becomes that set's own
// printing in a format that writes set and number together (Arena, XMage, Cockatrice); otherwise the writer would
// leave the set out and the format's default printing would replace it with another set's.
import type { CardResolver } from '../resolve.ts';
import { BOARDS, type Deck, type DeckEntry } from '../types.ts';
import type { DeckExportNotice } from './index.ts';
import type { DeckListFormatInfo } from './types.ts';
import { firstPrintingInSet } from '../printings.ts';
import { finishOnly } from '../finish.ts';

/** What checking pins asks of the card data: the card of a set and number, and a card's printings. */
export type PinResolver = Pick<CardResolver, 'bySetNumber'> & Required<Pick<CardResolver, 'printingsOf'>>;

/** The name of the other card the entry's set and number are a printing of, when they are not its own card's. */
function otherCardPinned(entry: DeckEntry, resolver: Pick<CardResolver, 'bySetNumber'>): string | undefined {
  const p = entry.printing;
  if (!entry.cardId || !p?.set || !p.collectorNumber) return undefined;
  const found = resolver.bySetNumber(p.set, p.collectorNumber);
  return found && found.card.id !== entry.cardId ? found.card.name : undefined;
}

/** The entry without a set to write: Forge's art index counts within the set and goes with it; the finish stays. */
function withoutSet(entry: DeckEntry): DeckEntry {
  const { printing, ...rest } = entry;
  const finish = finishOnly(printing);
  return finish ? { ...rest, printing: finish } : rest;
}

type EntryMap = (entry: DeckEntry) => DeckEntry;

function mapEntries(deck: Deck, map: EntryMap): Deck {
  const boards: Deck['boards'] = {};
  for (const board of BOARDS) {
    const entries = deck.boards[board];
    if (entries) boards[board] = entries.map(map);
  }
  return { ...deck, boards };
}

/** An entry whose pinned set and number are the printing of `otherCard`. */
export interface MismatchedPin {
  entry: DeckEntry;
  otherCard: string;
}

/**
 * The deck without the set and number of entries whose pin is another card's printing (what the read warning
 * "the name wins, the printing is not pinned" promises), and those entries as they were.
 */
export function withoutMismatchedPins(
  deck: Deck,
  resolver: Pick<CardResolver, 'bySetNumber'>,
): { deck: Deck; mismatched: MismatchedPin[] } {
  const mismatched: MismatchedPin[] = [];
  const out = mapEntries(deck, (entry) => {
    const otherCard = otherCardPinned(entry, resolver);
    if (otherCard === undefined) return entry;
    mismatched.push({ entry, otherCard });
    return withoutSet(entry);
  });
  return { deck: out, mismatched };
}

const needsNumber = (entry: DeckEntry) =>
  Boolean(entry.cardId && entry.printing?.set && !entry.printing.collectorNumber);

/**
 * Set-only pins completed with their set's printing; `missing` holds the entries whose set has none of the card, left
 * without a set. A pool keeps each card as a printing, so a pool made of a list completes them too.
 */
export function completeSetPins(deck: Deck, resolver: PinResolver): { deck: Deck; missing: DeckEntry[] } {
  const missing: DeckEntry[] = [];
  const out = mapEntries(deck, (entry) => {
    if (!needsNumber(entry)) return entry;
    const chosen = firstPrintingInSet(resolver.printingsOf(entry.cardId!), entry.printing!.set);
    if (!chosen) {
      missing.push(entry);
      return withoutSet(entry);
    }
    return {
      ...entry,
      printing: { ...entry.printing!, collectorNumber: chosen.collectorNumber, id: chosen.id },
    };
  });
  return { deck: out, missing };
}

const cardsIn = (entries: readonly DeckEntry[]) => entries.reduce((n, e) => n + e.count, 0);

function mismatchNotice(pins: readonly MismatchedPin[]): DeckExportNotice[] {
  if (pins.length === 0) return [];
  const named = pins.map(
    ({ entry: { name, printing }, otherCard }) =>
      `${printing!.set} ${printing!.collectorNumber} is "${otherCard}", not "${name}"`,
  );
  return [
    {
      code: 'printing-mismatch',
      cards: cardsIn(pins.map((p) => p.entry)),
      message: `${pins.length} pinned printing(s) are other cards' and are not written: ${named.join('; ')}`,
      params: {
        count: pins.length,
        printings: pins.map(({ entry }) => `${entry.printing!.set} ${entry.printing!.collectorNumber}`).join(', '),
      },
    },
  ];
}

function missingNotice(info: DeckListFormatInfo, entries: readonly DeckEntry[]): DeckExportNotice[] {
  if (entries.length === 0) return [];
  const pins = entries.map((e) => `${e.name} (${e.printing!.set})`);
  const instead = info.wantsPrinting ? 'another printing is written' : 'the set is not written';
  return [
    {
      code: 'printing-not-in-set',
      cards: cardsIn(entries),
      message: `the card data has no printing of ${entries.length} card(s) in the set pinned, so ${instead}: ${pins.join(', ')}`,
      params: { count: entries.length, cards: pins.join(', '), instead: info.wantsPrinting ? 'another' : 'none' },
    },
  ];
}

/**
 * Forge's art index on a set pinned alone ("3 Island|M19|2"), which only Forge writes: elsewhere the set is written
 * alone, or as its first printing, and which of its arts was chosen is lost.
 */
function artNotice(info: DeckListFormatInfo, deck: Deck): DeckExportNotice[] {
  if (info.capabilities.artIndex) return [];
  const entries = BOARDS.flatMap((board) => deck.boards[board] ?? []).filter(
    (e) => e.printing?.set && !e.printing.collectorNumber && e.printing.artIndex !== undefined,
  );
  if (entries.length === 0) return [];
  const cards = cardsIn(entries);
  const names = [...new Set(entries.map((e) => e.name))].join(', ');
  return [
    {
      code: 'art-omitted',
      cards,
      message: `${info.name} has no art index: which of a set's arts ${cards} card(s) pinned (Forge's "|SET|n") is not written: ${names}`,
      params: { format: info.id, cards, names },
    },
  ];
}

/**
 * The deck's pins as the format can write them, and notices for the pins it does not write: mismatched sets and
 * numbers in every format; Forge's art index in the others; in formats that write set and number together, each set
 * pinned alone becomes that set's first printing of the card, or is dropped when the card data has none there.
 */
export function pinsForFormat(
  deck: Deck,
  info: DeckListFormatInfo,
  resolver: PinResolver,
): { deck: Deck; notices: DeckExportNotice[] } {
  if (info.capabilities.printing === 'none') return { deck, notices: [] };
  const matched = withoutMismatchedPins(deck, resolver);
  const notices = [...mismatchNotice(matched.mismatched), ...artNotice(info, matched.deck)];
  if (info.capabilities.printing !== 'complete') return { deck: matched.deck, notices };
  const completed = completeSetPins(matched.deck, resolver);
  return { deck: completed.deck, notices: [...notices, ...missingNotice(info, completed.missing)] };
}
