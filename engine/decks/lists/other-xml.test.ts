// A file of the wrong kind: XML that is neither an MTGO .dek nor a Cockatrice .cod (OCTGN's .o8d, a saved web page)
// is refused whole with one problem naming its root, not read line by line as cards named after its tags.
import { describe, expect, it } from 'vitest';
import { readDeckList } from './index.ts';
import { noDeckReason } from './no-deck.ts';
import { realDeck } from '../../../test/real-decks.ts';

const basri = realDeck('cockatrice-cod/BasriDevotedPaladin_M21.cod').deck;

/** The Basri precon as OCTGN saves a deck: sections of <card qty="n" id="…">Name</card>. */
const o8d = [
  '<?xml version="1.0" encoding="utf-8" standalone="yes"?>',
  '<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">',
  '  <section name="Main" shared="False">',
  ...basri.boards.main!.map(
    (e, i) => `    <card qty="${e.count}" id="00000000-0000-0000-0000-${String(i).padStart(12, '0')}">${e.name}</card>`,
  ),
  '  </section>',
  '  <section name="Sideboard" shared="False" />',
  '  <notes><![CDATA[]]></notes>',
  '</deck>',
].join('\r\n');

describe('XML of another kind is no deck list', () => {
  it.each([
    ['an OCTGN .o8d', o8d, 'Basri.o8d', 'deck'],
    ['the same with a byte order mark', '\uFEFF' + o8d, 'Basri.o8d', 'deck'],
    ['a saved web page', '<!DOCTYPE html>\n<!-- saved -->\n<html><body>4 Shock</body></html>\n', 'deck.txt', 'html'],
  ])('%s: one malformed-file problem naming its root, no card, nothing to save', (_kind, text, fileName, root) => {
    const read = readDeckList(text, { fileName });
    expect(read.problems).toEqual([
      expect.objectContaining({
        line: 0,
        code: 'malformed-file',
        severity: 'error',
        params: { kind: 'other-xml', element: root },
      }),
    ]);
    expect(read.problems[0].message).toContain(`<${root}>`);
    expect(read.deck.boards).toEqual({});
    expect(noDeckReason(fileName, read.deck, read.problems)?.reason.code).toBe('deck.no-readable-cards');
  });

  it('the Cockatrice and MTGO files it is told from still read', () => {
    expect(basri.boards.main!.reduce((n, e) => n + e.count, 0)).toBe(60);
    const sliver = realDeck('mtgo-dek/justinbacle-mtg-org-sliver-test.dek').deck;
    expect([sliver.boards.main, sliver.boards.side].map((es) => es!.reduce((n, e) => n + e.count, 0))).toEqual([60, 5]);
  });
});
