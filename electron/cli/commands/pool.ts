// `decklab pool open <SET>` opens boosters of a set into a new pool and prints it by rarity; `decklab pool draft <SET>`
// drafts a set's boosters against bots (with --auto the bots' policy picks for the player too, and the pool of the
// player's picks is printed the same way); `decklab pool sets` lists the sets whose booster configurations the card
// data holds (MTGJSON set files and AllPrintings carry them).
// `pool open --json` prints { pool: { id, name, kind, cards }, set, kind, seed, boosters, missing, rarities };
// `pool draft --auto --json` prints { draft, pool: { id, name, kind, cards }, set, kind, seed, seats, picks, missing,
// rarities }, `picks` the player's in order.
import { Argument, Option, type Command } from 'commander';
import type { CliSession } from '../session.ts';
import type { InvokeOutput } from '../../../protocol/bridge.ts';
import { boundedIntegerOption, parseBoundedInteger } from '../options.ts';
import { POOL_KINDS } from '../../../engine/pools/pool.ts';
import {
  MAX_BOOSTERS,
  SEALED_BOOSTERS,
  byRarity,
  missingSheetText,
  type MissingSheetCards,
  type OpenedCard,
} from '../../../engine/pools/boosters.ts';
import { DEFAULT_SEATS, MAX_SEATS, MIN_SEATS } from '../../../engine/pools/draft.ts';

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
    .description('open boosters of a set into a new pool, as Forge and XMage do for sealed')
    .argument('<set>', 'the set code (decklab pool sets lists those with booster data)')
    .addOption(
      boundedIntegerOption('--boosters <n>', 'how many boosters', { min: 1, max: MAX_BOOSTERS }, SEALED_BOOSTERS),
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
        set: string,
        options: {
          boosters: number;
          kind?: string;
          seed?: number;
          name?: string;
          poolKind: 'sealed' | 'draft' | 'cube';
        },
      ) => {
        const opened = await session.api.invoke('pools.open', {
          set,
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
    .argument('<set>', 'the set code (decklab pool sets lists those with booster data)')
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
      async (set: string, options: { seats: number; seed?: number; kind?: string; name?: string; auto?: boolean }) => {
        let draft = await session.api.invoke('drafts.start', {
          set,
          product: options.kind,
          seats: options.seats,
          seed: options.seed,
          name: options.name,
        });
        if (!options.auto) {
          printPack(
            session,
            draft,
            `draft ${draft.id} "${draft.name}" started (${draft.set} "${draft.product}", seed ${draft.seed}, ${draft.seats} seats): pick with \`decklab pool pick ${draft.id} <n>\`, in the app's Pools screen, or run with --auto`,
          );
          return;
        }
        while (!draft.done) draft = await session.api.invoke('drafts.pick', { id: draft.id, card: draft.suggestion! });
        await printDraftPool(session, draft);
      },
    );
}

type DraftView = InvokeOutput<'drafts.get'>;

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
    `${draft.set}: drafted "${draft.product}" boosters at ${draft.seats} seats (seed ${draft.seed}) into pool ${pool.id} "${pool.name}", ${draft.picks.length} cards`,
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

export function registerPoolCommand(program: Command, session: CliSession): void {
  const pool = program.command('pool').description('card pools for Limited: open or draft boosters of a set');
  registerOpen(pool, session);
  registerDraft(pool, session);
  registerPick(pool, session);
  registerSets(pool, session);
}
