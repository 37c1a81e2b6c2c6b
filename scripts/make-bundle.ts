// Builds data/bundled/ — the card data a new user has before importing anything — from the real data in
// ../shared/data: a few MTGJSON sets (every basic land, snow basics from KHM, and the commander precon sets
// so the shared precon decklists resolve) as one AllPrintings-shaped file, and the Duel Masters card JSON.
// Fields the importer does not read are stripped (Japanese names, type lines and text are kept) and the files gzipped.
// The bundle test imports the bundle and the original files and checks that they give the same cards.
//
//   npx node scripts/make-bundle.ts [shared-data-dir]
import { mkdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { gzipSync, constants } from 'node:zlib';
import { join, resolve } from 'node:path';

/** KHM has the ten basic lands (CR 205.4c: the snow-covered ones too); the commander precon sets and their parent sets
 * (STX, MID, ZNR, AFR: some precon cards were printed there only) hold every card of the precon decks; M21 and ELD
 * (with THB and IKO, where some of their cards come from) hold the core-set planeswalker, starter and Brawl decks,
 * so a new user can goldfish a 60-card deck at once. */
export const BUNDLED_SETS = [
  'KHM',
  'M21',
  'ELD',
  'THB',
  'IKO',
  'STX',
  'MID',
  'ZNR',
  'AFR',
  'C21',
  'KHC',
  'AFC',
  'MIC',
  'ZNC',
] as const;

/** Set members the importer does not read (it keeps `booster`, the sets' booster configurations). */
const DROPPED_SET_FIELDS = ['sealedProduct', 'tokens', 'translations'];
/** Card members the importer does not read (the largest ones; the rest are small). */
const DROPPED_CARD_FIELDS = [
  'rulings',
  'purchaseUrls',
  'printings',
  'artistIds',
  'edhrecRank',
  'edhrecSaltiness',
  'sourceProducts',
  'variations',
  'originalText',
  'originalType',
  'leadershipSkills',
];
const KEPT_IDENTIFIERS = ['scryfallId', 'scryfallOracleId', 'mtgArenaId', 'mtgoId', 'mtgoFoilId'];
const KEPT_FOREIGN_LANGUAGES = ['Japanese'];
const KEPT_FOREIGN_FIELDS = ['language', 'name', 'faceName', 'type', 'text'];

type Json = Record<string, unknown>;

function pick(object: Json, keys: readonly string[]): Json {
  return Object.fromEntries(keys.filter((k) => k in object).map((k) => [k, object[k]]));
}

function omit(object: Json, keys: readonly string[]): Json {
  return Object.fromEntries(Object.entries(object).filter(([k]) => !keys.includes(k)));
}

export function stripMtgjsonCard(card: Json): Json {
  const stripped = omit(card, DROPPED_CARD_FIELDS);
  if (card.identifiers) stripped.identifiers = pick(card.identifiers as Json, KEPT_IDENTIFIERS);
  if (Array.isArray(card.foreignData)) {
    stripped.foreignData = (card.foreignData as Json[])
      .filter((f) => KEPT_FOREIGN_LANGUAGES.includes(String(f.language)))
      .map((f) => pick(f, KEPT_FOREIGN_FIELDS));
  }
  return stripped;
}

export function stripMtgjsonSet(set: Json): Json {
  return { ...omit(set, DROPPED_SET_FIELDS), cards: (set.cards as Json[]).map(stripMtgjsonCard) };
}

function writeGzip(file: string, value: unknown): number {
  writeFileSync(file, gzipSync(JSON.stringify(value), { level: constants.Z_BEST_COMPRESSION }));
  return statSync(file).size;
}

export function makeBundle(sharedData: string, outDir: string): Record<string, number> {
  mkdirSync(outDir, { recursive: true });
  const data: Json = {};
  let meta: unknown;
  for (const code of BUNDLED_SETS) {
    const file = JSON.parse(readFileSync(join(sharedData, 'mtgjson', 'sets', `${code}.json`), 'utf8')) as {
      meta: unknown;
      data: Json;
    };
    meta = file.meta;
    data[code] = stripMtgjsonSet(file.data);
  }
  const dm = JSON.parse(
    readFileSync(join(sharedData, 'duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8'),
  ) as Json;
  return {
    'mtgjson-sets.json.gz': writeGzip(join(outDir, 'mtgjson-sets.json.gz'), { meta, data }),
    'duelmasters.json.gz': writeGzip(join(outDir, 'duelmasters.json.gz'), dm),
  };
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const root = resolve(import.meta.dirname, '..');
  const shared = resolve(process.argv[2] ?? join(root, '../shared/data'));
  const sizes = makeBundle(shared, join(root, 'data', 'bundled'));
  for (const [name, size] of Object.entries(sizes))
    console.log(`data/bundled/${name}: ${(size / 1024).toFixed(0)} KiB`);
}
