// A deck as the player builds it (ARCHITECTURE §2): boards of entries naming cards by English name.
import type { Game } from '../cards/types.ts';

export type Board = 'main' | 'side' | 'maybe' | 'commander' | 'companion' | 'hyperspatial' | 'gr';
export const BOARDS: readonly Board[] = ['main', 'side', 'maybe', 'commander', 'companion', 'hyperspatial', 'gr'];

/** A printing pinned by set and collector number (and its database id once resolved). */
export interface PinnedPrinting {
  set: string;
  collectorNumber: string;
  id?: string;
  foil?: boolean;
}

export interface DeckEntry {
  /** English canonical card name ("A // B" for multi-face cards). */
  name: string;
  count: number;
  /** Resolved card id (oracle id / "dm:…"); absent while unresolved. */
  cardId?: string;
  printing?: PinnedPrinting;
  tags?: string[];
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
