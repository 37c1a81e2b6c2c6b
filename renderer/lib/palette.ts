// Chart colors: one per card type and one per mana color / civilization, readable on both themes.
export const TYPE_COLORS: Record<string, string> = {
  Creature: '#3b82c4',
  Planeswalker: '#a35fc0',
  Battle: '#c4553b',
  Instant: '#3ba3a0',
  Sorcery: '#d08a2f',
  Artifact: '#8a8f98',
  Enchantment: '#5fa85a',
  Land: '#9b7b53',
  // Duel Masters card types (DM 204.2) other than Creature; a Duel Masters deck has no Magic types to tell apart.
  Spell: '#d08a2f',
  'Cross Gear': '#8a8f98',
  Castle: '#9b7b53',
  Field: '#5fa85a',
  Tamaseed: '#3ba3a0',
  Other: '#b3a9a0',
};

export const MANA_COLORS: Record<string, string> = {
  W: '#d9cf9c',
  U: '#3f7fd0',
  B: '#6b5f66',
  R: '#d4553e',
  G: '#2f8f57',
  C: '#a9a8a3',
  light: '#e3c850',
  water: '#3f8fd8',
  darkness: '#6b5f66',
  fire: '#d8503a',
  nature: '#3c9a4f',
};

export const SERIES = ['#3b82c4', '#d08a2f', '#5fa85a', '#a35fc0', '#c4553b', '#3ba3a0', '#8a8f98'];
