// `decklab validate --format oathbreaker` and `--format paupercommander`, run as a user runs them: an Oathbreaker list
// written the way Moxfield sections it, checked against a database of the real Scryfall objects of ../shared/data (the
// only card data here with "oathbreaker" legalities); Pauper Commander lists against the 2022 MTGJSON Tenth Edition and
// Midnight Hunt Commander cards, whose printings the API reads for the commander's rarity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureCli, deckDbCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const scratch = tempDir('decklab-variants-');
afterAll(() => scratch.cleanup());

function deckFile(name: string, lines: readonly string[]): string {
  const file = join(scratch.dir, name);
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

describe('decklab validate --format oathbreaker (OB 3, 7, 8)', () => {
  const db = () => join(scratch.dir, 'scryfall.sqlite');
  beforeAll(async () => {
    for (const file of [
      ['scooze', 'default_cards.json'],
      ['scooze', 'test_cards.jsonl'],
      ['scooze', '4c_cards.jsonl'],
      ['api-types-fixtures', 'List', 'Soldiers.json'],
    ]) {
      const { code } = await captureCli(['import', sharedPath('scryfall', ...file), '--db', db()]);
      expect(code).toBe(0);
    }
  });

  const fiftyEight = [
    '1 Conclave Equenaut',
    '1 Constable of the Realm',
    "1 Consul's Lieutenant",
    '1 Coppercoat Vanguard',
    '1 Council Guardian',
    '1 Crossbow Infantry',
    '1 Crusader of Odric',
    '1 Dauntless Cathar',
    '1 Dauntless River Marshal',
    '1 Dive Bomber',
    '1 Doomed Traveler',
    '1 Dragonstalker',
    '1 Drogskol Captain',
    '1 Elite Vanguard',
    '1 Spell Pierce',
    '1 Supreme Verdict',
    '1 Prismatic Ending',
    '1 Hallowed Fountain',
    '1 Flooded Strand',
    '1 Leyline Binding',
    '19 Plains',
    '19 Island',
  ];
  const teferi = (spell: string) =>
    deckFile(`teferi-${spell.replace(/\W+/g, '-')}.txt`, [
      '// NAME: Teferi Oathbreaker',
      'Commander',
      '1 Teferi, Time Raveler',
      '',
      'Signature Spell',
      `1 ${spell}`,
      '',
      'Deck',
      ...fiftyEight,
    ]);

  it('exit 0: Teferi, Time Raveler with Counterspell and 58 cards is a legal Oathbreaker deck', async () => {
    const { code, stdout } = await captureCli([
      'validate',
      teferi('Counterspell'),
      '--format',
      'oathbreaker',
      '--db',
      db(),
    ]);
    expect(stdout).toBe('Teferi Oathbreaker: legal in Oathbreaker\n  main 58, commander 2\n');
    expect(code).toBe(0);
  });

  it("exit 1: Veil of Summer as Teferi's signature spell is outside his color identity (OB 8)", async () => {
    const { code, stdout } = await captureCli([
      'validate',
      teferi('Veil of Summer'),
      '--format',
      'oathbreaker',
      '--db',
      db(),
    ]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/Teferi Oathbreaker: NOT legal in Oathbreaker \(1 error\)/);
    expect(stdout).toMatch(/error\s+OB 8\s+oathbreaker\.signature-identity: The signature spell Veil of Summer \(G\)/);
  });
});

describe('decklab validate --format paupercommander (PDH "Commander", "Deck")', () => {
  const { decklab } = deckDbCli(['10E', 'MIC']);
  const commons = [
    'Aggressive Urge',
    'Canopy Spider',
    'Craw Wurm',
    'Elvish Berserker',
    'Giant Growth',
    'Giant Spider',
    'Llanowar Elves',
    'Natural Spring',
    'Naturalize',
    'Overgrowth',
    'Pincher Beetles',
    'Rampant Growth',
    'Regeneration',
    'Rootwalla',
    'Spined Wurm',
    'Stalking Tiger',
    'Treetop Bracers',
    'Yavimaya Enchantress',
  ];
  const ledBy = (commander: string, others: readonly string[] = []) =>
    deckFile(`pdh-${commander.replace(/\W+/g, '-')}.txt`, [
      `// NAME: ${commander} PDH`,
      'Commander',
      `1 ${commander}`,
      '',
      'Deck',
      ...[...commons, ...others].map((n) => `1 ${n}`),
      `${99 - commons.length - others.length} Forest`,
    ]);

  it('exit 0: Eternal Witness, an uncommon creature that is not legendary, leads 99 commons', async () => {
    const { code, stdout } = await decklab('validate', ledBy('Eternal Witness'), '--format', 'paupercommander');
    expect(stdout).toBe('Eternal Witness PDH: legal in Pauper Commander\n  main 99, commander 1\n');
    expect(code).toBe(0);
  });

  it("exit 0: Tangle Spider leads, printed at uncommon in Tenth Edition though the data calls it legal (a common's status)", async () => {
    const { code } = await decklab('validate', ledBy('Tangle Spider'), '--format', 'paupercommander');
    expect(code).toBe(0);
  });

  it('exit 1: Grizzly Bears, printed only at common, may not lead; Enormous Baloth, uncommon only, may not be among the 99', async () => {
    const { code, stdout } = await decklab(
      'validate',
      ledBy('Grizzly Bears', ['Enormous Baloth']),
      '--format',
      'paupercommander',
      '--json',
    );
    expect(code).toBe(1);
    const problems = (JSON.parse(stdout) as { problems: { code: string; rule: string; cards: string[] }[] }).problems;
    expect(problems.map((p) => [p.code, p.rule, p.cards])).toEqual([
      ['commander.not-uncommon', 'PDH Commander', ['Grizzly Bears']],
      ['legality.only-as-commander', 'PDH Deck', ['Enormous Baloth']],
    ]);
  });
});
