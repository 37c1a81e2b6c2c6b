// `decklab pool open <SET>` opens boosters of a set into a new pool and prints it by rarity (`--cube <POOL>` deals a
// sealed pool from a cube instead); `decklab pool draft <SET>` drafts a set's boosters against bots (`--cube <POOL>`
// a cube's cards dealt into packs; with --auto the bots' policy picks for the player too, and the pool of the
// player's picks is printed the same way); `decklab pool sets` lists the sets whose booster configurations the card
// data holds (MTGJSON set files and AllPrintings carry them); `decklab pool create <FILE>` makes a pool (a cube) of
// a card list, `decklab pool export <POOL>` writes one as a list (with `--deck <FILE>`, a deck built from it, the
// rest of the pool as its sideboard) and `decklab pool list` lists the pools.
// `pool open --json` prints { pool: { id, name, kind, cards }, set, kind, seed, boosters, missing, rarities } (a
// cube's: cube in place of set and kind);
// `pool draft --auto --json` prints { draft, pool: { id, name, kind, cards }, set, kind, seed, seats, picks, missing,
// rarities }, `picks` the player's in order.
import { Argument, Option, type Command } from 'commander';
import { basename } from 'node:path';
import { CliError, EXIT_CODES, type CliSession } from '../session.ts';
import { formatDeckProblems, importDeckFile, noticeLines, readDeckFileBytes, refuseUnreadable } from '../deck-input.ts';
import { ApiError } from '../../../protocol/errors.ts';
import type { InvokeOutput } from '../../../protocol/bridge.ts';
import { boundedIntegerOption, parseBoundedInteger } from '../options.ts';
import { LIMITED_FORMAT, POOL_KINDS, poolAsDeck } from '../../../engine/pools/pool.ts';
import {
  DECK_LIST_FORMAT_IDS,
  type DeckListFormatId,
  type DeckListProblem,
} from '../../../engine/decks/lists/index.ts';
import {
  MAX_BOOSTERS,
  SEALED_BOOSTERS,
  byRarity,
  missingSheetText,
  type MissingSheetCards,
  type OpenedCard,
} from '../../../engine/pools/boosters.ts';
import { DEFAULT_SEATS, MAX_SEATS, MIN_SEATS } from '../../../engine/pools/draft.ts';
import { DEFAULT_CUBE_PACK_SIZE, MAX_CUBE_PACK_SIZE, MIN_CUBE_PACK_SIZE } from '../../../engine/pools/cube.ts';

const cubeOption = () =>
  boundedIntegerOption('--cube <pool>', 'deal from this pool as a cube (its id: decklab pool list)', {
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
  });
const packSizeOption = () =>
  boundedIntegerOption(
    '--pack-size <n>',
    "cards in a cube's packs",
    { min: MIN_CUBE_PACK_SIZE, max: MAX_CUBE_PACK_SIZE },
    DEFAULT_CUBE_PACK_SIZE,
  );

/** A set or a cube, not both and not neither. */
function setOrCube(set: string | undefined, cube: number | undefined): void {
  if ((set === undefined) === (cube === undefined)) throw new CliError('name a set or give --cube <pool>, not both');
}

interface PoolLine {
  name: string;
  set: string;
  number: string;
  foil: boolean;
  count: number;
}

/** A rarity's cards, one line per printing and finish. */
function countedLines(cards: readonly OpenedCard[]): PoolLine[] {
  const lines = new Map<string, PoolLine>();
  for (const c of cards) {
    const key = `${c.printingId}|${c.foil}`;
    const line = lines.get(key);
    if (line) line.count++;
    else lines.set(key, { name: c.name, set: c.set.toUpperCase(), number: c.collectorNumber, foil: c.foil, count: 1 });
  }
  return [...lines.values()];
}

/** A pool's cards by rarity, rarest first, after `head` (its JSON fields) and a first line; missing sheets on stderr. */
function printPool(
  session: CliSession,
  cards: readonly OpenedCard[],
  missing: readonly MissingSheetCards[],
  head: Record<string, unknown>,
  firstLine: string,
): void {
  const rarities = byRarity(cards).map((g) => ({ rarity: g.rarity, cards: countedLines(g.cards) }));
  session.print(
    { ...head, missing, rarities },
    () =>
      [
        firstLine,
        ...rarities.flatMap((g) => [
          `${g.rarity} (${g.cards.reduce((n, l) => n + l.count, 0)})`,
          ...g.cards.map(
            (l) => `${String(l.count).padStart(3)} ${l.name}  ${l.set} ${l.number}${l.foil ? ' (foil)' : ''}`,
          ),
        ]),
      ].join('\n') + '\n',
  );
  for (const m of missing) session.io.stderr(`warning: ${missingSheetText(m)}\n`);
}

function registerOpen(pool: Command, session: CliSession): void {
  pool
    .command('open')
    .description('open boosters of a set into a new pool, as Forge and XMage do for sealed, or deal one from a cube')
    .argument('[set]', 'the set code (decklab pool sets lists those with booster data)')
    .addOption(cubeOption())
    .addOption(packSizeOption())
    .addOption(
      boundedIntegerOption(
        '--boosters <n>',
        "how many boosters (a cube's packs)",
        { min: 1, max: MAX_BOOSTERS },
        SEALED_BOOSTERS,
      ),
    )
    .option(
      '--kind <product>',
      'the booster product of the set: default, arena, draft … (default: default, else draft, else play)',
    )
    .addOption(
      boundedIntegerOption('--seed <n>', 'the seed: the same seed opens the same pool', {
        min: 0,
        max: Number.MAX_SAFE_INTEGER,
      }),
    )
    .option('--name <name>', "the pool's name (default: the set, the pool kind and the seed)")
    .addOption(new Option('--pool-kind <kind>', 'the kind of pool').choices(POOL_KINDS).default('sealed'))
    .action(
      async (
        set: string | undefined,
        options: {
          boosters: number;
          cube?: number;
          packSize: number;
          kind?: string;
          seed?: number;
          name?: string;
          poolKind: 'sealed' | 'draft' | 'cube';
        },
      ) => {
        setOrCube(set, options.cube);
        if (options.cube !== undefined) {
          await openCube(session, { ...options, cube: options.cube });
          return;
        }
        const opened = await session.api.invoke('pools.open', {
          set: set!,
          product: options.kind,
          boosters: options.boosters,
          seed: options.seed,
          name: options.name,
          kind: options.poolKind,
        });
        const cards = opened.packs.flat();
        printPool(
          session,
          cards,
          opened.missing,
          {
            pool: { id: opened.pool.id, name: opened.pool.name, kind: opened.pool.kind, cards: cards.length },
            set: opened.set,
            kind: opened.product,
            seed: opened.seed,
            boosters: opened.packs.length,
          },
          `${opened.set}: ${opened.packs.length} "${opened.product}" boosters opened (seed ${opened.seed}) into pool ${opened.pool.id} "${opened.pool.name}", ${cards.length} cards`,
        );
      },
    );
}

/** `pool open --cube`: a sealed pool dealt from a cube. */
async function openCube(
  session: CliSession,
  options: { cube: number; boosters: number; packSize: number; seed?: number; name?: string },
): Promise<void> {
  const dealt = await session.api.invoke('pools.openCube', {
    cube: options.cube,
    packs: options.boosters,
    packSize: options.packSize,
    seed: options.seed,
    name: options.name,
  });
  const cards = dealt.packs.flat();
  printPool(
    session,
    cards,
    [],
    {
      pool: { id: dealt.pool.id, name: dealt.pool.name, kind: dealt.pool.kind, cards: cards.length },
      cube: dealt.cube,
      seed: dealt.seed,
      boosters: dealt.packs.length,
    },
    `cube ${dealt.cube}: ${dealt.packs.length} packs of ${options.packSize} dealt (seed ${dealt.seed}) into pool ${dealt.pool.id} "${dealt.pool.name}", ${cards.length} cards`,
  );
}

const cardLine = (c: OpenedCard) => ({
  name: c.name,
  set: c.set.toUpperCase(),
  number: c.collectorNumber,
  foil: c.foil,
});

function registerDraft(pool: Command, session: CliSession): void {
  pool
    .command('draft')
    .description(
      "draft a set's boosters against bots, as Forge and XMage do (MTR 7.x, CR 905.1a: 3 boosters a seat, passed left, right, left)",
    )
    .argument('[set]', 'the set code (decklab pool sets lists those with booster data)')
    .addOption(cubeOption())
    .addOption(packSizeOption())
    .addOption(
      boundedIntegerOption(
        '--seats <n>',
        'players at the table, you and the bots',
        { min: MIN_SEATS, max: MAX_SEATS },
        DEFAULT_SEATS,
      ),
    )
    .addOption(
      boundedIntegerOption('--seed <n>', 'the seed: the same seed opens the same boosters', {
        min: 0,
        max: Number.MAX_SAFE_INTEGER,
      }),
    )
    .option('--kind <product>', 'the booster product of the set, as for pool open')
    .option('--name <name>', "the draft's and its pool's name (default: the set and the seed)")
    .option('--auto', "the bots' policy picks for you too; the pool of your picks is saved and printed")
    .action(
      async (
        set: string | undefined,
        options: {
          cube?: number;
          packSize: number;
          seats: number;
          seed?: number;
          kind?: string;
          name?: string;
          auto?: boolean;
        },
      ) => {
        setOrCube(set, options.cube);
        let draft = await session.api.invoke('drafts.start', {
          set,
          cube: options.cube,
          packSize: options.cube === undefined ? undefined : options.packSize,
          product: options.kind,
          seats: options.seats,
          seed: options.seed,
          name: options.name,
        });
        if (!options.auto) {
          printPack(
            session,
            draft,
            `draft ${draft.id} "${draft.name}" started (${draftSource(draft)}, seed ${draft.seed}, ${draft.seats} seats): pick with \`decklab pool pick ${draft.id} <n>\`, in the app's Pools screen, or run with --auto`,
          );
          return;
        }
        while (!draft.done) draft = await session.api.invoke('drafts.pick', { id: draft.id, card: draft.suggestion! });
        await printDraftPool(session, draft);
      },
    );
}

type DraftView = InvokeOutput<'drafts.get'>;

/** What a draft deals: a set's boosters, or a cube's packs. */
const draftSource = (draft: DraftView) =>
  draft.cube
    ? `a cube of ${draft.cube.cards} cards in packs of ${draft.cube.packSize}`
    : `${draft.set} "${draft.product}"`;

/** The pack the player holds, its cards numbered as `pool pick` takes them. */
function printPack(session: CliSession, draft: DraftView, heading: string): void {
  session.print(
    draft,
    () =>
      [
        heading,
        `pack ${draft.pack}/${draft.rounds} pick ${draft.pick}:`,
        ...draft.current.map(
          (c, i) =>
            `${String(i).padStart(3)} ${c.name}  ${c.set.toUpperCase()} ${c.collectorNumber} ${c.rarity}${c.foil ? ' (foil)' : ''}`,
        ),
      ].join('\n') + '\n',
  );
}

/** A finished draft's pool, printed as `pool open` prints one. */
async function printDraftPool(session: CliSession, draft: DraftView): Promise<void> {
  const pool = await session.api.invoke('pools.get', { id: draft.poolId! });
  printPool(
    session,
    draft.picks,
    draft.missing,
    {
      draft: draft.id,
      pool: { id: pool.id, name: pool.name, kind: pool.kind, cards: draft.picks.length },
      set: draft.set,
      kind: draft.product,
      seed: draft.seed,
      seats: draft.seats,
      picks: draft.picks.map(cardLine),
    },
    `${draft.cube ? `drafted ${draftSource(draft)}` : `${draft.set}: drafted "${draft.product}" boosters`} at ${draft.seats} seats (seed ${draft.seed}) into pool ${pool.id} "${pool.name}", ${draft.picks.length} cards`,
  );
}

function registerPick(pool: Command, session: CliSession): void {
  pool
    .command('pick')
    .description('pick a card of the pack you hold in a draft; the next pack is printed, or the pool at the end')
    .addArgument(
      new Argument('<draft>', 'the draft id (pool draft prints it)').argParser(
        parseBoundedInteger('<draft>', { min: 1, max: Number.MAX_SAFE_INTEGER }),
      ),
    )
    .addArgument(
      new Argument('<card>', "the card's number in the pack as printed").argParser(
        parseBoundedInteger('<card>', { min: 0, max: 1000 }),
      ),
    )
    .action(async (id: number, card: number) => {
      const held = await session.api.invoke('drafts.get', { id });
      const draft = await session.api.invoke('drafts.pick', { id, card, picked: held.picks.length });
      if (draft.done) await printDraftPool(session, draft);
      else printPack(session, draft, `draft ${draft.id}: took ${held.current[card].name}`);
    });
}

function registerSets(pool: Command, session: CliSession): void {
  pool
    .command('sets')
    .description('the sets whose booster configurations the card data holds, newest first, with their booster products')
    .action(async () => {
      const sets = await session.api.invoke('pools.boosterSets', {});
      session.print(sets, () =>
        sets.length === 0
          ? 'no set has booster configurations: import MTGJSON set files or AllPrintings\n'
          : sets
              .map(
                (s) =>
                  `${s.code.padEnd(6)} ${s.name}${s.releasedAt ? ` (${s.releasedAt})` : ''}: ${s.products.map((p) => p.product).join(', ')}`,
              )
              .join('\n') + '\n',
      );
    });
}

function registerList(pool: Command, session: CliSession): void {
  pool
    .command('list')
    .description('the pools: sealed, draft and cube, newest first')
    .action(async () => {
      const pools = await session.api.invoke('pools.list', {});
      session.print(pools, () =>
        pools.length === 0
          ? 'no pool yet: pool open, pool draft or pool create makes one\n'
          : pools.map((p) => `${String(p.id).padStart(4)} ${p.kind.padEnd(6)} ${p.name}`).join('\n') + '\n',
      );
    });
}

/**
 * A list of which no card could be taken is refused with the reason of each line ("no card named …", a cut-off
 * file), as decklab validate lists them; the API's one sentence alone would not say which line to fix.
 */
async function withListProblems<T>(file: string, create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (!(error instanceof ApiError) || error.reason !== 'pool.no-known-card') throw error;
    const problems = (error.details ?? []) as DeckListProblem[];
    throw new CliError(`${file}: ${error.message}\n${formatDeckProblems(file, problems)}`.trimEnd());
  }
}

function registerCreate(pool: Command, session: CliSession): void {
  pool
    .command('create')
    .description('make a pool of the cards a list names (any deck list format): a cube to draft, a sealed pool')
    .argument('<file>', 'the card list')
    .addOption(new Option('--kind <kind>', 'the kind of pool').choices(POOL_KINDS).default('cube'))
    .option('--name <name>', "the pool's name (default: the file's name)")
    .action(async (file: string, options: { kind: 'sealed' | 'draft' | 'cube'; name?: string }) => {
      const { pool: made, problems } = await withListProblems(file, () =>
        session.api.invoke('pools.create', {
          name: options.name ?? basename(file).replace(/\.[^.]+$/, ''),
          kind: options.kind,
          bytes: readDeckFileBytes(file),
          fileName: basename(file),
        }),
      );
      const cards = made.entries.reduce((n, e) => n + e.count, 0);
      session.print(
        { pool: { id: made.id, name: made.name, kind: made.kind, cards }, problems },
        () =>
          [
            `pool ${made.id} "${made.name}" (${made.kind}): ${cards} cards`,
            ...problems.map((p) => `line ${p.line}: ${p.message}`),
          ].join('\n') + '\n',
      );
    });
}

/** A deck's problems that make it no deck of the pool (CR 100.2b): a card the pool lacks, or one not known at all. */
const NOT_OF_THE_POOL = new Set(['limited.not-in-pool', 'deck.unknown-card']);

/**
 * A deck built from the pool, which decks.export writes with the rest of the pool as its sideboard (CR 100.4b), as
 * Forge, XMage or a tournament reads a Limited deck. A deck taking what the pool does not hold is refused with each
 * such card and its rule; its other problems (fewer than 40 cards) are warnings, since a deck is written before it is
 * finished.
 */
async function deckOfPool(session: CliSession, pool: StoredPool, file: string) {
  const read = refuseUnreadable(file, await importDeckFile(session, file), `written from pool ${pool.id}`);
  const deck = { ...read.deck, format: LIMITED_FORMAT };
  const { problems } = await session.api.invoke('decks.validate', { deck, poolId: pool.id });
  const refused = problems.filter((p) => NOT_OF_THE_POOL.has(p.code));
  const line = (p: (typeof problems)[number]) => `${file}: ${p.rule} ${p.code}: ${p.message}`;
  if (refused.length > 0)
    throw new CliError(
      `${file} is not a deck of pool ${pool.id} "${pool.name}":\n${refused.map(line).join('\n')}`,
      EXIT_CODES.badInput,
    );
  return { deck, warnings: problems.map(line) };
}

type StoredPool = InvokeOutput<'pools.get'>;

function registerExport(pool: Command, session: CliSession): void {
  pool
    .command('export')
    .description(
      "write a pool's cards as a list: a sealed pool to share, a cube for CubeCobra (--as cubecobra); with --deck, a deck built from it",
    )
    .addArgument(
      new Argument('<pool>', 'the pool id (decklab pool list)').argParser(
        parseBoundedInteger('<pool>', { min: 1, max: Number.MAX_SAFE_INTEGER }),
      ),
    )
    .addOption(
      new Option('--as <format>', 'the list format (default: text, dm for a Duel Masters pool)').choices(
        DECK_LIST_FORMAT_IDS,
      ),
    )
    .option(
      '--deck <deckfile>',
      'write this deck built from the pool instead, the rest of the pool as its sideboard (CR 100.4b)',
    )
    .action(async (id: number, options: { as?: DeckListFormatId; deck?: string }) => {
      const stored = await session.api.invoke('pools.get', { id });
      const format = options.as ?? (stored.game === 'dm' ? 'dm' : 'text');
      const { deck, warnings } = options.deck
        ? await deckOfPool(session, stored, options.deck)
        : { deck: poolAsDeck(stored), warnings: [] };
      const written = await session.api.invoke('decks.export', {
        deck,
        format,
        ...(options.deck && { poolId: stored.id }),
      });
      session.print(
        {
          pool: { id, name: stored.name, kind: stored.kind },
          format,
          ...(options.deck ? { problems: warnings } : {}),
          notices: written.notices,
          text: written.text,
        },
        () => written.text,
      );
      if (session.json) return;
      for (const w of warnings) session.io.stderr(`warning: ${w}\n`);
      session.io.stderr(noticeLines(`pool ${id}: `, written.notices));
    });
}

export function registerPoolCommand(program: Command, session: CliSession): void {
  const pool = program
    .command('pool')
    .description('card pools for Limited: open or draft boosters of a set or a cube, list, make and export pools');
  registerList(pool, session);
  registerCreate(pool, session);
  registerExport(pool, session);
  registerOpen(pool, session);
  registerDraft(pool, session);
  registerPick(pool, session);
  registerSets(pool, session);
}
