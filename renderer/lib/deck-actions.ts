// Saving the deck in the editor, the same from the Save button, Ctrl+S and the File menu.
import { deckSession } from './deck-session.svelte.ts';
import { refreshDeckList } from './deck-list.svelte.ts';
import { notify } from './app-state.svelte.ts';
import { errorText } from './errors.ts';
import { t } from '../i18n/index.ts';

export async function saveCurrentDeck(): Promise<void> {
  try {
    if (await deckSession.save()) {
      notify('ok', t('deck.saved', { version: deckSession.version ?? 1 }), 2000);
      await refreshDeckList();
    }
  } catch (error) {
    notify('error', errorText(error));
  }
}
