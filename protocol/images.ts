// Card image addresses: paths on the renderer's own origin (decklab://app/images/… in the app, the test
// server's origin in the end-to-end tests), answered by the main process from its image cache. The renderer
// never names a remote address: it names a printing or a card, and the main process finds the image.
// Pure data and functions: the renderer and the shell both import it.

import { IMAGE_FACES, IMAGE_SIZES, type ImageFace, type ImageSize } from '../engine/cards/image-address.ts';

export const IMAGE_PATH_PREFIX = '/images/';

/** Faces and sizes are the engine's, which derives each one's web address (engine/cards/image-address.ts). */
export { IMAGE_FACES, IMAGE_SIZES, type ImageFace, type ImageSize };

/** A printing by its id, or a card by its id (the main process picks the card's default printing). */
export const IMAGE_SUBJECTS = ['printing', 'card'] as const;
export type ImageSubject = (typeof IMAGE_SUBJECTS)[number];

export interface ImageRequest {
  subject: ImageSubject;
  id: string;
  face: ImageFace;
  size: ImageSize;
  /**
   * A card pinned to a set alone (Forge's "Sol Ring|AFC"): that set's printing, the one the exporters write
   * (engine/decks/printings.ts firstPrintingInSet), not the card's default. Only with subject 'card'.
   */
  set?: string;
}

/** Ids are card or printing ids: short and printable (a DM number may hold "/", encoded in the path). */
const MAX_ID_LENGTH = 200;
/** Set codes: MTG's few letters and digits, Duel Masters' "DM22-SP2" and the like. */
export const IMAGE_SET_CODE = /^[0-9A-Za-z-]{1,20}$/;

/** The path of a request: /images/<subject>/<id>/<face>/<size>, a card's pinned set after it. */
export function imagePath({ subject, id, face, size, set }: ImageRequest): string {
  const path = `${IMAGE_PATH_PREFIX}${subject}/${encodeURIComponent(id)}/${face}/${size}`;
  return set === undefined ? path : `${path}/${encodeURIComponent(set)}`;
}

/** The request an image path names, or null for anything else (a path is outside input until parsed). */
export function parseImagePath(pathname: string): ImageRequest | null {
  if (!pathname.startsWith(IMAGE_PATH_PREFIX)) return null;
  const parts = pathname.slice(IMAGE_PATH_PREFIX.length).split('/');
  if (parts.length !== 4 && !(parts.length === 5 && parts[0] === 'card' && IMAGE_SET_CODE.test(parts[4]))) return null;
  const [subject, encodedId, face, size, set] = parts;
  let id: string;
  try {
    id = decodeURIComponent(encodedId);
  } catch {
    return null;
  }
  if (id.length === 0 || id.length > MAX_ID_LENGTH || hasControlCharacter(id)) return null;
  if (!isOneOf(IMAGE_SUBJECTS, subject) || !isOneOf(IMAGE_FACES, face) || !isOneOf(IMAGE_SIZES, size)) return null;
  return set === undefined ? { subject, id, face, size } : { subject, id, face, size, set };
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * Whether images may come from the network: 'on' fetches a missing image once when a card is shown, 'cached'
 * shows only images already on disk, 'off' shows none and sends no request. 'on' by default: nothing is fetched
 * until a card is shown, and each image only once; a user who wants no traffic at all chooses 'off'.
 */
export const IMAGE_MODES = ['on', 'cached', 'off'] as const;
export type ImageMode = (typeof IMAGE_MODES)[number];

const MIB = 1024 * 1024;
/** The image cache's size cap: 2 GiB unless the user chooses, between 64 MiB and 64 GiB. */
export const IMAGE_CACHE_CAP = { default: 2048 * MIB, min: 64 * MIB, max: 65536 * MIB } as const;

export interface ImageSettings {
  mode: ImageMode;
  cacheCapBytes: number;
}

export const DEFAULT_IMAGE_SETTINGS: ImageSettings = { mode: 'on', cacheCapBytes: IMAGE_CACHE_CAP.default };

/** The image cache on disk. */
export interface ImageCacheStatus {
  files: number;
  bytes: number;
  capBytes: number;
}

/** At most this many images in one prefetch (a deck, a set page, a pool). */
export const MAX_PREFETCH_REQUESTS = 2000;

/** What a prefetch did with each request. */
export interface ImagePrefetchResult {
  /** Fetched now. */
  fetched: number;
  /** Already on disk. */
  cached: number;
  /** No image for it (no printing with an image, no back face). */
  none: number;
  /** The fetch failed or the answer was refused; nothing was stored. */
  failed: number;
}

/** The event a prefetch sends as it goes: `done` of `total` requests handled. */
export const IMAGE_PREFETCH_EVENT = 'images.prefetch.progress';
// A type, not an interface: events travel as ApiEvent (an index signature an interface does not meet).
export type ImagePrefetchProgress = {
  type: typeof IMAGE_PREFETCH_EVENT;
  done: number;
  total: number;
};
