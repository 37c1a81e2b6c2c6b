// The saved decks as the player browses them: filed in folders (as Moxfield and Archidekt file them), found by
// a few typed letters, narrowed to a game or to built decks, in the order the player picks.
import { foldName } from '../text/fold.ts';
import type { Game } from '../cards/types.ts';

/** The longest folder name kept. */
export const MAX_FOLDER_LENGTH = 100;

export interface ShelvedDeck {
  name: string;
  game: Game;
  /** The format's id; '' when the deck has none. */
  format: string;
  folder: string | null;
  built: boolean;
  /** ISO time of the last save. */
  updatedAt: string;
}

export interface ShelfFilter {
  /** Letters found in the name, the folder or the format (its id or its name as shown), folded as card names are. */
  text?: string;
  game?: Game;
  builtOnly?: boolean;
}

export const SHELF_ORDERS = ['recent', 'name', 'format'] as const;
export type ShelfOrder = (typeof SHELF_ORDERS)[number];

export interface FolderGroup<T> {
  /** null: the decks in no folder. */
  folder: string | null;
  decks: T[];
}

/** Whether a deck passes the filter; `formatName` gives the format's name as the screen shows it. */
export function onShelf(deck: ShelvedDeck, filter: ShelfFilter, formatName: (id: string) => string): boolean {
  if (filter.game && deck.game !== filter.game) return false;
  if (filter.builtOnly && !deck.built) return false;
  const text = foldName(filter.text ?? '');
  if (text === '') return true;
  return [deck.name, deck.folder ?? '', deck.format, deck.format ? formatName(deck.format) : ''].some((field) =>
    foldName(field).includes(text),
  );
}

const byName = (a: ShelvedDeck, b: ShelvedDeck) => a.name.localeCompare(b.name);
const byRecent = (a: ShelvedDeck, b: ShelvedDeck) => b.updatedAt.localeCompare(a.updatedAt);

/** A copy of the decks in the order asked; ties (same name, same format) fall back to the newest first. */
export function shelfOrder<T extends ShelvedDeck>(
  decks: readonly T[],
  order: ShelfOrder,
  formatName: (id: string) => string,
): T[] {
  const compare: Record<ShelfOrder, (a: T, b: T) => number> = {
    recent: byRecent,
    name: (a, b) => byName(a, b) || byRecent(a, b),
    format: (a, b) => formatName(a.format).localeCompare(formatName(b.format)) || byName(a, b) || byRecent(a, b),
  };
  return [...decks].sort(compare[order]);
}

/** The decks by folder, folders by name and the decks in no folder last; each group keeps the decks' order. */
export function folderGroups<T extends ShelvedDeck>(decks: readonly T[]): FolderGroup<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const deck of decks) {
    const group = groups.get(deck.folder);
    if (group) group.push(deck);
    else groups.set(deck.folder, [deck]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([folder, members]) => ({ folder, decks: members }));
}

/** The folder names in use, sorted: what the folder field offers. */
export function folderNames(decks: readonly ShelvedDeck[]): string[] {
  return [...new Set(decks.flatMap((d) => (d.folder ? [d.folder] : [])))].sort((a, b) => a.localeCompare(b));
}
