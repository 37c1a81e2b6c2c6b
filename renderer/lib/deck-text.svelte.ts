// The editor's deck edited as text (engine/decks/text-edit.ts): the text typed, what reading it found, and Apply, which
// reads it as an import does (decks.import) and makes it the deck's boards in one edit of the deck session.
import { invoke } from './api.ts';
import { deckSession } from './deck-session.svelte.ts';
import { notify } from './app-state.svelte.ts';
import { t } from '../i18n/index.ts';
import {
  blockingProblems,
  boardsFromText,
  deckAsText,
  textEditSummary,
  TEXT_EDIT_FORMAT,
} from '../../engine/decks/text-edit.ts';
import type { DeckListProblem } from '../../engine/decks/lists/index.ts';

class DeckText {
  open = $state(false);
  text = $state('');
  /** The deck as text when the editing began, or when the deck last changed while the text was as written. */
  written = $state('');
  /** What the last Apply read in the text; the deck is unchanged while one blocks. */
  problems = $state.raw<DeckListProblem[]>([]);
  /** The text whose warnings were shown: applying it again takes it as read. */
  warnedText = $state<string | null>(null);
  busy = $state(false);
  /** What the last Apply failed with, kept as thrown so that it is worded when shown. */
  error = $state.raw<unknown>(null);

  readonly edited = $derived(this.open && this.text !== this.written);
  readonly blocking = $derived(blockingProblems(this.problems).length);

  begin(): void {
    this.text = this.written = deckAsText($state.snapshot(deckSession.deck));
    this.#clearReading();
    this.open = true;
  }

  close(): void {
    this.open = false;
    this.text = this.written = '';
    this.#clearReading();
  }

  /** The deck changed (another deck opened, a card added from the card panel): text left as written follows it. */
  follow(written: string): void {
    if (this.text !== this.written) return;
    this.text = this.written = written;
  }

  /**
   * Before the text's edits would be lost (another deck, another screen, Escape): true when nothing typed is lost, or
   * the player lets it go, and the text is closed then.
   */
  confirmLeave(): boolean {
    if (!this.edited) return true;
    if (!confirm(t('textEdit.discard'))) return false;
    this.close();
    return true;
  }

  /** Leaves the text (Escape, another view), asking first when it holds edits not applied; false when it stays. */
  leave(): boolean {
    if (!this.confirmLeave()) return false;
    this.close();
    return true;
  }

  /** Reads the text and, when every line reads, makes it the deck's boards; false when the deck is left unchanged. */
  async apply(): Promise<boolean> {
    const text = this.text;
    const before = $state.snapshot(deckSession.deck);
    this.busy = true;
    this.error = null;
    try {
      const read =
        text.trim() === ''
          ? { deck: { ...before, boards: {} }, problems: [] }
          : await invoke('decks.import', { text, format: TEXT_EDIT_FORMAT[before.game] });
      this.problems = read.problems;
      if (this.blocking > 0 || (read.problems.length > 0 && this.warnedText !== text)) {
        this.warnedText = text;
        return false;
      }
      const boards = boardsFromText(before, read.deck);
      const summary = textEditSummary(before, { ...before, boards });
      if (summary.boards.length > 0) await deckSession.replaceBoards(boards);
      this.close();
      notify('ok', () =>
        summary.boards.length > 0
          ? t('textEdit.applied', { added: summary.added, removed: summary.removed, changed: summary.changed })
          : t('textEdit.unchanged'),
      );
      return true;
    } catch (error) {
      this.error = error;
      return false;
    } finally {
      this.busy = false;
    }
  }

  #clearReading(): void {
    this.problems = [];
    this.warnedText = null;
    this.error = null;
  }
}

export const deckText = new DeckText();
