import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import { findCardsByName, getCard, getCardDetails, getPrintings } from '../../../db/cards.ts';
import type { Printing } from '../../../engine/cards/types.ts';
import { imagePath } from '../../../protocol/images.ts';

/** The longest card id (a DM id folds the card's name). */
const cardId = z.string().min(1).max(200);

/**
 * A printing as the API shows it: its image's path on the app's own origin (protocol/images.ts, front face, normal
 * size) and the remote address the main process would fetch it from (null when the data names none).
 */
export function printingView(p: Printing) {
  return {
    ...p,
    image: {
      path: imagePath({ subject: 'printing', id: p.id, face: 'front', size: 'normal' }),
      source: p.imageUri ?? null,
    },
  };
}

/** The newest price snapshot among printings, or null when none has prices. */
function newestSnapshot(printings: readonly Printing[]): string | null {
  let newest: string | null = null;
  for (const p of printings) if (p.pricesDate && (newest === null || p.pricesDate > newest)) newest = p.pricesDate;
  return newest;
}

export const cardHandlers = {
  /** A card with its faces, legalities, printings (with images and prices) and localized names, by id or by any of its names. */
  'cards.get': handler(
    z
      .object({ id: cardId.optional(), name: z.string().min(1).max(1000).optional() })
      .refine((v) => v.id || v.name, 'give an id or a name'),
    ({ id, name }, { db }) => {
      const found = id ?? findCardsByName(db, name!)[0]?.id;
      const details = found ? getCardDetails(db, found) : undefined;
      if (!details) throw new ApiError('not-found', `no card named "${name ?? id}"`);
      return { ...details, printings: details.printings.map(printingView) };
    },
  ),

  /** A card's printings, newest first, with set, number, rarity, finishes, image and prices: the printing strip. */
  'cards.printings': handler(z.object({ cardId }), ({ cardId: id }, { db }) => {
    if (!getCard(db, id)) throw new ApiError('not-found', `no card with id ${id}`);
    const printings = getPrintings(db, id);
    return { cardId: id, snapshotDate: newestSnapshot(printings), printings: printings.map(printingView) };
  }),
};
