// The deck a table is dealt from: resolved cards by board, read once into card definitions (the goldfish
// engine's own card profiles, so the table pays costs exactly as the simulator does).
import type { Card, CardFace, Game } from '../cards/types.ts';
import { boardWithCards, type ResolvedDeckLike } from '../decks/resolve.ts';
import { mtgCardProfile } from '../goldfish/mtg-card.ts';
import { dmCardProfile } from '../goldfish/dm-card.ts';
import type { CardDefinition, EntryCounters, Zone } from './types.ts';
import type { Problem } from '../formats/types.ts';
import { dmSidesOf } from './dm-sides.ts';
import { emptyMain, unknownCards, type Reason, type Reasoned } from '../text/reasons.ts';

export interface PlaytestEntry {
  card: Card;
  count: number;
}

export interface PlaytestDeck {
  name: string;
  game: Game;
  /** The library (MTG) or deck (DM). */
  main: readonly PlaytestEntry[];
  /** CR 903.6: commanders start in the command zone. */
  commanders?: readonly PlaytestEntry[];
  /** Kept for reference in the sideboard zone (MTG). */
  side?: readonly PlaytestEntry[];
  /** CR 702.139a, 400.11a: the companion starts outside the game, with the sideboard. */
  companion?: readonly PlaytestEntry[];
  /** DM 407.1, 408.1: the hyperspatial and super GR zones. */
  hyperspatial?: readonly PlaytestEntry[];
  gr?: readonly PlaytestEntry[];
  /**
   * The warnings of the boards read from the sideboard as its command zone (engine/formats/sideboard-reading.ts),
   * for the table to say where its commander and companion came from.
   */
  sideboardRead?: readonly Problem[];
}

/** A deck that cannot be put on the table (an unknown card, an empty library); nothing is dealt from half a deck. */
export class PlaytestDeckError extends Error implements Reasoned {
  readonly reason: Reason;
  constructor(message: string, reason: Reason) {
    super(message);
    this.name = 'PlaytestDeckError';
    this.reason = reason;
  }
}

/** Where each board of a deck starts the game. */
export const BOARD_ZONES: Readonly<
  Record<Game, Partial<Record<'main' | 'commanders' | 'side' | 'companion' | 'hyperspatial' | 'gr', Zone>>>
> = {
  mtg: { main: 'library', commanders: 'command', side: 'sideboard', companion: 'sideboard' },
  dm: { main: 'deck', hyperspatial: 'hyperspatial', gr: 'gr' },
};

const DM_SHIELD_TRIGGER = /Shield Trigger/;

/**
 * "<This permanent> enters [the battlefield] with X +1/+1 counters on it.", a sentence of its own: the X is the one
 * its spell was cast with (CR 107.3m). An X defined after it ("…, where X is …") is not the spell's, and is not read.
 */
const ENTERS_WITH_X_COUNTERS =
  /(?:^|\n|\. )(?<subject>[^.\n]+?) enters (?:the battlefield )?with X \+1\/\+1 counters on it\.(?=\s|$)/;

/**
 * CR 122.6, 107.3m: a face whose own text says it enters with X +1/+1 counters (Stonecoil Serpent, Hydroid Krasis),
 * its name or "this creature" (the newer wording) as the one entering.
 */
export function entersWithXCounters(face: CardFace): boolean {
  const subject = ENTERS_WITH_X_COUNTERS.exec(face.text)?.groups?.subject;
  return subject === face.name || /^This (?:creature|artifact|permanent)$/i.test(subject ?? '');
}

/**
 * The counters each face of a Magic card enters the battlefield with: a planeswalker's printed loyalty
 * (CR 306.5b), a battle's printed defense (310.4b), a Saga's one lore counter (714.3a), the X +1/+1 counters its
 * text gives it (122.6); "X" is the X it was cast with.
 */
function entryCountersOf(card: Card): EntryCounters[] {
  if (card.game !== 'mtg') return [];
  return card.faces.flatMap((face): EntryCounters[] => {
    const finalChapter = finalChapterOf(face);
    if (finalChapter !== null) return [{ face: face.name, kind: 'lore', count: 1, finalChapter }];
    if (entersWithXCounters(face)) return [{ face: face.name, kind: '+1/+1', count: null }];
    const kind = face.loyalty ? 'loyalty' : face.defense ? 'defense' : null;
    const printed = face.loyalty || face.defense;
    if (!kind || !printed) return [];
    if (printed === 'X') return [{ face: face.name, kind, count: null }];
    return /^\d+$/.test(printed) ? [{ face: face.name, kind, count: Number(printed) }] : [];
  });
}

const isCreatureFace = (face: CardFace) => face.types.some((t) => /Creature/.test(t));
const printedPower = (face: CardFace) => Number.parseInt(face.power ?? '', 10) || 0;
/** A creature face's printed toughness when it is a number (CR 208.1); none for "*" or "1+*" (208.2) or a noncreature. */
const printedToughness = (face: CardFace): { toughness?: number } =>
  isCreatureFace(face) && /^-?\d+$/.test(face.toughness ?? '') ? { toughness: Number(face.toughness) } : {};

/**
 * The back face a transforming double-faced card shows once transformed (CR 701.28a), with only that face's
 * characteristics (712.8e): read as a card of that one face, so a land back taps for its mana as any land does
 * (CR 305.6, 605). None for another layout (a modal double-faced card does not transform, 712.9) or a back that is
 * an instant or sorcery (701.28d).
 */
function transformBackOf(card: Card, commanderColors?: readonly string[]): CardDefinition['transformBack'] {
  const back = card.faces[1];
  if (card.game !== 'mtg' || card.layout !== 'transform' || !back) return undefined;
  if (back.types.some((t) => t === 'Instant' || t === 'Sorcery')) return undefined;
  const alone = mtgCardProfile({ ...card, layout: 'normal', faces: [back] }, { phyrexianLife: false, commanderColors });
  return {
    face: back.name,
    creature: isCreatureFace(back),
    power: printedPower(back),
    ...printedToughness(back),
    units: alone.land?.units ?? alone.castOptions[0]?.units ?? [],
    ...(alone.land ? { land: alone.land } : {}),
  };
}

/**
 * What a Duel Masters card's front is once executed (DM 605.3): a spell (302.2), a castle (304.2), or an element
 * (316.1: a creature, cross gear, field, tamaseed, aura, artifact …) that enters the battle zone.
 */
function dmKindOf(front: CardFace): NonNullable<CardDefinition['dmKind']> {
  if (front.types.includes('Spell')) return 'spell';
  return front.types.includes('Castle') ? 'castle' : 'element';
}

/** 零龍 (DM 812)'s own words: its power 0 does not destroy it (703.4c), as it cannot leave the battle zone. */
const STAYS_AT_ZERO_POWER = /^(?:■\s*)?While this creature has 0 power or less, it can't leave the battle zone\b/im;

/**
 * A cross gear's bonus to the creature crossed (DM 303): "The crossed creature gets +2000 power" as a line of its own
 * (Emerald Claw; in the Ravenite file after a "■"). A bonus with a condition ("While this card is crossed with a
 * Dragon …"), counted ("+1000 power for each tapped creature": Powered Mask) or only while attacking ("power
 * attacker +9000") is not read.
 */
const CROSSED_POWER = /^(?:■\s*)?The crossed creature gets \+(\d+) power(?=[.,]| and )/im;

/** The Duel Masters facts of a card the table reads beyond its goldfish profile. */
function dmFactsOf(
  card: Card,
): Pick<CardDefinition, 'dmKind' | 'dmEvolution' | 'dmCrossGear' | 'dmTamaseed' | 'dmPower' | 'dmCrossPower'> {
  const front = card.faces[0];
  const evolution = isCreatureFace(front) && front.supertypes.some((s) => /Evolution/.test(s)); // DM 801, 813, 815
  return {
    dmKind: dmKindOf(front),
    ...(evolution || dmCardProfile(card).evolution ? { dmEvolution: true } : {}),
    ...(front.types.includes('Cross Gear') ? { dmCrossGear: true } : {}),
    ...crossPowerOf(front),
    ...(front.types.includes('Tamaseed') ? { dmTamaseed: true } : {}),
    ...(front.power && !STAYS_AT_ZERO_POWER.test(front.text) ? { dmPower: front.power } : {}),
  };
}

function crossPowerOf(front: CardFace): Pick<CardDefinition, 'dmCrossPower'> {
  const bonus = front.types.includes('Cross Gear') ? CROSSED_POWER.exec(front.text)?.[1] : undefined;
  return bonus ? { dmCrossPower: Number(bonus) } : {};
}

/** The zone a Duel Masters card outside the main deck starts in and returns to (DM 117.1, 118.1). */
const dmZoneOf = (card: Card): CardDefinition['dmZone'] =>
  card.dm?.zone === 'hyperspatial' || card.dm?.zone === 'gr' ? card.dm.zone : undefined;

const ROMAN: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10 };
const romanValue = (numeral: string) =>
  [...numeral].reduce((sum, c, i) => {
    const value = ROMAN[c];
    return (ROMAN[numeral[i + 1]] ?? 0) > value ? sum - value : sum + value;
  }, 0);
/** A chapter ability's line: "I —", "II, III —" (CR 714.2b–c). */
const CHAPTER_LINE = /^([IVX]+(?:, [IVX]+)*) [—-]/gm;

/**
 * A Saga face's final chapter number, the greatest of its chapter symbols (CR 714.2d: 0 with none), or null for
 * a face that is not a Saga. A Saga with read ahead (702.155) enters with one lore counter here too, the lowest choice.
 */
function finalChapterOf(face: CardFace): number | null {
  if (!face.subtypes.includes('Saga')) return null;
  const chapters = [...face.text.matchAll(CHAPTER_LINE)].flatMap((m) => m[1].split(', ').map(romanValue));
  return Math.max(0, ...chapters);
}

/** What the table reads from a card: the goldfish profile of its game, creature facts and triggers. */
export function cardDefinition(card: Card, commanderColors?: readonly string[]): CardDefinition {
  const front = card.faces[0];
  const creature = isCreatureFace(front);
  const power = card.dm?.power ?? printedPower(front);
  const mtg = card.game === 'mtg' ? mtgCardProfile(card, { phyrexianLife: false, commanderColors }) : undefined;
  const entryCounters = entryCountersOf(card);
  const transformBack = transformBackOf(card, commanderColors);
  const dmZone = dmZoneOf(card);
  return {
    name: card.name,
    cardId: card.id,
    creature,
    haste: card.keywords.includes('Haste'),
    vigilance: card.keywords.includes('Vigilance'),
    power: Number.isFinite(power) ? power : 0,
    ...(card.game === 'mtg' ? printedToughness(front) : {}),
    shieldTrigger: card.game === 'dm' && card.keywords.some((k) => DM_SHIELD_TRIGGER.test(k)),
    castCosts: mtg?.castOptions.map((o) => card.faces.find((f) => f.name === o.face)?.manaCost ?? '') ?? [],
    ...(entryCounters.length ? { entryCounters } : {}),
    ...(transformBack ? { transformBack } : {}),
    ...(card.layout === 'adventure' && (mtg?.castOptions.length ?? 0) > 1 ? { adventureFace: 1 } : {}),
    ...(dmZone ? { dmZone } : {}),
    ...(mtg ? { mtg } : { dm: dmCardProfile(card), ...dmFactsOf(card), ...dmSidesOf(card) }),
  };
}

/**
 * The table's view of a resolved deck (engine/decks resolveDeck), with the warnings of what its sideboard was read
 * as; every entry must have its card.
 */
export function playtestDeckFromResolved(
  deck: ResolvedDeckLike & { game: Game },
  cards: ReadonlyMap<string, Card>,
  sideboardRead: readonly Problem[] = [],
): PlaytestDeck {
  const missing: string[] = [];
  const entries = (board: string): PlaytestEntry[] =>
    boardWithCards(deck, board, cards, missing).map(({ card, count }) => ({ card, count }));
  const result: PlaytestDeck = {
    name: deck.name,
    game: deck.game,
    main: entries('main'),
    commanders: entries('commander'),
    side: entries('side'),
    companion: entries('companion'),
    hyperspatial: entries('hyperspatial'),
    gr: entries('gr'),
    ...(sideboardRead.length ? { sideboardRead } : {}),
  };
  if (missing.length)
    throw new PlaytestDeckError(
      `cannot play "${deck.name}": unknown cards ${missing.map((n) => `"${n}"`).join(', ')}`,
      unknownCards(deck.name, missing),
    );
  if (result.main.length === 0)
    throw new PlaytestDeckError(`cannot play "${deck.name}": the main deck is empty`, emptyMain(deck.name));
  return result;
}
