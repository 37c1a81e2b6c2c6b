// Named real cards of every layout from the MTGJSON set files, with the figures the rules give them.
import { describe, expect, it } from 'vitest';
import type { CardRecord } from './types.ts';
import { cardFromMtgjsonAtomic, cardsFromMtgjsonSet, setFromMtgjson } from './from-mtgjson.ts';
import { CardDataError, NonGameObjectError, type SkippedRecord } from './errors.ts';
import { cardFromScryfall } from './from-scryfall.ts';
import { withoutRubyReadings } from './localized.ts';
import { mtgjsonSet, mtgjsonSetCodes, scryfallObjectsIn } from '../../test/real-cards.ts';

const recordsBySet = new Map<string, CardRecord[]>();
function records(setCode: string): CardRecord[] {
  let found = recordsBySet.get(setCode);
  if (!found) recordsBySet.set(setCode, (found = cardsFromMtgjsonSet(mtgjsonSet(setCode))));
  return found;
}

/** Every printing of the named card in the set. */
function printingsOf(setCode: string, name: string): CardRecord[] {
  const found = records(setCode).filter((r) => r.card.name === name);
  if (found.length === 0) throw new Error(`${name} not found in ${setCode}`);
  return found;
}
const card = (setCode: string, name: string) => printingsOf(setCode, name)[0].card;
const faceSummary = (setCode: string, name: string) =>
  card(setCode, name).faces.map((f) => ({
    name: f.name,
    manaCost: f.manaCost,
    manaValue: f.manaValue,
    colors: f.colors,
  }));

describe('MTGJSON set files → one card per physical card', () => {
  it('split (DGM Alive // Well, fuse): both halves, mana value 4 + 1 off the stack (CR 709.4, 202.3d)', () => {
    const alive = card('DGM', 'Alive // Well');
    expect(alive.layout).toBe('split');
    expect(faceSummary('DGM', 'Alive // Well')).toEqual([
      { name: 'Alive', manaCost: '{3}{G}', manaValue: 4, colors: ['G'] },
      { name: 'Well', manaCost: '{W}', manaValue: 1, colors: ['W'] },
    ]);
    expect(alive.manaCost).toBe('{3}{G} // {W}');
    expect(alive.manaValue).toBe(5);
    expect(alive.colors).toEqual(['W', 'G']);
    expect(alive.colorIdentity).toEqual(['W', 'G']);
    expect(alive.typeLine).toBe('Sorcery // Sorcery');
    expect(alive.text.split('\n//\n')).toHaveLength(2);
  });

  it('split with hybrid (GRN Assure // Assemble): {G/W}{G/W} counts 2, {4}{G}{W} 6, total 8 (CR 202.3f, 709.4)', () => {
    const assure = card('GRN', 'Assure // Assemble');
    expect(assure.faces.map((f) => f.manaValue)).toEqual([2, 6]);
    expect(assure.manaValue).toBe(8);
    expect(assure.colorIdentity).toEqual(['W', 'G']);
  });

  it('aftermath (AKH Failure // Comply): kept apart from split, halves summed off the stack (CR 702.127, 709.4)', () => {
    const failure = card('AKH', 'Failure // Comply');
    expect(failure.layout).toBe('aftermath');
    expect(faceSummary('AKH', 'Failure // Comply').map((f) => [f.name, f.manaValue])).toEqual([
      ['Failure', 2],
      ['Comply', 1],
    ]);
    expect(failure.manaValue).toBe(3);
    expect(failure.colors).toEqual(['W', 'U']);
    expect(failure.typeLine).toBe('Instant // Sorcery');
  });

  it("modal DFC (ZNR Emeria's Call): front face mana value 7, the land back face 0 (CR 712.8a, 202.3a)", () => {
    const emeria = card('ZNR', "Emeria's Call // Emeria, Shattered Skyclave");
    expect(emeria.layout).toBe('modal_dfc');
    expect(emeria.faces.map((f) => [f.name, f.manaValue, f.types])).toEqual([
      ["Emeria's Call", 7, ['Sorcery']],
      ['Emeria, Shattered Skyclave', 0, ['Land']],
    ]);
    expect(emeria.manaValue).toBe(7);
    expect(emeria.colorIdentity).toEqual(['W']);
  });

  it("modal DFC land (ZNR Brightclimb // Grimclimb Pathway): both faces' rules text make identity W B (CR 903.4d)", () => {
    const pathway = card('ZNR', 'Brightclimb Pathway // Grimclimb Pathway');
    expect(pathway.colors).toEqual([]);
    expect(pathway.colorIdentity).toEqual(['W', 'B']);
    expect(pathway.producedMana).toEqual(['W', 'B']);
  });

  it("adventure (ELD Realm-Cloaked Giant // Cast Off): the creature's mana value 7; the adventure keeps its own 5 (CR 715.4)", () => {
    const giant = card('ELD', 'Realm-Cloaked Giant // Cast Off');
    expect(giant.layout).toBe('adventure');
    expect(giant.faces.map((f) => [f.name, f.manaCost, f.manaValue])).toEqual([
      ['Realm-Cloaked Giant', '{5}{W}{W}', 7],
      ['Cast Off', '{3}{W}{W}', 5],
    ]);
    expect(giant.manaCost).toBe('{5}{W}{W}');
    expect(giant.manaValue).toBe(7);
    expect(giant.typeLine).toBe('Creature — Giant // Sorcery — Adventure');
  });

  it("a printing's artist and flavor text: each face's, joined as Scryfall's objects of the same printing give them", () => {
    const scryfall = (file: string, name: string) =>
      cardFromScryfall(scryfallObjectsIn(`sets-2019/${file}`).find((o) => o.name === name)!).printings[0];
    const ranger = printingsOf('ELD', 'Oakhame Ranger // Bring Back')[0].printings[0];
    expect(ranger.artist).toBe('Mitchell Malloy // Maddie Julyk');
    expect(scryfall('eld.json', 'Oakhame Ranger // Bring Back').artist).toBe(ranger.artist);
    const tomb = printingsOf('GRN', 'Overgrown Tomb')[0].printings[0];
    const tombScryfall = scryfall('grn.json', 'Overgrown Tomb');
    expect(tomb.flavorText).toMatch(/^Cradle of the Golgari's new kingdom\./);
    expect([tomb.artist, tomb.flavorText]).toEqual([tombScryfall.artist, tombScryfall.flavorText]);
    const gingerbrute = printingsOf('ELD', 'Gingerbrute')[0].printings[0];
    expect(gingerbrute.flavorText).toBe('The unlabeled vial was not vanilla extract after all.');
    expect(scryfall('eld.json', 'Gingerbrute').flavorText).toBe(gingerbrute.flavorText);
  });

  it('flip (CHK Bushi Tenderfoot): the flipped face keeps the mana value and colors of the front (CR 710.1c)', () => {
    const bushi = card('CHK', 'Bushi Tenderfoot // Kenzo the Hardhearted');
    expect(bushi.layout).toBe('flip');
    expect(faceSummary('CHK', 'Bushi Tenderfoot // Kenzo the Hardhearted')).toEqual([
      { name: 'Bushi Tenderfoot', manaCost: '{W}', manaValue: 1, colors: ['W'] },
      { name: 'Kenzo the Hardhearted', manaCost: '', manaValue: 1, colors: ['W'] },
    ]);
    expect(bushi.faces[1].supertypes).toEqual(['Legendary']);
    expect(bushi.deck.canBeCommander).toBe(false);
  });

  it('transform (MID Brutal Cathar): back face keeps mana value 3 (712.8e) and its red color indicator adds red to identity (903.4d)', () => {
    const cathar = card('MID', 'Brutal Cathar // Moonrage Brute');
    expect(cathar.layout).toBe('transform');
    expect(faceSummary('MID', 'Brutal Cathar // Moonrage Brute')).toEqual([
      { name: 'Brutal Cathar', manaCost: '{2}{W}', manaValue: 3, colors: ['W'] },
      { name: 'Moonrage Brute', manaCost: '', manaValue: 3, colors: ['R'] },
    ]);
    expect(cathar.faces[1].colorIndicator).toEqual(['R']);
    expect(cathar.colors).toEqual(['W']);
    expect(cathar.colorIdentity).toEqual(['W', 'R']);
  });

  it("meld (EMN): Bruna, Gisela and Brisela are three cards, each its own printing; Brisela's mana value is 7 + 4 (CR 202.3c)", () => {
    const bruna = card('EMN', 'Bruna, the Fading Light');
    const gisela = card('EMN', 'Gisela, the Broken Blade');
    const brisela = printingsOf('EMN', 'Brisela, Voice of Nightmares');
    for (const part of [bruna, gisela, brisela[0].card]) expect(part.layout).toBe('meld');
    expect([bruna.faces.length, gisela.faces.length, brisela[0].card.faces.length]).toEqual([1, 1, 1]);
    expect(new Set([bruna.id, gisela.id, brisela[0].card.id]).size).toBe(3);
    expect(brisela[0].printings[0].collectorNumber).toBe('15b');
    expect(brisela[0].card.manaValue).toBe(bruna.manaValue + gisela.manaValue);
    expect(brisela[0].card.colorIdentity).toEqual(['W']);
  });

  it('meld results get the mana value of their parts together (CR 202.3c) in every EMN meld pair', () => {
    const emn = records('EMN');
    const entries = mtgjsonSet('EMN').cards;
    const results = entries.filter((e) => e.layout === 'meld' && e.side === 'b');
    expect(results).toHaveLength(3);
    for (const result of results) {
      const parts = entries.filter((e) => e.side === 'a' && e.otherFaceIds?.includes(result.uuid));
      const partValues = parts.map(
        (p) => emn.find((r) => r.card.id === p.identifiers.scryfallOracleId)!.card.manaValue,
      );
      const resultCard = emn.find((r) => r.card.id === result.identifiers.scryfallOracleId)!.card;
      expect(parts).toHaveLength(2);
      expect(resultCard.manaValue).toBe(partValues[0] + partValues[1]);
    }
  });

  it("CR 903.4c: extort's reminder text pays {W/B}, yet DGM Pontiff of Blight stays mono-black", () => {
    const pontiff = card('DGM', 'Pontiff of Blight');
    expect(pontiff.text).toContain('{W/B}');
    expect(pontiff.colorIdentity).toEqual(['B']);
  });

  it('CR 107.4e: hybrid symbols give both colors (IKO Lurrus {1}{W/B}{W/B} is W and B, mana value 3)', () => {
    const lurrus = card('IKO', 'Lurrus of the Dream-Den');
    expect([lurrus.manaValue, lurrus.colors, lurrus.colorIdentity]).toEqual([3, ['W', 'B'], ['W', 'B']]);
    expect(lurrus.deck.companion).toBe('lurrus');
  });

  it('takes the Japanese name from foreignData, faces joined " // " like the English name', () => {
    const entries = mtgjsonSet('ELD').cards.filter(
      (e) => e.name === 'Ardenvale Tactician // Dizzying Swoop' && e.foreignData?.length,
    );
    const japanese = entries.map((e) => e.foreignData!.find((f) => f.language === 'Japanese')!.faceName);
    expect(japanese).toHaveLength(2);
    const tactician = printingsOf('ELD', 'Ardenvale Tactician // Dizzying Swoop').find(
      (r) => r.card.localizedNames.ja,
    )!.card;
    expect(tactician.localizedNames.ja).toBe(japanese.join(' // '));
    expect(card('DGM', 'Pontiff of Blight').localizedNames.ja).toBe('荒廃の司教');
  });

  it('drops the ruby readings MTGJSON prints after kanji in some Japanese names: ZNC\'s Beanstalk Giant adventure is "肥沃な足跡"', () => {
    const entry = mtgjsonSet('ZNC').cards.find(
      (e) => e.name === 'Beanstalk Giant // Fertile Footsteps' && e.side === 'b',
    )!;
    expect(entry.foreignData!.find((f) => f.language === 'Japanese')!.faceName).toBe(
      '肥（ひ）沃（よく）な足（あし）跡（あと）',
    );
    const giant = printingsOf('ZNC', 'Beanstalk Giant // Fertile Footsteps').find(
      (r) => r.card.localizedNames.ja,
    )!.card;
    expect(giant.localizedNames.ja).toBe('豆の木の巨人 // 肥沃な足跡');
    expect(giant.localized!.ja!.faces.map((f) => f.name)).toEqual(['豆の木の巨人', '肥沃な足跡']);
    // M21's entry stops inside its last reading.
    expect(card('M21', "Liliana's Standard Bearer").localizedNames.ja).toBe('リリアナの軍旗手');
    // A reading with no kanji before it is no ruby, and stays.
    expect(withoutRubyReadings('怪（かい）獣（じゅう）王（おう）、（あ）')).toBe('怪獣王、（あ）');
  });

  it("keeps Scryfall's ids: card id = scryfallOracleId, printing id = scryfallId, set code in lower case; the image by Scryfall's file pattern", () => {
    const entry = mtgjsonSet('DGM').cards.find((e) => e.name === 'Pontiff of Blight')!;
    const [record] = printingsOf('DGM', 'Pontiff of Blight');
    const scryfallId = entry.identifiers.scryfallId!;
    expect(record.card.id).toBe(entry.identifiers.scryfallOracleId);
    expect(record.printings).toEqual([
      {
        id: entry.identifiers.scryfallId,
        cardId: entry.identifiers.scryfallOracleId,
        game: 'mtg',
        set: 'dgm',
        setName: "Dragon's Maze",
        collectorNumber: entry.number,
        lang: 'en',
        rarity: entry.rarity,
        finishes: entry.finishes,
        releasedAt: '2013-05-03',
        // https://scryfall.com/docs/api/images: cards.scryfall.io/<size>/<face>/<id[0]>/<id[1]>/<id>.jpg
        imageUri: `https://cards.scryfall.io/normal/front/${scryfallId[0]}/${scryfallId[1]}/${scryfallId}.jpg`,
        mtgoId: Number(entry.identifiers.mtgoId),
        mtgoFoilId: Number(entry.identifiers.mtgoFoilId),
        artist: entry.artist,
        flavorText: entry.flavorText,
        // Booster sheets name cards by MTGJSON uuid (engine/pools/booster-config.ts).
        mtgjsonUuids: [entry.uuid],
        // MTGJSON leaves isReprint out when it is false: Pontiff of Blight was new in Dragon's Maze.
        reprint: false,
        watermark: entry.watermark,
        frame: entry.frameVersion,
        border: entry.borderColor,
        stamp: entry.securityStamp,
        // isFullArt, isTextless, isPromo, isOnlineOnly and isStorySpotlight are left out when false, as isReprint.
        fullArt: false,
        textless: false,
        promo: false,
        digital: false,
        spotlight: false,
        reserved: false,
        paper: (entry.availability as string[]).includes('paper'),
        // Its boosterTypes is ["draft"]; isOversized is left out when false.
        booster: true,
        oversized: false,
      },
    ]);
    expect([entry.isReprint, entry.watermark, entry.frameVersion]).toEqual([undefined, 'orzhov', '2003']);
    expect(entry.availability).toEqual(['mtgo', 'paper']);
    expect([entry.borderColor, entry.securityStamp, entry.isFullArt, entry.isPromo]).toEqual([
      'black',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("reads boosterTypes as Scryfall's booster: the two agree on every printing the set files share with Scryfall's lists", () => {
    const objects = ['Soldiers', 'Frogs'].flatMap((list) => scryfallObjectsIn(`api-types-fixtures/List/${list}.json`));
    const scryfall = new Map(objects.map((o) => [o.id, o]));
    const shared = mtgjsonSetCodes()
      .flatMap((code) => records(code).flatMap((r) => r.printings))
      .filter((p) => scryfall.has(p.id));
    expect(shared.length).toBeGreaterThan(30);
    expect(shared.map((p) => [p.id, p.booster])).toEqual(shared.map((p) => [p.id, scryfall.get(p.id)!.booster]));
    // Not in boosters: a Commander deck's card (MTGJSON gives it no boosterTypes), a Planeswalker Deck's (["deck"]).
    const notInBoosters = shared.filter((p) => !p.booster).map((p) => `${p.set} ${p.collectorNumber}`);
    expect(notInBoosters).toEqual(expect.arrayContaining(['c21 226', 'war 268']));
    expect(shared.some((p) => p.booster)).toBe(true);
  });

  it("reads promoTypes and isOversized: Core Set 2020's Buy-a-Box Rienne, in no booster", () => {
    const entry = mtgjsonSet('M20').cards.find((e) => e.name === 'Rienne, Angel of Rebirth')!;
    expect([entry.promoTypes, entry.boosterTypes, entry.isOversized]).toEqual([['buyabox'], undefined, undefined]);
    const [printing] = printingsOf('M20', 'Rienne, Angel of Rebirth')[0].printings;
    expect([printing.promo, printing.promoTypes, printing.booster, printing.oversized]).toEqual([
      true,
      ['buyabox'],
      false,
      false,
    ]);
    expect(printingsOf('M20', 'Aerial Assault')[0].printings[0]).not.toHaveProperty('promoTypes');
  });

  it('lower-cases legalities and marks every format MTGJSON leaves out as not_legal', () => {
    const entry = mtgjsonSet('DGM').cards.find((e) => e.name === 'Pontiff of Blight')!;
    const { legalities } = card('DGM', 'Pontiff of Blight');
    expect(entry.legalities.modern).toBe('Legal');
    expect(legalities.modern).toBe('legal');
    expect(entry.legalities.standard).toBeUndefined();
    expect(legalities.standard).toBe('not_legal');
  });

  it('reads the set itself, with its block where MTGJSON names one', () => {
    expect(setFromMtgjson(mtgjsonSet('ZNR'))).toEqual({
      code: 'znr',
      game: 'mtg',
      name: 'Zendikar Rising',
      releasedAt: '2020-09-25',
      setType: 'expansion',
    });
    expect(setFromMtgjson(mtgjsonSet('DGM')).block).toBe('Return to Ravnica');
  });

  it("skips tokens and emblems (a set's `tokens` passed as cards) with a reason for each", () => {
    const set = mtgjsonSet('MID');
    const skipped: SkippedRecord[] = [];
    expect(cardsFromMtgjsonSet({ ...set, cards: set.tokens }, (s) => skipped.push(s))).toEqual([]);
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped[0].record).toMatch(/^cards\[0\] ".+" \(uuid [0-9a-f-]+\)$/);
    const reasons = new Set(skipped.map((s) => s.reason.replace(/^".*" /, '')));
    expect(reasons).toEqual(
      new Set(['token', 'emblem', 'double_faced_token'].map((l) => `is not a game card (layout "${l}")`)),
    );
  });

  it('refuses a whole set file and entries without an oracle id, naming the field', () => {
    const set = mtgjsonSet('DGM');
    expect(() => cardsFromMtgjsonSet({ meta: {}, data: set })).toThrow(/pass the file's "data"/);
    const [first, ...rest] = set.cards;
    const withoutOracle = { ...first, identifiers: { ...first.identifiers, scryfallOracleId: undefined } };
    const err = (() => {
      try {
        cardsFromMtgjsonSet({ ...set, cards: [withoutOracle, ...rest] });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(CardDataError);
    expect((err as CardDataError).field).toBe('cards[0].identifiers.scryfallOracleId');
  });
});

describe('MTGJSON AtomicCards', () => {
  it('reads a card from its faces, with the same characteristics as the set file gives and no printings', () => {
    const faces = mtgjsonSet('MID')
      .cards.filter((e) => e.name === 'Brutal Cathar // Moonrage Brute')
      .slice(0, 2)
      .reverse();
    const atomic = cardFromMtgjsonAtomic('Brutal Cathar // Moonrage Brute', faces);
    expect(atomic.printings).toEqual([]);
    expect(atomic.card).toEqual(card('MID', 'Brutal Cathar // Moonrage Brute'));
  });

  it('refuses a token as a non-game object', () => {
    const token = mtgjsonSet('MID').tokens[0];
    expect(() => cardFromMtgjsonAtomic(token.name, [token])).toThrow(NonGameObjectError);
  });

  it('reads a meld part listed with its meld result as the part alone (CR 701.37)', () => {
    const entries = mtgjsonSet('EMN').cards;
    const bruna = entries.find((e) => e.faceName === 'Bruna, the Fading Light')!;
    const brisela = entries.find((e) => e.faceName === 'Brisela, Voice of Nightmares')!;
    const atomic = cardFromMtgjsonAtomic(bruna.name, [brisela, bruna]);
    expect(atomic.card.name).toBe('Bruna, the Fading Light');
    expect(atomic.card.faces).toHaveLength(1);
  });
});
