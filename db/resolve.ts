// The card resolver over the database: names through card_names.name_folded (English, faces, Japanese…),
// printings through (set_code, collector_number). Statements are prepared once and answers cached, so
// resolving many decks against one resolver costs one query per distinct name.
import type { Db } from './open.ts';
import type { Card, Printing } from '../engine/cards/types.ts';
import type { Deck, DeckEntry } from '../engine/decks/types.ts';
import { resolveDeck, type CardResolver } from '../engine/decks/resolve.ts';
import { pinDefaultPrintings } from '../engine/decks/printings.ts';
import {
  deckListFormat,
  exportDeckList,
  readDeckList,
  type DeckExportNotice,
  type DeckListFormatId,
  type DeckListResult,
  type NameLanguage,
} from '../engine/decks/lists/index.ts';
import { byLine, problem } from '../engine/decks/lists/problems.ts';
import { pinsForFormat, withoutMismatchedPins } from '../engine/decks/lists/export-pins.ts';
import { namesForFormat } from '../engine/decks/lists/export-names.ts';
import {
  joinUnknownCatalogIds,
  mtgoCatalogId,
  pinCatalogIds,
  type CatalogPrinting,
} from '../engine/decks/lists/catalog-id.ts';
import { foldName } from '../engine/text/fold.ts';
import { signatureSpellsOf } from '../engine/formats/index.ts';
import { PRINTINGS_OF_CARD_SQL, getCard, printingFromRow } from './cards.ts';

export type ReadHint = Parameters<typeof readDeckList>[1];

type PrintingRow = Parameters<typeof printingFromRow>[0];

export function createDbResolver(db: Db): Required<CardResolver> {
  const byFoldedName = db.prepare(`
    SELECT c.id, c.data, MIN(n.is_face) AS face_only FROM card_names n JOIN cards c ON c.id = n.card_id
    WHERE n.name_folded = ? GROUP BY c.id ORDER BY face_only, c.game, c.name`);
  const bySetAndNumber = db.prepare(`
    SELECT p.id AS printing_id, c.id, c.data FROM printings p JOIN cards c ON c.id = p.card_id
    WHERE p.set_code = ? COLLATE NOCASE AND p.collector_number = ?
    ORDER BY p.lang = 'en' DESC LIMIT 1`);
  const printingsOfCard = db.prepare(PRINTINGS_OF_CARD_SQL);

  const cards = new Map<string, Card>();
  const names = new Map<string, Card[]>();
  const printings = new Map<string, Printing[]>();
  const parsed = (row: { id: string; data: string }) => {
    let card = cards.get(row.id);
    if (!card) cards.set(row.id, (card = JSON.parse(row.data) as Card));
    return card;
  };

  return {
    byName(name) {
      const key = foldName(name);
      let found = names.get(key);
      if (!found) names.set(key, (found = (byFoldedName.all(key) as { id: string; data: string }[]).map(parsed)));
      return found;
    },
    bySetNumber(set, collectorNumber) {
      const row = bySetAndNumber.get(set, collectorNumber) as
        { printing_id: string; id: string; data: string } | undefined;
      return row ? { card: parsed(row), printingId: row.printing_id } : undefined;
    },
    printingsOf(cardId) {
      let found = printings.get(cardId);
      if (!found) printings.set(cardId, (found = (printingsOfCard.all(cardId) as PrintingRow[]).map(printingFromRow)));
      return found;
    },
  };
}

/** The printing an MTGO catalog id names: its nonfoil id (mtgoId), or its foil copy's (mtgoFoilId, migration 024). */
export function catalogPrintingLookup(db: Db): (catalogId: number) => CatalogPrinting | undefined {
  const statement = db.prepare(`
    SELECT id AS printingId, set_code AS "set", collector_number AS collectorNumber, 0 AS foil FROM printings
    WHERE mtgo_id = @id
    UNION ALL
    SELECT id, set_code, collector_number, 1 FROM printings WHERE mtgo_foil_id = @id
    ORDER BY foil LIMIT 1`);
  return (catalogId) => {
    const row = statement.get({ id: catalogId }) as (Omit<CatalogPrinting, 'foil'> & { foil: 0 | 1 }) | undefined;
    return row && { ...row, foil: row.foil === 1 };
  };
}

function hasCardData(db: Db): boolean {
  return db.prepare('SELECT EXISTS (SELECT 1 FROM cards) AS any').pluck().get() === 1;
}

/**
 * Reads a deck list and resolves its names against the card data: the deck with card ids and English
 * names, and every problem of reading and resolving, in line order. Without card data the names stay
 * as written and one problem says so.
 */
export function readDeckListWithCards(db: Db, input: string | Uint8Array, hint: ReadHint = {}): DeckListResult {
  const listed = readDeckList(input, hint);
  const cardData = hasCardData(db);
  const catalog = pinCatalogIds(listed.deck, cardData ? catalogPrintingLookup(db) : undefined);
  const read = { ...listed, deck: catalog.deck, problems: [...listed.problems, ...catalog.problems].sort(byLine) };
  if (!cardData) {
    const note = problem(
      0,
      '',
      'no-card-data',
      'the database holds no card data: names are kept as written, not checked',
    );
    return { ...read, problems: [note, ...read.problems] };
  }
  const resolver = createDbResolver(db);
  const resolved = resolveDeck(read.deck, resolver);
  // Resolution warned that a mismatched printing is not pinned: the deck keeps no trace of it to save or price.
  const { deck } = withoutMismatchedPins(resolved.deck, resolver);
  return { ...read, deck, problems: joinUnknownCatalogIds([...read.problems, ...resolved.problems].sort(byLine)) };
}

/**
 * Writes a deck in a format: its pins made fit for the format first (pinsForFormat: a set pinned alone becomes that
 * set's printing where the format writes set and number), then a printing pinned on the other cards where the
 * format's importer wants set codes; each card of several faces under the name the format's importer knows it by
 * (export-names.ts), or with `names` 'ja', each card under its Japanese name from the card data
 * (Card.localizedNames) where it has one.
 */
export function writeDeckListWithCards(
  db: Db,
  deck: Deck,
  format: DeckListFormatId,
  names: NameLanguage = 'en',
): { text: string; notices: DeckExportNotice[] } {
  const info = deckListFormat(format).info;
  const resolver = createDbResolver(db);
  const fitted = pinsForFormat(deck, info, resolver);
  const pinned = info.wantsPrinting ? pinDefaultPrintings(fitted.deck, resolver, info.wantsPrinting) : fitted.deck;
  const japanese = (entry: DeckEntry) => (entry.cardId ? getCard(db, entry.cardId)?.localizedNames.ja : undefined);
  const named = names === 'ja' ? pinned : namesForFormat(pinned, info, (id) => getCard(db, id));
  const written = exportDeckList(named, format, {
    ...(names === 'ja' && { localName: japanese }),
    signatureSpell: signatureSpellsOf(deck, (id) => getCard(db, id)),
    catalogId: mtgoCatalogId(resolver.printingsOf),
  });
  return { text: written.text, notices: [...written.notices, ...fitted.notices] };
}
