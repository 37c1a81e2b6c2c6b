// `decklab card <name>`: a card's faces, legalities, printings and localized names; each printing's image address
// (on the app's own origin, and the remote source it is fetched from) and its prices with their snapshot date.
import type { Command } from 'commander';
import type { CliSession } from '../session.ts';
import { formatCardText } from '../format.ts';
import { APP_ORIGIN } from '../../shell/security.ts';
import { PRICE_KEYS, type Printing } from '../../../engine/cards/types.ts';

/** One printing's prices on a line ("usd 0.13  eur 0.10"), or '' when it has none. */
function formatPrices(printing: Pick<Printing, 'prices'>): string {
  return PRICE_KEYS.filter((k) => printing.prices?.[k] !== undefined)
    .map((k) => `${k} ${printing.prices![k]!.toFixed(2)}`)
    .join('  ');
}

function formatPrintingPrices(printings: readonly Printing[]): string {
  const priced = printings.filter((p) => formatPrices(p) !== '');
  if (priced.length === 0) return '';
  const lines = priced.map(
    (p) => `  ${p.set.toUpperCase()} ${p.collectorNumber}  ${formatPrices(p)}  (prices of ${p.pricesDate})`,
  );
  return `Prices:\n${lines.join('\n')}\n`;
}

export function registerCardCommand(program: Command, session: CliSession): void {
  program
    .command('card')
    .description('show one card: faces, legalities, printings with images and prices, and localized names')
    .argument('<name...>', 'the card name, in English or Japanese')
    .action(async (words: string[]) => {
      const card = await session.api.invoke('cards.get', { name: words.join(' ') });
      const printings = card.printings.map(({ image, ...p }) => ({
        ...p,
        image: { address: APP_ORIGIN + image.path, source: image.source },
      }));
      session.print({ ...card, printings }, () => formatCardText(card) + formatPrintingPrices(card.printings));
    });
}
