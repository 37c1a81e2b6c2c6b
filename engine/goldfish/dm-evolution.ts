// Where a Duel Masters evolution creature goes (DM 801.1a: it is put on top of its evolution source, and cannot be
// executed without one), read from the ability line the card data writes: "Evolution—Put on one of your Fire
// Birds.", "Vortex Evolution—Put on one of your Horn Beasts and one of your Angel Commands.", "■ Galaxy Vortex
// evolution—Put on top of 3 of your Guardians, …", "■ Graveyard evolution—Choose a darkness creature in your
// graveyard …", "■ Deck Evolution", "■ Star Evolution" (no source written). The goldfish keeps what it can check.
import { CIVILIZATION_BITS, isCivilization } from '../dm/civilizations.ts';

/** Where the sources come from: your battle zone, the top of your library (deck evolution), or none it can have. */
export type EvolutionZone = 'battle' | 'deck' | 'unreachable';

export interface DmEvolutionSource {
  /**
   * 'battle': creatures of yours in the battle zone. 'deck': the top cards of your library. 'unreachable': your
   * graveyard or mana zone, where a goldfish never has a source it can name (its creatures are never destroyed,
   * and it does not read the races of its mana).
   */
  zone: EvolutionZone;
  /** Sources it goes on: 1; 2 for a vortex evolution, 3 for a galaxy vortex one. */
  count: number;
  /** A source has one of these races (DM 203.2: as part of its race) … */
  races: string[];
  /** … or one of these civilizations (bits); no race and no civilization: any creature of yours. */
  civilizations: number;
}

/** The evolution line: its kind (the words before "Evolution") and what follows. */
const EVOLUTION_LINE_RE = /^(?:■\s*)?([A-Za-z ]*?)\s*Evolution\b[\s—―:\-–]*(.*)$/im;
/** An evolution line on a card whose type words do not say so (a twinpact's creature half, as the CSV writes it). */
const PLAIN_EVOLUTION_RE = /^(?:■\s*)?Evolution\W+Put on\b/im;
/** DM 815, 813.1b: S-MAX evolution and forbidden star evolution need no source. */
const NO_SOURCE_KINDS = /\b(?:star max|forbidden star)\b/;
/** "Put on one of your X." / "Put on top of 3 of your X." / "Choose 2 fire creatures in your mana zone …". */
const SOURCE_PHRASE_RE =
  /(?:put (?:this creature )?on(?: top of)? (?:one or more|any number|one|\d+) of your|choose (?:an?|\d+|one) )\s*(.+?)(?: in your (?:graveyard|mana zone).*)?\.?$/i;
const CREATURE_WORDS_RE = /^(?:(?:evolution |non-\w+ )?creatures?)$/i;
const RACE_CLAUSE_RE = /^creatures? that ha(?:s|ve) (.+?) in (?:its|their) race$/i;

/**
 * DM 801.1a: the source an evolution creature needs, or null when it needs none (not an evolution, or an S-MAX or
 * forbidden star evolution). Written sources the goldfish cannot check ("creatures that have 'Blocker'", a source
 * not written at all, as star evolution's in this data) are read as any creature of yours: one is still needed.
 */
export function evolutionSource(supertypes: readonly string[], text: string): DmEvolutionSource | null {
  if (!supertypes.some((s) => /Evolution/.test(s)) && !PLAIN_EVOLUTION_RE.test(text)) return null;
  const line = EVOLUTION_LINE_RE.exec(text);
  const kind = (line?.[1] ?? '').toLowerCase();
  if (NO_SOURCE_KINDS.test(kind)) return null;
  const zone: EvolutionZone = /graveyard|mana/.test(kind) ? 'unreachable' : /deck/.test(kind) ? 'deck' : 'battle';
  const count = /galaxy/.test(kind) ? 3 : /vortex/.test(kind) ? 2 : 1;
  const phrase = SOURCE_PHRASE_RE.exec(line?.[2] ?? '')?.[1] ?? '';
  return { zone, count, ...sourceKinds(phrase) };
}

/** "Horn Beasts and one of your Angel Commands", "water or darkness creature", "Dragons or Tyranno Drake". */
function sourceKinds(phrase: string): { races: string[]; civilizations: number } {
  const races: string[] = [];
  let civilizations = 0;
  const alternatives = phrase
    .replace(/\s*\(.*$/, '')
    .replace(/\s+(?:and|or) one of your\s+/gi, ' or ')
    .replace(/\s+that costs?\b.*$/i, '')
    .split(/\s*,\s*(?:and\/or\s+|or\s+)?|\s+(?:and\/or|or)\s+/)
    .map((a) => a.trim())
    .filter(Boolean);
  for (const alternative of alternatives) {
    const race = RACE_CLAUSE_RE.exec(alternative)?.[1];
    if (race) {
      races.push(race);
      continue;
    }
    const words = alternative.split(/\s+/);
    const civilization = words[0].toLowerCase();
    const rest = words.slice(isCivilization(civilization) ? 1 : 0).join(' ');
    if (isCivilization(civilization) && (rest === '' || CREATURE_WORDS_RE.test(rest))) {
      civilizations |= CIVILIZATION_BITS[civilization];
    } else if (/^[A-Z]/.test(rest) && !/ that /.test(rest)) {
      races.push(singular(rest.replace(/\s+creatures?$/i, '')));
    }
  }
  return { races, civilizations };
}

/** "Fire Birds" → "Fire Bird", "Cyber Viruses" → "Cyber Virus": races are written in the plural after "of your". */
function singular(race: string): string {
  return /uses$/.test(race) ? race.slice(0, -2) : race.replace(/s$/, '');
}
