// Group headings of the deck editor in the window's language.
import { t } from '../i18n/index.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { GroupBy } from '../../engine/decks/grouping.ts';

export const GROUP_BY_KEYS: Record<GroupBy, MessageKey> = {
  type: 'group.type',
  manaValue: 'group.manaValue',
  color: 'group.color',
  tag: 'group.tag',
  none: 'group.none',
};

const NAMED_KEYS: Record<string, MessageKey> = {
  Creature: 'type.creature',
  Planeswalker: 'type.planeswalker',
  Battle: 'type.battle',
  Instant: 'type.instant',
  Sorcery: 'type.sorcery',
  Artifact: 'type.artifact',
  Enchantment: 'type.enchantment',
  Land: 'type.land',
  Other: 'type.other',
  // A card's other types (the stats' donut counts every type of a card): Magic's (CR 300.1), Duel Masters' (DM 204.2).
  Kindred: 'type.kindred',
  Tribal: 'type.tribal',
  Spell: 'type.spell',
  'Cross Gear': 'type.crossGear',
  Castle: 'type.castle',
  Weapon: 'type.weapon',
  Fortress: 'type.fortress',
  Impulse: 'type.impulse',
  Field: 'type.field',
  Core: 'type.core',
  Aura: 'type.aura',
  Ceremony: 'type.ceremony',
  Nebula: 'type.nebula',
  Tamaseed: 'type.tamaseed',
  Duelist: 'type.duelist',
  Cell: 'type.cell',
  'Rule Plus': 'type.rulePlus',
  land: 'type.land',
  W: 'color.W',
  U: 'color.U',
  B: 'color.B',
  R: 'color.R',
  G: 'color.G',
  multi: 'color.multi',
  colorless: 'color.colorless',
  light: 'civ.light',
  water: 'civ.water',
  darkness: 'civ.darkness',
  fire: 'civ.fire',
  nature: 'civ.nature',
  '?': 'group.unknown',
  '': 'group.untagged',
};

export function groupLabel(by: GroupBy, key: string, label: string): string {
  if (by === 'manaValue' && key !== 'land' && key !== '?') return t('group.mv', { mv: label });
  if (by === 'tag' && key.startsWith('#')) return label;
  const named = NAMED_KEYS[key];
  return named ? t(named) : label;
}
