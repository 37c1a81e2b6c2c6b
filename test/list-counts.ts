// What a test expects of a deck, read straight from the shared files (not through Decklab's readers): a plain-taw
// list's copies by section, and the Japanese names ja-names.csv gives Duel Masters cards.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { sharedPath } from './shared-data.ts';

export interface ListedSections {
  commander: Map<string, number>;
  main: Map<string, number>;
  side: Map<string, number>;
}

/**
 * A plain-taw list's copies by section (`path` under the shared decks folder): "COMMANDER: 1 X" lines, the lines before
 * "Sideboard" and after it; the oversized display commander left out, as it is no card of the deck.
 */
export function listedSections(path: string): ListedSections {
  const sections: ListedSections = { commander: new Map(), main: new Map(), side: new Map() };
  let section: keyof ListedSections | null = 'main';
  for (const raw of readFileSync(sharedPath('decks', path), 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === 'Sideboard') section = 'side';
    else if (line === 'Display Commander') section = null;
    const m = /^(COMMANDER: )?(\d+) (.+?)(?: \[.*\])*$/.exec(line);
    if (!m || section === null) continue;
    const into = sections[m[1] ? 'commander' : section];
    into.set(m[3], (into.get(m[3]) ?? 0) + Number(m[2]));
  }
  return sections;
}

/** ja-names.csv's Japanese name of each Duel Masters card it lists, by English name. */
export function dmJapaneseNames(): Map<string, string> {
  const rows = Papa.parse<Record<string, string>>(readFileSync(sharedPath('duelmasters', 'ja-names.csv'), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
  return new Map(rows.map((r) => [r.CardName, r.JapaneseName]));
}
