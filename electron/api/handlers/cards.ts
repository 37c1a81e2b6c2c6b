import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import { findCardsByName, getCard, getCardDetails, getPrintings } from '../../../db/cards.ts';
import { priceChangesOfCards, priceDays } from '../../../db/price-history.ts';
import type { Printing } from '../../../engine/cards/types.ts';
import { pricesByDay } from '../../../engine/collection/price-history.ts';
import type { Db } from '../../../db/open.ts';
import { imagePath } from '../../../protocol/images.ts';

/** The longest card id (a DM id folds the card's name). */
const cardId = z.string().min(1).max(200);

/**
 * A card's printings as the API shows them: each with its image's path on the app's own origin (protocol/images.ts,
 * front face, normal size), the remote address the main process would fetch it from (null when the data names none)
 * and its prices on each day imported from its first (`priceHistory`, oldest first).
 */
function printingViews(db: Db, cardId: string, printings: readonly Printing[]) {
  const changes = priceChangesOfCards(db, [cardId]);
  const days = priceDays(db);
  return printings.map((p) => ({
    ...p,
    priceHistory: pricesByDay(changes.get(p.id) ?? [], days),
    image: {
      path: imagePath({ subject: 'printing', id: p.id, face: 'front', size: 'normal' }),
      source: p.imageUri ?? null,
    },
  }));
}

/** The newest price snapshot among printings, or null when none has prices. */
function newestSnapshot(printings: readonly Printing[]): string | null {
  let newest: string | null = null;
  for (const p of printings) if (p.pricesDate && (newest === null || p.pricesDate > newest)) newest = p.pricesDate;
  return newest;
}

export const cardHandlers = {
  /** A card with its faces, legalities, printings (with images, prices and their history) and localized names, by id or by any of its names. */
  'cards.get': handler(
    z
      .object({ id: cardId.optional(), name: z.string().min(1).max(1000).optional() })
      .refine((v) => v.id || v.name, 'give an id or a name'),
    ({ id, name }, { db }) => {
      const found = id ?? findCardsByName(db, name!)[0]?.id;
      const details = found ? getCardDetails(db, found) : undefined;
      if (!details) throw new ApiError('not-found', `no card named "${name ?? id}"`);
      return { ...details, printings: printingViews(db, details.id, details.printings) };
    },
  ),

  /** A card's printings, newest first, with set, number, rarity, finishes, image, prices and their history: the printing strip. */
  'cards.printings': handler(z.object({ cardId }), ({ cardId: id }, { db }) => {
    if (!getCard(db, id)) throw new ApiError('not-found', `no card with id ${id}`);
    const printings = getPrintings(db, id);
    return { cardId: id, snapshotDate: newestSnapshot(printings), printings: printingViews(db, id, printings) };
  }),
};
