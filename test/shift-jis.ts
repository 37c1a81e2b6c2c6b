// Shift_JIS bytes for tests: TextEncoder only writes UTF-8, so the table is built by decoding every
// two-byte Shift_JIS code with the platform's own TextDecoder (the one the reader uses).
let table: Map<string, number[]> | undefined;

function shiftJisTable(): Map<string, number[]> {
  if (table) return table;
  table = new Map();
  const decoder = new TextDecoder('shift_jis');
  const leads = [
    ...Array.from({ length: 0x1f }, (_, i) => 0x81 + i),
    ...Array.from({ length: 0x1d }, (_, i) => 0xe0 + i),
  ];
  for (const lead of leads) {
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (trail === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\ufffd' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  for (let b = 0xa1; b <= 0xdf; b++) table.set(decoder.decode(new Uint8Array([b])), [b]);
  return table;
}

export function encodeShiftJis(text: string): Uint8Array {
  const codes = shiftJisTable();
  const out: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) out.push(ch.charCodeAt(0));
    else {
      const bytes = codes.get(ch);
      if (!bytes) throw new Error(`"${ch}" has no Shift_JIS code`);
      out.push(...bytes);
    }
  }
  return new Uint8Array(out);
}
