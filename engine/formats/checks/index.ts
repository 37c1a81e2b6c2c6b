// Every named check; a format lists the ones it runs (FormatDefinition.checks).
import type { Check, CheckName } from '../types.ts';
import { boardSizes, copyLimits, deckCards, legality, limitedPool, unknownCards, unusedBoards } from './common.ts';
import {
  basicLandTypesCheck,
  colorIdentityCheck,
  commanderCount,
  commanderEligible,
  commanderPair,
  signatureSpellsCheck,
} from './commander.ts';
import { companionCheck } from './companion.ts';
import { dmRegulation, dmSetSides, dmStartSets, dmZones } from './duel-masters.ts';

export const CHECKS: Readonly<Record<CheckName, Check>> = {
  'unknown-cards': unknownCards,
  'deck-cards': deckCards,
  'unused-boards': unusedBoards,
  'board-sizes': boardSizes,
  'copy-limits': copyLimits,
  legality: legality,
  'limited-pool': limitedPool,
  'commander-count': commanderCount,
  'commander-eligible': commanderEligible,
  'commander-pair': commanderPair,
  'signature-spells': signatureSpellsCheck,
  'color-identity': colorIdentityCheck,
  'basic-land-types': basicLandTypesCheck,
  companion: companionCheck,
  'dm-zones': dmZones,
  'dm-start-sets': dmStartSets,
  'dm-set-sides': dmSetSides,
  'dm-regulation': dmRegulation,
};
