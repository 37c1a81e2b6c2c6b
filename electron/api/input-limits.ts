// The most the API takes in one input, in one place: generous for real use, and bounded so that a broken or hostile
// caller cannot make a handler hold or walk lists of any length (ARCHITECTURE §5). Every array of an input schema
// has one of these as its most (test/api-hostile-inputs.test.ts walks the schemas).
import { MAX_KEEP_RULE_LENGTH } from '../../engine/goldfish/keep-spec.ts';

export const INPUT_LIMITS = {
  /**
   * Cards in a closed-form question (deck, draws) and card names in one list (key spells, a cut order): beyond any
   * real deck; and few enough groups that the multivariate sum (one term per way of meeting every group) stays quick.
   */
  cards: 1000,
  groups: 6,
  games: 100_000_000,
  workers: 256,
  /** Entries of one board of a deck, or of a pool: a whole collection as a deck, not one deck's 60 or 100. */
  boardEntries: 50_000,
  /** Tags of a deck or of one of its entries. */
  tags: 100,
  /** Card ids asked about at once (collection.list): as many as a board holds entries. */
  cardIds: 50_000,
  /** Card data files imported at once: a set a file, every set ever printed many times over. */
  cardDataFiles: 5_000,
  /** Parts of a keep rule (hand sizes, requirements, their cards): each takes a character of the rule's text. */
  keepRuleParts: MAX_KEEP_RULE_LENGTH,
} as const;
