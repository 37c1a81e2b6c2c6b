// Tokens the player creates by name (CR 111.1, 111.4): "a 1/1 white Spirit creature token", a Treasure. A token's
// characteristics are what the effect says, so the table keeps its name and, for a creature, its power and
// toughness; it has no mana cost (CR 202.1b). The only abilities the table reads are the predefined tokens' mana
// abilities (CR 111.10), which pay for spells like any other source.
import { ANY_COLOR } from '../goldfish/mana-types.ts';
import type { CardDefinition, PlaytestState, TokenManaAbility } from './types.ts';
import type { TableFacts } from './action-check.ts';

export interface TokenSpec {
  name: string;
  power?: number;
  toughness?: number;
}

/** The token's name as the table keeps it: trimmed. */
export const tokenName = (name: string): string => name.trim();

// CR 111.10a: "{T}, Sacrifice this artifact: Add one mana of any color."; 111.10c: the same without {T}.
const TREASURE: TokenManaAbility = { units: [ANY_COLOR], taps: true };
const GOLD: TokenManaAbility = { units: [ANY_COLOR], taps: false };

/** Predefined tokens that make mana, by the English and Japanese names players give them (CR 111.10). */
const MANA_TOKENS: ReadonlyMap<string, TokenManaAbility> = new Map([
  ['treasure', TREASURE],
  ['宝物', TREASURE],
  ['gold', GOLD],
  ['金', GOLD],
]);

function tokenDefinition({ name, power, toughness }: TokenSpec): CardDefinition {
  const creature = power !== undefined && toughness !== undefined;
  const mana = creature ? undefined : MANA_TOKENS.get(tokenName(name).toLowerCase());
  return {
    name: tokenName(name),
    cardId: `token:${tokenName(name)}:${creature ? `${power}/${toughness}` : ''}`,
    creature,
    haste: false,
    vigilance: false,
    power: creature ? power : 0,
    shieldTrigger: false,
    castCosts: [],
    madeToken: { toughness: creature ? toughness : null, ...(mana ? { mana } : {}) },
  };
}

/** The index of the definition of this token among `defs`, added when no token of that name and size was made yet. */
function tokenDefIndex(defs: CardDefinition[], spec: TokenSpec): number {
  const def = tokenDefinition(spec);
  const found = defs.findIndex((d) => d.madeToken && d.cardId === def.cardId);
  return found >= 0 ? found : defs.push(def) - 1;
}

/** The facts of a table after a token of this kind was made: its name is one later actions may name. */
export function withTokenDefinition<T extends TableFacts>(facts: T, spec: TokenSpec): T {
  const defs = [...facts.defs];
  tokenDefIndex(defs, spec);
  return { ...facts, defs };
}

/** CR 111.1, 111.4: `count` tokens onto the battlefield, untapped, under control from this turn (302.6). */
export function createTokens(draft: PlaytestState, spec: TokenSpec, count: number): number[] {
  const defs = [...draft.defs];
  const def = tokenDefIndex(defs, spec);
  draft.defs = defs;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = draft.cards.push({ def, tapped: false, counters: {}, token: true, enteredTurn: draft.turn }) - 1;
    draft.zones.battlefield.push(id);
    ids.push(id);
  }
  return ids;
}
