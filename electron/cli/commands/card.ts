import type { Command } from 'commander';
import type { CliSession } from '../session.ts';
import { formatCardText } from '../format.ts';

export function registerCardCommand(program: Command, session: CliSession): void {
  program
    .command('card')
    .description('show one card: faces, legalities, printings and localized names')
    .argument('<name...>', 'the card name, in English or Japanese')
    .action(async (words: string[]) => {
      const card = await session.api.invoke('cards.get', { name: words.join(' ') });
      session.print(card, () => formatCardText(card));
    });
}
