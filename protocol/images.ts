// Card image addresses: paths on the renderer's own origin (decklab://app/images/… in the app, the test
// server's origin in the end-to-end tests), answered by the main process from its image cache. The renderer
// never names a remote address: it names a printing or a card, and the main process finds the image.
// Pure data and functions: the renderer and the shell both import it.

export const IMAGE_PATH_PREFIX = '/images/';

export const IMAGE_FACES = ['front', 'back'] as const;
export type ImageFace = (typeof IMAGE_FACES)[number];

/** Scryfall's sizes (https://scryfall.com/docs/api/images): small for grids and strips, normal for previews. */
export const IMAGE_SIZES = ['small', 'normal', 'large'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** A printing by its id, or a card by its id (the main process picks the card's default printing). */
export const IMAGE_SUBJECTS = ['printing', 'card'] as const;
export type ImageSubject = (typeof IMAGE_SUBJECTS)[number];

export interface ImageRequest {
  subject: ImageSubject;
  id: string;
  face: ImageFace;
  size: ImageSize;
}

/** Ids are card or printing ids: short and printable (a DM number may hold "/", encoded in the path). */
const MAX_ID_LENGTH = 200;

export function imagePath({ subject, id, face, size }: ImageRequest): string {
  return `${IMAGE_PATH_PREFIX}${subject}/${encodeURIComponent(id)}/${face}/${size}`;
}

/** The request an image path names, or null for anything else (a path is outside input until parsed). */
export function parseImagePath(pathname: string): ImageRequest | null {
  if (!pathname.startsWith(IMAGE_PATH_PREFIX)) return null;
  const parts = pathname.slice(IMAGE_PATH_PREFIX.length).split('/');
  if (parts.length !== 4) return null;
  const [subject, encodedId, face, size] = parts;
  let id: string;
  try {
    id = decodeURIComponent(encodedId);
  } catch {
    return null;
  }
  if (id.length === 0 || id.length > MAX_ID_LENGTH || hasControlCharacter(id)) return null;
  if (!isOneOf(IMAGE_SUBJECTS, subject) || !isOneOf(IMAGE_FACES, face) || !isOneOf(IMAGE_SIZES, size)) return null;
  return { subject, id, face, size };
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
