// What the version history says of a version: the app's note (restored, imported, started from a pool) in the
// window's language, the player's own message beside it. A version saved before notes were stored holds the
// note's words as text in the language of the day it was saved; those words are read back as the note when they
// are one of the catalogs' note templates, so a language switch re-words them too.
import { CATALOGS, t, type MessageKey } from '../i18n/index.ts';
import { VERSION_NOTE_CODES, type VersionNote, type VersionNoteCode } from '../../engine/decks/version-note.ts';
import { notedPool, poolNameShown } from './pool-names.ts';

interface VersionText {
  message: string;
  note?: VersionNote;
}

const noteKey = (code: VersionNoteCode) => `versionNote.${code}` as MessageKey;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A note template as a pattern: its values captured by name. Spaces are optional: the old pasted note was the
 * imported one's Japanese words around "貼り付けたテキスト", a space between them.
 */
function templatePattern(template: string): RegExp {
  const parts = template.split(/(\{\w+\})/).map((part) => {
    const value = /^\{(\w+)\}$/.exec(part);
    return value ? `(?<${value[1]}>.+?)` : [...part.replace(/\s+/g, '')].map(escaped).join('\\s*');
  });
  return new RegExp(`^${parts.join('\\s*')}$`, 'u');
}

/**
 * Templates the catalogs had when versions still saved their words as text, and no longer have: the Japanese pool
 * note, before it quoted the pool's name (a Japanese name read as one word with プール before it).
 */
const FORMER_TEMPLATES: readonly { code: VersionNoteCode; template: string }[] = [
  { code: 'pool-deck', template: 'プール {pool}から作成' },
];

/** Templates without values first: "imported from pasted text" is the pasted note, not a file of that name. */
const LEGACY_PATTERNS: { code: VersionNoteCode; pattern: RegExp }[] = [
  ...VERSION_NOTE_CODES.flatMap((code) =>
    Object.values(CATALOGS)
      .map((catalog) => catalog[noteKey(code)])
      .map((template) => ({ code, template })),
  ),
  ...FORMER_TEMPLATES,
]
  .sort((a, b) => Number(a.template.includes('{')) - Number(b.template.includes('{')))
  .map(({ code, template }) => ({ code, pattern: templatePattern(template) }));

/** The note an old version's message is the words of, in either language; undefined for the player's own words. */
function legacyNote(message: string): VersionNote | undefined {
  for (const { code, pattern } of LEGACY_PATTERNS) {
    const match = pattern.exec(message.trim());
    if (match) return { code, params: { ...match.groups } };
  }
  return undefined;
}

/** A version's words in the window's language: its note, then its message; empty when it has neither. */
export function versionText(version: VersionText): string {
  const note = version.note ?? legacyNote(version.message);
  // A pool the app named is named in the window's language here as in the pools screen.
  const params =
    note?.params.pool === undefined ? note?.params : { ...note.params, pool: poolNameShown(notedPool(note.params)) };
  const noteText = note ? t(noteKey(note.code), params) : '';
  const own = version.note ? version.message.trim() : note ? '' : version.message;
  return [noteText, own].filter(Boolean).join(' · ');
}
