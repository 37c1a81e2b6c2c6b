// How a board's entries are grouped: by type, mana value, color or tag (data: one key function each),
// and the one type per card that groups and charts go by.
import type { DeckEntry } from './types.ts';
import type { Card } from '../cards/types.ts';
import { DM_CARD_TYPES } from '../dm/characteristics.ts';

/** The card types used for grouping and charts, in the order players sort them. */
const TYPE_ORDER = [
  'Creature',
  'Planeswalker',
  'Battle',
  'Instant',
  'Sorcery',
  'Artifact',
  'Enchantment',
  'Land',
] as const;
type PrimaryType = (typeof TYPE_ORDER)[number] | 'Other';

/** One type per card, from its front face: creature first (an artifact creature groups with creatures), lands last. */
export function primaryType(card: Pick<Card, 'faces'>): PrimaryType {
  const types = card.faces[0]?.types ?? [];
  return TYPE_ORDER.find((t) => types.includes(t)) ?? 'Other';
}

/**
 * A card's group by type and the group's place: a Duel Masters card by its own card type (DM 204.2), a tamaseed
 * creature (DM 315) and a twinpact's creature side with creatures; a Magic card by its primary type.
 */
export function cardTypeGroup(card: Pick<Card, 'game' | 'faces'>): { type: string; order: number } {
  const types = card.faces[0]?.types ?? [];
  const type = card.game === 'dm' ? (DM_CARD_TYPES.find((t) => types.includes(t)) ?? 'Other') : primaryType(card);
  return { type, order: typeGroupOrder(card.game, type) };
}

/** Where a card type's group stands among its game's (DM 204.2 or TYPE_ORDER), 'Other' and unknown types last. */
export function typeGroupOrder(game: Card['game'], type: string): number {
  const order: readonly string[] = game === 'dm' ? DM_CARD_TYPES : TYPE_ORDER;
  const i = order.indexOf(type);
  return i < 0 ? order.length : i;
}

/** Curves and mana value groups put everything from this mana value up in one bucket. */
export const CURVE_TOP = 7;

/** A card's bucket on the curve: its mana value (CR 202.3), capped at CURVE_TOP. */
export function manaValueBucket(card: Pick<Card, 'manaValue'>): number {
  return Math.min(CURVE_TOP, Math.max(0, Math.floor(card.manaValue)));
}

/** A land by its front face (a modal double-faced spell // land is a spell here). */
export function isLand(card: Pick<Card, 'faces'>): boolean {
  return card.faces[0]?.types.includes('Land') ?? false;
}

export type GroupBy = 'type' | 'manaValue' | 'color' | 'tag' | 'none';
export const GROUP_BYS: readonly GroupBy[] = ['type', 'manaValue', 'color', 'tag', 'none'];

/** An entry with its place in the board (two entries may share a name: two printings of a basic land). */
export interface PlacedEntry {
  entry: DeckEntry;
  index: number;
}
export interface EntryGroup {
  key: string;
  label: string;
  entries: PlacedEntry[];
  count: number;
}

type KeyOf = (entry: DeckEntry, card: Card | undefined) => { key: string; label: string; order: number }[];

const COLOR_ORDER = ['W', 'U', 'B', 'R', 'G', 'light', 'water', 'darkness', 'fire', 'nature'];
export const UNKNOWN_GROUP = '?';

const KEYS: Record<GroupBy, KeyOf> = {
  type: (_e, card) => {
    if (!card) return [{ key: UNKNOWN_GROUP, label: UNKNOWN_GROUP, order: 99 }];
    const { type, order } = cardTypeGroup(card);
    return [{ key: type, label: type, order }];
  },
  manaValue: (_e, card) => {
    if (!card) return [{ key: UNKNOWN_GROUP, label: UNKNOWN_GROUP, order: 99 }];
    if (isLand(card)) return [{ key: 'land', label: 'Land', order: 98 }];
    const mv = manaValueBucket(card);
    return [{ key: String(mv), label: mv === CURVE_TOP ? `${CURVE_TOP}+` : String(mv), order: mv }];
  },
  color: (_e, card) => {
    if (!card) return [{ key: UNKNOWN_GROUP, label: UNKNOWN_GROUP, order: 99 }];
    if (card.colors.length > 1) return [{ key: 'multi', label: 'multi', order: 20 }];
    if (card.colors.length === 0)
      return [
        {
          key: isLand(card) ? 'land' : 'colorless',
          label: isLand(card) ? 'Land' : 'colorless',
          order: isLand(card) ? 22 : 21,
        },
      ];
    return [{ key: card.colors[0], label: card.colors[0], order: COLOR_ORDER.indexOf(card.colors[0]) }];
  },
  tag: (entry) =>
    entry.tags?.length
      ? entry.tags.map((tag) => ({ key: `#${tag}`, label: tag, order: 0 }))
      : [{ key: '', label: 'untagged', order: 1 }],
  none: () => [{ key: 'all', label: '', order: 0 }],
};

/** Entries in groups, ordered as players read a list; a card with two tags appears under both. */
export function groupEntries(
  entries: readonly DeckEntry[],
  cards: Readonly<Record<string, Card>>,
  by: GroupBy,
): EntryGroup[] {
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
