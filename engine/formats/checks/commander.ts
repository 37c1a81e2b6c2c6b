// Commander, Brawl, Oathbreaker and Pauper Commander (CR 903, 702.124; OB; PDH): who may lead, which pairs may lead
// together, signature spells, color identity, basic land types.
import type { Card, PartnerKind } from '../../cards/types.ts';
import { foldName } from '../../text/fold.ts';
import type {
  Check,
  CommanderRules,
  DeckView,
  FormatDefinition,
  LeaderKind,
  Problem,
  ValidationContext,
} from '../types.ts';
import { distinctCards, leaderEntries, nameList, problem, signatureSpellEntries } from '../deck-view.ts';
import { basicLandTypeColors, basicLandTypes, combinedIdentity, identityText } from '../color-identity.ts';
import { isBasicLand, legalityOf } from './common.ts';

const leadersOf = (view: DeckView, format: FormatDefinition): Card[] => distinctCards(leaderEntries(view, format));

/** CR 903.3 (one commander; OB 5 and PDH "Commander" in their formats) and 702.124 (no more than two with partners). */
export const commanderCount: Check = (view, format) => {
  const spells = new Set(signatureSpellEntries(view, format).map(({ entry }) => entry));
  const entries = (view.deck.boards.commander ?? []).filter((e) => !spells.has(e));
  const n = entries.reduce((sum, e) => sum + e.count, 0);
  const rule =
    format.commander && format.commander.leaders !== 'commander' ? format.commander.eligibilityRule : '903.3';
  if (n === 0) return [problem('commander.missing', rule, 'The deck has no commander', [], { count: 0 })];
  if (n > 2) {
    const names = entries.map((e) => e.name);
    return [
      problem('commander.too-many', '702.124', `At most two commanders, not ${n}: ${nameList(names)}`, names, {
        count: n,
      }),
    ];
  }
  return [];
};

const partnerOf = (card: Card): PartnerKind | undefined => card.deck.partner;

export function legendaryOfType(card: Card, types: readonly string[]): boolean {
  const front = card.faces[0];
  return front.supertypes.includes('Legendary') && front.types.some((t) => types.includes(t));
}

/** CR 702.124h: a Background leads only beside a commander with "Choose a Background". */
function backgroundProblem(card: Card, leaders: readonly Card[]): Problem | undefined {
  if (leaders.some((other) => partnerOf(other)?.kind === 'choose-a-background')) return undefined;
  return problem(
    'commander.not-eligible',
    '702.124h',
    `${card.name} is a Background: it can lead only beside a commander with "Choose a Background"`,
    [card.name],
  );
}

/** Why a card may not lead, or undefined when it may. */
type Eligibility = (
  card: Card,
  leaders: readonly Card[],
  rules: CommanderRules,
  context: ValidationContext,
  format: FormatDefinition,
) => Problem | undefined;

const notEligible = (card: Card, rule: string, what: string) =>
  problem('commander.not-eligible', rule, `${card.name} can't lead this deck: it is not ${what}`, [card.name], {
    what,
  });

/** CR 903.3, 903.3a (903.12c in Brawl: a legendary planeswalker too). */
const commanderEligibility: Eligibility = (card, leaders, rules) => {
  if (card.deck.canBeCommander || legendaryOfType(card, rules.alsoLegendary)) return undefined;
  if (partnerOf(card)?.kind === 'background') return backgroundProblem(card, leaders);
  const what = rules.alsoLegendary.length
    ? `a legendary creature or ${rules.alsoLegendary.map((t) => t.toLowerCase()).join(' or ')}`
    : 'a legendary creature';
  return problem(
    'commander.not-eligible',
    rules.eligibilityRule,
    `${card.name} can't be a commander: it is not ${what} and doesn't say it can be your commander`,
    [card.name],
  );
};

/** OB 5: a planeswalker card is the oathbreaker (the signature spells beside it are not leaders, OB 8). */
const planeswalkerEligibility: Eligibility = (card, _leaders, rules) =>
  card.faces[0].types.includes('Planeswalker') ? undefined : notEligible(card, rules.eligibilityRule, 'a planeswalker');

/**
 * PDH "Commander": a creature printed at uncommon, legendary or not ("Card Rarity": in some paper or MTGO printing).
 * The card data says "restricted" for a creature printed at uncommon and never at common; one printed at common too
 * is "legal" there, and its printings tell whether one was uncommon. An uncommon Background leads beside "Choose a
 * Background" (702.124h).
 */
const uncommonCreatureEligibility: Eligibility = (card, leaders, rules, context, format) => {
  const background = partnerOf(card)?.kind === 'background';
  if (!card.faces[0].types.includes('Creature') && !background)
    return notEligible(card, rules.eligibilityRule, 'a creature');
  const status = legalityOf(card, format.legality?.keys ?? []);
  // Banned, or outside the card pool (an Un-card, an Arena-only card): the legality check names it.
  if (status !== 'legal' && status !== 'restricted') return undefined;
  const uncommon = status === 'restricted' || (context.rarities?.get(card.id) ?? []).includes('uncommon');
  if (!uncommon)
    return problem(
      'commander.not-uncommon',
      rules.eligibilityRule,
      `${card.name} can't lead a ${format.name} deck: it was never printed at uncommon in paper or on MTGO`,
      [card.name],
      { format: format.name },
    );
  return background ? backgroundProblem(card, leaders) : undefined;
};

const ELIGIBILITY: Readonly<Record<LeaderKind, Eligibility>> = {
  commander: commanderEligibility,
  planeswalker: planeswalkerEligibility,
  'uncommon-creature': uncommonCreatureEligibility,
};

/** Who may lead, by the format's kind of leader (CR 903.3, 903.12c; OB 5; PDH "Commander"). */
export const commanderEligible: Check = (view, format, context) => {
  const rules = format.commander;
  if (!rules) return [];
  const leaders = leadersOf(view, format);
  const problems: Problem[] = [];
  for (const card of leaders) {
    const found = ELIGIBILITY[rules.leaders](card, leaders, rules, context, format);
    if (found) problems.push(found);
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
  // Partner—[text] (CR 702.124i from 2025; the digest's CR predates it): the same text on both, as the card prints it.
  'partner-text': {
    rule: '702.124',
    says: 'both need the same "Partner—" ability',
    valid: (a, b) => a?.kind === 'partner-text' && b?.kind === 'partner-text' && sameText(a.text, b.text),
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

/** Two partner—[text] labels alike but for case (Oracle text and older printings differ in capitals). */
function sameText(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

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

/** CR 702.124 (OB 5 for oathbreakers): two commanders only when a partner variant lets them lead together. */
export const commanderPair: Check = (view, format) => {
  const leaders = leadersOf(view, format);
  if (leaders.length !== 2) return [];
  const [ca, cb] = leaders;
  const a = partnerOf(ca);
  const b = partnerOf(cb);
  // The narrower variant names the rule, whichever card comes first: Partner beside "Partner with" breaks 702.124f.
  const kind = [a, b].find((k) => k !== undefined && k.kind !== 'partner')?.kind ?? 'partner';
  const pair = PAIR_RULES[kind];
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

/** CR 903.5c (702.124c: the commanders' combined identity; OB 7: the oathbreakers' alone): every card's identity within the commanders'. */
export const colorIdentityCheck: Check = (view, format) => {
  const leaders = leadersOf(view, format);
  if (leaders.length === 0) return [];
  const identity = combinedIdentity(leaders);
  const problems: Problem[] = [];
  for (const card of distinctCards(view.byBoard.main)) {
    const outside = card.colorIdentity.filter((c) => !identity.has(c));
    if (outside.length === 0) continue;
    problems.push(
      problem(
        'commander.color-identity',
        format.commander?.signatureSpells ? 'OB 7' : '903.5c',
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
  const leaders = leadersOf(view, format);
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

/** The leaders whose identity holds a signature spell's (OB 8). */
const fittingLeaders = (spell: Card, leaders: readonly Card[]) =>
  leaders.filter((leader) => spell.colorIdentity.every((c) => leader.colorIdentity.includes(c)));

/** OB 8: one spell for each of two oathbreakers: some assignment gives each its own spell within its identity. */
function pairsUp(spells: readonly Card[], leaders: readonly Card[]): boolean {
  if (spells.length !== 2 || leaders.length !== 2) return true;
  const fits = (s: Card, l: Card) => fittingLeaders(s, [l]).length > 0;
  const [a, b] = spells;
  const [x, y] = leaders;
  return (fits(a, x) && fits(b, y)) || (fits(a, y) && fits(b, x));
}

/**
 * OB 8: each oathbreaker has exactly one signature spell, an instant or sorcery within that oathbreaker's color
 * identity (with partners, each spell within its own oathbreaker's, not the pair's combined identity).
 */
export const signatureSpellsCheck: Check = (view, format) => {
  const rule = format.commander?.signatureSpells?.rule;
  if (!rule) return [];
  const leaders = leadersOf(view, format);
  const spellEntries = signatureSpellEntries(view, format);
  const spells = distinctCards(spellEntries);
  const problems: Problem[] = [];
  const spellCount = spellEntries.reduce((sum, { entry }) => sum + entry.count, 0);
  const leaderCount = leaderEntries(view, format).reduce((sum, { entry }) => sum + entry.count, 0);
  // A card the data lacks may be either: the count waits until the deck's cards are known.
  const unknownInCommandZone = view.unknown.some((u) => u.board === 'commander');
  if (leaderCount > 0 && spellCount !== leaderCount && !unknownInCommandZone) {
    // The cards in excess: the spells when there are too many, else the oathbreakers left without one.
    const concerned = spellCount > leaderCount ? spells : leaders;
    problems.push(
      problem(
        'oathbreaker.signature-count',
        rule,
        `Each oathbreaker has exactly one signature spell: ${leaderCount} oathbreaker${leaderCount === 1 ? '' : 's'}, ${spellCount} signature spell${spellCount === 1 ? '' : 's'}`,
        concerned.map((c) => c.name),
        { oathbreakers: leaderCount, spells: spellCount },
      ),
    );
  }
  if (leaders.length === 0) return problems;
  const misfits = spells.filter((spell) => fittingLeaders(spell, leaders).length === 0);
  for (const spell of misfits) {
    const identities = leaders.map((l) => identityText(l.colorIdentity)).join(', ');
    problems.push(
      problem(
        'oathbreaker.signature-identity',
        rule,
        `The signature spell ${spell.name} (${identityText(spell.colorIdentity)}) is outside the color identity of every oathbreaker (${identities})`,
        [spell.name],
        { card: identityText(spell.colorIdentity), oathbreakers: identities },
      ),
    );
  }
  if (misfits.length === 0 && spellCount === leaderCount && !pairsUp(spells, leaders)) {
    problems.push(
      problem(
        'oathbreaker.signature-pairing',
        rule,
        `${nameList(spells.map((c) => c.name))} can't be one signature spell each for ${nameList(leaders.map((c) => c.name))}: both fit only one of them`,
        spells.map((c) => c.name),
      ),
    );
  }
  return problems;
};
