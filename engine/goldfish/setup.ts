// How a game starts (CR 103; DM 103), as data. The fields are those of a format record
// (engine/formats FormatDefinition), so a format can be passed straight in.
import type { Game } from '../cards/types.ts';
import type { FormatDefinition, MulliganRule } from '../formats/types.ts';
import { getFormat } from '../formats/index.ts';

export interface GameSetup {
  game: Game;
  /** CR 103.5: normally 7; DM 103.3: 5. */
  handSize: number;
  mulligan: MulliganRule;
  /** CR 103.5c, 903.12g: the first mulligan is not counted in multiplayer and Brawl. */
  freeFirstMulligan: boolean;
  /** CR 103.8a: false in two-player games (the starting player skips the first draw); 103.8c: true in multiplayer. DM 103.5: false. */
  firstPlayerDraws: boolean;
  /** DM 103.3: shields set from the top before the hand is drawn; 0 for MTG. */
  shields: number;
  /** CR 103.4; 0 in Duel Masters, where a player loses to a direct attack (DM 104.2a). */
  startingLife: number;
  /** CR 903.10a: the combat damage from one commander that loses the game, in the formats that use it. */
  commanderDamage?: { lethal: number; rule: string };
}

type FormatSetupFields = Pick<
  FormatDefinition,
  'game' | 'handSize' | 'mulligan' | 'freeFirstMulligan' | 'firstPlayerDraws' | 'shields' | 'startingLife' | 'commander'
>;

/** The setup a format record prescribes. */
export function setupFromFormat(format: FormatSetupFields): GameSetup {
  return {
    game: format.game,
    handSize: format.handSize,
    mulligan: format.mulligan,
    freeFirstMulligan: format.freeFirstMulligan,
    firstPlayerDraws: format.firstPlayerDraws,
    shields: format.shields ?? 0,
    // DM 104.2a: a Duel Masters player loses to a direct attack, not by life.
    startingLife: format.startingLife ?? (format.game === 'dm' ? 0 : 20),
    ...(format.commander?.commanderDamage && { commanderDamage: format.commander.commanderDamage }),
  };
}

/**
 * Setups by format id for when no format record is at hand: two-player constructed (CR 103.5 London,
 * 103.8a), Commander (multiplayer: free first mulligan 103.5c, nobody skips the draw 103.8c, 40 life
 * 103.4c), Brawl (free first mulligan 903.12g, two-player draw skip, 25 life 103.4d) and Duel Masters
 * (DM 103: 5 shields, a 5-card hand, no mulligan, the first player skips the first draw).
 */
export const SETUPS: Readonly<Record<string, GameSetup>> = {
  constructed: {
    game: 'mtg',
    handSize: 7,
    mulligan: 'london',
    freeFirstMulligan: false,
    firstPlayerDraws: false,
    shields: 0,
    startingLife: 20,
  },
  commander: {
    game: 'mtg',
    handSize: 7,
    mulligan: 'london',
    freeFirstMulligan: true,
    firstPlayerDraws: true,
    shields: 0,
    startingLife: 40,
    commanderDamage: { lethal: 21, rule: 'CR 903.10a' },
  },
  brawl: {
    game: 'mtg',
    handSize: 7,
    mulligan: 'london',
    freeFirstMulligan: true,
    firstPlayerDraws: false,
    shields: 0,
    startingLife: 25,
  },
  dm: {
    game: 'dm',
    handSize: 5,
    mulligan: 'none',
    freeFirstMulligan: false,
    firstPlayerDraws: false,
    shields: 5,
    startingLife: 0,
  },
};

/** Format ids of other tools and of older names, by the family whose setup they share; Decklab's own come from the catalog. */
const FORMAT_FAMILIES: Readonly<Record<string, string>> = {
  'historic-brawl': 'brawl',
  standardbrawl: 'brawl',
  historicbrawl: 'brawl',
  'dm-advance': 'dm',
  'dm-original': 'dm',
};

/** Own turns a goldfish game is played for unless asked otherwise: MTG curves to 7, Duel Masters kills come by 8. */
export const DEFAULT_TURNS: Readonly<Record<Game, number>> = { mtg: 7, dm: 8 };

/**
 * The setup for a format id and game: the catalog's record when the id names one of the game (Oathbreaker: 20
 * life, OB 4; Pauper Commander: 30; both multiplayer), else the family of another tool's id, else two-player.
 */
export function defaultSetup(game: Game, formatId?: string): GameSetup {
  const format = formatId ? getFormat(formatId) : undefined;
  if (format && format.game === game) return setupFromFormat(format);
  // Own keys only: a deck's format is any text, and "constructor" names no family.
  const family = formatId && Object.hasOwn(FORMAT_FAMILIES, formatId) ? FORMAT_FAMILIES[formatId] : undefined;
  if (family && SETUPS[family].game === game) return SETUPS[family];
  return game === 'dm' ? SETUPS.dm : SETUPS.constructed;
}

/**
 * Every mulligan rule a setup can name: London (CR 103.5); Vancouver and Paris (glossary); Arena's best-of-one
 * smoothing of the opening hand before London mulligans ('smoothed', engine/stats/smoothing.ts); the Houston
 * house rule, draw ten and put three on the bottom with no mulligan (Forge's); none (DM 103.3).
 */
export const MULLIGAN_RULES = [
  'london',
  'vancouver',
  'paris',
  'smoothed',
  'houston',
  'none',
] as const satisfies readonly MulliganRule[];

/** The setup for a deck: its format record's when the record is for the deck's game, else the fallback table's. */
export function setupForDeck(
  game: Game,
  formatId: string | undefined,
  format: FormatSetupFields | undefined,
): GameSetup {
  return format && format.game === game ? setupFromFormat(format) : defaultSetup(game, formatId);
}

/** The same setup with another mulligan rule (CLI --mulligan, the API's option). */
export function withMulligan(setup: GameSetup, mulligan: MulliganRule): GameSetup {
  return { ...setup, mulligan };
}
