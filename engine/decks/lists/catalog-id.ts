// A card's MTGO catalog id (CatID), which an MTGO .dek names each card by: the pinned printing's when MTGO has that
// printing (its foil id for a foil pin), a printing of the pinned set MTGO has for a set pinned alone (Forge's
// "Sol Ring|C21"), else that of the newest printing MTGO has (the printings come newest first, as the resolver gives
// them). Read back, a CatID is the printing it names: MTGJSON's mtgoId, or mtgoFoilId for a foil.
import type { Printing } from '../../cards/types.ts';
import type { Deck, DeckEntry } from '../types.ts';
import type { DeckListProblem } from './types.ts';
import { problem } from './problems.ts';
import { firstPrintingInSet } from '../printings.ts';

const samePrinting = (p: Printing, pin: NonNullable<DeckEntry['printing']>) =>
  pin.id ? p.id === pin.id : p.set.toLowerCase() === pin.set.toLowerCase() && p.collectorNumber === pin.collectorNumber;

/** An MTGO catalog id as MTGO writes it (a .dek's CatID, a CSV's ID #), a positive whole number; else none. */
export function parseCatalogId(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  return /^\d{1,9}$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : undefined;
}

/** The catalog id written for an entry, and whether it carries the entry's pinned printing and its foil. */
export interface WrittenCatalogId {
  id: number;
  /** The id names the pinned printing (false when it is another printing's, or nothing was pinned). */
  printing: boolean;
  /** The id names the foil copy of the pinned foil printing. */
  foil: boolean;
}

/**
 * The printing a pin names; for a set pinned alone, the set's first printing MTGO has (its first with a foil id for a
 * foil pin, else with any id), as a list writing set and number takes the set's first printing (printings.ts).
 */
function pinnedPrinting(printings: readonly Printing[], pin: NonNullable<DeckEntry['printing']>): Printing | undefined {
  if (pin.id || pin.collectorNumber) return printings.find((p) => samePrinting(p, pin));
  const onMtgo = (has: (p: Printing) => boolean) => firstPrintingInSet(printings.filter(has), pin.set);
  return (pin.foil && onMtgo((p) => p.mtgoFoilId !== undefined)) || onMtgo((p) => p.mtgoId !== undefined);
}

/** The catalog id of an entry's card, undefined for an unresolved card or one MTGO has no printing of. */
export function mtgoCatalogId(
  printingsOf: (cardId: string) => readonly Printing[],
): (entry: DeckEntry) => WrittenCatalogId | undefined {
  return (entry) => {
    if (!entry.cardId) return undefined;
    const printings = printingsOf(entry.cardId);
    const pin = entry.printing;
    const pinned = pin?.set || pin?.id ? pinnedPrinting(printings, pin) : undefined;
    const foilId = pin?.foil ? pinned?.mtgoFoilId : undefined;
    if (foilId !== undefined) return { id: foilId, printing: true, foil: true };
    if (pinned?.mtgoId !== undefined) return { id: pinned.mtgoId, printing: true, foil: false };
    const newest = printings.find((p) => p.mtgoId !== undefined)?.mtgoId;
    return newest === undefined ? undefined : { id: newest, printing: false, foil: false };
  };
}

/** The printing a catalog id names in the card data, and whether it names the printing's foil copy. */
export interface CatalogPrinting {
  printingId: string;
  set: string;
  collectorNumber: string;
  foil: boolean;
}

const withoutCatalogId = (entry: DeckEntry): DeckEntry => {
  if (entry.printing?.catalogId === undefined) return entry;
  const { catalogId: _dropped, ...rest } = entry.printing;
  return { ...entry, printing: rest.set || rest.id ? rest : undefined };
};

/**
 * The catalog ids a .dek named its cards by, read as the printings they name (set, number and foil), so resolution
 * finds the card by its printing where its name is missing or unknown and checks a name against it (a name naming
 * another card wins, and is reported). A catalog id the card data lacks leaves the card to its name, with a warning;
 * a line with neither a name nor a known catalog id is skipped, and said. Without card data (`printingOf`
 * undefined) the ids are dropped and only the lines without a name are reported.
 */
export function pinCatalogIds(
  deck: Deck,
  printingOf: ((catalogId: number) => CatalogPrinting | undefined) | undefined,
): { deck: Deck; problems: DeckListProblem[] } {
  const problems: DeckListProblem[] = [];
  const boards: Deck['boards'] = {};
  for (const [board, entries] of Object.entries(deck.boards) as [keyof Deck['boards'], DeckEntry[]][]) {
    const kept: DeckEntry[] = [];
    for (const entry of entries) {
      const catalogId = entry.printing?.catalogId;
      if (catalogId === undefined) {
        kept.push(entry);
        continue;
      }
      const found = printingOf?.(catalogId);
      const line = entry.line ?? 0;
      const text = `${entry.count} ${entry.name} (CatID ${catalogId})`.replace('  ', ' ');
      if (found) {
        const { printingId: id, set, collectorNumber, foil } = found;
        kept.push({ ...entry, printing: { id, set: set.toUpperCase(), collectorNumber, ...(foil && { foil }) } });
      } else if (!entry.name) {
        problems.push(
          problem(
            line,
            text,
            'unknown-card',
            printingOf
              ? `CatID ${catalogId} is no printing in the card data, and the line names no card: skipped`
              : `the line names no card, and without card data its CatID ${catalogId} finds none: skipped`,
            { name: `CatID ${catalogId}`, catalogId: String(catalogId), kind: 'catalog-id' },
          ),
        );
      } else {
        if (printingOf)
          problems.push(
            problem(
              line,
              text,
              'unknown-printing',
              `CatID ${catalogId} is no printing in the card data; the card is read by its name "${entry.name}", its printing not pinned`,
              { name: entry.name, catalogId: String(catalogId), kind: 'catalog-id' },
            ),
          );
        kept.push(withoutCatalogId(entry));
      }
    }
    if (kept.length > 0) boards[board] = kept;
  }
  return { deck: { ...deck, boards }, problems };
}

const isUnknownCatalogId = (p: DeckListProblem) => p.code === 'unknown-printing' && p.params?.kind === 'catalog-id';
const sameCard = (a: DeckListProblem, b: DeckListProblem) => a.line === b.line && a.params?.name === b.params?.name;

/**
 * One problem a line: a card whose name resolution found no card for (an unknown-card error) and whose CatID the card
 * data lacks too (pinCatalogIds' warning) is said once, as the unknown card, naming it and both reasons.
 */
export function joinUnknownCatalogIds(problems: readonly DeckListProblem[]): DeckListProblem[] {
  const unknownCards = problems.filter((p) => p.code === 'unknown-card');
  return problems.flatMap((p) => {
    if (isUnknownCatalogId(p)) return unknownCards.some((card) => sameCard(card, p)) ? [] : [p];
    const catalog =
      p.code === 'unknown-card' ? problems.find((q) => isUnknownCatalogId(q) && sameCard(q, p)) : undefined;
    const catalogId = catalog?.params?.catalogId;
    if (!catalog || catalogId === undefined) return [p];
    return [
      problem(
        p.line,
        catalog.text,
        'unknown-card',
        `${p.message}, and its CatID ${catalogId} is no printing in the card data`,
        {
          ...p.params,
          catalogId,
          kind: 'name-and-catalog-id',
        },
      ),
    ];
  });
}
