// The same card seen twice (another printing, another language, another source) → one record.
import type { Card, CardRecord, Printing } from './types.ts';
import { CardDataError } from './errors.ts';
import { mergeLocalized } from './localized.ts';
import { withSourcePrecedence } from '../dm/sources.ts';

/**
 * Newer characteristics win (a Duel Masters card's where its files disagree: by their precedence); localized names, localized text and printings are the union (the newer one wins on the
 * same language, face field or printing id); legalities come from the newer record when it has any (AtomicCards or a 2019 object may not).
 */
export function mergeCardRecords(older: CardRecord, newer: CardRecord): CardRecord {
  if (older.card.id !== newer.card.id) {
    throw new CardDataError(
      `cannot merge different cards: ${older.card.id} "${older.card.name}" and ${newer.card.id} "${newer.card.name}"`,
      'skip.merge-conflict',
      { card: newer.card.name, other: older.card.name },
    );
  }
  const hasLegalities = Object.keys(newer.card.legalities).length > 0;
  const card: Card = {
    ...newer.card,
    legalities: hasLegalities ? newer.card.legalities : older.card.legalities,
    localizedNames: { ...older.card.localizedNames, ...newer.card.localizedNames },
    ...withLocalized(mergeLocalized(older.card.localized, newer.card.localized)),
  };
  // Two Duel Masters files may disagree on a card: their precedence decides, not the order (engine/dm/sources.ts).
  return { card: withSourcePrecedence(card, older.card), printings: unionById(older.printings, newer.printings) };
}

/** The `localized` field when there is text: a card without any keeps its JSON as it was. */
const withLocalized = (localized: Card['localized']) => (localized ? { localized } : {});

function unionById(older: readonly Printing[], newer: readonly Printing[]): Printing[] {
  const byId = new Map<string, Printing>();
  for (const p of [...older, ...newer]) byId.set(p.id, p);
  return [...byId.values()];
}
