// MTGO .dek: <Deck><Cards CatID="…" Quantity="4" Sideboard="false" Name="…" Annotation="0"/></Deck>.
// Split cards come as "Refuse/Cooperate"; resolution reads that form (engine/decks/names.ts). MTGO reads a card by
// its CatID (a file without one makes MTGO fail: dr4fters/dr4ft#1454, Senryoku/Draftmancer#346), so the CatID is
// written from the card data and read back as the printing it names (catalog-id.ts), beside the name.
import type { Deck, DeckEntry } from '../types.ts';
import type { DeckListFormatModule, DeckListProblem, DeckWriteOptions } from './types.ts';
import { addEntry, emptyDeck, filledBoards, parseCount } from './deck-building.ts';
import { problem } from './problems.ts';
import { parseCatalogId } from './catalog-id.ts';
import { attr, childElements, describeElement, parseXml, xmlEscape, type XmlNode } from './xml.ts';

function readCards(deck: Deck, problems: DeckListProblem[], node: XmlNode, lineOf: (n: XmlNode) => number): void {
  const line = lineOf(node);
  const text = describeElement('Cards', node);
  const name = attr(node, 'Name')?.trim() ?? '';
  const count = parseCount(attr(node, 'Quantity') ?? '');
  const catalogId = parseCatalogId(attr(node, 'CatID'));
  if (!name && catalogId === undefined)
    return void problems.push(problem(line, text, 'unreadable-line', 'a <Cards> element without a Name or CatID'));
  if (count === undefined)
    return void problems.push(
      problem(line, text, 'bad-count', `Quantity "${attr(node, 'Quantity') ?? ''}" is not a card count`),
    );
  const entry: DeckEntry = { name, count, line };
  if (catalogId !== undefined) entry.printing = { set: '', collectorNumber: '', catalogId };
  addEntry(deck, attr(node, 'Sideboard')?.toLowerCase() === 'true' ? 'side' : 'main', entry);
}

function read(text: string): { deck: Deck; problems: DeckListProblem[] } {
  const deck = emptyDeck('mtg');
  const parsed = parseXml(text, ['Cards']);
  if ('code' in parsed) return { deck, problems: [parsed] };
  const problems: DeckListProblem[] = [];
  const root = parsed.root['Deck'];
  if (!root)
    problems.push(
      problem(0, '', 'malformed-file', 'the file has no <Deck> element', { kind: 'no-root', element: 'Deck' }),
    );
  for (const node of childElements(root, 'Cards')) readCards(deck, problems, node, parsed.lineOf);
  return { deck, problems };
}

function write(deck: Deck, options: DeckWriteOptions = {}): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '  <NetDeckID>0</NetDeckID>',
    '  <PreconstructedDeckID>0</PreconstructedDeckID>',
  ];
  for (const [board, entries] of filledBoards(deck, mtgoDekFormat.info.boards)) {
    for (const e of entries) {
      const catalogId = options.catalogId?.(e);
      const catId = catalogId === undefined ? '' : `CatID="${catalogId.id}" `;
      lines.push(
        `  <Cards ${catId}Quantity="${e.count}" Sideboard="${board === 'side'}" Name="${xmlEscape(e.name)}" Annotation="0" />`,
      );
    }
  }
  lines.push('</Deck>');
  return lines.join('\n') + '\n';
}

export const mtgoDekFormat: DeckListFormatModule = {
  info: {
    id: 'mtgo-dek',
    name: 'MTGO .dek',
    game: 'mtg',
    extensions: ['dek'],
    boards: ['main', 'side'],
    capabilities: { printing: 'none', foil: false, etched: false, deckName: false, notes: false, catalogIds: true },
    multiFaceNames: 'mtgo',
  },
  detect: (text) => (/<Deck[\s>]/.test(text) && /<(Cards\s|NetDeckID>)/.test(text) ? 0.95 : 0),
  read,
  write,
};
