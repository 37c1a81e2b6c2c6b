// Where a printing's image is on the web. Scryfall names every image file by the printing's Scryfall id
// (https://scryfall.com/docs/api/images): https://cards.scryfall.io/<size>/<face>/<id[0]>/<id[1]>/<id>.jpg, so
// the id yields every size and the back face (MTGJSON gives only the id). Older bulk files name the retired
// host img.scryfall.com/cards/…, some by set and number: the printing's id names the same image today. Any
// other address (Duel Masters' ImageURL) is the only image there is: one size, no back, and only if it names a file.

export const IMAGE_FACES = ['front', 'back'] as const;
export type ImageFace = (typeof IMAGE_FACES)[number];

/** Scryfall's sizes (https://scryfall.com/docs/api/images): small for grids and strips, normal for previews. */
export const IMAGE_SIZES = ['small', 'normal', 'large'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

const SCRYFALL_IMAGE_HOST = 'https://cards.scryfall.io';

/**
 * Card layouts whose two faces are two sides, each with its own image (Scryfall `card_faces[].image_uris`). A
 * reversible card is read as one side (from-scryfall.ts), so its printing shows that side.
 */
export const DOUBLE_SIDED_LAYOUTS: ReadonlySet<string> = new Set(['transform', 'modal_dfc']);

/** Degrees clockwise an image is turned. */
export type ImageTurn = 0 | 90 | -90 | 180;

/**
 * How far a card's image turns to read the half printed sideways or upside down (Scryfall's image is the card as
 * printed): a split card's two halves lie sideways (CR 709.1), an aftermath card's second half reads turned
 * counterclockwise (CR 702.127), a flip card's flipped half upside down (CR 710.1). Other layouts read as printed.
 */
const READING_TURNS: ReadonlyMap<string, ImageTurn> = new Map([
  ['split', 90],
  ['aftermath', -90],
  ['flip', 180],
]);

export function readingTurn(layout: string): ImageTurn {
  return READING_TURNS.get(layout) ?? 0;
}

const SCRYFALL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Scryfall's image hosts, current and retired (older bulk files name img.scryfall.com/cards/…). */
const SCRYFALL_IMAGE_HOST_ADDRESS = /^https:\/\/(?:cards\.scryfall\.io|img\.scryfall\.com\/cards)\/[^?]*(\?\d+)?$/;

/** The image of a printing by its Scryfall id, by Scryfall's file pattern; undefined for anything not such an id. */
export function scryfallImageAddress(
  scryfallId: string,
  face: ImageFace,
  size: ImageSize,
  version = '',
): string | undefined {
  if (!SCRYFALL_ID.test(scryfallId)) return undefined;
  return `${SCRYFALL_IMAGE_HOST}/${size}/${face}/${scryfallId[0]}/${scryfallId[1]}/${scryfallId}.jpg${version}`;
}

/** What the card data says of a printing's image. */
export interface ImageSource {
  /** The address stored with the printing (printings.image_uri). */
  stored: string;
  printingId: string;
  /** The card has two sides with an image each (DOUBLE_SIDED_LAYOUTS). */
  doubleSided: boolean;
}

/**
 * The address of one face and size of a printing's image; null when there is no such image (a back face of a
 * one-sided card, any back face of a non-Scryfall image, or an address that is not https). A Scryfall image is
 * addressed by the printing's Scryfall id on the current host, whatever host or path the data named; the
 * version (?<timestamp>) Scryfall appends is kept, so a new scan is a new address.
 */
export function imageAddress(
  { stored, printingId, doubleSided }: ImageSource,
  face: ImageFace,
  size: ImageSize,
): string | null {
  const scryfall = SCRYFALL_IMAGE_HOST_ADDRESS.exec(stored);
  if (scryfall && SCRYFALL_ID.test(printingId)) {
    if (face === 'back' && !doubleSided) return null;
    return scryfallImageAddress(printingId, face, size, scryfall[1] ?? '') ?? null;
  }
  if (face === 'back' || !namesImageFile(stored)) return null;
  return stored;
}

/**
 * An https address whose path names a file: no segment empty. The Ravenite Duel Masters CSV writes every ImageURL
 * as `…/cardimage//DM-01-43`, the file name's first part missing (its converter marks image downloads unfinished;
 * the site's files are `…/cardimage/dm01-043.jpg`), so asking for one only brings an error page.
 */
function namesImageFile(stored: string): boolean {
  if (!URL.canParse(stored)) return false;
  const { protocol, pathname } = new URL(stored);
  return protocol === 'https:' && pathname.length > 1 && !pathname.slice(1).split('/').includes('');
}
