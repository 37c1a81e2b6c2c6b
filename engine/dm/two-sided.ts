// Duel Masters two-sided cards (DM 805 psychic creatures, 807 draghearts, 809 禁断): both sides are fronts, each
// with its own characteristics (805.2, 807.2). The Ravenite CSV writes each side as a row of its own, numbered
// with a side letter after the collector number ("DM-37 33a" Jon, Temporal Explorer; "33b" Jonjo Jon, the
// Awakened Adventurer); some back rows repeat the front's row instead of naming the back (DMR-01 61a/61b Gil
// Porrima's Pliers). This file joins the rows of one card into one two-sided Card where the rows name each side,
// and names the cards whose back no row names: they stay one-sided, the back is never invented.
import type { Card, CardRecord, DmSourceId, Printing } from '../cards/types.ts';
import { buildDmCard, type DmFaceSource } from './card.ts';

/** The card types of the front of a two-sided card (DM 805.1, 807.1, 809.1), as the CSV writes them. */
const TWO_SIDED_TYPE = /\b(?:Psychic|Dragheart|Forbidden)\b/;

/** A side's letter after a collector number, in side order: front, back, a dragheart's third side (DM 807.1). */
const SIDE_NUMBER = /^(.+?)([abc])$/;

/** Whether a card's front is of a type whose card has a front on both sides (DM 805.1, 807.1, 809.1). */
export const hasTwoSidedType = (card: Card): boolean =>
  card.game === 'dm' && card.faces.length === 1 && TWO_SIDED_TYPE.test(card.faces[0].typeLine);

/** A stored one-faced Duel Masters card as the face source buildDmCard reads (the inverse of its toCardFace). */
function faceSourceOf(card: Card): DmFaceSource {
  const [face] = card.faces;
  const races = face.subtypes.length ? ' — ' + face.subtypes.join(' / ') : '';
  return {
    name: face.name,
    typeLine: races && face.typeLine.endsWith(races) ? face.typeLine.slice(0, -races.length) : face.typeLine,
    cost: card.dm?.cost ?? null,
    civilizations: [...face.colors] as DmFaceSource['civilizations'],
    races: [...face.subtypes],
    text: face.text,
    power: face.power ?? '',
  };
}

/** The card and number of one printing, its side, and the number its sides share. */
interface Side {
  card: Card;
  set: string;
  shared: string;
  letter: string;
}

/** DM 806.1, 808.1: a super creature, linked from the back sides of its cells' cards. */
const SUPER_CREATURE = /\bSuper Creature\b/;

function sideOf(record: CardRecord, printing: Printing): Side[] {
  const m = SIDE_NUMBER.exec(printing.collectorNumber);
  return m ? [{ card: record.card, set: printing.set, shared: m[1], letter: m[2] }] : [];
}

/** What joining gives: every record (two-sided ones joined), and the cards whose back no row names, by name. */
export interface JoinedTwoSided {
  records: CardRecord[];
  unnamedBacks: string[];
}

/**
 * The faces of each two-sided card the records name, by its front's name: a card's sides are the printings of one set
 * numbered alike with the letters a, b (and c), one row a letter, each a different name. Where printings give one
 * front different sides, the one with the most sides is kept, the first of those.
 */
function sidesByFront(records: readonly CardRecord[]): { faces: Map<string, Card[]>; unnamedBacks: Set<string> } {
  const groups = new Map<string, Side[]>();
  for (const record of records.filter((r) => hasTwoSidedType(r.card)))
    for (const side of record.printings.flatMap((p) => sideOf(record, p))) {
      const key = `${side.set}\u0000${side.shared}`;
      groups.set(key, [...(groups.get(key) ?? []), side]);
    }
  const faces = new Map<string, Card[]>();
  const repeatedBacks = new Set<string>();
  const cells = new Set<string>();
  for (const group of groups.values()) {
    const linked = group.filter((s) => SUPER_CREATURE.test(s.card.faces[0].typeLine));
    const sorted = group.filter((s) => !linked.includes(s)).sort((x, y) => x.letter.localeCompare(y.letter));
    if (sorted.length === 0) continue;
    const letters = sorted.map((s) => s.letter).join('');
    const names = new Set(sorted.map((s) => s.card.name));
    const front = sorted[0].card;
    // DM 806.1: a psychic cell's back is a part of the super creature it links into, named as that creature.
    if (linked.length) cells.add(front.name);
    else if ((letters === 'ab' || letters === 'abc') && names.size === sorted.length) {
      const known = faces.get(front.name);
      if (!known || known.length < sorted.length)
        faces.set(
          front.name,
          sorted.map((s) => s.card),
        );
    } else if (letters === 'ab' && names.size === 1) repeatedBacks.add(front.name);
  }
  // DM 806.1: a side named as the back of several fronts is a link's part (GANG PARADE, DMEX-08 52b and 110b), no side.
  const fronts = new Map<string, Set<string>>();
  for (const [front, sides] of faces)
    for (const back of sides.slice(1)) fronts.set(back.name, (fronts.get(back.name) ?? new Set()).add(front));
  for (const [front, sides] of faces) if (sides.slice(1).some((b) => fronts.get(b.name)!.size > 1)) faces.delete(front);
  const unnamedBacks = new Set([...repeatedBacks].filter((name) => !faces.has(name) && !cells.has(name)));
  return { faces, unnamedBacks };
}

/**
 * Joins the records of two-sided cards (hasTwoSidedType) read from `source`: each printing of a front or of a back
 * goes to the two-sided card, whose name and id are its front's (the name a deck list writes; DM 805.7 lets an effect
 * name either side, and search and lists find it by either, db/card-rows.ts). A back named as the back of more than
 * one front stays a card of its own.
 */
export function joinTwoSided(records: readonly CardRecord[], source: DmSourceId): JoinedTwoSided {
  const { faces, unnamedBacks } = sidesByFront(records);
  const joined = new Map<string, Card>();
  const frontOfBack = new Map<string, string>();
  for (const [front, sides] of faces) {
    joined.set(front, buildDmCard(sides.map(faceSourceOf), 'two-sided', source));
    for (const back of sides.slice(1)) frontOfBack.set(back.name, front);
  }
  const cardOf = (card: Card): Card => {
    const front = joined.has(card.name) ? card.name : frontOfBack.get(card.name);
    return (front && joined.get(front)) || card;
  };
  return {
    records: records.map((r) => ({
      card: cardOf(r.card),
      printings: r.printings.map((p) => ({ ...p, cardId: cardOf(r.card).id })),
    })),
    unnamedBacks: [...unnamedBacks].sort(),
  };
}

/**
 * The Duel Masters CSV's records as the importer writes them (db/import/formats.ts), for the importer and for tests that
 * must see the cards as the app does: `hold` keeps back each side of a two-sided card and says so, and `end` gives them
 * joined (joinTwoSided). The file gives a few numbers to two cards, and its last row of a number is the printing stored:
 * a record held back keeps only the printings no later row numbers alike, as though written where it was.
 */
export function twoSidedJoiner(source: DmSourceId): { hold(record: CardRecord): boolean; end(): JoinedTwoSided } {
  const sides: CardRecord[] = [];
  const lastRecordOf = new Map<string, CardRecord>();
  return {
    hold(record) {
      for (const p of record.printings) lastRecordOf.set(p.id, record);
      if (!hasTwoSidedType(record.card)) return false;
      sides.push(record);
      return true;
    },
    end() {
      const { records, unnamedBacks } = joinTwoSided(sides, source);
      return {
        records: records.map(({ card, printings }, i) => ({
          card,
          printings: printings.filter((p) => lastRecordOf.get(p.id) === sides[i]),
        })),
        unnamedBacks,
      };
    },
  };
}
