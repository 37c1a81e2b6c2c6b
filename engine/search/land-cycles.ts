// Scryfall's nicknames for cycles of dual lands (is:shockland, is:painland …), as what their rules text says
// rather than a list of names, so every printing of the cycle is found, a new member included. Each pattern reads
// a paragraph of the card's folded rules text (no reminder text, its own names as "~"); the older wording "enters
// the battlefield" and the newer "enters" both match.
import type { Card } from '../cards/types.ts';
import { foldText } from '../text/fold.ts';
import { selfNames, withoutReminderText, withSelfReferences } from './self-names.ts';

export const LAND_CYCLES = [
  'shockland',
  'slowland',
  'battleland',
  'painland',
  'fetchland',
  'bounceland',
  'gainland',
  'scryland',
  'bikeland',
  'triome',
] as const;
export type LandCycle = (typeof LAND_CYCLES)[number];

/** Other names Scryfall gives the same cycles. */
export const LAND_CYCLE_ALIASES: Readonly<Record<string, LandCycle>> = {
  tangoland: 'battleland',
  karoo: 'bounceland',
  cycleland: 'bikeland',
  bicycleland: 'bikeland',
};

const ENTERS = 'enters(?: the battlefield)?';
/** "{T}: Add {R} or {G}." — a land of two colors. */
const TWO_COLORS = /^\{t\}: add \{[wubrg]\} or \{[wubrg]\}\.$/m;
const ENTERS_TAPPED = new RegExp(`^~ ${ENTERS} tapped\\.$`, 'm');

/** Every paragraph pattern a member's text holds. */
const CYCLE_TEXT: Readonly<Record<LandCycle, readonly RegExp[]>> = {
  shockland: [new RegExp(`^as ~ ${ENTERS}, you may pay 2 life\\. if you don't, it ${ENTERS} tapped\\.$`, 'm')],
  slowland: [new RegExp(`^~ ${ENTERS} tapped unless you control two or more other lands\\.$`, 'm')],
  battleland: [new RegExp(`^~ ${ENTERS} tapped unless you control two or more basic lands\\.$`, 'm')],
  painland: [/^\{t\}: add \{c\}\.$/m, /^\{t\}: add \{[wubrg]\} or \{[wubrg]\}\. ~ deals 1 damage to you\.$/m],
  fetchland: [
    /^\{t\}, pay 1 life, sacrifice ~: search your library for an? \w+ or \w+ card, put it onto the battlefield, then shuffle( your library)?\.$/m,
  ],
  bounceland: [ENTERS_TAPPED, new RegExp(`^when ~ ${ENTERS}, return a land you control to its owner's hand\\.$`, 'm')],
  gainland: [ENTERS_TAPPED, new RegExp(`^when ~ ${ENTERS}, you gain 1 life\\.$`, 'm'), TWO_COLORS],
  scryland: [ENTERS_TAPPED, new RegExp(`^when ~ ${ENTERS}, scry 1\\.$`, 'm'), TWO_COLORS],
  bikeland: [ENTERS_TAPPED, /^cycling \{2\}$/m],
  triome: [ENTERS_TAPPED, /^cycling \{3\}$/m],
};

/** Cycles told apart by their basic land types (CR 305.6) as well: two for a bikeland, three for a triome. */
const BASIC_TYPES: Readonly<Partial<Record<LandCycle, number>>> = { bikeland: 2, triome: 3 };
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
const basicTypeCount = (card: Card) => BASIC_LAND_TYPES.filter((t) => card.faces[0].subtypes.includes(t)).length;

/** The land's rules text as the cycles' patterns read it. */
function cycleText(card: Card): string {
  return withSelfReferences(foldText(withoutReminderText(card.text)), selfNames(card));
}

/** The cycles the card belongs to: a land whose text says what each member's does. */
export function landCyclesOf(card: Card): Set<LandCycle> {
  const cycles = new Set<LandCycle>();
  if (card.game !== 'mtg' || !card.faces.some((f) => f.types.includes('Land'))) return cycles;
  const text = cycleText(card);
  for (const cycle of LAND_CYCLES) {
    const types = BASIC_TYPES[cycle];
    if (types !== undefined && basicTypeCount(card) !== types) continue;
    if (CYCLE_TEXT[cycle].every((pattern) => pattern.test(text))) cycles.add(cycle);
  }
  return cycles;
}
