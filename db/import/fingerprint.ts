// 52-bit fingerprints of texts and JSON values, for what the importer only needs to tell apart, never to read
// back: distinct printing ids (distinct-count.ts), and whether a card's record repeats its last one
// (card-repeats.ts, the Scryfall reader). Two FNV-1a style 32-bit lanes (different offsets and primes) over
// UTF-16 code units, joined to 52 bits, never 0. Two different inputs share a fingerprint with probability
// about 2^-52: for a card, one wrongly skipped record in more than 10^9 imports of a million records each.
// Computed in JavaScript, a value's fingerprint costs less than writing it out as JSON, and a fingerprint
// kept per card is a number (8 bytes) where a SHA-1 digest in base64 took a 28-character string.

/** Type tags, above every UTF-16 code unit. */
const NULL = 0x10000, FALSE = 0x10001, TRUE = 0x10002, NUMBER = 0x10003, STRING = 0x10004, ARRAY = 0x10005, OBJECT = 0x10006, END = 0x10007;

class Lanes {
  a = 0x811c9dc5;
  b = 0x01000193;

  unit(c: number): void {
    this.a = Math.imul(this.a ^ c, 0x01000193);
    this.b = Math.imul(this.b ^ c, 0x5bd1e995);
  }

  text(text: string): void {
    let a = this.a;
    let b = this.b;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
    }
    this.a = a;
    this.b = b;
  }

  /** A string with its length first, so that no two sequences of strings run together the same way. */
  string(text: string): void {
    this.unit(STRING);
    this.unit(text.length);
    this.text(text);
  }

  /** A JSON value, as JSON.stringify sees it: undefined in an array counts as null; a member set to undefined is left out. */
  json(value: unknown): void {
    if (value === null || value === undefined) this.unit(NULL);
    else if (typeof value === 'string') this.string(value);
    else if (typeof value === 'boolean') this.unit(value ? TRUE : FALSE);
    else if (typeof value === 'number') {
      this.unit(NUMBER);
      this.text(String(value));
    } else if (Array.isArray(value)) {
      this.unit(ARRAY);
      this.unit(value.length);
      for (const element of value) this.json(element);
    } else {
      this.unit(OBJECT);
      for (const key in value) {
        const member = (value as Record<string, unknown>)[key];
        if (member === undefined) continue;
        this.string(key);
        this.json(member);
      }
      this.unit(END);
    }
  }

  digest(): number {
    const b = this.b ^ (this.b >>> 15);
    return (b & 0xfffff) * 0x1_0000_0000 + (this.a >>> 0) + 1;
  }
}

/** The fingerprint of a text. */
export function textFingerprint(text: string): number {
  const lanes = new Lanes();
  lanes.text(text);
  return lanes.digest();
}

/** The fingerprint of a JSON value: equal for values JSON.stringify writes the same. */
export function jsonFingerprint(value: unknown): number {
  const lanes = new Lanes();
  lanes.json(value);
  return lanes.digest();
}
