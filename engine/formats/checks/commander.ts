// Commander and Brawl (CR 903, 702.124): who may lead, which pairs may lead together, color identity, basic land types.
import type { Card, PartnerKind } from '../../cards/types.ts';
import { foldName } from '../../text/fold.ts';
import type { Check, Problem } from '../types.ts';
import { distinctCards, nameList, problem } from '../deck-view.ts';
import { basicLandTypeColors, basicLandTypes, combinedIdentity } from '../color-identity.ts';
import { isBasicLand } from './common.ts';

/** CR 903.3 (one commander) and 702.124 (no combination of partner abilities gives more than two). */
export const commanderCount: Check = (view) => {
  const n = view.counts.commander;
  if (n === 0) return [problem('commander.missing', '903.3', 'The deck has no commander', [], { count: 0 })];
  if (n > 2) {
    const names = (view.deck.boards.commander ?? []).map((e) => e.name);
    return [problem('commander.too-many', '702.124', `At most two commanders, not ${n}`, names, { count: n })];
  }
  return [];
};

const partnerOf = (card: Card): PartnerKind | undefined => card.deck.partner;

function legendaryOfType(card: Card, types: readonly string[]): boolean {
  const front = card.faces[0];
  return front.supertypes.includes('Legendary') && front.types.some((t) => types.includes(t));
}

/** CR 903.3, 903.3a (903.12c in Brawl: a legendary planeswalker too); 702.124h: a Background leads only beside "Choose a Background". */
export const commanderEligible: Check = (view, format) => {
  const rules = format.commander;
  if (!rules) return [];
  const leaders = distinctCards(view.byBoard.commander);
  const problems: Problem[] = [];
  for (const card of leaders) {
    if (card.deck.canBeCommander || legendaryOfType(card, rules.alsoLegendary)) continue;
    if (partnerOf(card)?.kind === 'background') {
      if (leaders.some((other) => partnerOf(other)?.kind === 'choose-a-background')) continue;
      problems.push(
        problem(
          'commander.not-eligible',
          '702.124h',
          `${card.name} is a Background: it can lead only beside a commander with "Choose a Background"`,
          [card.name],
        ),
      );
      continue;
    }
    const what = rules.alsoLegendary.length
      ? `a legendary creature or ${rules.alsoLegendary.map((t) => t.toLowerCase()).join(' or ')}`
      : 'a legendary creature';
    problems.push(
      problem(
        'commander.not-eligible',
        rules.eligibilityRule,
        `${card.name} can't be a commander: it is not ${what} and doesn't say it can be your commander`,
        [card.name],
      ),
    );
  }
  return problems;
};

/** A name as a partner-with line writes it, matched against either the full name or the front face's. */
function names(card: Card, name: string): boolean {
  const wanted = foldName(name);
  return foldName(card.name) === wanted || foldName(card.faces[0].name) === wanted;
}

type PairCheck = {
  rule: string;
  valid: (a: PartnerKind | undefined, b: PartnerKind | undefined, ca: Card, cb: Card) => boolean;
  says: string;
};

/** Each partner variant pairs only with itself (702.124i keeps them apart); the rule says which cards may join it. */
const PAIR_RULES: Record<PartnerKind['kind'], PairCheck> = {
  partner: {
    rule: '702.124a',
    says: 'both need partner',
    valid: (a, b) => a?.kind === 'partner' && b?.kind === 'partner',
  },
  'partner-with': {
    rule: '702.124f',
    says: 'each must have "Partner with" naming the other',
    valid: (a, b, ca, cb) =>
      a?.kind === 'partner-with' && b?.kind === 'partner-with' && names(cb, a.name) && names(ca, b.name),
  },
  'friends-forever': {
    rule: '702.124g',
    says: 'both need friends forever',
    valid: (a, b) => a?.kind === 'friends-forever' && b?.kind === 'friends-forever',
  },
  'choose-a-background': {
    rule: '702.124h',
    says: 'one has "Choose a Background" and the other is a legendary Background',
    valid: isBackgroundPair,
  },
  background: {
    rule: '702.124h',
    says: 'one has "Choose a Background" and the other is a legendary Background',
    valid: isBackgroundPair,
  },
  // Doctor's companion: the other commander is a legendary Time Lord Doctor creature with no other creature types.
  'doctors-companion': {
    rule: '702.124',
    says: `one has "Doctor's companion" and the other is a Time Lord Doctor with no other creature types`,
    valid: isDoctorPair,
  },
  doctor: {
    rule: '702.124',
    says: `one has "Doctor's companion" and the other is a Time Lord Doctor with no other creature types`,
    valid: isDoctorPair,
  },
};

function isBackgroundPair(a: PartnerKind | undefined, b: PartnerKind | undefined): boolean {
  return (
    (a?.kind === 'choose-a-background' && b?.kind === 'background') ||
    (a?.kind === 'background' && b?.kind === 'choose-a-background')
  );
}

function isDoctorPair(a: PartnerKind | undefined, b: PartnerKind | undefined): boolean {
  return (
    (a?.kind === 'doctors-companion' && b?.kind === 'doctor') ||
    (a?.kind === 'doctor' && b?.kind === 'doctors-companion')
  );
}

/** CR 702.124: two commanders only when a partner variant lets them lead together. */
export const commanderPair: Check = (view) => {
  const leaders = distinctCards(view.byBoard.commander);
  if (leaders.length !== 2) return [];
  const [ca, cb] = leaders;
  const a = partnerOf(ca);
  const b = partnerOf(cb);
  const pair = PAIR_RULES[(a ?? b)?.kind ?? 'partner'];
  if (pair.valid(a, b, ca, cb)) return [];
  const why = a || b ? pair.says : 'neither has a partner ability';
  return [
    problem(
      'commander.pair',
      a || b ? pair.rule : '702.124a',
      `${ca.name} and ${cb.name} can't lead together: ${why}`,
      [ca.name, cb.name],
      { first: ca.name, second: cb.name },
    ),
  ];
};

const identityText = (colors: Iterable<string>) => [...colors].join('') || 'colorless';

/** CR 903.5c (702.124c: the commanders' combined identity): every card's identity within the commanders'. */
export const colorIdentityCheck: Check = (view) => {
  const leaders = distinctCards(view.byBoard.commander);
  if (leaders.length === 0) return [];
  const identity = combinedIdentity(leaders);
  const problems: Problem[] = [];
  for (const card of distinctCards(view.byBoard.main)) {
    const outside = card.colorIdentity.filter((c) => !identity.has(c));
    if (outside.length === 0) continue;
    problems.push(
      problem(
        'commander.color-identity',
        '903.5c',
        `${card.name} (${identityText(card.colorIdentity)}) is outside the commander's color identity (${identityText(identity)})`,
        [card.name],
        { card: identityText(card.colorIdentity), commander: identityText(identity), outside: outside.join('') },
      ),
    );
  }
  return problems;
};

/**
 * CR 903.5d: a card with a basic land type only if that type's mana is in the commander's identity.
 * 903.12e (Brawl): with a colorless commander, any number of basic lands of one chosen basic land type.
 */
export const basicLandTypesCheck: Check = (view, format) => {
  const leaders = distinctCards(view.byBoard.commander);
  if (leaders.length === 0) return [];
  const identity = combinedIdentity(leaders);
  const colorlessException = identity.size === 0 && format.commander?.colorlessCommanderBasics === true;
  const problems: Problem[] = [];
  const chosenTypes = new Map<string, string[]>();
  for (const card of distinctCards(view.byBoard.main)) {
    if (colorlessException && isBasicLand(card)) {
      for (const t of basicLandTypes(card)) chosenTypes.set(t, [...(chosenTypes.get(t) ?? []), card.name]);
      continue;
    }
    const outside = basicLandTypeColors(card).filter((c) => !identity.has(c));
    if (outside.length === 0) continue;
    problems.push(
      problem(
        'commander.basic-land-type',
        '903.5d',
        `${card.name} has a basic land type whose mana (${outside.join('')}) is outside the commander's color identity (${identityText(identity)})`,
        [card.name],
        { outside: outside.join(''), commander: identityText(identity) },
      ),
    );
  }
  if (chosenTypes.size > 1) {
    const cards = [...chosenTypes.values()].flat();
    problems.push(
      problem(
        'commander.colorless-basics',
        '903.12e',
        `With a colorless commander, basic lands must all be of one basic land type, not ${nameList([...chosenTypes.keys()])}`,
        cards,
        { types: [...chosenTypes.keys()].join(',') },
      ),
    );
  }
  return problems;
};
