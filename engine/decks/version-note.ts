// Why the app saved a version of a deck (restored an old one, imported a list, started a deck from a pool), kept
// as a code and its values rather than as a sentence, so the version history words it in the language the window
// shows today, not in the one it was saved in. The player's own message stays free text beside it.

export const VERSION_NOTE_CODES = ['restored', 'imported', 'pasted', 'pool-deck'] as const;
export type VersionNoteCode = (typeof VERSION_NOTE_CODES)[number];

/** The values each note's words need: a version number, a file name, a pool's name. */
export interface VersionNote {
  code: VersionNoteCode;
  params: Record<string, string | number>;
}

/** The note stored in a version's row (JSON), or undefined for a row without one or one this app cannot read. */
export function parseVersionNote(stored: string | null): VersionNote | undefined {
  if (!stored) return undefined;
  try {
    const note = JSON.parse(stored) as Partial<VersionNote>;
    const known = (VERSION_NOTE_CODES as readonly string[]).includes(note.code ?? '');
    return known && typeof note.params === 'object' && note.params !== null ? (note as VersionNote) : undefined;
  } catch {
    return undefined;
  }
}
