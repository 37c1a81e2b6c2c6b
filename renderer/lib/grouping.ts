// How the editor groups a board's entries: by type, mana value, color or tag (data: one key function each).
import type { DeckEntry } from '../../engine/decks/types.ts';
import type { Card } from '../../engine/cards/types.ts';
import { isLand, primaryType, TYPE_ORDER } from './cards.ts';

export type GroupBy = 'type' | 'manaValue' | 'color' | 'tag' | 'none';
export const GROUP_BYS: readonly GroupBy[] = ['type', 'manaValue', 'color', 'tag', 'none'];

/** An entry with its place in the board (two entries may share a name: two printings of a basic land). */
export interface PlacedEntry { entry: DeckEntry; index: number }
export interface EntryGroup { key: string; label: string; entries: PlacedEntry[]; count: number }

type KeyOf = (entry: DeckEntry, card: Card | undefined) => { key: string; label: string; order: number }[];

const COLOR_ORDER = ['W', 'U', 'B', 'R', 'G', 'light', 'water', 'darkness', 'fire', 'nature'];
export const UNKNOWN_GROUP = '?';

const KEYS: Record<GroupBy, KeyOf> = {
  type: (_e, card) => {
    if (!card) return [{ key: UNKNOWN_GROUP, label: UNKNOWN_GROUP, order: 99 }];
    const type = primaryType(card);
    return [{ key: type, label: type, order: type === 'Other' ? TYPE_ORDER.length : TYPE_ORDER.indexOf(type) }];
  },
  manaValue: (_e, card) => {
    if (!card) return [{ key: UNKNOWN_GROUP, label: UNKNOWN_GROUP, order: 99 }];
    if (isLand(card)) return [{ key: 'land', label: 'Land', order: 98 }];
    const mv = Math.min(7, Math.floor(card.manaValue));
    return [{ key: String(mv), label: mv === 7 ? '7+' : String(mv), order: mv }];
  },
  color: (_e, card) => {
    if (!card) return [{ key: UNKNOWN_GROUP, label: UNKNOWN_GROUP, order: 99 }];
    if (card.colors.length > 1) return [{ key: 'multi', label: 'multi', order: 20 }];
    if (card.colors.length === 0) return [{ key: isLand(card) ? 'land' : 'colorless', label: isLand(card) ? 'Land' : 'colorless', order: isLand(card) ? 22 : 21 }];
    return [{ key: card.colors[0], label: card.colors[0], order: COLOR_ORDER.indexOf(card.colors[0]) }];
  },
  tag: (entry) => (entry.tags?.length ? entry.tags.map((tag) => ({ key: `#${tag}`, label: tag, order: 0 })) : [{ key: '', label: 'untagged', order: 1 }]),
  none: () => [{ key: 'all', label: '', order: 0 }],
};

/** Entries in groups, ordered as players read a list; a card with two tags appears under both. */
export function groupEntries(entries: readonly DeckEntry[], cards: Readonly<Record<string, Card>>, by: GroupBy): EntryGroup[] {
  const groups = new Map<string, EntryGroup & { order: number }>();
  entries.forEach((entry, index) => {
    const card = entry.cardId ? cards[entry.cardId] : undefined;
    for (const { key, label, order } of KEYS[by](entry, card)) {
      const group = groups.get(key) ?? { key, label, entries: [], count: 0, order };
      group.entries.push({ entry, index });
      group.count += entry.count;
      groups.set(key, group);
    }
  });
  const byName = (a: PlacedEntry, b: PlacedEntry) => a.entry.name.localeCompare(b.entry.name) || a.index - b.index;
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
    .map(({ order: _order, ...group }) => ({ ...group, entries: group.entries.sort(byName) }));
}
