// `decklab card --json` shows each printing's image address and prices with their snapshot date, and `decklab needs`
// the cost to complete, after importing real Scryfall objects (issue #16, point 4). Figures are Scryfall's strings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { captureCli } from '../../../test/cli.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { PRICE_SNAPSHOT_DATE, buildPricedDb, pricedObjects, scryfallPrice } from '../../../test/priced-cards.ts';

let file = '';
let cleanup: () => void;
let deckFile = '';
beforeAll(async () => {
  const built = await buildPricedDb();
  built.db.close();
  file = built.file;
  cleanup = built.cleanup;
  deckFile = join(dirname(file), 'vintage.txt');
  writeFileSync(deckFile, '4 Anaconda\n1 Black Lotus\n1 Ancestral Recall (LEA) 47\n\nSideboard\n1 Time Walk\n');
});
afterAll(() => cleanup());

const decklab = (...args: string[]) => captureCli([...args, '--db', file]);
const cents = (n: number) => Math.round(n * 100) / 100;

interface CardJson {
  printings: {
    id: string;
    prices?: Record<string, number>;
    pricesDate?: string;
    image: { address: string; source: string | null };
  }[];
}

describe('decklab card: printings with image addresses and prices', () => {
  it('--json: each Anaconda printing’s address on the app’s origin, its source, and Scryfall’s prices with the date', async () => {
    const { code, stdout } = await decklab('card', 'Anaconda', '--json');
    expect(code).toBe(0);
    const card = JSON.parse(stdout) as CardJson;
    const objects = pricedObjects().filter((o) => o.name === 'Anaconda');
    expect(card.printings.map((p) => p.id).sort()).toEqual(objects.map((o) => o.id).sort());
    for (const object of objects) {
      const printing = card.printings.find((p) => p.id === object.id)!;
      expect(printing.image).toEqual({
        address: `decklab://app/images/printing/${object.id}/front/normal`,
        source: object.image_uris!.normal,
      });
      const prices = Object.fromEntries(
        Object.entries(object.prices)
          .filter(([, v]) => v !== null)
          .map(([k, v]) => [k, Number(v)]),
      );
      expect([printing.prices, printing.pricesDate]).toEqual([prices, PRICE_SNAPSHOT_DATE]);
    }
  });

  it('text: a Prices section, one line a printing with its snapshot date', async () => {
    const { code, stdout } = await decklab('card', 'Anaconda');
    expect(code).toBe(0);
    const por = pricedObjects().find((o) => o.name === 'Anaconda' && o.set === 'por')!;
    expect(stdout).toContain(
      `  POR ${por.collector_number}  usd ${por.prices.usd}  eur ${por.prices.eur}  (prices of ${PRICE_SNAPSHOT_DATE})`,
    );
  });
});

describe('decklab needs: the cost to complete', () => {
  it('--json --currency tix: the missing cards priced (nothing owned), Anaconda counted as without a price', async () => {
    const { code, stdout } = await decklab('needs', deckFile, '--json', '--currency', 'tix');
    expect(code).toBe(0);
    const { cost } = JSON.parse(stdout) as {
      cost: { currency: string; total: number; snapshotDate: string; missingPrices: unknown };
    };
    const expected =
      scryfallPrice('Black Lotus', 'lea', 'tix') +
      scryfallPrice('Ancestral Recall', 'lea', 'tix') +
      scryfallPrice('Time Walk', 'lea', 'tix');
    expect(cost).toMatchObject({
      currency: 'tix',
      total: cents(expected),
      snapshotDate: PRICE_SNAPSHOT_DATE,
      missingPrices: { count: 4, names: ['Anaconda'] },
    });
  });

  it('text shows the cost with its date and what has no price; an unknown currency is bad input', async () => {
    const { code, stdout } = await decklab('needs', deckFile, '--currency', 'tix');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      new RegExp(
        `^Cost to complete: \\d+\\.\\d\\d tix \\(prices of ${PRICE_SNAPSHOT_DATE}\\); 4 cards have no price: Anaconda$`,
        'm',
      ),
    );
    expect((await decklab('needs', deckFile, '--currency', 'gbp')).code).toBe(2);
  });

  it('a deck whose missing cards have no price in the currency costs "unknown", never 0.00', async () => {
    const anacondas = join(dirname(file), 'anacondas.txt');
    writeFileSync(anacondas, '4 Anaconda\n');
    const { code, stdout } = await decklab('needs', anacondas, '--currency', 'tix');
    expect(code).toBe(0);
    expect(stdout).toContain(
      `Cost to complete: unknown (prices of ${PRICE_SNAPSHOT_DATE}); 4 cards have no price: Anaconda\n`,
    );
  });

  it('a Duel Masters deck, with Scryfall prices in the card data, says Duel Masters card data carries no prices', async () => {
    const dmFile = sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json');
    expect((await decklab('import', dmFile)).code).toBe(0);
    const names = (JSON.parse(readFileSync(dmFile, 'utf8')) as { cards: { name: string }[] }).cards
      .slice(0, 2)
      .map((c) => c.name);
    const dmDeck = join(dirname(file), 'dm-pair.txt');
    writeFileSync(dmDeck, `// NAME: Duel Masters pair\nメインデッキ\n4 ${names[0]}\n4 ${names[1]}\n`);
    const { code, stdout } = await decklab('needs', dmDeck);
    expect(code).toBe(0);
    // Not "(prices of 2024-03-01); 8 cards have no price": Scryfall's snapshot holds no Duel Masters card.
    expect(stdout).toBe(
      `4 ${names[0]}\n4 ${names[1]}\n8 of 8 cards missing\n` +
        'Cost to complete: unknown (no prices: Duel Masters card data carries no prices)\n',
    );
    const json = JSON.parse((await decklab('needs', dmDeck, '--json')).stdout) as { cost: { snapshotDate: null } };
    expect(json.cost.snapshotDate).toBeNull();
  });
});
