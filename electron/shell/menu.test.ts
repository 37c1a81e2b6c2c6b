// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FALLBACK_MENU_LABELS, menuTemplate, type MenuItemSpec } from './menu.ts';
import { COMMANDS, type CommandId } from '../../protocol/bridge.ts';

const flatten = (items: MenuItemSpec[]): MenuItemSpec[] => items.flatMap((i) => [i, ...flatten(i.submenu ?? [])]);

describe('native menu template', () => {
  it('has File, Edit and View with every command, its accelerator shown but left to the renderer', () => {
    const run: CommandId[] = [];
    const template = menuTemplate(FALLBACK_MENU_LABELS, (c) => run.push(c));
    expect(template.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Help']);
    const items = flatten(template);
    for (const command of COMMANDS) {
      const item = items.find((i) => i.id === command.id);
      expect(item, command.id).toMatchObject({ accelerator: command.accelerator, registerAccelerator: false });
      item!.click!();
    }
    expect(run).toEqual(COMMANDS.map((c) => c.id));
  });

  it('puts new, open, import and export deck in File, and undo and redo in Edit', () => {
    const [file, edit] = menuTemplate(FALLBACK_MENU_LABELS, () => {});
    expect(file.submenu!.map((i) => i.id).filter(Boolean)).toEqual(
      expect.arrayContaining(['deck.new', 'deck.open', 'deck.import', 'deck.export', 'data.import']),
    );
    expect(edit.submenu!.slice(0, 2).map((i) => i.id)).toEqual(['edit.undo', 'edit.redo']);
    expect(edit.submenu!.map((i) => i.role).filter(Boolean)).toEqual(['cut', 'copy', 'paste', 'selectAll']);
  });

  it('opens each of the six screens from the View menu, Ctrl+1 to Ctrl+6, collection and pools included', () => {
    const view = menuTemplate(FALLBACK_MENU_LABELS, () => {})[2];
    const screens = view.submenu!.filter((i) => /^CmdOrCtrl\+\d$/.test(i.accelerator ?? ''));
    expect(screens.map((i) => [i.id, i.accelerator, i.label])).toEqual([
      ['view.search', 'CmdOrCtrl+1', 'Card Search'],
      ['view.decks', 'CmdOrCtrl+2', 'Decks'],
      ['view.goldfish', 'CmdOrCtrl+3', 'Goldfish Lab'],
      ['view.data', 'CmdOrCtrl+4', 'Card Data'],
      ['view.collection', 'CmdOrCtrl+5', 'Collection'],
      ['view.pools', 'CmdOrCtrl+6', 'Card Pools'],
    ]);
  });

  it('speaks the labels it is given, so the menu follows the window language', () => {
    const ja = { ...FALLBACK_MENU_LABELS, 'menu.file': 'ファイル', 'command.deck.new': '新しいデッキ' };
    const [file] = menuTemplate(ja, () => {});
    expect(file.label).toBe('ファイル');
    expect(file.submenu![0].label).toBe('新しいデッキ');
  });

  it('starts with the application menu on macOS only', () => {
    expect(menuTemplate(FALLBACK_MENU_LABELS, () => {}, 'darwin')[0]).toEqual({ role: 'appMenu' });
    expect(menuTemplate(FALLBACK_MENU_LABELS, () => {}, 'win32')[0].id).toBe('file');
  });
});
