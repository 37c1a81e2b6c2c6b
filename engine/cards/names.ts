// The names a card answers to, as a deck list's names are matched (db card_names rows, the advisor's --cut and
// --key-spells, a keep rule's required cards): the English name, each face's, each localized name and its faces.
import type { Card } from './types.ts';
import { foldName } from '../text/fold.ts';
import { TWINPACT_NAME_SEPARATOR, twinpactHalves } from '../dm/card.ts';

/** Multi-face names, English and localized, join their faces with this (CR 201.2; engine Card.name). */
export const CARD_NAME_SEPARATOR = ' // ';

/** A name a card answers to, in a language, folded as lookups fold it; a face's (or a twinpact half's) flagged. */
export interface AnsweredName {
  lang: string;
  name: string;
  name_folded: string;
  is_face: 0 | 1;
}

/** Every name a card answers to: English, each face, each localized name and its faces; no repeats. */
export function namesAnsweredTo(card: Card): AnsweredName[] {
  const rows: AnsweredName[] = [];
  const seen = new Set<string>();
  const add = (lang: string, name: string, isFace: 0 | 1) => {
    const key = `${lang}\u0000${name}`;
    if (name === '' || seen.has(key)) return;
    seen.add(key);
    rows.push({ lang, name, name_folded: foldName(name), is_face: isFace });
  };
  add('en', card.name, 0);
  if (card.faces.length > 1) for (const face of card.faces) add('en', face.name, 1);
  for (const [lang, name] of Object.entries(card.localizedNames)) {
    add(lang, name, 0);
    const parts = name.split(CARD_NAME_SEPARATOR);
    if (parts.length > 1) for (const part of parts) add(lang, part, 1);
    else if (card.dm?.isTwinpact) addTwinpactHalves(lang, name, add);
  }
  // DM 805.7: a two-sided card answers to either side's name, in Japanese too.
  if (card.layout === 'two-sided') for (const face of card.localized?.ja?.faces ?? []) add('ja', face.name ?? '', 1);
  return rows;
}

/**
 * A Duel Masters twinpact answers to its localized name as "A/B" without spaces around the slash, and to each half
 * (DM 810.4: the name is both halves together; a list may name either half, which is then looked up like a face).
 */
function addTwinpactHalves(lang: string, name: string, add: (lang: string, name: string, isFace: 0 | 1) => void) {
  const halves = twinpactHalves(name);
  if (!halves) return;
  add(lang, halves.join(TWINPACT_NAME_SEPARATOR), 0);
  for (const half of halves) add(lang, half, 1);
}
