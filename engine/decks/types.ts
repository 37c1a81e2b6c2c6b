// A deck as the player builds it (ARCHITECTURE §2): boards of entries naming cards by English name.
import type { Game } from '../cards/types.ts';

export type Board = 'main' | 'side' | 'maybe' | 'commander' | 'companion' | 'hyperspatial' | 'gr';
export const BOARDS: readonly Board[] = ['main', 'side', 'maybe', 'commander', 'companion', 'hyperspatial', 'gr'];

/**
 * A printing pinned by set and collector number (and its database id once resolved).
 * Deck lists often say less than a full printing: `set` and `collectorNumber` are '' when the list
 * did not name them (Forge `Name|SET`, taw `[SET:*]`, a bare `[foil]`).
 */
export interface PinnedPrinting {
  /** Set code, upper case ('' when the list named no set). */
  set: string;
  collectorNumber: string;
  id?: string;
  foil?: boolean;
  /** An etched foil (taw's "[etched]", Moxfield's "*E*"): `foil` is set too, for the lists that mark foil alone. */
  etched?: boolean;
  /** Forge's art index among same-set printings (`Name|SET|2`). */
  artIndex?: number;
  /** The MTGO catalog id a .dek names the card by (CatID), until resolution reads it as set and number (catalog-id.ts). */
  catalogId?: number;
}

export interface DeckEntry {
  /** English canonical card name ("A // B" for multi-face cards); as the list wrote it until resolved. */
  name: string;
  count: number;
  /** Resolved card id (oracle id / "dm:…"); absent while unresolved. */
  cardId?: string;
  printing?: PinnedPrinting;
  tags?: string[];
  /** The line of the deck list this entry was read from (1-based), kept so later problems can point at it. */
  line?: number;
}

export interface Deck {
  game: Game;
  name: string;
  /** Format id (engine/formats), e.g. "commander", "standard", "dm"; absent when unknown. */
  format?: string;
  boards: Partial<Record<Board, DeckEntry[]>>;
  tags?: string[];
  notes?: string;
}
