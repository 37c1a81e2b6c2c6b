// Card images, as far as the card data and the user's settings go: where a printing's or a card's image is on
// the web, and whether images may be fetched. The cache itself lives in the main process (shell/image-*.ts).
import { z } from 'zod';
import { handler } from '../define.ts';
import { imageAddress } from '../../../engine/cards/image-address.ts';
import { cardImageSource, printingImageSource } from '../../../db/images.ts';
import { readSetting, writeSetting } from '../../../db/settings.ts';
import {
  DEFAULT_IMAGE_SETTINGS,
  IMAGE_CACHE_CAP,
  IMAGE_FACES,
  IMAGE_MODES,
  IMAGE_SET_CODE,
  IMAGE_SIZES,
  IMAGE_SUBJECTS,
  type ImageSettings,
} from '../../../protocol/images.ts';
import type { Db } from '../../../db/open.ts';

export const IMAGE_REQUEST = z.object({
  subject: z.enum(IMAGE_SUBJECTS),
  id: z.string().min(1).max(200),
  face: z.enum(IMAGE_FACES),
  size: z.enum(IMAGE_SIZES),
  set: z.string().regex(IMAGE_SET_CODE).optional(),
});

const IMAGE_SETTINGS = z.object({
  mode: z.enum(IMAGE_MODES),
  cacheCapBytes: z.number().int().min(IMAGE_CACHE_CAP.min).max(IMAGE_CACHE_CAP.max),
});

const SETTINGS_KEY = 'images';

/**
 * The stored settings, each field read on its own: one that another version wrote out of this one's bounds does not
 * reset the others. A stored mode that cannot be read (unknown, or the text damaged) reads as 'off', never as the
 * default 'on': a user who turned images off is not sent to the network by a value this version cannot read.
 */
function imageSettings(db: Db): ImageSettings {
  const text = readSetting(db, SETTINGS_KEY);
  if (text === undefined) return DEFAULT_IMAGE_SETTINGS;
  let stored: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      stored = parsed as Record<string, unknown>;
  } catch {
    // Damaged text: no field can be read.
  }
  const field = <K extends keyof ImageSettings>(key: K, unreadable: ImageSettings[K]): ImageSettings[K] => {
    if (stored === undefined) return unreadable;
    if (!Object.hasOwn(stored, key)) return DEFAULT_IMAGE_SETTINGS[key];
    const read = IMAGE_SETTINGS.shape[key].safeParse(stored[key]);
    return read.success ? (read.data as ImageSettings[K]) : unreadable;
  };
  return { mode: field('mode', 'off'), cacheCapBytes: field('cacheCapBytes', DEFAULT_IMAGE_SETTINGS.cacheCapBytes) };
}

export const imageHandlers = {
  /**
   * The web address of a printing's image, or of a card's printing in its pinned set, else its default printing's;
   * null when there is none.
   */
  'images.source': handler(IMAGE_REQUEST, ({ subject, id, face, size, set }, { db }) => {
    const source = subject === 'printing' ? printingImageSource(db, id) : cardImageSource(db, id, set);
    return source && imageAddress(source, face, size);
  }),
  /** The image settings; the fields given are changed first. */
  'images.settings': handler(IMAGE_SETTINGS.partial().strict(), (changes, { db }) => {
    const current = imageSettings(db);
    if (Object.keys(changes).length === 0) return current;
    const next = { ...current, ...changes };
    writeSetting(db, SETTINGS_KEY, JSON.stringify(next));
    return next;
  }),
};
