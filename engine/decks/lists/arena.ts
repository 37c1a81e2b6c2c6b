// MTG Arena export: "Deck" / "Sideboard" / "Commander" / "Companion" sections (and an "About" / "Name …"
// block), cards as "4 Name (SET) 123"; text after a blank line without a header is the sideboard.
import { BOARDS, type Board, type DeckEntry } from '../types.ts';
import type { DeckListFormatModule } from './types.ts';
import { arenaAnnotation } from './card-line.ts';
import { splitLines } from './decode.ts';
import { headerKey, readSectionedText, shareOfLines, writeSectionedText, type TextDialect } from './sectioned-text.ts';
import { MTG_TEXT_HEADERS, OATHBREAKER_HEADERS, SIGNATURE_SPELL_HEADER } from './text.ts';

const ARENA_CARD = /^\d+\s+.+\s\([A-Z0-9]{2,6}\)\s+\S+$/;

const dialect: TextDialect = {
  info: {
    id: 'arena',
    name: 'MTG Arena',
    game: 'mtg',
    extensions: ['txt'],
    boards: ['commander', 'companion', 'main', 'side'],
    capabilities: { printing: 'complete', foil: false, etched: false, deckName: true, notes: false },
    multiFaceNames: 'front-face',
    wantsPrinting: 'arena',
  },
  headers: MTG_TEXT_HEADERS,
  boardHeaders: { main: 'Deck', side: 'Sideboard', commander: 'Commander', companion: 'Companion' },
  signatureSpellHeader: SIGNATURE_SPELL_HEADER,
  formatHeaders: OATHBREAKER_HEADERS,
  blankLineStartsSideboard: true,
  alwaysWriteHeaders: true,
  writeCard: (e: DeckEntry) => `${e.count} ${e.name}${arenaAnnotation(e.printing)}`,
  writeName: (name) => ['About', `Name ${name}`],
};

const isBoard = (target: string | undefined): target is Board => BOARDS.includes(target as Board);

/**
 * A header of a board Arena has no place for: Archidekt's and Moxfield's exports in Arena's shape end with a
 * "Maybeboard" section, which the plain-text dialect reads and Arena's would refuse line by line.
 */
function headsBoardArenaLacks(text: string): boolean {
  return splitLines(text).some((line) => {
    const target = MTG_TEXT_HEADERS[headerKey(line.trim())];
    return isBoard(target) && !dialect.info.boards.includes(target);
  });
}

export const arenaFormat: DeckListFormatModule = {
  info: dialect.info,
  detect: (text) => {
    if (headsBoardArenaLacks(text)) return 0;
    if (/^About\s*$/m.test(text) && /^Name\s+\S/m.test(text)) return 0.8;
    return shareOfLines(text, ARENA_CARD) >= 0.5 ? 0.7 : 0;
  },
  read: (text) => readSectionedText(dialect, text),
  write: (deck, options) => writeSectionedText(dialect, deck, options),
};
