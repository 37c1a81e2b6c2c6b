// Repairs the Duel Masters sources carry from how they were made, applied before anything is read from a text.
// Each repair only undoes an encoding accident; the words stay as the source wrote them.

/** Windows-1252 characters at bytes 0x80–0x9F; the other bytes 0x00–0xFF are Latin-1 code points. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL: every byte below 0x80 is left alone
const NON_ASCII_RUN = /[^\x00-\x7f]{2,}/g;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function cp1252Byte(ch: string): number {
  const code = ch.charCodeAt(0);
  const high = CP1252_HIGH.indexOf(ch);
  if (high >= 0) return 0x80 + high;
  return code <= 0xff ? code : -1;
}

/** How many bytes a UTF-8 sequence starting with this lead byte has; 0 when it cannot start one. */
function utf8SequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** The character a UTF-8 sequence read as Windows-1252 stood for, or null when these characters are no such sequence. */
function decodeSequence(chars: string): string | null {
  const bytes = new Uint8Array(chars.length);
  for (let i = 0; i < chars.length; i++) {
    const b = cp1252Byte(chars[i]);
    if (b < 0 || (i > 0 && (b & 0xc0) !== 0x80)) return null;
    bytes[i] = b;
  }
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null; // overlong or surrogate: not text a source meant
  }
}

/** One run of non-ASCII characters with every mis-read UTF-8 sequence in it decoded; other characters kept ("Ü", "—"). */
function repairRun(run: string): string {
  let out = '';
  let i = 0;
  while (i < run.length) {
    const length = utf8SequenceLength(cp1252Byte(run[i]));
    const decoded = length > 0 ? decodeSequence(run.slice(i, i + length)) : null;
    if (decoded !== null) {
      out += decoded;
      i += length;
    } else {
      out += run[i];
      i += 1;
    }
  }
  return out;
}

/**
 * Undoes UTF-8 text that was read as Windows-1252 and saved again ("Ãœberdragon" → "Überdragon",
 * "Evolutionâ€”Put" → "Evolution—Put"), as in the Latepate64 JSON. Text without such runs comes back unchanged.
 */
export function repairMojibake(text: string): string {
  return text.replace(NON_ASCII_RUN, repairRun);
}

/** Zero-width characters carry nothing and hide a keyword from a line match ("Double Breaker\u200b"). */
const ZERO_WIDTH = /\u200b|\u200c|\u200d|\u2060|\ufeff/g;
/** MediaWiki italic and bold quotes left in the Ravenite CSV: "''(This creature breaks 2 shields.)''". */
const WIKI_QUOTES = /'{2,3}/g;

/** A card text as printed: encoding repaired, wiki markup and zero-width characters removed, lines trimmed. */
export function cleanCardText(text: string): string {
  return repairMojibake(text)
    .replace(ZERO_WIDTH, '')
    .replace(WIKI_QUOTES, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

/** Cockatrice file-name escapes in the Ravenite card names: "Yobirin %3D Ririn" is "Yobirin = Ririn". */
const PERCENT_ESCAPE = /%([0-7][0-9A-Fa-f])/g;

/** A card name as printed: encoding and percent escapes undone, spaces collapsed. */
export function cleanCardName(name: string): string {
  return repairMojibake(name)
    .replace(ZERO_WIDTH, '')
    .replace(PERCENT_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\s+/g, ' ')
    .trim();
}
