// Cockatrice .cod: <cockatrice_deck version="1"><deckname/><format/><bannerCard providerId="…"/><comments/>
// <tags><tag/></tags><zone name="main|side|tokens"><card number="4" name="…" setShortName="…" collectorNumber="…"
// uuid="…"/></zone></cockatrice_deck> (Cockatrice's deck_list.cpp, DeckList::readElement and writeMetadata;
// AbstractDecklistCardNode::writeElement). A card's uuid is its printing's provider id, the Scryfall id Cockatrice's
// oracle importer stores as a printing's "uuid": CardDatabase::guessCard finds the printing by it, and without it takes
// the card's preferred printing, whatever the set and number say. The format is
// kept when it is one of Decklab's ids (Cockatrice names formats by their legality keys, as Decklab does), the tags
// as the deck's; a Decklab deck has no banner card, so a file's is named in a warning, not kept.
// Cockatrice has no commander zone; files converted from other tools miss the commander (the validator
// then reports a commander deck without one) or name the sideboard "sideboard" (read, and reported).
import type { Board, Deck, DeckEntry } from '../types.ts';
import type { DeckListFormatModule, DeckListProblem } from './types.ts';
import { addEntry, emptyDeck, filledBoards, parseCount } from './deck-building.ts';
import { problem } from './problems.ts';
import { attr, childElements, childText, describeElement, parseXml, xmlEscape, type XmlNode } from './xml.ts';
import { getFormat } from '../../formats/index.ts';
import { scryfallIdOf } from '../../cards/scryfall-id.ts';

type ZoneTarget = { board: Board; standard: boolean } | 'tokens' | undefined;

const ZONES: Record<string, ZoneTarget> = {
  main: { board: 'main', standard: true },
  side: { board: 'side', standard: true },
  sideboard: { board: 'side', standard: false },
  tokens: 'tokens',
};
const ZONE_NAMES: Partial<Record<Board, string>> = { main: 'main', side: 'side' };

interface CodReader {
  deck: Deck;
  problems: DeckListProblem[];
  lineOf: (n: XmlNode) => number;
}

function readCard(reader: CodReader, board: Board, node: XmlNode): void {
  const line = reader.lineOf(node);
  const text = describeElement('card', node);
  const name = attr(node, 'name')?.trim();
  const count = parseCount(attr(node, 'number') ?? '');
  if (!name) return void reader.problems.push(problem(line, text, 'unreadable-line', 'a <card> without a name'));
  if (count === undefined)
    return void reader.problems.push(
      problem(line, text, 'bad-count', `number "${attr(node, 'number') ?? ''}" is not a card count`),
    );
  const entry: DeckEntry = { name, count, line };
  const set = attr(node, 'setShortName')?.trim();
  if (set) entry.printing = { set: set.toUpperCase(), collectorNumber: attr(node, 'collectorNumber')?.trim() ?? '' };
  addEntry(reader.deck, board, entry);
}

function readZone(reader: CodReader, zone: XmlNode): void {
  const zoneName = attr(zone, 'name') ?? '';
  const target = ZONES[zoneName.toLowerCase()];
  const line = reader.lineOf(zone);
  const cards = childElements(zone, 'card');
  if (target === undefined || target === 'tokens') {
    for (const card of cards) {
      const known = target === 'tokens';
      reader.problems.push(
        problem(
          reader.lineOf(card),
          describeElement('card', card),
          known ? 'not-playable-section' : 'unknown-section',
          known
            ? 'tokens are not cards of the deck; not counted'
            : `zone "${zoneName}" is not a Cockatrice deck zone (main, side); card skipped`,
        ),
      );
    }
    return;
  }
  if (!target.standard) {
    reader.problems.push(
      problem(
        line,
        `<zone name="${zoneName}">`,
        'nonstandard-section',
        `zone "${zoneName}" is read as the sideboard; Cockatrice itself names it "side"`,
      ),
    );
  }
  for (const card of cards) readCard(reader, target.board, card);
}

/** The file's format, banner card and tags: each kept where the deck has a place for it, else said. */
function readMetadata(reader: CodReader, root: XmlNode | undefined): void {
  const format = childText(root, 'format').trim();
  const known = format ? getFormat(format) : undefined;
  if (known?.game === 'mtg') reader.deck.format = known.id;
  else if (format)
    reader.problems.push(
      problem(0, `<format>${format}</format>`, 'not-kept', `format "${format}" is not one Decklab knows; not kept`, {
        kind: 'format',
        value: format,
      }),
    );
  const banner = childText(root, 'bannerCard').trim();
  if (banner)
    reader.problems.push(
      problem(
        0,
        `<bannerCard>${banner}</bannerCard>`,
        'not-kept',
        `a Decklab deck has no banner card: "${banner}" is not kept`,
        {
          kind: 'banner-card',
          value: banner,
        },
      ),
    );
  const tags = childElements(root, 'tags').flatMap((tags) => asTexts(tags['tag']));
  if (tags.length > 0) reader.deck.tags = [...new Set(tags)];
}

/** An element's repeated text children (<tag>a</tag><tag>b</tag>), trimmed, the empty ones left out. */
function asTexts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list
    .map((v) =>
      typeof v === 'string'
        ? v
        : typeof (v as XmlNode)?.['#text'] === 'string'
          ? ((v as XmlNode)['#text'] as string)
          : '',
    )
    .map((v) => v.trim())
    .filter(Boolean);
}

function read(text: string): { deck: Deck; problems: DeckListProblem[] } {
  const deck = emptyDeck('mtg');
  const parsed = parseXml(text, ['zone', 'card', 'tag']);
  if ('code' in parsed) return { deck, problems: [parsed] };
  const reader: CodReader = { deck, problems: [], lineOf: parsed.lineOf };
  const root = parsed.root['cockatrice_deck'];
  if (!root)
    reader.problems.push(
      problem(0, '', 'malformed-file', 'the file has no <cockatrice_deck> element', {
        kind: 'no-root',
        element: 'cockatrice_deck',
      }),
    );
  deck.name = childText(root, 'deckname').trim();
  const comments = childText(root, 'comments');
  if (comments) deck.notes = comments;
  readMetadata(reader, root as XmlNode | undefined);
  for (const zone of childElements(root, 'zone')) readZone(reader, zone);
  return { deck, problems: reader.problems };
}

function cardElement(e: DeckEntry): string {
  const p = e.printing;
  const providerId = scryfallIdOf(p?.id);
  const printing =
    p?.set && p.collectorNumber
      ? ` setShortName="${xmlEscape(p.set)}" collectorNumber="${xmlEscape(p.collectorNumber)}"${providerId ? ` uuid="${providerId}"` : ''}`
      : '';
  return `    <card number="${e.count}" name="${xmlEscape(e.name)}"${printing}/>`;
}

function write(deck: Deck): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<cockatrice_deck version="1">',
    `  <deckname>${xmlEscape(deck.name)}</deckname>`,
    ...(deck.format ? [`  <format>${xmlEscape(deck.format)}</format>`] : []),
    `  <comments>${xmlEscape(deck.notes ?? '')}</comments>`,
    ...(deck.tags?.length ? ['  <tags>', ...deck.tags.map((t) => `    <tag>${xmlEscape(t)}</tag>`), '  </tags>'] : []),
  ];
  for (const [board, entries] of filledBoards(deck, cockatriceFormat.info.boards)) {
    lines.push(`  <zone name="${ZONE_NAMES[board]}">`, ...entries.map(cardElement), '  </zone>');
  }
  lines.push('</cockatrice_deck>');
  return lines.join('\n') + '\n';
}

export const cockatriceFormat: DeckListFormatModule = {
  info: {
    id: 'cockatrice',
    name: 'Cockatrice .cod',
    game: 'mtg',
    extensions: ['cod'],
    boards: ['main', 'side'],
    capabilities: { printing: 'complete', foil: false, etched: false, deckName: true, notes: true, deckTags: true },
    multiFaceNames: 'cockatrice',
  },
  detect: (text) => (/<cockatrice_deck[\s>]/.test(text) ? 0.95 : 0),
  read,
  write,
};
