// Numbered migrations, applied in order; PRAGMA user_version holds the last one applied.
import { sql as core } from './001-core.ts';
import { sql as search } from './002-search.ts';
import { sql as importQueuesSearch } from './003-import-queues-search.ts';
import { sql as legalitiesView } from './004-legalities-view.ts';
import { sql as cardIndexes } from './005-card-indexes.ts';
import { sql as textFtsRowids } from './006-text-fts-rowids.ts';
import { sql as cardRowColumns } from './007-card-row-columns.ts';
import { sql as searchTextVariants } from './008-search-text-variants.ts';
import { sql as cardDataFile, userSql as cardDataFileUser } from './009-card-data-file.ts';
import { sql as legalityKeysAndFaceNumbers } from './010-legality-keys-and-face-numbers.ts';
import { sql as prices } from './011-prices.ts';
import { sql as japaneseSearchText } from './012-japanese-search-text.ts';
import { sql as producedMana } from './013-produced-mana.ts';
import { sql as printingArtistFlavor } from './014-printing-artist-flavor.ts';
import { sql as printCounts } from './015-print-counts.ts';
import { sql as boosters, userSql as boostersUser } from './016-boosters.ts';
import { sql as printingReprintsWatermarksBlocks } from './017-printing-reprints-watermarks-blocks.ts';
import { sql as drafts, userSql as draftsUser } from './018-drafts.ts';
import { sql as printingBordersAndTraits } from './019-printing-borders-and-traits.ts';
import { sql as deckFolders, userSql as deckFoldersUser } from './020-deck-folders.ts';
import { sql as cubeDrafts, userSql as cubeDraftsUser } from './021-cube-drafts.ts';
import { sql as deckVersionNotes, userSql as deckVersionNotesUser } from './022-deck-version-notes.ts';
import { sql as cardDataDates } from './023-card-data-dates.ts';
import { sql as printingMtgoFoilIds } from './024-printing-mtgo-foil-ids.ts';
import { sql as draftBotPolicies, userSql as draftBotPoliciesUser } from './025-draft-bot-policies.ts';
import {
  sql as dmJapaneseTypeLinesAndNames,
  cardData as dmJapaneseTypeLinesAndNamesData,
} from './026-dm-japanese-type-lines-and-names.ts';
import { sql as dmTwoSidedCards, cardData as dmTwoSidedCardsData } from './027-dm-two-sided-cards.ts';
import {
  sql as automaticPoolNames,
  userSql as automaticPoolNamesUser,
  userData as automaticPoolNamesData,
} from './028-automatic-pool-names.ts';
import { sql as partnerTextAbilities, cardData as partnerTextAbilitiesData } from './029-partner-text-abilities.ts';
import { sql as poolEtchedFoils, userSql as poolEtchedFoilsUser } from './030-pool-etched-foils.ts';
import { sql as printingBoostersAndPromoTypes } from './031-printing-boosters-and-promo-types.ts';
import { sql as previousPrices } from './032-previous-prices.ts';
import { sql as priceHistory } from './033-price-history.ts';
import type { Db } from '../open.ts';

export interface Migration {
  version: number;
  name: string;
  /** Up to ONE_FILE_VERSION: the whole database (one file). After it: the card-data file. */
  sql: string;
  /** After ONE_FILE_VERSION: the user-data file (nothing when absent). */
  userSql?: string;
  /**
   * After ONE_FILE_VERSION: what the card-data file's rows need that SQL cannot derive (the engine's readings of a
   * stored card), run after `sql` in the same transaction.
   */
  cardData?: (db: Db) => void;
  /** After ONE_FILE_VERSION: what the user-data file's rows need that SQL cannot derive, run after `userSql`. */
  userData?: (db: Db) => void;
}

/** The last version that kept card data and user data in one file (009 moves card data to its own). */
export const ONE_FILE_VERSION = 8;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'core', sql: core },
  { version: 2, name: 'search', sql: search },
  { version: 3, name: 'import-queues-search', sql: importQueuesSearch },
  { version: 4, name: 'legalities-view', sql: legalitiesView },
  { version: 5, name: 'card-indexes', sql: cardIndexes },
  { version: 6, name: 'text-fts-rowids', sql: textFtsRowids },
  { version: 7, name: 'card-row-columns', sql: cardRowColumns },
  { version: 8, name: 'search-text-variants', sql: searchTextVariants },
  { version: 9, name: 'card-data-file', sql: cardDataFile, userSql: cardDataFileUser },
  { version: 10, name: 'legality-keys-and-face-numbers', sql: legalityKeysAndFaceNumbers },
  { version: 11, name: 'prices', sql: prices },
  { version: 12, name: 'japanese-search-text', sql: japaneseSearchText },
  { version: 13, name: 'produced-mana', sql: producedMana },
  { version: 14, name: 'printing-artist-flavor', sql: printingArtistFlavor },
  { version: 15, name: 'print-counts', sql: printCounts },
  { version: 16, name: 'boosters', sql: boosters, userSql: boostersUser },
  { version: 17, name: 'printing-reprints-watermarks-blocks', sql: printingReprintsWatermarksBlocks },
  { version: 18, name: 'drafts', sql: drafts, userSql: draftsUser },
  { version: 19, name: 'printing-borders-and-traits', sql: printingBordersAndTraits },
  { version: 20, name: 'deck-folders', sql: deckFolders, userSql: deckFoldersUser },
  { version: 21, name: 'cube-drafts', sql: cubeDrafts, userSql: cubeDraftsUser },
  { version: 22, name: 'deck-version-notes', sql: deckVersionNotes, userSql: deckVersionNotesUser },
  { version: 23, name: 'card-data-dates', sql: cardDataDates },
  { version: 24, name: 'printing-mtgo-foil-ids', sql: printingMtgoFoilIds },
  { version: 25, name: 'draft-bot-policies', sql: draftBotPolicies, userSql: draftBotPoliciesUser },
  {
    version: 26,
    name: 'dm-japanese-type-lines-and-names',
    sql: dmJapaneseTypeLinesAndNames,
    cardData: dmJapaneseTypeLinesAndNamesData,
  },
  { version: 27, name: 'dm-two-sided-cards', sql: dmTwoSidedCards, cardData: dmTwoSidedCardsData },
  {
    version: 28,
    name: 'automatic-pool-names',
    sql: automaticPoolNames,
    userSql: automaticPoolNamesUser,
    userData: automaticPoolNamesData,
  },
  { version: 29, name: 'partner-text-abilities', sql: partnerTextAbilities, cardData: partnerTextAbilitiesData },
  { version: 30, name: 'pool-etched-foils', sql: poolEtchedFoils, userSql: poolEtchedFoilsUser },
  { version: 31, name: 'printing-boosters-and-promo-types', sql: printingBoostersAndPromoTypes },
  { version: 32, name: 'previous-prices', sql: previousPrices },
  { version: 33, name: 'price-history', sql: priceHistory },
];
