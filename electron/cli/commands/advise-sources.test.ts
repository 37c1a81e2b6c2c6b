// `decklab advise` on a deck whose every figure is simulated (Oko: 10 Island, 11 Forest, 4 Thornwood Falls, which
// enter tapped): the fix for a spell below the target is found on deck variants and printed with its interval.
import { describe, expect, it } from 'vitest';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import type { OperationOutput } from '../../api/types.ts';

const { decklab } = deckDbCli(['ELD']);
const OKO = sharedPath('decks', 'plain-taw', 'pw__eld__Oko, the Trickster.txt');
const run = ['advise', OKO, '--lands', '25..25', '--games', '12000', '--seed', '3', '--workers', '0'];

describe('decklab advise: sources needed by simulation', () => {
  it('prints the simulated fix with its figure, 95% interval and swaps, as its JSON holds it', async () => {
    const text = await decklab(...run);
    const json = await decklab(...run, '--json');
    expect([text.code, json.code]).toEqual([0, 0]);
    const sources = (JSON.parse(json.stdout) as OperationOutput<'advice.run'>).sources!;
    const sleep = sources.find((s) => s.card === 'Charmed Sleep')!;
    expect(sleep.sourcesNeededBy).toBe('simulated');
    const [fix] = sleep.fixes;
    const swaps = fix.to - fix.from;
    const figure = (p: number) => `${(p * 100).toFixed(1)}%`;
    expect(text.stdout).toContain(
      `+${swaps} blue sources: 14 → ${fix.to} reaches 90% for Charmed Sleep on turn 3 (simulated: ` +
        `${figure(fix.simulated!.value)} [${figure(fix.simulated!.low)}–${figure(fix.simulated!.high)}] with -${swaps} Forest, +${swaps} Island)`,
    );
  });

  it('says "source" for one source added and "sources" for more, as the screens’ catalog does', async () => {
    const few = ['advise', OKO, '--lands', '25..25', '--games', '500', '--seed', '1', '--workers', '0'];
    const [text, json] = await Promise.all([decklab(...few), decklab(...few, '--json')]);
    const fixes = (JSON.parse(json.stdout) as OperationOutput<'advice.run'>).sources!.flatMap((s) => s.fixes);
    expect(
      fixes.some((f) => f.to - f.from === 1),
      'a fix of one source on these games',
    ).toBe(true);
    const colorWords = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as Record<string, string>;
    for (const f of fixes) {
      const n = f.to - f.from;
      expect(text.stdout).toContain(
        `+${n} ${colorWords[f.color]} ${n === 1 ? 'source' : 'sources'}: ${f.from} → ${f.to} reaches 90% for ${f.card} on turn ${f.turn}`,
      );
    }
  });
});
