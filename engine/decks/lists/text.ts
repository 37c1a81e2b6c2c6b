// Plain text lists: "4 Name" or "4x Name", sections Deck / Sideboard / Commander / Companion / Maybeboard,
// a blank line before an unheaded sideboard (MTGO .txt), and taw's "// NAME:" comments, "COMMANDER:"
// prefix, "[SET:123]" / "[foil]" annotations and non-playable "Display Commander" section.
import type { DeckListFormatModule } from './types.ts';
import { bracketedCardLine } from './card-line.ts';
import { extensionOf } from './deck-building.ts';
import { readSectionedText, writeSectionedText, type SectionTarget, type TextDialect } from './sectioned-text.ts';

/** Section headers of Magic text lists (Arena, MTGO, Moxfield, Archidekt, MTGGoldfish, taw). */
export const MTG_TEXT_HEADERS: Record<string, SectionTarget> = {
  deck: 'main',
  main: 'main',
  maindeck: 'main',
  'main deck': 'main',
  mainboard: 'main',
  sideboard: 'side',
  side: 'side',
  'side board': 'side',
  maybeboard: 'maybe',
  maybe: 'maybe',
  considering: 'maybe',
  commander: 'commander',
  commanders: 'commander',
  // Oathbreaker's command zone (Moxfield's "Signature Spell" section): the commander board holds both (OB 8).
  oathbreaker: 'commander',
  oathbreakers: 'commander',
  'signature spell': 'commander',
  'signature spells': 'commander',
  companion: 'companion',
  'display commander': 'display',
  about: 'about',
};

/**
 * Oathbreaker's command zone (OB 8) as the sites list it: the oathbreakers under "Commander", the signature spells
 * under "Signature Spell" (Moxfield's section, Archidekt's category), which only an Oathbreaker list has.
 */
export const SIGNATURE_SPELL_HEADER = 'Signature Spell';
export const OATHBREAKER_HEADERS: Record<string, string> = {
  oathbreaker: 'oathbreaker',
  oathbreakers: 'oathbreaker',
  'signature spell': 'oathbreaker',
  'signature spells': 'oathbreaker',
};

const dialect: TextDialect = {
  info: {
    id: 'text',
    name: 'Plain text',
    game: 'mtg',
    extensions: ['txt', 'dec', 'mwdeck'],
    boards: ['commander', 'companion', 'main', 'side', 'maybe'],
    capabilities: { printing: 'any', foil: true, etched: true, deckName: true, notes: true, tags: 'card-line' },
  },
  headers: MTG_TEXT_HEADERS,
  boardHeaders: {
    main: 'Deck',
    side: 'Sideboard',
    maybe: 'Maybeboard',
    commander: 'Commander',
    companion: 'Companion',
  },
  signatureSpellHeader: SIGNATURE_SPELL_HEADER,
  formatHeaders: OATHBREAKER_HEADERS,
  blankLineStartsSideboard: true,
  alwaysWriteHeaders: false,
  writeCard: bracketedCardLine,
  writeName: (name) => [`// NAME: ${name}`],
};

export const textFormat: DeckListFormatModule = {
  info: dialect.info,
  // The fallback: any text can be read as a list, every line it cannot place is reported.
  detect: (_text, hint) => (['txt', 'dec'].includes(extensionOf(hint.fileName)) ? 0.15 : 0.1),
  read: (text) => readSectionedText(dialect, text),
  write: (deck, options) => writeSectionedText(dialect, deck, options),
};
