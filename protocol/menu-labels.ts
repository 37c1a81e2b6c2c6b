// The native menu's English labels: the renderer's English catalog spreads them, and the shell shows them
// until the renderer has sent the labels of the language in use.
import type { MenuLabelId } from './bridge.ts';

export const MENU_LABELS_EN = {
  'menu.file': 'File', 'menu.edit': 'Edit', 'menu.view': 'View', 'menu.help': 'Help',
  'menu.cut': 'Cut', 'menu.copy': 'Copy', 'menu.paste': 'Paste', 'menu.selectAll': 'Select All', 'menu.quit': 'Quit Decklab',
  'menu.zoomIn': 'Zoom In', 'menu.zoomOut': 'Zoom Out', 'menu.resetZoom': 'Actual Size', 'menu.fullscreen': 'Full Screen',
  'menu.about': 'About Decklab',
  'command.deck.new': 'New Deck', 'command.deck.open': 'Open Deck…', 'command.deck.import': 'Import Deck…',
  'command.deck.export': 'Export Deck…', 'command.deck.save': 'Save Deck', 'command.deck.playtest': 'Playtest Deck', 'command.data.import': 'Import Card Data…',
  'command.edit.undo': 'Undo', 'command.edit.redo': 'Redo',
  'command.view.search': 'Card Search', 'command.view.decks': 'Decks', 'command.view.goldfish': 'Goldfish Lab',
  'command.view.data': 'Card Data', 'command.view.collection': 'Collection', 'command.view.pools': 'Card Pools',
  'command.view.focusSearch': 'Find Cards', 'command.view.toggleTheme': 'Toggle Dark Mode',
  'command.view.toggleLanguage': 'Switch Language (English / 日本語)',
} as const satisfies Record<MenuLabelId, string>;
