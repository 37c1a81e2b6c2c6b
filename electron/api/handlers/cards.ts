import { z } from 'zod';
import { ApiError, handler } from '../define.ts';
import { findCardsByName, getCardDetails } from '../../../db/cards.ts';

export const cardHandlers = {
  /** A card with its faces, legalities, printings and localized names, by id or by any of its names. */
  'cards.get': handler(
    z
      .object({ id: z.string().min(1).optional(), name: z.string().min(1).optional() })
      .refine((v) => v.id || v.name, 'give an id or a name'),
    ({ id, name }, { db }) => {
      const cardId = id ?? findCardsByName(db, name!)[0]?.id;
      const details = cardId ? getCardDetails(db, cardId) : undefined;
      if (!details) throw new ApiError('not-found', `no card named "${name ?? id}"`);
      return details;
    },
  ),
};
