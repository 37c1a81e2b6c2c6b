// The two Duel Masters card files Decklab reads hold 385 cards in common: the Ravenite CSV (the OCG cards as Takara
// Tomy's card database lists them, its images linked from dm.takaratomy.co.jp) and the Latepate64 JSON (the English
// TCG, DM-01 … DM-17). Each record keeps what its file says of the card (DmAttributes.bySource); a card both files
// hold keeps both, and where they disagree the precedence below decides, whichever file was imported last.
import type { Card, DmAttributes, DmSourceFacts, DmSourceId } from '../cards/types.ts';

/** How a report names each file. */
export const DM_SOURCE_LABELS: Readonly<Record<DmSourceId, string>> = {
  'ravenite-csv': 'the Ravenite CSV',
  'latepate64-json': 'the Latepate64 JSON',
};

/** The characteristics compared, in the order a report names them. */
export const DM_SOURCE_FIELDS = ['cost', 'typeLine', 'civilizations', 'power'] as const;
export type DmSourceField = (typeof DM_SOURCE_FIELDS)[number];

/**
 * The files whose cost a card keeps where they disagree, first first (the other characteristics are the file imported
 * last's). The CSV's: the one card the files cost differently, Kip Chippotto (DM-05 42/55 in the JSON at 2), is 3 in
 * all three OCG printings the CSV lists (DMC-06 68, DMC-09 42, DMC-20 88).
 */
export const DM_COST_PRECEDENCE: readonly DmSourceId[] = ['ravenite-csv', 'latepate64-json'];

/** What a file says of a card's front face, as bySource keeps it. */
export function sourceFacts(card: Pick<Card, 'faces'> & { dm?: Pick<DmAttributes, 'cost' | 'civilizations'> }) {
  const front = card.faces[0];
  const facts: DmSourceFacts = {
    cost: card.dm?.cost ?? null,
    typeLine: front.typeLine,
    civilizations: [...(card.dm?.civilizations ?? [])],
    power: front.power ?? '',
  };
  return facts;
}

const shown = (value: DmSourceFacts[DmSourceField]): string =>
  Array.isArray(value) ? value.join('/') : value === null ? '' : String(value);

/** A characteristic two files give differently: each file's value, and the one the card keeps. */
export interface DmDisagreement {
  card: string;
  field: DmSourceField;
  values: Partial<Record<DmSourceId, string>>;
  kept: string;
}

/** Where the files a card was read from disagree on it. */
export function disagreements(card: Card): DmDisagreement[] {
  const bySource = Object.entries(card.dm?.bySource ?? {}) as [DmSourceId, DmSourceFacts][];
  if (bySource.length < 2) return [];
  const kept = sourceFacts(card);
  return DM_SOURCE_FIELDS.filter((field) => new Set(bySource.map(([, facts]) => shown(facts[field]))).size > 1).map(
    (field) => ({
      card: card.name,
      field,
      values: Object.fromEntries(bySource.map(([source, facts]) => [source, shown(facts[field])])),
      kept: shown(kept[field]),
    }),
  );
}

/** The files of bySource that a card's stored record came from, other than `source`. */
export function otherSources(card: Card, source: DmSourceId): DmSourceId[] {
  return (Object.keys(card.dm?.bySource ?? {}) as DmSourceId[]).filter((s) => s !== source);
}

/**
 * A Duel Masters card merged from two records (engine/cards/merge.ts: the newer's characteristics): what each file
 * said joined, and the cost of the file that comes first in DM_COST_PRECEDENCE where the files disagree.
 */
export function withSourcePrecedence(merged: Card, older: Card): Card {
  if (!merged.dm || !older.dm?.bySource) return merged;
  const bySource = { ...older.dm.bySource, ...merged.dm.bySource };
  const first = DM_COST_PRECEDENCE.find((source) => bySource[source]);
  const cost = first ? bySource[first]!.cost : merged.dm.cost;
  const faces = merged.faces.map((face, i) => (i === 0 ? { ...face, manaValue: cost ?? 0 } : face));
  return { ...merged, faces, manaValue: cost ?? 0, dm: { ...merged.dm, cost, bySource } };
}
