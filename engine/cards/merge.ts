// The same card seen twice (another printing, another language, another source) → one record.
import type { Card, CardRecord, Printing } from './types.ts';
import { CardDataError } from './errors.ts';
import { mergeLocalized } from './localized.ts';

/**
 * Newer characteristics win; localized names, localized text and printings are the union (the newer one wins on the
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
  return {
    card: {
      ...newer.card,
      legalities: hasLegalities ? newer.card.legalities : older.card.legalities,
      localizedNames: { ...older.card.localizedNames, ...newer.card.localizedNames },
      ...withLocalized(mergeLocalized(older.card.localized, newer.card.localized)),
    },
    printings: unionById(older.printings, newer.printings),
  };
}

/** The `localized` field when there is text: a card without any keeps its JSON as it was. */
const withLocalized = (localized: Card['localized']) => (localized ? { localized } : {});

function unionById(older: readonly Printing[], newer: readonly Printing[]): Printing[] {
  const byId = new Map<string, Printing>();
  for (const p of [...older, ...newer]) byId.set(p.id, p);
  return [...byId.values()];
}
