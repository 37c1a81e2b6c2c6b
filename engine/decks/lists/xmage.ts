// XMage .dck: "NAME:deck", "AUTHOR:who", "4 [SET:123] Name", "SB: 2 [SET:123] Name", "LAYOUT MAIN:…" /
// "LAYOUT SIDEBOARD:…" (the editor's card piles, not cards). Same extension as Forge, different content. XMage's own
// importer (DckDeckImporter) takes any set code and number but "]" and ":": its set codes have hyphens ("MPS-AKH")
// and its numbers letters ("PUMA:U16").
import type { Board, Deck, DeckEntry } from '../types.ts';
import type { DeckListFormatModule, DeckListProblem } from './types.ts';
import { addEntry, appendNote, emptyDeck, filledBoards, parseCount } from './deck-building.ts';
import { splitLines } from './decode.ts';
import { problem } from './problems.ts';
import { shareOfLines } from './sectioned-text.ts';

const CARD_LINE = /^(SB:\s*)?(\d+)\s+(?:\[([^\]:\s]*):([^\]]*)\]\s+)?(\S.*)$/;
const XMAGE_CARD = /^(SB:\s*)?\d+\s+\[[^\]:\s]*:[^\]]*\]\s+\S/;

function readLine(deck: Deck, problems: DeckListProblem[], lineNo: number, raw: string): void {
  const text = raw.trim();
  if (!text || text.startsWith('#') || /^LAYOUT (MAIN|SIDEBOARD):/.test(text)) return;
  const name = /^NAME:(.*)$/.exec(text);
  if (name) return void (deck.name = name[1].trim());
  const author = /^AUTHOR:(.*)$/.exec(text);
  if (author) return appendNote(deck, `Author: ${author[1].trim()}`);
  const m = CARD_LINE.exec(text);
  if (!m) return void problems.push(problem(lineNo, text, 'unreadable-line', 'not "count [SET:number] Name"'));
  const count = parseCount(m[2]);
  if (count === undefined)
    return void problems.push(problem(lineNo, text, 'bad-count', `"${m[2]}" is not a card count`));
  const entry: DeckEntry = { name: m[5].trim(), count, line: lineNo };
  if (m[3]) entry.printing = { set: m[3].toUpperCase(), collectorNumber: m[4] };
  const board: Board = m[1] ? 'side' : 'main';
  addEntry(deck, board, entry);
}

function read(text: string): { deck: Deck; problems: DeckListProblem[] } {
  const deck = emptyDeck('mtg');
  const problems: DeckListProblem[] = [];
  splitLines(text).forEach((raw, i) => readLine(deck, problems, i + 1, raw));
  return { deck, problems };
}

function cardLine(entry: DeckEntry): string {
  const p = entry.printing;
  const printing = p?.set && p.collectorNumber ? `[${p.set}:${p.collectorNumber}] ` : '';
  return `${entry.count} ${printing}${entry.name}`;
}

function write(deck: Deck): string {
  // XMage always writes the NAME line; it also tells this format from a plain list.
  const lines = [`NAME:${deck.name.replace(/\r?\n/g, ' ')}`];
  for (const [board, entries] of filledBoards(deck, xmageFormat.info.boards)) {
    lines.push(...entries.map((e) => (board === 'side' ? 'SB: ' : '') + cardLine(e)));
  }
  return lines.join('\n') + '\n';
}

export const xmageFormat: DeckListFormatModule = {
  info: {
    id: 'xmage',
    name: 'XMage .dck',
    game: 'mtg',
    extensions: ['dck'],
    boards: ['main', 'side'],
    capabilities: { printing: 'complete', foil: false, etched: false, deckName: true, notes: false },
    multiFaceNames: 'front-face',
    wantsPrinting: 'paper',
  },
  detect: (text) => {
    if (/^(NAME:|LAYOUT (MAIN|SIDEBOARD):)/m.test(text)) return 0.9;
    return shareOfLines(text, XMAGE_CARD) >= 0.5 ? 0.8 : 0;
  },
  read,
  write,
};
