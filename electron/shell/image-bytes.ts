// Whether bytes are a whole image, by the bytes alone: what the fetcher takes from the web and what the cache
// serves from disk (a file cut short or damaged there is not an image either).
import type { ImageExtension } from './image-cache.ts';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const endsWith = (bytes: Uint8Array, suffix: readonly number[]) =>
  startsWith(bytes, suffix, bytes.length - suffix.length);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The IEND chunk: zero length, type, and its fixed CRC. */
const PNG_END = [0, 0, 0, 0, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82];

/**
 * The type of a complete image by its own bytes, or undefined: a JPEG starts with SOI (FFD8FF) and ends with
 * EOI (FFD9); a PNG starts with its signature and ends with IEND; a WebP's RIFF size is the file's; a GIF ends
 * with its trailer (3B). A response cut short fails these ends.
 */
export function wholeImageType(bytes: Uint8Array): ImageExtension | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && endsWith(bytes, [0xff, 0xd9])) return 'jpg';
  if (startsWith(bytes, PNG_SIGNATURE) && endsWith(bytes, PNG_END)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    const riffSize = (bytes[4] | (bytes[5] << 8) | (bytes[6] << 16)) + bytes[7] * 0x1000000;
    return riffSize + 8 === bytes.length ? 'webp' : undefined;
  }
  if ((startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) && endsWith(bytes, [0x3b]))
    return 'gif';
  return undefined;
}
