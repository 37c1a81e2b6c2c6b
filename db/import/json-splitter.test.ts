import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { JsonSplitter, type JsonItem } from './json-splitter.ts';
import { StreamSyntaxError } from './errors.ts';
import { sharedPath } from '../../test/shared-data.ts';

interface Cut {
  kind: string;
  key?: string;
  offset: number;
  value: unknown;
}

function split(bytes: Buffer, chunkSizes: readonly number[] = [bytes.length]): Cut[] {
  return splitWith(bytes, chunkSizes).cuts;
}

function splitWith(
  bytes: Buffer,
  chunkSizes: readonly number[] = [bytes.length],
): { cuts: Cut[]; splitter: JsonSplitter } {
  const cuts: Cut[] = [];
  const splitter = new JsonSplitter((item: JsonItem) =>
    cuts.push({
      kind: item.path.kind === 'member' ? `member:${item.path.parent}` : item.path.kind,
      key: item.path.kind === 'member' ? item.path.key : undefined,
      offset: item.offset,
      value: item.value,
    }),
  );
  let at = 0;
  for (let i = 0; at < bytes.length; i++) {
    const size = Math.max(1, chunkSizes[i % chunkSizes.length]);
    splitter.write(bytes.subarray(at, at + size));
    at += size;
  }
  splitter.end();
  return { cuts, splitter };
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

const war = readFileSync(sharedPath('scryfall/sets-2019/war.json'));
const warCards = JSON.parse(war.toString('utf8')) as { id: string }[];
const power9 = readFileSync(sharedPath('scryfall/scooze/power9.jsonl'));
const soldiers = readFileSync(sharedPath('scryfall/api-types-fixtures/List/Soldiers.json'));
const dm = readFileSync(sharedPath('duelmasters/Latepate64-DuelMastersCards.json'));
const khc = readFileSync(sharedPath('mtgjson/sets/KHC.json'));
/** A real Scryfall bulk file: `[`, one card per line, `]`. */
const bulk = readFileSync(sharedPath('scryfall/scooze/default_cards.json'));
const bulkCards = JSON.parse(bulk.toString('utf8')) as unknown[];
/** The 2019 cards written the way Scryfall writes its bulk files. */
const warBulk = Buffer.from(`[\n${warCards.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`);

describe('JsonSplitter', () => {
  it('cuts a real Scryfall array into its cards, each offset at its opening brace', () => {
    const cuts = split(war);
    expect(cuts.map((c) => c.value)).toEqual(warCards);
    expect(cuts.every((c) => c.kind === 'element' && war[c.offset] === 0x7b)).toBe(true);
  });

  it('gives the same records whatever the chunk boundaries (strings, escapes and keys split anywhere)', () => {
    const whole = split(soldiers);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 20 }), (sizes) => {
        expect(split(soldiers, sizes)).toEqual(whole);
      }),
      { numRuns: 15 },
    );
    expect(split(power9, [1])).toEqual(split(power9));
  });

  it('keeps what it needs of a chunk whose buffer is then reused for the next chunk (byte-source.ts)', () => {
    for (const [bytes, size] of [
      [soldiers, 4096],
      [war, 8192],
      [warBulk, 5000],
      [khc, 65536],
    ] as const) {
      const cuts: unknown[] = [];
      const splitter = new JsonSplitter((item) => cuts.push(item.value));
      const buffer = Buffer.alloc(size);
      for (let at = 0; at < bytes.length; at += size) {
        const n = bytes.copy(buffer, 0, at, at + size);
        splitter.write(buffer.subarray(0, n));
        buffer.fill(0x20);
      }
      splitter.end();
      expect(cuts).toEqual(split(bytes).map((c) => c.value));
    }
  });

  it('reads JSON Lines as one document per line', () => {
    const lines = power9
      .toString('utf8')
      .split('\n')
      .filter((l) => l.trim());
    const cuts = split(power9, [997]);
    expect(cuts.map((c) => c.kind)).toEqual(lines.map(() => 'document'));
    expect(cuts.map((c) => c.value)).toEqual(lines.map((l) => JSON.parse(l) as unknown));
  });

  it('streams the elements of a Scryfall list page\'s "data" and of the DM "cards" member', () => {
    const list = JSON.parse(soldiers.toString('utf8')) as { data: unknown[] };
    const cuts = split(soldiers, [65536]);
    expect(cuts.map((c) => c.value)).toEqual(list.data);
    expect(new Set(cuts.map((c) => c.kind))).toEqual(new Set(['member:data']));
    const dmCards = (JSON.parse(dm.toString('utf8')) as { cards: unknown[] }).cards;
    expect(split(dm, [4096]).map((c) => c.value)).toEqual(dmCards);
  });

  it('hands over an MTGJSON set file\'s "data" member by member, with the member names', () => {
    const set = (JSON.parse(khc.toString('utf8')) as { data: Record<string, unknown> }).data;
    const cuts = split(khc, [100_000]);
    expect(Object.fromEntries(cuts.map((c) => [c.key, c.value]))).toEqual(set);
  });

  it('says the data is truncated when it ends inside a value, wherever it is cut', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: war.length - 3 }), (cut) => {
        expect(() => split(war.subarray(0, cut), [8192])).toThrow(/truncated/);
      }),
      { numRuns: 30 },
    );
  });

  it('throws only StreamSyntaxError on garbage, never anything else', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.integer({ min: 1, max: 64 }), (bytes, size) => {
        try {
          split(Buffer.from(bytes), [size]);
        } catch (error) {
          expect(error).toBeInstanceOf(StreamSyntaxError);
        }
      }),
      { numRuns: 500 },
    );
  });

  describe('records one per line (bulk files) are cut at line ends', () => {
    it('reads a real bulk file so, and the same whatever the chunk boundaries', () => {
      const { cuts, splitter } = splitWith(bulk);
      expect(cuts.map((c) => c.value)).toEqual(bulkCards);
      expect(splitter.cutByLine).toBe(bulkCards.length);
      expect(cuts.every((c) => bulk[c.offset] === 0x7b)).toBe(true);
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 1, max: 9000 }), { minLength: 1, maxLength: 8 }), (sizes) => {
          expect(split(bulk, sizes)).toEqual(cuts);
        }),
        { numRuns: 20 },
      );
      const war = splitWith(warBulk, [65536]);
      expect(war.cuts.map((c) => c.value)).toEqual(warCards);
      expect(war.splitter.cutByLine).toBeGreaterThan(warCards.length * 0.9); // a record across two chunks is scanned
    });

    it('cuts JSON Lines by line after the first document', () => {
      const { cuts, splitter } = splitWith(power9);
      expect(cuts).toEqual(split(power9, [1]));
      expect(splitter.cutByLine).toBe(cuts.length - 1);
    });

    it('scans a pretty-printed file as before: its first line is not a record', () => {
      const { cuts, splitter } = splitWith(war);
      expect(cuts.map((c) => c.value)).toEqual(warCards);
      expect(splitter.cutByLine).toBe(0);
    });

    it('falls back to scanning from a line that is not one whole record, and stays correct', () => {
      const [a, b, c, d] = warCards;
      const mixed = Buffer.from(
        `[\n${JSON.stringify(a)},\n${JSON.stringify(b)}, ${JSON.stringify(c)},\n${JSON.stringify(d, null, 1)}\n]`,
      );
      const { cuts, splitter } = splitWith(mixed);
      expect(cuts.map((x) => x.value)).toEqual([a, b, c, d]);
      expect(cuts.map((x) => mixed[x.offset])).toEqual([0x7b, 0x7b, 0x7b, 0x7b]);
      expect(splitter.cutByLine).toBe(1);
    });

    it('reports a malformed record on its line with its offset, as the scanner does', () => {
      const lines = warBulk.toString('utf8').split('\n');
      lines[3] = lines[3].replace('"object":"card",', '"object":"card",,');
      const broken = Buffer.from(lines.join('\n'));
      const error = thrown(() => split(broken)) as StreamSyntaxError;
      expect(error).toBeInstanceOf(StreamSyntaxError);
      expect(error.message).toMatch(/^malformed JSON: /);
      expect(error.offset).toBe(broken.indexOf(lines[3]));
      expect((thrown(() => split(war.subarray(0, war.length - 100))) as Error).message).toMatch(/truncated/);
      expect((thrown(() => split(warBulk.subarray(0, warBulk.length - 100))) as Error).message).toMatch(/truncated/);
    });
  });

  it('refuses a stray closing bracket with its byte offset', () => {
    const error = (() => {
      try {
        split(Buffer.from('[{"a":1}]]'));
      } catch (e) {
        return e as StreamSyntaxError;
      }
    })();
    expect(error).toBeInstanceOf(StreamSyntaxError);
    expect(error?.offset).toBe(9);
  });
});
