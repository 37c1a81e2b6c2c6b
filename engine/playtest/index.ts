// The playtest table (ARCHITECTURE §2): a pure game model of explicit actions over a seeded state.
export * from './types.ts';
export { playtestDeckFromResolved, PlaytestDeckError, type PlaytestDeck } from './deck.ts';
export { startGame, type StartOptions } from './start.ts';
export { apply } from './reducer.ts';
export {
  newGame,
  act,
  undo,
  redo,
  canUndo,
  canRedo,
  currentState,
  replay,
  ReplayError,
  refusalLine,
  type PlaytestGame,
} from './game.ts';
export {
  tableView,
  cardView,
  manaAvailable,
  manaPoolSymbols,
  manaChoices,
  showsCommandZone,
  mainCounterKind,
  dmPowerView,
  describeLog,
  groupFound,
  shownInLog,
  type TableView,
  type CardView,
} from './view.ts';
export { nextDrawIsLand, drawNamedWithin } from './odds.ts';
export { cardsOwedToBottom, countedMulligans } from './opening.ts';
export { landFaceOf } from './mtg-payment.ts';
export { commanderTax, companionPutUsed, companionsOutside, type ManaType } from './mtg-actions.ts';
export type { DmExecution } from './dm-actions.ts';
export { cleanupDiscards } from './turn.ts';
