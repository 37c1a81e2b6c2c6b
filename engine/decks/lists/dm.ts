// Duel Masters lists: the main deck, the hyperspatial zone (超次元ゾーン, DM 100.3) and the super GR zone
// (超GRゾーン, DM 100.4) as sections, in English or Japanese; counts as "4 Name", "Name ×4" or "Name 4枚".
import type { DeckListFormatModule } from './types.ts';
import { bracketedCardLine } from './card-line.ts';
import {
  readSectionedText,
  writeSectionedText,
  headerKey,
  type SectionTarget,
  type TextDialect,
} from './sectioned-text.ts';
import { splitLines } from './decode.ts';

const DM_HEADERS: Record<string, SectionTarget> = {
  main: 'main',
  'main deck': 'main',
  deck: 'main',
  メイン: 'main',
  メインデッキ: 'main',
  デッキ: 'main',
  hyperspatial: 'hyperspatial',
  'hyperspatial zone': 'hyperspatial',
  超次元: 'hyperspatial',
  超次元ゾーン: 'hyperspatial',
  gr: 'gr',
  'gr zone': 'gr',
  'super gr': 'gr',
  'super gr zone': 'gr',
  超gr: 'gr',
  超grゾーン: 'gr',
};

/** Headers only a Duel Masters list has (a Magic list has "Deck" too). */
const DM_ONLY_HEADERS = new Set(
  // eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL: any non-ASCII character marks a Japanese header
  Object.keys(DM_HEADERS).filter((k) => DM_HEADERS[k] !== 'main' || /[^\x00-\x7f]/.test(k)),
);

const dialect: TextDialect = {
  info: {
    id: 'dm',
    name: 'Duel Masters list',
    game: 'dm',
    extensions: ['txt'],
    boards: ['main', 'hyperspatial', 'gr'],
    capabilities: { printing: 'any', foil: true, etched: false, deckName: true, notes: true, tags: 'card-line' },
  },
  headers: DM_HEADERS,
  // Written in Japanese, the rules' own words, which also tell a Duel Masters list from a Magic one.
  boardHeaders: { main: 'メインデッキ', hyperspatial: '超次元ゾーン', gr: '超GRゾーン' },
  blankLineStartsSideboard: false,
  alwaysWriteHeaders: true,
  writeCard: bracketedCardLine,
  writeName: (name) => [`// NAME: ${name}`],
};

export const dmFormat: DeckListFormatModule = {
  info: dialect.info,
  detect: (text) => (splitLines(text).some((line) => DM_ONLY_HEADERS.has(headerKey(line.trim()))) ? 0.9 : 0),
  read: (text) => readSectionedText(dialect, text),
  write: (deck) => writeSectionedText(dialect, deck),
};
