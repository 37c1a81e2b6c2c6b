// Every real card in ../shared/data through both normalizers, checked against the figures the data itself carries.
// A disagreement fails the test unless a named exception below explains it with a rule.
import { describe, expect, it } from 'vitest';
import type { Card, CardRecord } from './types.ts';
import { cardFromScryfall } from './from-scryfall.ts';
import { cardsFromMtgjsonSet } from './from-mtgjson.ts';
import { NonGameObjectError, type SkippedRecord } from './errors.ts';
import { basicLandTypeColors } from '../mtg/identity.ts';
import { parseTypeLine } from '../mtg/type-line.ts';
import { producedManaFromText } from '../mtg/produced-mana.ts';
import { mtgjsonSet, mtgjsonSetCodes, scryfallCardObjects, type MtgjsonEntry } from '../../test/real-cards.ts';

interface Disagreement {
  source: string;
  card: Card;
  computed: readonly (string | number)[];
  data: readonly (string | number)[];
}

interface ExplainedException {
  name: string;
  rule: string;
  reason: string;
  explains(d: Disagreement): boolean;
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x) => b.includes(x));
const describeDisagreement = (d: Disagreement) =>
  `${d.source}: ${d.card.name} computed [${d.computed.join(',')}] data [${d.data.join(',')}]`;

/** Disagreements with the data that the rules explain. Each must still occur (a stale entry fails too). */
const IDENTITY_EXCEPTIONS: readonly ExplainedException[] = [
  {
    name: 'basic land types',
    rule: 'CR 903.4c, 903.5d, 305.6',
    reason:
      'A land with basic land types has their mana abilities intrinsically (305.6); its text shows them only as ' +
      'reminder text, which 903.4c ignores. Scryfall and MTGJSON count that reminder text; Decklab leaves it out ' +
      'and the commander check applies 903.5d to these lands instead.',
    explains: (d) => {
      const landColors = basicLandTypeColors(d.card.faces);
      return landColors.length > 0 && sameSet(d.data, [...new Set([...d.computed, ...landColors])]);
    },
  },
];

function unexplained(disagreements: readonly Disagreement[], exceptions: readonly ExplainedException[]): string[] {
  return disagreements.filter((d) => !exceptions.some((e) => e.explains(d))).map(describeDisagreement);
}

function unusedExceptions(disagreements: readonly Disagreement[], exceptions: readonly ExplainedException[]): string[] {
  return exceptions.filter((e) => !disagreements.some((d) => e.explains(d))).map((e) => e.name);
}

// ---- MTGJSON: each set file parsed once; a card's source entries are found by printing id and number.
interface MtgjsonCard {
  source: string;
  record: CardRecord;
  /** The set entries of this card's faces, in face order. */
  entries: MtgjsonEntry[];
}

const mtgjsonSkipped: SkippedRecord[] = [];
const mtgjsonEntryCount = { entries: 0 };
const mtgjsonCards: MtgjsonCard[] = mtgjsonSetCodes().flatMap((code) => {
  const set = mtgjsonSet(code);
  mtgjsonEntryCount.entries += set.cards.length;
  const entriesOf = new Map<string, MtgjsonEntry[]>();
  for (const entry of set.cards) {
    const key = `${entry.identifiers.scryfallId}|${entry.number}`;
    entriesOf.set(key, [...(entriesOf.get(key) ?? []), entry]);
  }
  return cardsFromMtgjsonSet(set, (s) => mtgjsonSkipped.push(s)).map((record) => {
    const printing = record.printings[0];
    const entries = (entriesOf.get(`${printing.id}|${printing.collectorNumber}`) ?? []).filter(
      (e) => e.identifiers.scryfallOracleId === record.card.id,
    );
    return { source: `MTGJSON ${code} #${printing.collectorNumber}`, record, entries };
  });
});

// ---- Scryfall: every card object of the three schemas.
const scryfallObjects = scryfallCardObjects();
const scryfallNonGame: { file: string; layout: string }[] = [];
const scryfallCards = scryfallObjects.flatMap(({ file, object }) => {
  try {
    return [{ source: `Scryfall ${file}`, record: cardFromScryfall(object), object }];
  } catch (err) {
    if (!(err instanceof NonGameObjectError)) throw err;
    scryfallNonGame.push({ file, layout: err.layout });
    return [];
  }
});

describe('every real card against its own data', () => {
  it('reads every MTGJSON entry into exactly one card face, and every Scryfall card object', () => {
    const faces = mtgjsonCards.reduce((n, c) => n + c.record.card.faces.length, 0);
    expect(mtgjsonSkipped).toEqual([]);
    expect(faces).toBe(mtgjsonEntryCount.entries);
    expect(mtgjsonCards.every((c) => c.entries.length === c.record.card.faces.length)).toBe(true);
    expect(scryfallCards.length + scryfallNonGame.length).toBe(scryfallObjects.length);
    expect([...new Set(scryfallNonGame.map((n) => n.layout))].sort()).toEqual([
      'art_series',
      'double_faced_token',
      'emblem',
      'token',
    ]);
  });

  it("CR 903.4: computed color identity equals the data's, or a named exception explains it", () => {
    const disagreements: Disagreement[] = [
      ...mtgjsonCards.map((c) => ({
        source: c.source,
        card: c.record.card,
        computed: c.record.card.colorIdentity,
        data: c.entries[0].colorIdentity,
      })),
      ...scryfallCards.map((c) => ({
        source: c.source,
        card: c.record.card,
        computed: c.record.card.colorIdentity,
        data: c.object.color_identity,
      })),
    ].filter((d) => !sameSet(d.computed, d.data));
    expect(unexplained(disagreements, IDENTITY_EXCEPTIONS)).toEqual([]);
    expect(unusedExceptions(disagreements, IDENTITY_EXCEPTIONS)).toEqual([]);
  });

  it('CR 202.3: computed mana value equals MTGJSON manaValue and Scryfall cmc', () => {
    const disagreements: Disagreement[] = [
      ...mtgjsonCards.map((c) => ({
        source: c.source,
        card: c.record.card,
        computed: [c.record.card.manaValue],
        data: [c.entries[0].manaValue],
      })),
      ...scryfallCards
        .filter((c) => c.object.cmc !== undefined)
        .map((c) => ({
          source: c.source,
          card: c.record.card,
          computed: [c.record.card.manaValue],
          data: [c.object.cmc!],
        })),
    ].filter((d) => d.computed[0] !== d.data[0]);
    expect(disagreements.map(describeDisagreement)).toEqual([]);
  });

  it("CR 105.2, 202.2, 204: every face's colors equal the data's (flip faces keep the front's, 710.1c)", () => {
    const disagreements: Disagreement[] = [];
    for (const c of mtgjsonCards) {
      c.record.card.faces.forEach((face, i) => {
        if (!sameSet(face.colors, c.entries[i].colors))
          disagreements.push({
            source: c.source,
            card: c.record.card,
            computed: face.colors,
            data: c.entries[i].colors,
          });
      });
    }
    for (const c of scryfallCards) {
      const dataFaces = c.object.card_faces?.length === c.record.card.faces.length ? c.object.card_faces : [c.object];
      c.record.card.faces.forEach((face, i) => {
        const data = dataFaces[i].colors;
        if (data && !sameSet(face.colors, data))
          disagreements.push({ source: c.source, card: c.record.card, computed: face.colors, data });
      });
    }
    expect(disagreements.map(describeDisagreement)).toEqual([]);
  });

  it("CR 709.4, 712.8a: card colors equal Scryfall's card-level colors (both halves of a split card, else the front)", () => {
    const disagreements = scryfallCards
      .filter((c) => c.object.colors !== undefined)
      .map((c) => ({ source: c.source, card: c.record.card, computed: c.record.card.colors, data: c.object.colors! }))
      .filter((d) => !sameSet(d.computed, d.data));
    expect(disagreements.map(describeDisagreement)).toEqual([]);
  });

  it('CR 205: type lines split into the supertypes, types and subtypes MTGJSON lists', () => {
    const wrong = mtgjsonCards
      .flatMap((c) => c.entries)
      .filter(
        (e) =>
          JSON.stringify(parseTypeLine(e.type)) !==
          JSON.stringify({ supertypes: e.supertypes, types: e.types, subtypes: e.subtypes }),
      )
      .map((e) => e.type);
    expect(wrong).toEqual([]);
  });

  it('CR 106, 305.6-305.7: mana read from "Add …" text equals Scryfall\'s produced_mana', () => {
    const withProducedMana = scryfallCards.filter((c) => c.object.keywords !== undefined);
    const wrong = withProducedMana
      .map((c) => ({
        source: c.source,
        card: c.record.card,
        computed: producedManaFromText(c.record.card.faces.map((f) => f.text).join('\n')),
        data: c.object.produced_mana ?? [],
      }))
      .filter((d) => !sameSet(d.computed, d.data));
    expect(withProducedMana.length).toBeGreaterThan(300);
    expect(wrong.map(describeDisagreement)).toEqual([]);
  });
});

/** Source differences that are not computation errors: the two files were written years apart. */
const LAYOUT_EXCEPTIONS: readonly {
  name: string;
  reason: string;
  explains(mtgjson: string, scryfall: string): boolean;
}[] = [
  {
    name: 'mutate',
    reason: 'MTGJSON 5.2 (2022) files mutate cards (CR 702.140) under "normal"; Scryfall gives them their own layout.',
    explains: (mtgjson, scryfall) => mtgjson === 'normal' && scryfall === 'mutate',
  },
];

describe('the same printing from Scryfall and from MTGJSON', () => {
  // Paired by set and collector number, so the printing ids below are compared, not assumed.
  const printingKey = (r: CardRecord) => `${r.printings[0].set}|${r.printings[0].collectorNumber}`;
  const scryfallByNumber = new Map(scryfallCards.map((c) => [printingKey(c.record), c.record]));
  const pairs = mtgjsonCards.flatMap((c) => {
    const fromScryfall = scryfallByNumber.get(printingKey(c.record));
    return fromScryfall ? [{ mtgjson: c.record, scryfall: fromScryfall }] : [];
  });

  it('has the same card id and printing id, so an import of each source makes one card and one printing', () => {
    expect(pairs.length).toBeGreaterThan(2000);
    const differing = pairs.filter(
      ({ mtgjson, scryfall }) =>
        mtgjson.card.id !== scryfall.card.id || mtgjson.printings[0].id !== scryfall.printings[0].id,
    );
    expect(differing.map((p) => `${p.mtgjson.card.name} / ${p.scryfall.card.name}`)).toEqual([]);
  });

  it('has the same name, faces, mana cost, mana value, colors and color identity', () => {
    const characteristics = (r: CardRecord) => ({
      name: r.card.name,
      manaCost: r.card.manaCost,
      manaValue: r.card.manaValue,
      colors: r.card.colors,
      colorIdentity: r.card.colorIdentity,
      faces: r.card.faces.map((f) => [f.name, f.manaCost, f.manaValue, f.colors]),
    });
    const differing = pairs.filter(
      ({ mtgjson, scryfall }) => JSON.stringify(characteristics(mtgjson)) !== JSON.stringify(characteristics(scryfall)),
    );
    expect(differing.map((p) => [characteristics(p.mtgjson), characteristics(p.scryfall)])).toEqual([]);
  });

  it('has the same layout, or a named source difference explains it', () => {
    const differing = pairs.filter(({ mtgjson, scryfall }) => mtgjson.card.layout !== scryfall.card.layout);
    const unexplainedLayouts = differing.filter(
      ({ mtgjson, scryfall }) => !LAYOUT_EXCEPTIONS.some((e) => e.explains(mtgjson.card.layout, scryfall.card.layout)),
    );
    expect(
      unexplainedLayouts.map((p) => `${p.mtgjson.card.name}: ${p.mtgjson.card.layout} / ${p.scryfall.card.layout}`),
    ).toEqual([]);
    expect(
      LAYOUT_EXCEPTIONS.filter(
        (e) => !differing.some((p) => e.explains(p.mtgjson.card.layout, p.scryfall.card.layout)),
      ),
    ).toEqual([]);
  });
});
