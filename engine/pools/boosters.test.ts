// The booster generator against the configurations MTGJSON publishes for the real sets of the shared data: the
// figures expected come from the set files themselves (layout weights, sheet weights, the cards' colors), never
// from the generator. MTGJSON's booster model: a pack takes one layout of `boosters` by `weight`, each sheet of it
// gives `contents[sheet]` cards by their weights, without repeating a card in one draw unless `allowDuplicates`;
// `balanceColors` sheets hold a card of each color; `foil` sheets give foils; `fixed` sheets give all their cards.
import { describe, expect, it } from 'vitest';
import { boosterSetFile as setFile, knownCards } from '../../test/mtgjson-boosters.ts';
import { boosterProductsFromMtgjson, type BoosterProduct } from './booster-config.ts';
import { openBoosters, poolEntriesFromBoosters, type OpenedCard, type SheetCard } from './boosters.ts';

/** Every set of the shared data with booster data, and each of its products. */
const BOOSTER_SETS = [
  '10E',
  'AFR',
  'AKH',
  'CHK',
  'DGM',
  'ELD',
  'EMN',
  'GRN',
  'IKO',
  'KHM',
  'M20',
  'M21',
  'MID',
  'RNA',
  'STX',
  'THB',
  'WAR',
  'ZNR',
];
const products = BOOSTER_SETS.flatMap((code) => {
  const set = setFile(code);
  return Object.entries(boosterProductsFromMtgjson(set.booster)).map(([product, config]) => ({
    code,
    product,
    config,
    set,
  }));
});

/** Cards of each sheet in one pack. */
function bySheet(pack: readonly OpenedCard[]): Map<string, OpenedCard[]> {
  const sheets = new Map<string, OpenedCard[]>();
  for (const card of pack) sheets.set(card.sheet, [...(sheets.get(card.sheet) ?? []), card]);
  return sheets;
}

/** A layout's contents less the sheets that gave nothing here (none of their cards in the data). */
function expectedContents(config: BoosterProduct, known: Map<string, SheetCard>): Record<string, number>[] {
  const present = (sheet: string) => Object.keys(config.sheets[sheet].cards).some((uuid) => known.has(uuid));
  return config.boosters.map((l) => Object.fromEntries(Object.entries(l.contents).filter(([sheet]) => present(sheet))));
}

const PACKS = 600;

describe('boosters opened from the real MTGJSON configurations', () => {
  it('the shared data holds 18 sets with booster data, 31 products', () => {
    expect(products.length).toBe(31);
  });

  it.each(products.map((p) => [`${p.code} ${p.product}`, p] as const))(
    '%s: each pack takes one layout exactly, repeats no card within a sheet, balances colors and foils the foil sheets',
    (_, { config, set }) => {
      const known = knownCards(set);
      const layouts = expectedContents(config, known).map((c) => JSON.stringify(Object.entries(c).sort()));
      const { packs } = openBoosters(config, known, { seed: 2021, count: PACKS });
      for (const pack of packs) {
        const sheets = bySheet(pack);
        const counts = JSON.stringify([...sheets].map(([s, cards]) => [s, cards.length]).sort());
        expect(layouts).toContain(counts);
        for (const [sheet, cards] of sheets) {
          const rules = config.sheets[sheet];
          if (!rules.allowDuplicates) expect(new Set(cards.map((c) => c.printingId)).size).toBe(cards.length);
          expect(cards.every((c) => c.foil === rules.foil)).toBe(true);
          if (rules.balanceColors)
            for (const color of ['W', 'U', 'B', 'R', 'G'])
              expect(
                cards.some((c) => c.colors.length === 1 && c.colors[0] === color),
                `${sheet} ${color}`,
              ).toBe(true);
        }
      }
    },
  );

  it('KHM: layouts come up by their weights (2:1 without and with a foil), within 5 standard deviations', () => {
    const { config, set } = products.find((p) => p.code === 'KHM' && p.product === 'default')!;
    const n = 6000;
    const { packs } = openBoosters(config, knownCards(set), { seed: 1, count: n });
    const total = config.boosters.reduce((s, l) => s + l.weight, 0);
    const withFoil = config.boosters.filter((l) => 'foil' in l.contents).reduce((s, l) => s + l.weight, 0);
    const p = withFoil / total;
    const seen = packs.filter((pack) => pack.some((c) => c.sheet === 'foil')).length;
    expect(Math.abs(seen - n * p)).toBeLessThan(5 * Math.sqrt(n * p * (1 - p)));
  });

  it('KHM: every card of the rare/mythic and foil sheets (one a draw, by weight) and the uncommon sheet (three, equal weights) comes up at its share, and each weight class too', () => {
    const { config, set } = products.find((p) => p.code === 'KHM' && p.product === 'default')!;
    const n = 6000;
    const { packs } = openBoosters(config, knownCards(set), { seed: 99, count: n });
    for (const sheetName of ['rareMythic', 'foil', 'uncommon']) {
      const sheet = config.sheets[sheetName];
      const total = Object.values(sheet.cards).reduce((s, w) => s + w, 0);
      const draws = Math.max(...config.boosters.map((l) => l.contents[sheetName] ?? 0));
      const cards = Object.keys(sheet.cards).length;
      const seen = new Map<string, number>();
      for (const c of packs.flat())
        if (c.sheet === sheetName) seen.set(c.printingId, (seen.get(c.printingId) ?? 0) + 1);
      // Packs whose layout draws the sheet (the foil sheet is in one layout of two).
      const drawn = packs.filter((pack) => pack.some((c) => c.sheet === sheetName)).length;
      for (const [uuid, weight] of Object.entries(sheet.cards)) {
        // One draw: weight / total. Several draws without repeats from equal weights: draws / cards.
        const p = draws === 1 ? weight / total : draws / cards;
        const expected = drawn * p;
        expect(Math.abs((seen.get(uuid) ?? 0) - expected), `${sheetName} ${uuid}`).toBeLessThan(
          5 * Math.sqrt(expected * (1 - p)) + 1,
        );
      }
      if (draws > 1) continue;
      // Cards of one weight together (a rare weighs twice a mythic): their share is the sum of their weights.
      for (const classWeight of new Set(Object.values(sheet.cards))) {
        const members = Object.keys(sheet.cards).filter((uuid) => sheet.cards[uuid] === classWeight);
        const p = (members.length * classWeight) / total;
        const got = members.reduce((sum, uuid) => sum + (seen.get(uuid) ?? 0), 0);
        expect(Math.abs(got - drawn * p), `${sheetName} weight ${classWeight}`).toBeLessThan(
          5 * Math.sqrt(drawn * p * (1 - p)),
        );
      }
    }
  });

  it('the same seed opens the same boosters; booster i does not depend on how many are opened', () => {
    const { config, set } = products.find((p) => p.code === 'MID' && p.product === 'default')!;
    const known = knownCards(set);
    const six = openBoosters(config, known, { seed: 12345, count: 6 });
    expect(openBoosters(config, known, { seed: 12345, count: 6 })).toEqual(six);
    expect(openBoosters(config, known, { seed: 12345, count: 3 }).packs).toEqual(six.packs.slice(0, 3));
    expect(openBoosters(config, known, { seed: 12346, count: 6 }).packs).not.toEqual(six.packs);
  });

  it('STX: the Mystical Archive sheet names cards of STA, which the set file lacks: reported, and packs have one card fewer', () => {
    const { config, set } = products.find((p) => p.code === 'STX' && p.product === 'default')!;
    const { packs, missing } = openBoosters(config, knownCards(set), { seed: 5, count: 50 });
    const sta = Object.keys(config.sheets.sta.cards).length;
    expect(missing).toEqual([{ sheet: 'sta', missing: sta, cards: sta }]);
    const sizes = config.boosters.map((l) => Object.values(l.contents).reduce((s, c) => s + c, 0) - l.contents.sta);
    for (const pack of packs) expect(sizes).toContain(pack.length);
  });

  it('DGM: the land sheet names shocklands of RTR and GTC; drawn from the guildgates present, the rest reported', () => {
    const { config, set } = products.find((p) => p.code === 'DGM' && p.product === 'default')!;
    const known = knownCards(set);
    const land = Object.keys(config.sheets.land.cards);
    const present = land.filter((uuid) => known.has(uuid));
    const { packs, missing } = openBoosters(config, known, { seed: 8, count: 200 });
    expect(missing).toEqual([{ sheet: 'land', missing: land.length - present.length, cards: land.length }]);
    expect(present.length).toBe(11);
    for (const pack of packs) {
      const lands = pack.filter((c) => c.sheet === 'land');
      expect(lands).toHaveLength(1);
      expect(present).toContain(lands[0].printingId);
    }
  });

  it('a fixed sheet gives every card its weight times; a sheet that allows duplicates may repeat one (KHM cards)', () => {
    const { config, set } = products.find((p) => p.code === 'KHM' && p.product === 'default')!;
    const basics = config.sheets.basictype.cards;
    const two = Object.fromEntries(
      Object.keys(basics)
        .slice(0, 2)
        .map((uuid, i) => [uuid, i + 1]),
    );
    const product: BoosterProduct = {
      boosters: [{ contents: { fixed: 1, repeat: 3 }, weight: 1 }],
      sheets: {
        fixed: { cards: two, foil: false, balanceColors: false, fixed: true, allowDuplicates: false },
        repeat: {
          cards: { [Object.keys(basics)[0]]: 1 },
          foil: true,
          balanceColors: false,
          fixed: false,
          allowDuplicates: true,
        },
      },
    };
    const [pack] = openBoosters(product, knownCards(set), { seed: 3, count: 1 }).packs;
    const [a, b] = Object.keys(two);
    expect(pack.filter((c) => c.sheet === 'fixed').map((c) => c.printingId)).toEqual([a, b, b]);
    expect(pack.filter((c) => c.sheet === 'repeat').map((c) => [c.printingId, c.foil])).toEqual([
      [a, true],
      [a, true],
      [a, true],
    ]);
    const entries = poolEntriesFromBoosters([pack]);
    expect(entries.map((e) => [e.printing?.id, e.printing?.foil ?? false, e.count])).toEqual([
      [a, false, 1],
      [b, false, 2],
      [a, true, 3],
    ]);
  });
});
