// Forge .dck: INI-style "[metadata]" (Name=, Comment=, Tags=, Format=), then "[Main]", "[Sideboard]",
// "[Commander]" with lines "4 Name|SET|art|[collector]"; a "+" right after the name marks a foil
// (Forge's CardRequest). Section names are matched case-insensitively ("[main]" and "[Main]" both occur).
// Comment and Tags are Forge's own header keys (DeckFileHeader: a one-line comment, tags separated by commas),
// which its DeckSerializer writes and reads.
import type { Board, Deck, DeckEntry, PinnedPrinting } from '../types.ts';
import type { DeckListFormatModule, DeckListProblem } from './types.ts';
import { addEntry, appendNote, emptyDeck, filledBoards, parseCount } from './deck-building.ts';
import { splitLines } from './decode.ts';
import { problem } from './problems.ts';
import { shareOfLines } from './sectioned-text.ts';

type ForgeSection = Board | 'metadata' | 'general' | 'unknown';

const SECTIONS: Record<string, ForgeSection> = {
  metadata: 'metadata',
  general: 'general',
  main: 'main',
  sideboard: 'side',
  commander: 'commander',
};
const SECTION_NAMES: Partial<Record<Board, string>> = { main: 'Main', side: 'Sideboard', commander: 'Commander' };

const SECTION_LINE = /^\[([^\]]+)\]$/;
const CARD_LINE = /^(\d+)\s+(.+)$/;
const FORGE_CARD = /^\d+\s+[^|]+\|[A-Z0-9]{2,6}(\|.*)?$/;

/**
 * DeckFileHeader.TAGS_SEPARATOR: Forge splits its Tags= value at each comma, with no escape, and trims each part; a
 * tag holding a comma cannot be written as one (the export names it, index.ts).
 */
const TAGS_SEPARATOR = ',';

/** The deck's tags as Forge's header holds them: on one line, without the ones Forge would read as two. */
export const forgeTags = (tags: readonly string[] = []): string[] =>
  tags.map(oneLine).filter((t) => t && !t.includes(TAGS_SEPARATOR));

/** A header value is one line: Forge's serializer drops the comment's line breaks, here they become spaces. */
export const oneLine = (text: string) => text.trim().replace(/\s*\r?\n\s*/g, ' ');

interface ForgeReader {
  deck: Deck;
  problems: DeckListProblem[];
  section: ForgeSection;
  sectionName: string;
}

function readMetadata(reader: ForgeReader, text: string): void {
  const m = /^([^=]+)=(.*)$/.exec(text);
  if (!m) return;
  const [key, value] = [m[1].trim().toLowerCase(), m[2].trim()];
  if (key === 'name') reader.deck.name = value;
  else if ((key === 'comment' || key === 'description') && value) appendNote(reader.deck, value);
  else if (key === 'format' && value) reader.deck.format = value.toLowerCase();
  else if (key === 'tags') {
    const tags = value
      .split(TAGS_SEPARATOR)
      .map((t) => t.trim())
      .filter(Boolean);
    if (tags.length > 0) reader.deck.tags = [...new Set([...(reader.deck.tags ?? []), ...tags])];
  }
}

/** "Name+|SET|2|[123]" → name, foil, set, art index, collector number. */
export function parseForgeCardRequest(request: string): { name: string; printing?: PinnedPrinting } {
  const [rawName, set, ...rest] = request.split('|').map((s) => s.trim());
  const foil = rawName.endsWith('+');
  const name = foil ? rawName.slice(0, -1).trim() : rawName;
  if (!set && !foil) return { name };
  const printing: PinnedPrinting = { set: (set ?? '').toUpperCase(), collectorNumber: '' };
  if (foil) printing.foil = true;
  for (const field of rest) {
    const collector = /^\[(.+)\]$/.exec(field);
    if (collector) printing.collectorNumber = collector[1];
    else if (/^\d+$/.test(field)) printing.artIndex = Number(field);
  }
  return { name, printing };
}

function readCardLine(reader: ForgeReader, lineNo: number, text: string): void {
  const m = CARD_LINE.exec(text);
  const count = m ? parseCount(m[1]) : undefined;
  if (!m) return void reader.problems.push(problem(lineNo, text, 'unreadable-line', 'not "count Name|SET"'));
  if (count === undefined)
    return void reader.problems.push(problem(lineNo, text, 'bad-count', `"${m[1]}" is not a card count`));
  const board = reader.section;
  if (board === 'metadata' || board === 'general' || board === 'unknown') {
    return void reader.problems.push(
      problem(
        lineNo,
        text,
        'unknown-section',
        `section [${reader.sectionName}] is not a deck section Decklab keeps; card skipped`,
      ),
    );
  }
  const { name, printing } = parseForgeCardRequest(m[2]);
  const entry: DeckEntry = { name, count, line: lineNo };
  if (printing) entry.printing = printing;
  addEntry(reader.deck, board, entry);
}

function readLine(reader: ForgeReader, lineNo: number, raw: string): void {
  const text = raw.trim();
  if (!text || text.startsWith('#')) return;
  const section = SECTION_LINE.exec(text);
  if (section) {
    reader.sectionName = section[1];
    reader.section = SECTIONS[section[1].trim().toLowerCase()] ?? 'unknown';
    return;
  }
  if (reader.section === 'metadata') return readMetadata(reader, text);
  if (reader.section === 'general') return; // deck type words ("Constructed"), not cards
  readCardLine(reader, lineNo, text);
}

function read(text: string): { deck: Deck; problems: DeckListProblem[] } {
  const reader: ForgeReader = { deck: emptyDeck('mtg'), problems: [], section: 'main', sectionName: 'main' };
  splitLines(text).forEach((raw, i) => readLine(reader, i + 1, raw));
  return { deck: reader.deck, problems: reader.problems };
}

function cardRequest(entry: DeckEntry): string {
  const p = entry.printing;
  let out = entry.name + (p?.foil ? '+' : '');
  if (!p?.set) return out;
  out += `|${p.set}`;
  if (p.artIndex !== undefined) out += `|${p.artIndex}`;
  if (p.collectorNumber) out += `|[${p.collectorNumber}]`;
  return out;
}

function write(deck: Deck): string {
  const lines = ['[metadata]', `Name=${deck.name.replace(/\r?\n/g, ' ')}`];
  if (deck.format) lines.push(`Format=${deck.format}`);
  if (deck.notes?.trim()) lines.push(`Comment=${oneLine(deck.notes)}`);
  const tags = forgeTags(deck.tags);
  if (tags.length > 0) lines.push(`Tags=${tags.join(TAGS_SEPARATOR)}`);
  for (const [board, entries] of filledBoards(deck, forgeFormat.info.boards)) {
    lines.push(`[${SECTION_NAMES[board]}]`, ...entries.map((e) => `${e.count} ${cardRequest(e)}`));
  }
  return lines.join('\n') + '\n';
}

export const forgeFormat: DeckListFormatModule = {
  info: {
    id: 'forge',
    name: 'Forge .dck',
    game: 'mtg',
    extensions: ['dck'],
    boards: ['commander', 'main', 'side'],
    capabilities: {
      printing: 'any',
      foil: true,
      etched: false,
      deckName: true,
      notes: 'one-line',
      artIndex: true,
      deckTags: { separator: TAGS_SEPARATOR },
    },
    multiFaceNames: 'front-face',
  },
  detect: (text) => {
    if (/^\[(metadata|main|sideboard|commander)\]\s*$/im.test(text)) return 0.9;
    return shareOfLines(text, FORGE_CARD) >= 0.5 ? 0.7 : 0;
  },
  read,
  write,
};
