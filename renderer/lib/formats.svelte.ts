// The formats the validator knows (formats.list), loaded once: names, games and the boards each uses.
import type { InvokeOutput } from '../../protocol/bridge.ts';
import type { Board } from '../../engine/decks/types.ts';
import type { Game } from '../../engine/cards/types.ts';
import { invoke } from './api.ts';

export type FormatInfo = InvokeOutput<'formats.list'>[number];

export const formats = $state({
  list: [] as FormatInfo[],
  /** Why the list could not be loaded, kept as thrown: worded when shown, in the window's language then. */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion is what widens the type $state infers
  error: null as unknown,
});

let loading: Promise<void> | undefined;

export function loadFormats(): Promise<void> {
  loading ??= invoke('formats.list', {})
    .then((list) => {
      formats.list = list;
    })
    .catch((error: unknown) => {
      formats.error = error;
      loading = undefined;
    });
  return loading;
}

export function formatById(id: string | undefined): FormatInfo | undefined {
  return formats.list.find((f) => f.id === id);
}

/** Boards a deck of this format can hold, main first; decks without a known format get the game's usual boards. */
export function boardsOf(format: string | undefined, game: Game): Board[] {
  const known = formatById(format);
  if (known) return [...known.boards];
  return game === 'dm' ? ['main', 'hyperspatial', 'gr'] : ['main', 'side', 'maybe'];
}
