// The playtest table as plain data (ARCHITECTURE §2, the boardgame.io shape): a state, the actions a player
// takes, and the refusal an illegal action gets. Nothing here holds a function or a class, so a state can be
// copied, stored and compared as JSON.
import type { Game } from '../cards/types.ts';
import type { GameSetup } from '../goldfish/setup.ts';
import type { MtgCardProfile, MtgLandFace } from '../goldfish/mtg-card.ts';
import type { DmCardProfile } from '../goldfish/dm-card.ts';
import type { DmSide } from './dm-sides.ts';

export const MTG_ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'exile', 'command', 'sideboard'] as const;
export const DM_ZONES = ['deck', 'hand', 'mana', 'battle', 'shields', 'graveyard', 'hyperspatial', 'gr'] as const;
export type MtgZone = (typeof MTG_ZONES)[number];
export type DmZone = (typeof DM_ZONES)[number];
export type Zone = MtgZone | DmZone;

/** The zones of each game, in table order, and which one is the library (CR 401; DM 400.1 calls it the deck). */
export const GAME_ZONES: Readonly<Record<Game, readonly Zone[]>> = { mtg: MTG_ZONES, dm: DM_ZONES };
export const LIBRARY_ZONE: Readonly<Record<Game, Zone>> = { mtg: 'library', dm: 'deck' };

/** A card of the deck as the table knows it: its name and what the rules engine read from it. */
export interface CardDefinition {
  name: string;
  cardId: string;
  /** MTG: its creature, haste and vigilance matter for attacks (CR 302.6, 508.1). */
  creature: boolean;
  haste: boolean;
  vigilance: boolean;
  power: number;
  /**
   * MTG: the front's printed toughness when it is a number (CR 208.1); absent for a noncreature and for a variable
   * one ("*", "1+*": 208.2, set by an ability the table does not read), which the table never puts into the
   * graveyard for its toughness (state-based.ts).
   */
  toughness?: number;
  /** DM: it has a shield trigger (DM 112.3a). */
  shieldTrigger: boolean;
  /** MTG: the printed mana cost of each castable face, in the profile's castOptions order. */
  castCosts: string[];
  /**
   * MTG: a card of the deck's commander board: a leader, or an Oathbreaker deck's signature spell (an instant or
   * sorcery there, OB 8), cast only while a leader is on the battlefield and back to the command zone after.
   */
  commandZone?: 'leader' | 'signature-spell';
  /**
   * MTG: the cast option (castOptions index) that is the card's Adventure (CR 715.3): cast so, the card resolves into
   * exile instead of the graveyard, and may be cast from there, not as the Adventure again (715.4).
   */
  adventureFace?: number;
  /** MTG: a card of the deck's Companion board, which alone the companion action puts into hand (CR 702.139a). */
  companion?: true;
  /**
   * MTG: the counters a face enters the battlefield with: a planeswalker its printed loyalty (CR 306.5b), a battle
   * its printed defense (310.4b), a Saga one lore counter (714.3a), a permanent whose text says it enters with X
   * +1/+1 counters that many (122.6). `count` null is X, the X cast with (107.3m).
   */
  entryCounters?: EntryCounters[];
  /**
   * A token the table made, not a card of the deck (CR 111.1): its toughness when it is a creature, and the mana
   * ability of a predefined token that has one (a Treasure, 111.10a; a Gold, 111.10c).
   */
  madeToken?: { toughness: number | null; mana?: TokenManaAbility };
  /**
   * DM: the zone a card of the hyperspatial zone or the super GR lives in: put anywhere but the battle zone, a
   * psychic or dragheart card goes back to the hyperspatial zone (DM 117.1), a GR creature under the super GR (118.1).
   */
  dmZone?: 'hyperspatial' | 'gr';
  /**
   * DM: what the card's front is once executed (DM 605.3): an element (a creature, cross gear, field, tamaseed …,
   * 316.1) enters the battle zone; a spell goes to the graveyard (302.2); a castle fortifies a shield (304.2).
   */
  dmKind?: 'element' | 'spell' | 'castle';
  /** DM 801: an evolution creature, which has no summoning sickness (801.3). */
  dmEvolution?: boolean;
  /** DM 303: a cross gear, crossed onto a creature by paying its cost again (303.3b). */
  dmCrossGear?: boolean;
  /**
   * DM: the front's power as printed ("5000", "5000+", "-5000"; DM 206.1), which state-based.ts checks against 703.4c
   * (a two-sided card's side up has its own, DmSide.power). Absent when the card has none, or its own text keeps it in
   * the battle zone at power 0 (零龍, 812: "While this creature has 0 power or less, it can't leave the battle zone").
   */
  dmPower?: string;
  /**
   * DM 303: a cross gear's power bonus to the creature it is crossed onto, when its text gives one without a
   * condition ("The crossed creature gets +2000 power": Emerald Claw); read by deck.ts, added by state-based.ts.
   */
  dmCrossPower?: number;
  /** DM 315: a tamaseed, which like a creature keeps an evolution's tapped state when it is rebuilt (801.4d). */
  dmTamaseed?: boolean;
  /**
   * MTG: a transforming double-faced card's back face (CR 701.28a, 712.8e): what it is while that face is up, its
   * mana ability's units (CR 605) and, when the back is a land, its land face (CR 305.6: a land's intrinsic mana). A
   * modal double-faced card never transforms (712.9), and a back that is an instant or sorcery is never shown (701.28d).
   */
  transformBack?: {
    face: string;
    creature: boolean;
    power: number;
    toughness?: number;
    units: number[];
    land?: MtgLandFace;
  };
  /**
   * DM: the sides of a two-sided card, the front first (DM 805 psychic, 807 dragheart, 809 禁断; dm-sides.ts): in the
   * battle zone it flips from one to the next, and the side up is what the rules see (805.3, 807.3).
   */
  dmSides?: DmSide[];
  mtg?: MtgCardProfile;
  dm?: DmCardProfile;
}

/** A predefined token's "Sacrifice this artifact: Add one mana of any color", with {T} in its cost or not. */
export interface TokenManaAbility {
  units: number[];
  taps: boolean;
}

export interface EntryCounters {
  face: string;
  kind: 'loyalty' | 'defense' | 'lore' | '+1/+1';
  count: number | null;
  /** A Saga's final chapter number (CR 714.2d): with that many lore counters it is sacrificed (714.4, 704.5s). */
  finalChapter?: number;
}

/** One physical card (or token) on the table. Ids are stable for the whole game. */
export interface CardState {
  def: number;
  tapped: boolean;
  /** Counters by name ("+1/+1", "loyalty", …); only positive counts are kept. */
  counters: Record<string, number>;
  token: boolean;
  /** The face up on the battlefield when it is not the front (an MDFC played as its land back, CR 712.12). */
  face?: string;
  /** The turn it came under the player's control, for summoning sickness (CR 302.6; DM 301.5). */
  enteredTurn: number;
  /**
   * DM 801.1, 801.1b: the cards under an evolution creature in the battle zone, its evolution sources, the bottom
   * first. They are part of it, in no zone's list of their own, and leave the battle zone with it (109.2b).
   */
  under?: number[];
  /** DM 303.3a: the creature (by card id) a cross gear is crossed onto. */
  crossedOnto?: number;
  /** DM 304.2a: the shield (by card id) a castle in the shield zone fortifies. */
  fortifies?: number;
  /** MTG: exiled by its own Adventure's resolution (CR 715.4): it may be cast from exile while it stays there. */
  onAdventure?: true;
  /**
   * DM 301.3b: the change the player has set to a creature's power, for the effects the table does not read (its own
   * ability's too, for a power printed with "+" or "-", 206.2). Absent until set; it ends as the card leaves the
   * battle zone, and stays with the creature as it evolves (801.2) or is rebuilt (801.4c).
   */
  powerModifier?: number;
}

export type Phase = 'mulligan' | 'play';

export interface PlaytestState {
  game: Game;
  seed: number;
  /** Shuffles done so far: shuffle k draws its order from the generator of game k of the seed (engine/rng). */
  shuffles: number;
  setup: GameSetup;
  /** CR 103.8a: the player on the play skips the first draw in a two-player game. */
  onThePlay: boolean;
  defs: readonly CardDefinition[];
  cards: CardState[];
  /** Card ids by zone; index 0 is the top of the library and the first card of every other zone. */
  zones: Record<Zone, number[]>;
  phase: Phase;
  /** Mulligans taken (CR 103.5), the free one included. */
  mulligans: number;
  /** 0 before the opening hand is kept. */
  turn: number;
  life: number;
  poison: number;
  /** Damage dealt to the empty board's player (MTG) this game. */
  damageDealt: number;
  /**
   * CR 903.10a: combat damage each commander (by card id) has dealt the empty board's player this game, counted
   * per commander (702.124d), whether or not the format's setup makes it lose (setup.commanderDamage).
   */
  commanderDamage: Record<number, number>;
  /** DM: the goldfish opponent's shields left (DM 113.1). */
  opponentShields: number;
  /**
   * The turn the goldfish opponent lost: DM a direct attack (509.1); MTG the attack whose damage took it from the
   * starting life to 0 (CR 704.5a; it starts at the player's own, 103.4) or dealt it the format's lethal combat
   * damage from one commander (903.10a, 704.6c).
   */
  wonOnTurn: number | null;
  /** CR 305.2: lands played this turn; DM 503.2: cards charged this turn. */
  landsThisTurn: number;
  chargesThisTurn: number;
  /** DM 500.2a: the main step has begun this turn (a card was cast or GR summoned, or a creature attacked). */
  mainStepBegun: boolean;
  /**
   * MTG: the mana pool (CR 106.4): mana made by tapping a source by hand and not yet spent, each unit with the
   * permanent tapped for it. A cast spends it before tapping anything; it empties as a step or phase ends (500.4):
   * at the table, as combat begins (the turn's first attack) and as the turn ends.
   */
  manaPool: PoolUnit[];
  /**
   * DM: the mana cards tapped by hand and not yet used by a payment. Duel Masters has no mana pool: tapping mana
   * cards is the payment itself (DM 112.2a), so a card tapped by hand is the start of the next payment, which uses
   * it before tapping another (dm-actions.ts payDm). Cleared as the turn's untap step untaps them.
   */
  handTapped: number[];
  /** CR 903.8: casts of each commander (by card id) from the command zone so far. */
  commanderCasts: Record<number, number>;
  /** DM 112.3a: broken shields with a shield trigger, waiting for "use" or "keep". */
  pendingTriggers: number[];
  /** What happened, in order: the table's log panel and the CLI print it in plain language. */
  log: LogEntry[];
}

/**
 * One mana in the pool (CR 106.4): its mana type as engine/goldfish bits (one type, chosen as the mana ability
 * resolved: a dual land's "{W} or {U}" adds {W} or {U}, 605.3b; with the snow bit of a snow source, 107.4h) and the
 * card id of the permanent tapped for it.
 */
export interface PoolUnit {
  mask: number;
  source: number;
}

/** One action done: its kind, the turn, the cards it named or moved, the mana sources it tapped, a number. */
export interface LogEntry {
  turn: number;
  action: ActionType;
  cards: string[];
  sources?: string[];
  count?: number;
  zone?: Zone;
  /** A search (whose `zone` is the library searched): the zone each card found went to, in the order of `cards`. */
  zones?: Zone[];
  /**
   * The mana a Magic source tapped by hand made ("{G}"; "{W/U}", one mana of either: CR 106.4); the counter's name, for a counter action; "bottom" for a move to the bottom of the library; the face up after a
   * transform or a Duel Masters flip; "direct" for a Duel Masters direct attack (DM 509.1), "lethal" for a Magic attack that wins (CR 704.5a),
   * "commander-damage" for one whose commander's combat damage wins (903.10a: `sources` names the commander);
   * "summon" or "generate" for a Duel Masters creature or cross gear executed (DM 601.1: only a spell is cast);
   * "cleanup" for the cards a new turn's action discarded at the end of the turn before (CR 514.1), "over-hand-size"
   * for a turn ended with `count` cards more than the maximum hand size, none discarded; for a Duel Masters `power`
   * change (`count` the change), the creature's power after it, when the table knows it (state-based.ts dmPowerOf).
   */
  detail?: string;
  /** MTG: the face cast when it is not the whole card (an Adventure, CR 715.3; a split card's half; a back face). */
  face?: string;
  /** DM 801.1: the evolution sources a summoned evolution creature was put on; DM 303.3a: the creature crossed onto. */
  on?: string[];
  /**
   * The rule an entry's outcome follows when the log shows it (a commander damage win: CR 903.10a, or a format's; a
   * commander moved to the command zone instead of the zone it was sent to: 903.9a–b). A `counter` entry with a rule
   * is the state-based action's, not the player's: `count` pairs of +1/+1 and -1/-1 counters removed (CR 704.5q).
   */
  rule?: string;
}

/** The log's words for a cleanup step's discards (CR 514.1), and for a turn ended with more cards than the maximum. */
export const CLEANUP = 'cleanup';
/** The log's word for a creature put into the graveyard by the state-based action of CR 704.5f (toughness 0 or less). */
export const ZERO_TOUGHNESS = 'toughness';
/** The log's word for a Duel Masters creature destroyed by the state-based action of DM 703.4c (power 0 or less). */
export const ZERO_POWER = 'power';
export const OVER_HAND_SIZE = 'over-hand-size';

/** A card named by its id, or by name: the first card of that name in the zone the action reads. */
export type CardRef = number | string;

/** A card a search finds in the library and the zone it goes to (the library: on top, after the shuffle). */
export interface SearchFind {
  card: CardRef;
  to: Zone;
}

export type Action =
  | { type: 'mulligan' }
  | { type: 'keep'; bottom?: CardRef[]; scry?: 'top' | 'bottom' }
  | { type: 'draw'; count?: number }
  | { type: 'shuffle' }
  | { type: 'look'; count: number }
  | { type: 'search'; found?: SearchFind[] }
  | { type: 'scry'; top?: CardRef[]; bottom?: CardRef[] }
  | { type: 'surveil'; top?: CardRef[]; graveyard?: CardRef[] }
  | { type: 'mill'; count: number }
  | { type: 'play'; card: CardRef; override?: boolean }
  | { type: 'cast'; card: CardRef; face?: number; x?: number; tap?: CardRef[]; on?: CardRef[] }
  | { type: 'cross'; card: CardRef; onto: CardRef; tap?: CardRef[] }
  /** `mana`: MTG, the type of mana a source that makes one of several adds (CR 106.4, 605.3b): W, U, B, R, G or C. */
  | { type: 'tap'; card: CardRef; mana?: string }
  | { type: 'untap'; card: CardRef }
  /**
   * `onlyTop`: DM 801.4, only the top card of an evolution creature leaves the battle zone; the cards under it are
   * rebuilt there (table.ts rebuildUnder). Without it the cards under it leave with it (109.2b).
   */
  /** `stay`: a Magic commander stays where it is sent, its owner declining the command zone (CR 903.9a–b). */
  | {
      type: 'move';
      card: CardRef;
      to: Zone;
      from?: Zone;
      position?: 'top' | 'bottom';
      onlyTop?: boolean;
      stay?: boolean;
    }
  | { type: 'token'; card: CardRef }
  | { type: 'create-token'; name: string; power?: number; toughness?: number; count?: number }
  | { type: 'counter'; card: CardRef; kind: string; delta: number }
  /** DM 301.3b: changes a creature's power by `delta` (the table's steps are 1000), for an effect the table does not read. */
  | { type: 'power'; card: CardRef; delta: number }
  | { type: 'life'; delta: number }
  | { type: 'poison'; delta: number }
  /** `override`: an effect lets the attackers attack the turn they came (haste, CR 702.10; speed attacker, DM 101.2). */
  | { type: 'attack'; cards: CardRef[]; override?: boolean }
  | { type: 'next-turn'; discard?: CardRef[] }
  | { type: 'charge'; card: CardRef; override?: boolean }
  | { type: 'break-shield'; count?: number }
  | { type: 'trigger'; card: CardRef; use: boolean }
  | { type: 'gr-summon' }
  | { type: 'transform'; card: CardRef }
  /** DM 701.20a, 701.22a, 701.25a, 805.1b, 807.1b: a two-sided card in the battle zone turns its next side up. */
  | { type: 'flip'; card: CardRef }
  /** CR 702.139a, 116.2g: pay {3} to put the companion from the sideboard into hand, once per game. */
  | { type: 'companion'; card: CardRef; tap?: CardRef[] };

export type ActionType = Action['type'];

/** Every reason an action can be refused; the UI shows each in its own words (renderer/i18n). */
export const REFUSAL_CODES = [
  'action.wrong-game',
  'arrange.not-on-top',
  'attack.cannot-attack',
  'attack.none',
  'attack.not-a-creature',
  'attack.not-enough',
  'attack.summoning-sick',
  'attack.tapped',
  'attack.twice',
  'card.not-here',
  'cast.cannot-pay',
  'cast.from-exile',
  'cast.no-face',
  'cast.no-oathbreaker',
  'cast.no-evolution-source',
  'cast.no-shield',
  'companion.cannot-pay',
  'companion.not-companion',
  'companion.once-per-game',
  'cross.not-cross-gear',
  'cross.not-a-creature',
  'cross.same-creature',
  'charge.after-main',
  'charge.one-per-turn',
  'cleanup.discard-count',
  'count.out-of-range',
  'counter.name',
  'delta.out-of-range',
  'flip.not-two-sided',
  'game.would-lose',
  'gr.empty',
  'keep.bottom-count',
  'keep.bottom-twice',
  'keep.no-scry',
  'land.not-a-land',
  'land.one-per-turn',
  'mulligan.already-kept',
  'mulligan.deciding',
  'mulligan.houston',
  'mulligan.none',
  'mulligan.zero-cards',
  'power.not-a-creature',
  'search.twice',
  'shield.none-left',
  'token.name',
  'token.power-toughness',
  'tap.already',
  'tap.already-tapped',
  'tap.mana-type',
  'transform.not-transforming',
  'trigger.not-pending',
  'trigger.pending',
  'untap.already',
  'zone.unknown',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Why an action was refused: a stable code, the rule it breaks (CR x.y / DM x.y) and a plain message. */
export interface Refusal {
  code: RefusalCode;
  rule?: string;
  message: string;
}

export type ApplyResult = { ok: true; state: PlaytestState } | { ok: false; refusal: Refusal };
