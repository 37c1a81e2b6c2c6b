import { describe, expect, it } from 'vitest';
import { foldName } from './fold.ts';

describe('foldName', () => {
  it.each([
    ['Æther Flash', 'aether flash'],
    ['Aether Flash', 'aether flash'],
    ['Lim-Dûl the Necromancer', 'lim-dul the necromancer'],
    ['Nazgûl', 'nazgul'],
    ['Jötun Grunt', 'jotun grunt'],
    ['Séance', 'seance'],
    ['Urza’s Saga', "urza's saga"],
    ['  Lightning   Bolt ', 'lightning bolt'],
    ['ＬＩＧＨＴＮＩＮＧ', 'lightning'],
  ])('%s → %s', (input, folded) => expect(foldName(input)).toBe(folded));

  it('keeps Japanese kana distinct and voiced marks intact', () => {
    expect(foldName('稲妻')).toBe('稲妻');
    expect(foldName('ボルシャック・ドラゴン')).toBe('ボルシャック・ドラゴン');
    expect(foldName('ボルシャック')).not.toBe(foldName('ホルシャック'));
  });
});
