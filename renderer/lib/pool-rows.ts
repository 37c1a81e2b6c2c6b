// A pool's cards as list rows: a heading per group (poolGroups: by color by default, along the curve within), then
// its entries; shared by the pools screen and the card source beside a deck built from a pool.
import type { Card } from '../../engine/cards/types.ts';
import type { DeckEntry } from '../../engine/decks/types.ts';
import type { GroupBy } from '../../engine/decks/grouping.ts';
import { poolGroups } from '../../engine/pools/pool.ts';
import { groupLabel } from './group-labels.ts';
import { t } from '../i18n/index.ts';

export type PoolRow = { heading: string; count: number } | { entry: DeckEntry };

export function poolRows(entries: readonly DeckEntry[], cards: Readonly<Record<string, Card>>, by: GroupBy): PoolRow[] {
  return poolGroups(
    entries.filter((e) => e.cardId),
    cards,
    by,
  ).flatMap((group) => [
    ...(by === 'none' ? [] : [{ heading: groupLabel(by, group.key, group.label), count: group.count }]),
    ...group.entries.map(({ entry }) => ({ entry })),
  ]);
}

/** A pool card's printing as its row shows it, to tell two printings of a card apart: "M21 59 foil". */
export const poolPrintingLabel = ({ printing: p }: DeckEntry): string =>
  p
    ? [p.set, p.collectorNumber, p.etched ? t('pools.etched') : p.foil ? t('pools.foil') : ''].filter(Boolean).join(' ')
    : '';
