// Which cards an attack names (CR 508.1a; DM 506.1a). An id is that card; a name stands for a card of that name,
// and each time it is named it stands for another one, so ["Grizzly Bears", "Grizzly Bears"] attacks with two.
import { foldName } from '../text/fold.ts';
import type { CardRef, PlaytestState, Zone } from './types.ts';
import { Refused, findCard, namesCard } from './table.ts';

/** Where attackers are, and the rule that says an attacker is an untapped creature there. */
const ATTACK_ZONE: Readonly<Record<PlaytestState['game'], { zone: Zone; rule: string }>> = {
  mtg: { zone: 'battlefield', rule: 'CR 508.1a' },
  dm: { zone: 'battle', rule: 'DM 506.1a' },
};

/**
 * The card ids an attack names, in order. A name takes the first card of that name not taken yet that can attack
 * (untapped, and in play since the turn began), else the first untapped one; the first time a name is given
 * and every card of it is tapped, its first card, so the attack is refused with the reason. Naming a card more
 * times than there are untapped cards of that name is refused as such. An id named twice stays twice, for the
 * attack to refuse as attacking twice (CR 508.1a) or as tapped (DM 506.1a).
 */
export function chooseAttackers(state: PlaytestState, refs: readonly CardRef[]): number[] {
  const { zone, rule } = ATTACK_ZONE[state.game];
  const chosen: number[] = [];
  for (const ref of refs) {
    if (typeof ref === 'number') chosen.push(findCard(state, ref, [zone], rule).id);
    else chosen.push(chooseNamed(state, ref, refs, chosen, zone, rule));
  }
  return chosen;
}

function chooseNamed(
  state: PlaytestState,
  name: string,
  refs: readonly CardRef[],
  chosen: readonly number[],
  zone: Zone,
  rule: string,
): number {
  const folded = foldName(name);
  const named = state.zones[zone].filter((id) => namesCard(state, id, folded));
  if (named.length === 0) return findCard(state, name, [zone], rule).id; // refused: none of that name is there
  const free = named.filter((id) => !chosen.includes(id));
  const untapped = free.filter((id) => !state.cards[id].tapped);
  const ready = untapped.find((id) => state.cards[id].enteredTurn < state.turn) ?? untapped[0];
  if (ready !== undefined) return ready;
  if (free.length === named.length) return free[0];
  throw notEnough(state, name, refs, named, zone, rule);
}

/** A name given more times than there are untapped cards of that name to attack with. */
function notEnough(
  state: PlaytestState,
  name: string,
  refs: readonly CardRef[],
  named: readonly number[],
  zone: Zone,
  rule: string,
): Refused {
  const times = refs.filter((ref) =>
    typeof ref === 'number' ? named.includes(ref) : named.some((id) => namesCard(state, id, foldName(ref))),
  ).length;
  const untapped = named.filter((id) => !state.cards[id].tapped).length;
  const have =
    untapped === 0 ? 'no untapped card' : untapped === 1 ? 'only 1 untapped card' : `only ${untapped} untapped cards`;
  const where = zone === 'battle' ? 'in the battle zone' : 'on the battlefield';
  return new Refused(
    'attack.not-enough',
    `"${name}" is named ${times} times to attack, but ${have} of that name ${untapped > 1 ? 'are' : 'is'} ${where}`,
    rule,
  );
}
