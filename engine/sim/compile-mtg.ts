// Compiles an MTG deck into typed arrays for the hot loop (engine/sim/mtg-game.ts and its layers).
import { mtgCardProfile, type MtgCardProfile, type MtgLandFace, type TappedRule } from '../goldfish/mtg-card.ts';
import { ANY_TYPE, unionClosure } from '../goldfish/mana-types.ts';
import { pipsWithin } from '../goldfish/matching.ts';
import type { PaymentVariant } from '../goldfish/mtg-cost.ts';
import type { SimDeck, SimOptions } from './deck-input.ts';
import { distinctByName, slotNames } from './deck-input.ts';
import { isSignatureSpell } from '../formats/deck-view.ts';
import { compileKeepRules, groupBitsFor } from './compile-attempts.ts';
import {
  CARD_KEEP_LAND,
  CARD_SOURCE,
  OPTION_CREATURE,
  OPTION_HAS_X,
  OPTION_PERMANENT,
  TAPPED_ALWAYS,
  TAPPED_NEVER,
  TAPPED_UNLESS_BASICS,
  TAPPED_UNLESS_CONTROL_TYPE,
  TAPPED_UNLESS_FEW_LANDS,
  TAPPED_UNLESS_OTHER_TYPE,
  TAPPED_UNLESS_REVEAL,
  type CompiledMtgDeck,
} from './compiled.ts';

function tappedCode(rule: TappedRule): [kind: number, types: number, count: number] {
  switch (rule.kind) {
    case 'untapped':
      return [TAPPED_NEVER, 0, 0];
    case 'tapped':
      return [TAPPED_ALWAYS, 0, 0];
    case 'unless-control-type':
      return [TAPPED_UNLESS_CONTROL_TYPE, rule.types, 0];
    case 'unless-basic-lands':
      return [TAPPED_UNLESS_BASICS, 0, rule.atLeast];
    case 'unless-other-lands-at-most':
      return [TAPPED_UNLESS_FEW_LANDS, 0, rule.atMost];
    case 'unless-other-type-at-least':
      return [TAPPED_UNLESS_OTHER_TYPE, rule.types, rule.atLeast];
    case 'unless-reveal-type':
      return [TAPPED_UNLESS_REVEAL, rule.types, 0];
  }
}

/** Variants cheapest first: no life before life, fewer units before more (so {2/W} tries W first). */
const byCost = (a: PaymentVariant, b: PaymentVariant) => a.life - b.life || a.amount - b.amount;

export function compileMtgDeck(
  deck: SimDeck,
  options: SimOptions,
  slots: readonly string[] = slotNames(deck),
): CompiledMtgDeck {
  const { policy, setup } = options;
  // Distinct cards in first-seen order: the main deck, then commanders.
  const cards = distinctByName([...deck.main, ...(deck.commanders ?? [])]);
  const commanderColors = deck.commanders?.length
    ? [...new Set(deck.commanders.flatMap((c) => c.card.colorIdentity))]
    : undefined;
  const profiles: MtgCardProfile[] = cards.map((e) =>
    mtgCardProfile(e.card, { phyrexianLife: policy.cast.phyrexianLife, commanderColors }),
  );
  const keep = compileKeepRules(setup, policy.mulligan);
  const d = cards.length;
  const idOf = new Map(cards.map((e, i) => [e.card.name, i]));

  const landFaces: MtgLandFace[] = [];
  const landFaceCards: number[] = [];
  const units: number[] = [];
  const options_: {
    card: number;
    mv: number;
    flags: number;
    unitStart: number;
    unitCount: number;
    variants: PaymentVariant[];
  }[] = [];
  const optionStart = new Int16Array(d);
  const optionCount = new Uint8Array(d);
  const landFace = new Int16Array(d).fill(-1);
  const landBackFace = new Int16Array(d).fill(-1);
  const cardFlags = new Uint8Array(d);
  const addLand = (face: MtgLandFace, card: number) => {
    landFaces.push(face);
    landFaceCards.push(card);
    return landFaces.length - 1;
  };

  profiles.forEach((p, id) => {
    if (p.land) landFace[id] = addLand(p.land, id);
    if (p.landBack) landBackFace[id] = addLand(p.landBack, id);
    optionStart[id] = options_.length;
    optionCount[id] = p.castOptions.length;
    let source = false;
    for (const o of p.castOptions) {
      const unitStart = units.length;
      units.push(...o.units);
      source ||= o.units.length > 0;
      options_.push({
        card: id,
        mv: o.cost.manaValue,
        flags:
          (o.permanent ? OPTION_PERMANENT : 0) | (o.creature ? OPTION_CREATURE : 0) | (o.cost.hasX ? OPTION_HAS_X : 0),
        unitStart,
        unitCount: o.units.length,
        variants: [...o.cost.variants].sort(byCost),
      });
    }
    const keepsAsLand = !!p.land || (!!p.landBack && policy.mulligan.mdfcCountsAsLand);
    cardFlags[id] =
      (keepsAsLand ? CARD_KEEP_LAND : 0) | (keepsAsLand || source || (p.land?.units.length ?? 0) > 0 ? CARD_SOURCE : 0);
  });

  const landUnitStart = new Int16Array(landFaces.length);
  const landUnitCount = new Uint8Array(landFaces.length);
  const landTapKind = new Uint8Array(landFaces.length);
  const landTapTypes = new Uint8Array(landFaces.length);
  const landTapCount = new Uint8Array(landFaces.length);
  const landLife = new Uint8Array(landFaces.length);
  const landTypes = new Uint8Array(landFaces.length);
  const landBasic = new Uint8Array(landFaces.length);
  landFaces.forEach((f, i) => {
    landUnitStart[i] = units.length;
    landUnitCount[i] = f.units.length;
    units.push(...f.units);
    [landTapKind[i], landTapTypes[i], landTapCount[i]] = tappedCode(f.tapped);
    landLife[i] = f.lifeToUntap;
    landTypes[i] = f.landTypes;
    landBasic[i] = f.basic ? 1 : 0;
  });

  const allVariants = options_.flatMap((o) => o.variants);
  const unions = unionClosure(allVariants.flatMap((v) => v.pips));
  const k = unions.length;
  const demand = new Int16Array(allVariants.length * k);
  const variantPipStart = new Int32Array(allVariants.length);
  const variantPipCount = new Uint8Array(allVariants.length);
  const pips: number[] = [];
  allVariants.forEach((v, i) => {
    unions.forEach((u, j) => {
      demand[i * k + j] = pipsWithin(v.pips, u);
    });
    variantPipStart[i] = pips.length;
    variantPipCount[i] = v.pips.length;
    pips.push(...v.pips);
  });
  const optionVariantStart = new Int16Array(options_.length);
  const optionVariantCount = new Uint8Array(options_.length);
  let v = 0;
  options_.forEach((o, i) => {
    optionVariantStart[i] = v;
    optionVariantCount[i] = o.variants.length;
    v += o.variants.length;
  });

  const tracked = profiles.map((p, id) => (p.castOptions.length ? id : -1)).filter((id) => id >= 0);
  const curveTurn = Int16Array.from(profiles, (p) => Math.max(1, Math.ceil(p.manaValue)));
  const words = Math.ceil(d / 32);
  const curveSets = new Int32Array((options.turns + 1) * words);
  for (const card of tracked)
    if (curveTurn[card] <= options.turns) curveSets[curveTurn[card] * words + (card >>> 5)] |= 1 << (card & 31);
  return {
    game: 'mtg',
    name: deck.name,
    names: cards.map((e) => e.card.name),
    library: Int16Array.from(slots, (name) => idOf.get(name)!),
    commanders: Int16Array.from(deck.commanders ?? [], (e) => idOf.get(e.card.name)!),
    signatureSpells: Int16Array.from(
      (deck.commanders ?? []).filter((e) => isSignatureSpell(e.card)),
      (e) => idOf.get(e.card.name)!,
    ),
    setup,
    scry: policy.scry,
    mdfcAsLand: policy.land.mdfcAsLand === 'when-no-other-land',
    xMinimum: policy.cast.xMinimum,
    turns: options.turns,
    attempts: keep.attempts,
    manaValue: Float64Array.from(profiles, (p) => p.manaValue),
    tracked: Int16Array.from(tracked),
    halfCards: new Int16Array(0),
    halfManaValue: new Float64Array(0),
    keepsAsLand: Uint8Array.from(cardFlags, (f) => (f & CARD_KEEP_LAND ? 1 : 0)),
    reportsKills: false,
    cardFlags,
    groupBits: Uint8Array.from(cards, (e) => groupBitsFor(keep.groups, e.card.name, e.tags)),
    curveTurn,
    curveSets,
    landColors: Uint8Array.from(
      profiles,
      (p) => ((p.land ?? p.landBack)?.units ?? []).reduce((m, u) => m | u, 0) & ANY_TYPE,
    ),
    spellColors: Uint8Array.from(
      profiles,
      (p) =>
        ([...(p.castOptions[0]?.cost.variants ?? [])].sort(byCost)[0]?.pips ?? []).reduce((m, pip) => m | pip, 0) &
        ANY_TYPE,
    ),
    maxLandUnits: Math.max(0, ...landUnitCount),
    landHits: Int8Array.from(landFaces.flatMap((f) => unions.map((u) => f.units.filter((m) => (m & u) !== 0).length))),
    landFace,
    landBackFace,
    landFaceCard: Int16Array.from(landFaceCards),
    landUnitStart,
    landUnitCount,
    landTapKind,
    landTapTypes,
    landTapCount,
    landLife,
    landTypes,
    landBasic,
    unitMasks: Int32Array.from(units),
    cardMinAmount: Int16Array.from(profiles, (p) =>
      Math.min(0x7fff, ...p.castOptions.flatMap((o) => o.cost.variants.map((x) => x.amount))),
    ),
    optionStart,
    optionCount,
    optionManaValue: Float64Array.from(options_, (o) => o.mv),
    optionValue: Float64Array.from(
      options_,
      (o) =>
        o.mv * 1e6 + (policy.cast.priority[cards[o.card].card.name] ?? 0) * 10 + (o.flags & OPTION_CREATURE ? 1 : 0),
    ),
    optionFlags: Uint8Array.from(options_, (o) => o.flags),
    optionUnitStart: Int16Array.from(options_, (o) => o.unitStart),
    optionUnitCount: Uint8Array.from(options_, (o) => o.unitCount),
    optionVariantStart,
    optionVariantCount,
    variantAmount: Int16Array.from(allVariants, (x) => x.amount),
    variantLife: Int16Array.from(allVariants, (x) => x.life),
    variantPipStart,
    variantPipCount,
    variantPips: Int32Array.from(pips),
    unions: Int32Array.from(unions),
    demand,
  };
}
