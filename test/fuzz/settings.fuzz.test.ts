// Fuzz: the one settings file Decklab reads (the window's place, electron/shell/window-state.ts), from garbage bytes
// and from a real saved state with its fields replaced: the saved state or none, never an exception.
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readWindowState, writeWindowState } from '../../electron/shell/window-state.ts';
import { tempDir } from '../shared-data.ts';
import { asFileBytes, piecesText } from './inputs.ts';
import { fuzz, FUZZ_TEST_TIMEOUT_MS, reportFuzzResults } from './harness.ts';

reportFuzzResults();

const dir = tempDir('decklab-fuzz-settings-');
afterAll(() => dir.cleanup());

const SAVED = join(dir.dir, 'saved.json');
writeWindowState(SAVED, { x: 80, y: 40, width: 1360, height: 860, maximized: false });

const FIELD_VALUES = ['0', '-1', '1e308', '-0', 'null', 'true', '"1"', '[]', '{}', 'NaN', '9007199254740993', '1360'];
const savedText = (value: string) => `{"x":80,"y":40,"width":${value},"height":860,"maximized":false}`;
const settingsBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }),
  asFileBytes(piecesText(['{', '}', '"x":', '"width":', '"maximized":', 'true', ',', ...FIELD_VALUES])),
  fc.constantFrom(...FIELD_VALUES).map((v) => new TextEncoder().encode(savedText(v))),
);

describe('fuzz: settings', () => {
  it(
    'window state',
    async () => {
      const file = join(dir.dir, 'window-state.json');
      await fuzz({
        name: 'window state (settings file)',
        input: settingsBytes,
        size: (b) => b.length,
        run: (bytes) => {
          writeFileSync(file, bytes);
          const state = readWindowState(file);
          if (state)
            for (const key of ['x', 'y', 'width', 'height'] as const) expect(Number.isFinite(state[key])).toBe(true);
        },
        isClearError: () => false,
      });
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});
