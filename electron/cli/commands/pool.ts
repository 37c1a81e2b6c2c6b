// `decklab pool open <SET>` opens boosters of a set into a new pool and prints it by rarity; `decklab pool sets` lists
// the sets whose booster configurations the card data holds (MTGJSON set files and AllPrintings carry them).
// `pool open --json` prints { pool: { id, name, kind, cards }, set, kind, seed, boosters, missing, rarities }.
import { Option, type Command } from 'commander';
import type { CliSession } from '../session.ts';
import { boundedIntegerOption } from '../options.ts';
import { POOL_KINDS } from '../../../engine/pools/pool.ts';
import {
  MAX_BOOSTERS,
  SEALED_BOOSTERS,
  byRarity,
  missingSheetText,
  type OpenedCard,
} from '../../../engine/pools/boosters.ts';

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

function registerOpen(pool: Command, session: CliSession): void {
  pool
    .command('open')
    .description(
      'open boosters of a set into a new pool, as Forge and XMage do for sealed (draft bots are not simulated)',
    )
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
        const rarities = byRarity(opened.packs.flat()).map((g) => ({ rarity: g.rarity, cards: countedLines(g.cards) }));
        const cards = opened.packs.reduce((n, p) => n + p.length, 0);
        session.print(
          {
            pool: { id: opened.pool.id, name: opened.pool.name, kind: opened.pool.kind, cards },
            set: opened.set,
            kind: opened.product,
            seed: opened.seed,
            boosters: opened.packs.length,
            missing: opened.missing,
            rarities,
          },
          () =>
            [
              `${opened.set}: ${opened.packs.length} "${opened.product}" boosters opened (seed ${opened.seed}) into pool ${opened.pool.id} "${opened.pool.name}", ${cards} cards`,
              ...rarities.flatMap((g) => [
                `${g.rarity} (${g.cards.reduce((n, l) => n + l.count, 0)})`,
                ...g.cards.map(
                  (l) => `${String(l.count).padStart(3)} ${l.name}  ${l.set} ${l.number}${l.foil ? ' (foil)' : ''}`,
                ),
              ]),
            ].join('\n') + '\n',
        );
        for (const m of opened.missing) session.io.stderr(`warning: ${missingSheetText(m)}\n`);
      },
    );
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
  const pool = program.command('pool').description('card pools for Limited: open boosters of a set');
  registerOpen(pool, session);
  registerSets(pool, session);
}
