// Decisions as data (ARCHITECTURE §3): when to keep, what to bottom, what to scry, which land to play,
// what to cast, what to charge. Presets cover the published heuristics (docs/peers.md §3).

/** One way a hand can be keepable: a land range and, optionally, cards it must hold. */
export interface KeepClause {
  /** Lands in the kept hand (after London bottoming), inclusive. */
  lands: readonly [number, number];
  /** Lands plus nonland mana sources in the kept hand, inclusive (Karsten's Commander rule). */
  sources?: readonly [number, number];
  /** Cards the hand must hold: any of these names, or entries carrying the tag. */
  require?: readonly { cards?: readonly string[]; tag?: string; atLeast: number }[];
}

export interface KeepRule {
  /** Keep when any clause holds; 'always' keeps every hand of this size. */
  keep: readonly KeepClause[] | 'always';
  /** London bottoming aims for this many lands in the kept hand (Karsten: 3 after a mulligan). */
  targetLands?: number;
}

export interface MulliganPolicy {
  id: string;
  name: string;
  /** Where the rule comes from. */
  source: string;
  /** Rules by kept hand size; a size with no rule keeps every hand. */
  bySize: Readonly<Record<number, KeepRule>>;
  /** The 7 of a free first mulligan (CR 103.5c), when judged differently. */
  free?: KeepRule;
  /** Count a modal double-faced card with a land back as a land when judging hands (CR 712.12). */
  mdfcCountsAsLand: boolean;
}

export const SCRY_DESTINATIONS = ['top', 'bottom'] as const;
export const MDFC_LAND_CHOICES = ['when-no-other-land', 'never'] as const;

/** Vancouver's scry 1 after keeping fewer than 7 (CR glossary "Vancouver Mulligan"). */
export interface ScryPolicy {
  land: (typeof SCRY_DESTINATIONS)[number];
  spell: (typeof SCRY_DESTINATIONS)[number];
}

export interface LandPolicy {
  /** Play a modal double-faced card's land back only when the hand has no other land (CR 712.12). */
  mdfcAsLand: (typeof MDFC_LAND_CHOICES)[number];
}

export interface CastPolicy {
  /**
   * Ties between spells of equal mana value: higher priority first (card name → number), then creatures, then
   * the one held in hand longest (engine/sim/mtg-casting.ts).
   */
  priority: Readonly<Record<string, number>>;
  /** Spells with {X} are cast last, with X as large as the mana left, if X reaches this. */
  xMinimum: number;
  /** Pay Phyrexian mana with 2 life when that helps (CR 107.4f). */
  phyrexianLife: boolean;
}

/** DM digest §5.5: the card to put into the mana zone each turn. */
export interface ChargePolicy {
  never: readonly string[];
  first: readonly string[];
}

/** What the player does with a twinpact's other half when the half it prefers cannot be cast now. */
export const TWINPACT_OTHER_HALF_CHOICES = ['when-preferred-not-castable', 'never'] as const;

/**
 * DM 810.3, 810.3a: the owner casts either half of a twinpact, each with its own cost and civilizations. The
 * creature half is preferred (it attacks, DM 509), the spell half for the cards named in `spellFirst` (the deck's
 * key spells); the other half is cast when the preferred one cannot be, unless `otherHalf` is 'never'.
 */
export interface TwinpactPolicy {
  spellFirst: readonly string[];
  otherHalf: (typeof TWINPACT_OTHER_HALF_CHOICES)[number];
}

export interface GoldfishPolicy {
  mulligan: MulliganPolicy;
  scry: ScryPolicy;
  land: LandPolicy;
  cast: CastPolicy;
  charge: ChargePolicy;
  twinpact: TwinpactPolicy;
}

const range = (lo: number, hi: number): KeepRule => ({ keep: [{ lands: [lo, hi] }] });
const ALWAYS: KeepRule = { keep: 'always' };

export const MULLIGAN_PRESETS: Readonly<Record<string, MulliganPolicy>> = {
  standard: {
    id: 'standard',
    name: 'Standard land range',
    source: 'Decklab default: keep 7 with 2–5 lands, 6 with 2–4, 5 with 1–4, always keep 4',
    bySize: {
      7: range(2, 5),
      6: { ...range(2, 4), targetLands: 3 },
      5: { ...range(1, 4), targetLands: 3 },
      4: { keep: 'always', targetLands: 3 },
    },
    mdfcCountsAsLand: true,
  },
  karsten: {
    id: 'karsten',
    name: 'Karsten (60 cards)',
    source: 'frankkarsten/MTG-Math OptimalManaCurve.py, "MULLIGAN RULE": a 6 bottoms a spell when it drew 4+ spells',
    bySize: {
      7: range(2, 5),
      6: { ...range(2, 4), targetLands: 3 },
      5: { ...range(2, 4), targetLands: 3 },
      4: { keep: 'always', targetLands: 3 },
    },
    mdfcCountsAsLand: false,
  },
  'karsten-lands': {
    id: 'karsten-lands',
    name: 'Karsten (land counts)',
    source:
      'frankkarsten/MTG-Math NumberLandsProbCalc.py, "MULLIGAN RULE": a 6 keeps a 4th land when it drew 3+ spells',
    bySize: {
      7: range(2, 5),
      6: { ...range(2, 4), targetLands: 4 },
      5: { ...range(2, 4), targetLands: 3 },
      4: { keep: 'always', targetLands: 3 },
    },
    mdfcCountsAsLand: false,
  },
  'karsten-commander': {
    id: 'karsten-commander',
    name: 'Karsten (Commander)',
    source: 'frankkarsten/MTG-Math optimal_curve_commander.py',
    free: {
      keep: [
        { lands: [3, 5], sources: [0, 5] },
        { lands: [1, 5], require: [{ cards: ['Sol Ring'], atLeast: 1 }] },
      ],
    },
    bySize: {
      7: {
        keep: [
          { lands: [2, 5], sources: [0, 5] },
          { lands: [1, 5], require: [{ cards: ['Sol Ring'], atLeast: 1 }] },
        ],
      },
      6: { ...range(2, 4), targetLands: 3 },
      5: { ...range(2, 4), targetLands: 3 },
      4: { keep: 'always', targetLands: 3 },
    },
    mdfcCountsAsLand: false,
  },
  'xmage-ai': {
    id: 'xmage-ai',
    name: 'XMage AI',
    source:
      'XMage ComputerPlayer.chooseMulligan: mulligan with fewer than 2 or more than size − 2 lands; never below 6 cards',
    bySize: { 7: range(2, 5), 6: range(2, 4), 5: ALWAYS },
    mdfcCountsAsLand: false,
  },
  'forge-ai': {
    id: 'forge-ai',
    name: 'Forge AI',
    source:
      'Forge ComputerUtil.wantMulligan: reject 0–1 lands and 6+ lands in 7, all-land hands; keep at the threshold (land ranges only)',
    bySize: { 7: range(2, 5), 6: range(2, 5), 5: ALWAYS },
    mdfcCountsAsLand: false,
  },
  never: {
    id: 'never',
    name: 'Never mulligan',
    source: 'keeps every opening hand',
    bySize: { 7: ALWAYS },
    mdfcCountsAsLand: true,
  },
};

export const DEFAULT_POLICY: GoldfishPolicy = {
  mulligan: MULLIGAN_PRESETS.standard,
  scry: { land: 'top', spell: 'bottom' },
  land: { mdfcAsLand: 'when-no-other-land' },
  cast: { priority: {}, xMinimum: 1, phyrexianLife: false },
  charge: { never: [], first: [] },
  twinpact: { spellFirst: [], otherHalf: 'when-preferred-not-castable' },
};

/** A policy with some parts replaced; unknown mulligan preset ids are an error naming the choices. */
export function policyWith(overrides: {
  mulligan?: string | MulliganPolicy;
  cast?: Partial<CastPolicy>;
  scry?: ScryPolicy;
  land?: LandPolicy;
  charge?: ChargePolicy;
  twinpact?: Partial<TwinpactPolicy>;
}): GoldfishPolicy {
  const mulligan = typeof overrides.mulligan === 'string' ? MULLIGAN_PRESETS[overrides.mulligan] : overrides.mulligan;
  if (typeof overrides.mulligan === 'string' && !mulligan) {
    throw new RangeError(
      `unknown mulligan policy "${overrides.mulligan}"; choose one of ${Object.keys(MULLIGAN_PRESETS).join(', ')}`,
    );
  }
  return {
    mulligan: mulligan ?? DEFAULT_POLICY.mulligan,
    scry: overrides.scry ?? DEFAULT_POLICY.scry,
    land: overrides.land ?? DEFAULT_POLICY.land,
    cast: { ...DEFAULT_POLICY.cast, ...overrides.cast },
    charge: overrides.charge ?? DEFAULT_POLICY.charge,
    twinpact: { ...DEFAULT_POLICY.twinpact, ...overrides.twinpact },
  };
}
