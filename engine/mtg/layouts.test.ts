import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasBackImage } from './layouts.ts';
import { scryfallFile, type ScryfallCard } from '../../test/real-cards.ts';
import { sharedPath } from '../../test/shared-data.ts';

const LAYOUT_FIXTURES = sharedPath('scryfall', 'api-types-fixtures', 'Card', 'layouts');

function fixtureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? fixtureFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Scryfall's own card objects, one or more per layout, with the images Scryfall gives them. */
const fixtures = fixtureFiles(LAYOUT_FIXTURES).map((file) => {
  const card = scryfallFile(relative(sharedPath('scryfall'), file)) as ScryfallCard;
  const faceImages = (card.card_faces ?? []).filter((face) => face.image_uris !== undefined).length;
  return { file: relative(LAYOUT_FIXTURES, file), card, faceImages, cardImage: card.image_uris !== undefined };
});
const withImages = fixtures.filter((f) => f.cardImage || f.faceImages > 0);

describe('hasBackImage (CR 712.1 double-faced cards; Scryfall layouts and images)', () => {
  it('reads every layout fixture Scryfall publishes: each two-sided layout and each one-image multi-face one', () => {
    expect(fixtures).toHaveLength(79);
    expect(withImages).toHaveLength(78);
    const layouts = new Set(fixtures.map((f) => f.card.layout));
    const multiFace = ['transform', 'modal_dfc', 'double_faced_token', 'reversible_card', 'art_series'];
    for (const layout of [...multiFace, 'split', 'flip', 'adventure', 'meld']) expect(layouts).toContain(layout);
  });

  it.each(withImages.map((f) => [f.file, f] as const))(
    '%s: a back image exactly where Scryfall gives each face its own image',
    (_file, { card, faceImages }) => {
      expect(hasBackImage(card.layout)).toBe(faceImages === 2);
    },
  );

  it('a meld card is one image: its back is the melded card, a record of its own (CR 712.4)', () => {
    expect(hasBackImage('meld')).toBe(false);
    expect(hasBackImage('split')).toBe(false);
    expect(hasBackImage('modal_dfc')).toBe(true);
  });
});
