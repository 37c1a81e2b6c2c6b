// The formats, as data (ARCHITECTURE §3). Rule numbers: CR for Magic, "MTR" for the tournament rules, DM for Duel Masters.
import type { CheckName, CommanderRules, FormatDefinition, LegalityKey, LegalityRule } from './types.ts';

const CONSTRUCTED_CHECKS: CheckName[] = [
  'unknown-cards',
  'deck-cards',
  'unused-boards',
  'board-sizes',
  'copy-limits',
  'legality',
  'companion',
];
const COMMANDER_CHECKS: CheckName[] = [
  'unknown-cards',
  'deck-cards',
  'unused-boards',
  'board-sizes',
  'commander-count',
  'commander-eligible',
  'commander-pair',
  'copy-limits',
  'color-identity',
  'basic-land-types',
  'legality',
  'companion',
];
/** Oathbreaker: the Commander checks with the signature spells after the leaders they belong to. */
const OATHBREAKER_CHECKS: CheckName[] = COMMANDER_CHECKS.flatMap((c) =>
  c === 'commander-pair' ? [c, 'signature-spells'] : [c],
);
const LIMITED_CHECKS: CheckName[] = [
  'unknown-cards',
  'deck-cards',
  'unused-boards',
  'board-sizes',
  'copy-limits',
  'limited-pool',
  'companion',
];
const DM_CHECKS: CheckName[] = [
  'unknown-cards',
  'unused-boards',
  'board-sizes',
  'copy-limits',
  'dm-zones',
  'dm-start-sets',
  'dm-set-sides',
  'dm-regulation',
];

/** Two-player Magic: 20 life (103.4), 7 cards (103.5), London mulligan, the starting player skips the first draw (103.8a). */
const TWO_PLAYER_MTG = {
  startingLife: 20,
  handSize: 7,
  mulligan: 'london',
  freeFirstMulligan: false,
  firstPlayerDraws: false,
} as const;

/**
 * CR 100.2a, 100.4a; MTR 6.1–6.2: at least 60 cards, a sideboard of at most 15 (the companion waits there),
 * at most four of a name across both apart from basic lands, the format's ban and restricted list from the card data.
 */
function constructed(id: string, name: string, legalityKeys: string[] = [id]): FormatDefinition {
  return {
    id,
    name,
    game: 'mtg',
    boards: ['main', 'side', 'companion', 'maybe'],
    deck: { boards: ['main'], min: 60, code: 'deck.size', rule: '100.2a' },
    sizes: [{ boards: ['side', 'companion'], max: 15, code: 'sideboard.size', rule: '100.4a' }],
    copies: [
      { boards: ['main', 'side', 'companion'], limit: 4, free: 'basic-supertype', code: 'deck.copies', rule: '100.2a' },
    ],
    legality: { keys: legalityKeys, rule: 'MTR 6.2' },
    ...TWO_PLAYER_MTG,
    checks: CONSTRUCTED_CHECKS,
  };
}

interface CommanderVariant {
  id: string;
  name: string;
  size: number;
  sizeRule: string;
  /** The singleton rule's number: CR 903.5b unless the format numbers its own. */
  singletonRule?: string;
  legalityKeys: LegalityKey[];
  legalityRule: string;
  bannedRule?: string;
  restricted?: LegalityRule['restricted'];
  startingLife: number;
  multiplayer: boolean;
  brawl: boolean;
  commanderDamage?: CommanderRules['commanderDamage'];
  /** Formats whose leaders are not CR 903.3's, with the rule that says who leads (Oathbreaker, Pauper Commander). */
  leaders?: { kind: CommanderRules['leaders']; rule: string };
  signatureSpells?: CommanderRules['signatureSpells'];
}

/**
 * CR 903.5a–d, 702.124: exactly the deck size with the commanders, singleton apart from basic lands (903.5b),
 * color identity (903.5c), basic land types (903.5d); the companion waits outside the deck.
 * Brawl (903.12): a legendary planeswalker may lead too (903.12c), colorless commanders get one basic land type (903.12e),
 * and the first mulligan is free (903.12g).
 */
function commanderFormat(v: CommanderVariant): FormatDefinition {
  return {
    id: v.id,
    name: v.name,
    game: 'mtg',
    boards: ['main', 'commander', 'companion', 'maybe'],
    deck: { boards: ['main', 'commander'], min: v.size, max: v.size, code: 'deck.size', rule: v.sizeRule },
    sizes: [],
    // The companion is no card of the deck: a name it shares with one is CR 903.11's (checks/companion.ts).
    copies: [
      {
        boards: ['main', 'commander'],
        limit: 1,
        free: 'basic-supertype',
        code: 'commander.singleton',
        rule: v.singletonRule ?? '903.5b',
      },
    ],
    legality: {
      keys: v.legalityKeys,
      rule: v.legalityRule,
      ...(v.bannedRule && { bannedRule: v.bannedRule }),
      ...(v.restricted && { restricted: v.restricted }),
    },
    commander: {
      leaders: v.leaders?.kind ?? 'commander',
      alsoLegendary: v.brawl ? ['Planeswalker'] : [],
      eligibilityRule: v.leaders?.rule ?? (v.brawl ? '903.12c' : '903.3'),
      colorlessCommanderBasics: v.brawl,
      ...(v.signatureSpells && { signatureSpells: v.signatureSpells }),
      ...(v.commanderDamage && { commanderDamage: v.commanderDamage }),
    },
    startingLife: v.startingLife,
    handSize: 7,
    mulligan: 'london',
    freeFirstMulligan: v.multiplayer || v.brawl, // 103.5c
    firstPlayerDraws: v.multiplayer, // 103.8a, 103.8c
    checks: v.signatureSpells ? OATHBREAKER_CHECKS : COMMANDER_CHECKS,
  };
}

/** CR 903.10a (704.6c): 21 or more combat damage from one commander over the game loses. */
const COMMANDER_DAMAGE = { lethal: 21, rule: 'CR 903.10a' };

const COMMANDER_VARIANTS: CommanderVariant[] = [
  // 903.1: the Commander Rules Committee keeps the ban list; the card data carries it.
  {
    id: 'commander',
    name: 'Commander',
    size: 100,
    sizeRule: '903.5a',
    legalityKeys: ['commander'],
    legalityRule: '903.1',
    startingLife: 40,
    multiplayer: true,
    brawl: false,
    commanderDamage: COMMANDER_DAMAGE,
  },
  {
    id: 'duel',
    name: 'Duel Commander',
    size: 100,
    sizeRule: '903.5a',
    legalityKeys: ['duel'],
    legalityRule: '903.1',
    // Duel Commander's "banned as commander" list is what Scryfall and MTGJSON call restricted.
    restricted: 'not-as-commander',
    startingLife: 20,
    multiplayer: false,
    brawl: false,
    // Duel Commander plays by multiplayer Commander's rules otherwise (duelcommander.com/rules), but since its
    // players start at 20 life (November 2016) no commander damage rule: 21 of it would be more than a life total.
  },
  {
    id: 'predh',
    name: 'PreDH',
    size: 100,
    sizeRule: '903.5a',
    legalityKeys: ['predh'],
    legalityRule: '903.1',
    startingLife: 40,
    multiplayer: true,
    brawl: false,
    commanderDamage: COMMANDER_DAMAGE,
  },
  // 903.12b: the Standard card pool (the card readers file the sources' "standardbrawl", or an older "brawl", here).
  {
    id: 'brawl',
    name: 'Brawl',
    size: 60,
    sizeRule: '903.12d',
    legalityKeys: ['brawl'],
    legalityRule: '903.12b',
    startingLife: 25,
    multiplayer: false,
    brawl: true,
  },
  // MTG Arena's "Brawl": the 903.12 rules with 100 cards and the Historic card pool (the sources' "historicbrawl", or a newer "brawl").
  {
    id: 'brawl-100',
    name: 'Brawl (Arena, 100 cards)',
    size: 100,
    sizeRule: '903.12d',
    legalityKeys: ['brawl-100'],
    legalityRule: '903.12b',
    startingLife: 25,
    multiplayer: false,
    brawl: true,
  },
  /**
   * Oathbreaker, by its numbered rules (weirdcards.org/oathbreaker-rules, "OB n"): Vintage-legal cards less its own
   * ban list (OB 1, the card data's "oathbreaker"), singleton (OB 2), exactly 60 cards with the oathbreakers and
   * signature spells (OB 3), 20 life (OB 4), a planeswalker leads, two with partner (OB 5), the deck within the
   * oathbreakers' color identity (OB 7), one instant or sorcery signature spell per oathbreaker (OB 8). It plays
   * as Commander does otherwise (CR 903: the command zone, partners 702.124, basic land types 903.5d), multiplayer.
   */
  {
    id: 'oathbreaker',
    name: 'Oathbreaker',
    size: 60,
    sizeRule: 'OB 3',
    singletonRule: 'OB 2',
    legalityKeys: ['oathbreaker'],
    legalityRule: 'OB 1',
    startingLife: 20,
    multiplayer: true,
    brawl: false,
    leaders: { kind: 'planeswalker', rule: 'OB 5' },
    signatureSpells: { rule: 'OB 8' },
  },
  /**
   * Pauper Commander, by the rules of PDH Home Base (pdhhomebase.com/rules, cited by section): Commander's rules
   * (CR 903.5a–d, 702.124) with a creature printed at uncommon as commander, legendary or not ("Commander"), the
   * other cards printed at common ("Deck"), rarities of paper and MTGO printings ("Card Rarity"), its ban list
   * ("Banlist"); multiplayer: 30 life, 16 commander damage ("Gameplay Specifics"), a free first mulligan, the first
   * player draws. The card data's
   * "paupercommander" says "legal" for a card printed at common and "restricted" for a creature printed at
   * uncommon but never at common, which only the commander may be.
   */
  {
    id: 'paupercommander',
    name: 'Pauper Commander',
    size: 100,
    sizeRule: '903.5a',
    legalityKeys: ['paupercommander'],
    legalityRule: 'PDH Deck',
    bannedRule: 'PDH Banlist',
    restricted: 'only-as-commander',
    startingLife: 30,
    multiplayer: true,
    brawl: false,
    leaders: { kind: 'uncommon-creature', rule: 'PDH Commander' },
    commanderDamage: { lethal: 16, rule: 'PDH Gameplay Specifics' },
  },
];

/** MTG Arena's Gladiator: exactly 100 cards, singleton apart from basic lands, no sideboard (a companion waits outside). */
const GLADIATOR: FormatDefinition = {
  ...constructed('gladiator', 'Gladiator'),
  boards: ['main', 'companion', 'maybe'],
  deck: { boards: ['main'], min: 100, max: 100, code: 'deck.size', rule: '100.2a' },
  sizes: [],
  copies: [{ boards: ['main', 'companion'], limit: 1, free: 'basic-supertype', code: 'deck.copies', rule: '100.2a' }],
};

/**
 * CR 100.2b, 100.4b; MTR 7.1–7.2: at least 40 cards from the pool plus the five named basic lands, no copy limit
 * beyond the pool (a card's own numeric limit still holds), every unused pool card is the sideboard.
 */
const LIMITED: FormatDefinition = {
  id: 'limited',
  name: 'Limited (sealed or draft)',
  game: 'mtg',
  boards: ['main', 'side', 'companion', 'maybe'],
  deck: { boards: ['main'], min: 40, code: 'deck.size', rule: '100.2b' },
  sizes: [],
  copies: [
    { boards: ['main', 'side', 'companion'], limit: null, free: 'named-basics', code: 'deck.copies', rule: '100.2b' },
  ],
  ...TWO_PLAYER_MTG,
  checks: LIMITED_CHECKS,
};

/**
 * DM 100.2–100.5: exactly 40 cards, or as many as the Rule Plus cards in use say (314.3a), four of a name (100.2a); hyperspatial zone 0–8, four of a name (100.3, 100.3a);
 * super GR zone none or exactly 12, two of a name (100.4, 100.4a); one start-of-game set (100.5); the Hall of Fame regulation.
 * Game start (103): five shields, a five-card hand, no mulligan; the first player skips the first draw (103.5).
 */
const DUEL_MASTERS: FormatDefinition = {
  id: 'dm',
  name: 'Duel Masters',
  game: 'dm',
  boards: ['main', 'hyperspatial', 'gr', 'maybe'],
  deck: {
    boards: ['main'],
    min: 40,
    max: 40,
    code: 'deck.size',
    rule: '100.2',
    changedBy: { boards: ['hyperspatial'], rule: '314.3a' },
  },
  sizes: [
    { boards: ['hyperspatial'], max: 8, code: 'dm.hyperspatial-size', rule: '100.3' },
    { boards: ['gr'], exactly: [0, 12], code: 'dm.gr-size', rule: '100.4' },
  ],
  copies: [
    { boards: ['main'], limit: 4, free: 'none', code: 'deck.copies', rule: '100.2a' },
    { boards: ['hyperspatial'], limit: 4, free: 'none', code: 'dm.hyperspatial-copies', rule: '100.3a' },
    { boards: ['gr'], limit: 2, free: 'none', code: 'dm.gr-copies', rule: '100.4a' },
  ],
  dmZones: [
    { board: 'main', zone: 'main', rule: '100.2' },
    { board: 'hyperspatial', zone: 'hyperspatial', rule: '407.1' },
    { board: 'gr', zone: 'gr', rule: '408.1' },
  ],
  shields: 5,
  handSize: 5,
  mulligan: 'none',
  freeFirstMulligan: false,
  firstPlayerDraws: false,
  checks: DM_CHECKS,
};

export const FORMATS: readonly FormatDefinition[] = [
  constructed('standard', 'Standard'),
  constructed('future', 'Future Standard'),
  constructed('pioneer', 'Pioneer'),
  constructed('explorer', 'Explorer'),
  constructed('modern', 'Modern'),
  constructed('premodern', 'Premodern'),
  constructed('legacy', 'Legacy'),
  constructed('vintage', 'Vintage'),
  constructed('pauper', 'Pauper'),
  constructed('penny', 'Penny Dreadful'),
  constructed('oldschool', 'Old School'),
  constructed('historic', 'Historic'),
  constructed('timeless', 'Timeless'),
  constructed('alchemy', 'Alchemy'),
  GLADIATOR,
  ...COMMANDER_VARIANTS.map(commanderFormat),
  LIMITED,
  DUEL_MASTERS,
];
