// The real C21 precon Lorehold Legacies with Lurrus of the Dream-Den as its companion, written as an MTGO .dek
// (Osgir and Lurrus in the sideboard, CR 903.3, 702.139a) and read back with no format, as the editor holds a list
// whose format was never chosen; and a version of it with a Mountain more (100 and Osgir: no Commander variant's
// size, CR 903.5a, so its list alone makes no format).
import { readFileSync } from 'node:fs';
import type { Api } from '../electron/api/index.ts';
import type { Deck } from '../engine/decks/types.ts';
import { sharedPath } from './shared-data.ts';

const MOUNTAINS = '\n12 Mountain [STX:*]\n';

/** `text` written as an MTGO .dek by decks.export and read back by decks.import, its format left unchosen. */
async function asDekWithNoFormat(api: Pick<Api, 'invoke'>, text: string): Promise<Deck> {
  const { deck } = await api.invoke('decks.import', { text });
  const written = await api.invoke('decks.export', { deck, format: 'mtgo-dek' });
  return { ...(await api.invoke('decks.import', { text: written.text, format: 'mtgo-dek' })).deck, format: undefined };
}

/** The Lorehold .dek with no format, and its version with a Mountain more, through the API's import and export. */
export async function loreholdDeksWithNoFormat(
  api: Pick<Api, 'invoke'>,
): Promise<{ dek: Deck; oneMountainMore: Deck }> {
  const list = readFileSync(sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt'), 'utf8');
  const text = `${list}\nCompanion\n1 Lurrus of the Dream-Den\n`;
  if (!text.includes(MOUNTAINS)) throw new Error('the Lorehold list no longer holds 12 Mountains');
  return {
    dek: await asDekWithNoFormat(api, text),
    oneMountainMore: await asDekWithNoFormat(api, text.replace(MOUNTAINS, '\n13 Mountain [STX:*]\n')),
  };
}

type Words = 'goldfish.formatGuessed' | 'formatName.commander' | 'goldfish.formatGuessedFrom.sideboard';

/** "Format: Commander (guessed from … the sideboard …)" as a catalog words it: what the lab says of the .dek. */
export const guessedCommanderFromSideboard = (catalog: Readonly<Record<Words, string>>): string =>
  catalog['goldfish.formatGuessed']
    .replace('{format}', catalog['formatName.commander'])
    .replace('{reason}', catalog['goldfish.formatGuessedFrom.sideboard']);
