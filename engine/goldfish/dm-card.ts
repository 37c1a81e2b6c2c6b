// What the Duel Masters goldfish needs to know about a card (DM digest §5.1): civilizations as a mask,
// cost, the mana number it gives in the mana zone (207.1), and for creatures how they attack.
import type { Card, CardFace } from '../cards/types.ts';
import { civilizationMask } from '../dm/civilizations.ts';
import { evolutionSource, type DmEvolutionSource } from './dm-evolution.ts';

/** DM 810.3a: a twinpact's spell half, executed with its own cost and civilizations. */
export interface DmSpellHalf {
  cost: number;
  castCivilizations: number;
  /** "Charger": after it resolves it goes to the mana zone instead of the graveyard. */
  charger: boolean;
  /** DM 112.3a: S・トリガー on this half: broken from a shield, it is cast for free. */
  shieldTrigger: boolean;
}

export interface DmCardProfile {
  name: string;
  /** DM 106.2: the whole card's civilizations (its mana symbol), as bits of CIVILIZATION_BITS; 0 is colorless. What it gives in the mana zone. */
  civilizations: number;
  /** DM 112.2a, 810.3a: the civilizations paid to execute it; a twinpact's creature half needs only its own. */
  castCivilizations: number;
  /** DM 201/112.2: the printed cost. */
  cost: number;
  /** DM 207.1/107.2: mana the card gives when tapped in the mana zone (normally 1). */
  manaNumber: number;
  creature: boolean;
  /** DM 301.5 exception (101.2): speed attacker ignores summoning sickness. */
  speedAttacker: boolean;
  /** "This creature can't attack" or "can't attack players": it never breaks a goldfish's shields. */
  attacksPlayers: boolean;
  /** DM 509.2: shields broken per attack. */
  breaker: number;
  /** DM 801.1a: the source an evolution creature is put on (engine/goldfish/dm-evolution.ts); null when none is needed. */
  evolution: DmEvolutionSource | null;
  /** "Charger": after the spell resolves it goes to the mana zone instead of the graveyard. */
  charger: boolean;
  /** DM 203: races, for evolution sources. */
  races: string[];
  /** DM 112.3a: S・トリガー on the front (a twinpact's creature half). */
  shieldTrigger: boolean;
  /** A twinpact's spell half (DM 810.3a); null for any other card. The goldfish plays the creature half only. */
  spellHalf: DmSpellHalf | null;
}

// Ability lines as the sources write them: Latepate64's bare ("Speed attacker"), Ravenite's after a "■" bullet.
const SPEED_ATTACKER_RE = /^(?:■\s*)?Speed attacker\b/im;
const CANT_ATTACK_PLAYERS_RE = /^(?:■\s*)?This creature can't attack(?: players)?\.?$/im;
const CHARGER_RE = /^(?:■\s*)?Charger\b/im;
/** An ability line of S・トリガー, whichever kind (Super Shield Trigger …). */
const SHIELD_TRIGGER_RE = /^(?:■\s*)?(?:Super )?Shield Trigger\b/im;
const BREAKER_RE = /^(?:■\s*)?(Double|Triple|Quattro|Quadruple) breaker\b/im;
const BREAKER_WORDS: Record<string, number> = { double: 2, triple: 3, quattro: 4, quadruple: 4 };

export function dmCardProfile(card: Card): DmCardProfile {
  const dm = card.dm;
  const front = card.faces[0];
  const text = front.text;
  const creature = front.types.some((t) => /Creature/.test(t));
  return {
    name: card.name,
    civilizations: civilizationMask(dm?.civilizations ?? card.colors),
    castCivilizations: civilizationMask(dm?.isTwinpact ? front.colors : (dm?.civilizations ?? card.colors)),
    cost: front.manaValue,
    manaNumber: dm?.manaNumber ?? 1,
    creature,
    speedAttacker: SPEED_ATTACKER_RE.test(text),
    attacksPlayers: creature && !CANT_ATTACK_PLAYERS_RE.test(text),
    breaker: dm?.breaker ?? breakerFromText(text),
    evolution: evolutionSource(front.supertypes, text),
    charger: !creature && CHARGER_RE.test(text),
    races: front.subtypes,
    shieldTrigger: SHIELD_TRIGGER_RE.test(text),
    spellHalf: dm?.isTwinpact && card.faces[1] ? spellHalfOf(card.faces[1]) : null,
  };
}

function spellHalfOf(face: CardFace): DmSpellHalf {
  return {
    cost: face.manaValue,
    castCivilizations: civilizationMask(face.colors),
    charger: CHARGER_RE.test(face.text),
    shieldTrigger: SHIELD_TRIGGER_RE.test(face.text),
  };
}

function breakerFromText(text: string): number {
  const m = BREAKER_RE.exec(text);
  return m ? BREAKER_WORDS[m[1].toLowerCase()] : 1;
}
