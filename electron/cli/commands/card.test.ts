import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { captureCli } from '../../../test/cli.ts';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';

let built: ReturnType<typeof buildDeckTestDb>;
beforeAll(() => {
  built = buildDeckTestDb(['M21'], { duelMasters: true });
  built.db.close();
});
afterAll(() => built.cleanup());

const decklab = (...args: string[]) => captureCli([...args, '--db', built.file]);

/** Latepate64's cards as printed: cost, civilizations and power ("5000+"). */
const printed = (
  JSON.parse(readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8')) as {
    cards: { name: string; cost: number; civilizations: string[]; power?: string; type: string }[];
  }
).cards;
const dmCard = (name: string) => printed.find((c) => c.name === name)!;

describe('decklab card', () => {
  it.each(['Alek, Solidity Enforcer', 'Acid Reflux, the Fleshboiler'])(
    '%s: Duel Masters power alone as printed (DM 206), with cost (DM 201) and civilization (DM 106)',
    async (name) => {
      const { code, stdout } = await decklab('card', name);
      const c = dmCard(name);
      expect(code).toBe(0);
      const lines = stdout.split('\n');
      expect(lines[0]).toBe(name);
      expect(lines[1]).toBe(`Cost: ${c.cost}  Civilization: ${c.civilizations.join(' / ')}`);
      expect(lines).toContain(c.power);
      expect(stdout).not.toMatch(/^-?\d+[+-]?\/|undefined/m);
    },
  );

  it('a multi-civilization card names each civilization; a spell shows no power', async () => {
    const multi = printed.find((c) => c.civilizations.length > 1 && c.power)!;
    expect((await decklab('card', multi.name)).stdout.split('\n')[1]).toBe(
      `Cost: ${multi.cost}  Civilization: ${multi.civilizations.join(' / ')}`,
    );
    const spell = (await decklab('card', 'Abduction Charger')).stdout;
    expect(spell.split('\n').slice(0, 3)).toEqual(['Abduction Charger', 'Cost: 7  Civilization: Water', 'Spell']);
    expect(spell).not.toMatch(/^\d+\+?$/m);
  });

  it('a Magic creature still shows power/toughness (CR 208.1)', async () => {
    const { stdout } = await decklab('card', 'Llanowar Visionary');
    expect(stdout).toMatch(/^2\/2$/m);
    expect(stdout).not.toContain('Cost:');
  });

  it('a name with an ESC sequence comes back escaped in the error', async () => {
    const { code, stderr } = await decklab('card', 'Sol\u001b[2J Ring');
    expect(code).toBe(2);
    expect(stderr).toBe('decklab: no card named "Sol\\u001b[2J Ring"\n');
  });
});
