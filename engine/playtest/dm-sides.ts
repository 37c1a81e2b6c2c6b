// Duel Masters two-sided cards at the table (DM 805 psychic, 807 dragheart, 809 禁断; engine/dm/two-sided.ts): the
// sides a card shows and the flip between them in the battle zone (覚醒 701.20a, 龍解 701.22a, 禁断解放 701.25a,
// and back to the lower-cost side: 解除 805.1b, 龍回避 807.1b). Each side has its own characteristics (805.2, 807.2)
// and the rules see only the side up (805.3, 807.3); the card stays the same creature, in its place, tapped or not
// (805.5), with what is under it and crossed onto it.
import type { Card, Civilization } from '../cards/types.ts';
import { dmCardProfile, type DmCardProfile } from '../goldfish/dm-card.ts';
import { breakerCount, keywordsFromText, parsePower } from '../dm/characteristics.ts';
import type { CardDefinition, CardRef, PlaytestState } from './types.ts';
import { Refused, findCard, nameOf } from './table.ts';

/** One side of a two-sided card as the table reads it. */
export interface DmSide {
  name: string;
  /** As printed: "5000+"; empty for a side with no power (a dragheart weapon). */
  power: string;
  civilizations: Civilization[];
  /** What the goldfish profile reads of this side alone: creature, power, breaker, speed attacker … */
  profile: DmCardProfile;
  /** DM 805.6: an awakened psychic creature (a psychic card's back side) has no summoning sickness. */
  awakened: boolean;
  /** The rule that turns this side up: a flip onto a back side (覚醒, 龍解, 禁断解放), or back to the front (解除, 龍回避). */
  rule: string;
}

type Family = 'psychic' | 'dragheart' | 'forbidden';

/** The card's family by its front's type (DM 805.1, 807.1, 809.1). */
function familyOf(typeLine: string): Family {
  return /Psychic/.test(typeLine) ? 'psychic' : /Dragheart/.test(typeLine) ? 'dragheart' : 'forbidden';
}

/** The rule a flip follows: to a later side, the family's flip; back to an earlier one, its release. */
const FLIP_RULES: Readonly<Record<Family, { on: string; back: string }>> = {
  psychic: { on: 'DM 701.20a', back: 'DM 805.1b' }, // 覚醒, 解除
  dragheart: { on: 'DM 701.22a', back: 'DM 807.1b' }, // 龍解, 龍回避
  forbidden: { on: 'DM 701.25a', back: 'DM 809.2' }, // 禁断解放
};

/** The sides of a two-sided Duel Masters card, the front first; undefined for any other card. */
export function dmSidesOf(card: Card): Pick<CardDefinition, 'dmSides'> {
  if (card.game !== 'dm' || card.layout !== 'two-sided' || card.faces.length < 2) return {};
  const family = familyOf(card.faces[0].typeLine);
  const dmSides = card.faces.map((face, i): DmSide => {
    const power = parsePower(face.power ?? '');
    const civilizations = face.colors as Civilization[];
    const keywords = keywordsFromText(face.text);
    const dm = card.dm && {
      ...card.dm,
      civilizations,
      power: power?.value ?? null,
      breaker: breakerCount(keywords, power?.value ?? null),
    };
    const alone: Card = { ...card, name: face.name, layout: 'normal', faces: [face], keywords, ...(dm && { dm }) };
    return {
      name: face.name,
      power: face.power ?? '',
      civilizations,
      profile: dmCardProfile(alone),
      awakened: family === 'psychic' && i > 0,
      rule: i > 0 ? FLIP_RULES[family].on : FLIP_RULES[family].back,
    };
  });
  return { dmSides };
}

/** The side up of a card of the table, if it has sides: its front unless flipped (CardState.face). */
export function sideUp(state: PlaytestState, id: number): DmSide | undefined {
  const card = state.cards[id];
  const sides = state.defs[card.def].dmSides;
  return sides && (sides.find((s) => s.name === card.face) ?? sides[0]);
}

/**
 * Flips a two-sided card in the battle zone to its next side (the last back to the front). It keeps its place,
 * tapped state, the cards under it and crossed onto it (805.5), and the turn it came (807.5a: a dragheart flipped
 * from a side that was there since the turn began is not summoning sick; 805.6: an awakened psychic never is).
 * Gives the side that was up and the side up now, by name.
 */
export function flip(draft: PlaytestState, ref: CardRef): { from: string; to: string; rule: string } {
  const { id } = findCard(draft, ref, ['battle'], 'DM 701.20a');
  const card = draft.cards[id];
  const sides = draft.defs[card.def].dmSides;
  if (!sides)
    throw new Refused(
      'flip.not-two-sided',
      `${nameOf(draft, id)} has one side: only a psychic, dragheart or 禁断 card flips`,
      'DM 805.1, 807.1, 809.1',
    );
  const from = sides.indexOf(sideUp(draft, id)!);
  const to = (from + 1) % sides.length;
  if (to === 0) delete card.face;
  else card.face = sides[to].name;
  return { from: sides[from].name, to: sides[to].name, rule: sides[to].rule };
}
