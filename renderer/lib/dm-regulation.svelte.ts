// The Duel Masters Hall of Fame regulation every check of a Duel Masters deck applies (formats.dmRegulation, DM
// 100.2): the excerpt bundled with Decklab, or the full list the player loaded. A change checks the open deck again,
// and `changes` tells the deck list's legality marks and the legal-in row that their answers are out of date.
import type { InvokeOutput } from '../../protocol/bridge.ts';
import { invoke } from './api.ts';
import { deckSession } from './deck-session.svelte.ts';

export type RegulationSummary = InvokeOutput<'formats.dmRegulation'>;

export const dmRegulation = $state({
  summary: null as RegulationSummary | null,
  /** Loads and resets so far: part of what decides a Duel Masters deck's legality. */
  changes: 0,
});

export async function refreshRegulation(): Promise<void> {
  dmRegulation.summary = await invoke('formats.dmRegulation', {});
}

/** Loads a regulation file the player chose; a file that is none is refused whole and the one in use stays. */
export async function loadRegulation(file: File): Promise<void> {
  changed(await invoke('formats.dmRegulation', { text: await file.text(), fileName: file.name }));
}

export async function useBundledRegulation(): Promise<void> {
  changed(await invoke('formats.dmRegulation', { bundled: true }));
}

function changed(summary: RegulationSummary): void {
  dmRegulation.summary = summary;
  dmRegulation.changes++;
  if (deckSession.loaded) void deckSession.validate();
}
