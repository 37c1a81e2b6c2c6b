// What the editor's deck goes through the same way from every place that asks: saving it (the Save button,
// Ctrl+S and the File menu), and the question before another deck replaces its unsaved edits.
import { deckSession } from './deck-session.svelte.ts';
import { deckText } from './deck-text.svelte.ts';
import { refreshDeckList } from './deck-list.svelte.ts';
import { notify } from './app-state.svelte.ts';
import { errorText } from './errors.ts';
import { t } from '../i18n/index.ts';

/**
 * A field of the deck (its name, a row's tags) puts its edit into the deck on change, which fires as the field loses
 * the focus: Ctrl+S typed in it would save the deck without the edit. It is left and taken again before a save.
 */
function commitFocusedField(): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  field.blur();
  field.focus();
}

export async function saveCurrentDeck(): Promise<void> {
  commitFocusedField();
  try {
    if (await deckSession.save()) {
      // The version saved now: the notice is worded again on a language switch, after a restore or another deck.
      const version = deckSession.version ?? 1;
      notify('ok', () => t('deck.saved', { version }), 2000);
      await refreshDeckList();
    }
  } catch (error) {
    notify('error', () => errorText(error));
  }
}

/**
 * Before a new deck, an opened or imported one, a restored version or a pool's deck takes the editor's place:
 * true when the deck there has no unsaved edits and its text none not applied, or the player lets them go.
 */
export function confirmDiscardEdits(): boolean {
  if (!deckText.confirmLeave()) return false;
  return !deckSession.dirty || confirm(t('deck.discardChanges'));
}
