// A deck line's finish: its pin's `foil`, with `etched` beside it for an etched foil (types.ts PinnedPrinting), so
// that a list marking foil alone still reads an etched card as foil.
import type { PinnedPrinting } from './types.ts';

export type Finish = 'nonfoil' | 'foil' | 'etched';

/** The finish a deck line asks for: an etched foil, a foil, or none said. */
export const finishOf = (pin: PinnedPrinting | undefined): Finish =>
  pin?.etched ? 'etched' : pin?.foil ? 'foil' : 'nonfoil';

/** The fields of `pin` that say its finish, to carry it onto another printing. */
export const finishFields = (pin: PinnedPrinting | undefined): Pick<PinnedPrinting, 'foil' | 'etched'> =>
  pin?.etched ? { foil: true, etched: true } : pin?.foil ? { foil: true } : {};

/** A pin's printing and finish as one key (the set's case aside): what tells two copies of a card apart. */
export const printingFinishKey = (pin: PinnedPrinting): string =>
  `${pin.set.toUpperCase()}#${pin.collectorNumber}/${finishOf(pin)}`;

/** A pin of no printing that keeps `pin`'s finish; undefined when it has none to keep. */
export const finishOnly = (pin: PinnedPrinting | undefined): PinnedPrinting | undefined =>
  pin?.foil ? { set: '', collectorNumber: '', ...finishFields(pin) } : undefined;
