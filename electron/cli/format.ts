// Plain-text renderings for the terminal.
import type { CardDetails } from '../../db/cards.ts';
import type { CardFace, Printing } from '../../engine/cards/types.ts';
import { faceStatsText } from '../../engine/cards/face-stats.ts';

/** DM 106: civilization words as the cards print them; none is colorless (106.2c). */
function civilizationText(civilizations: readonly string[]): string {
  return civilizations.length ? civilizations.map((c) => c[0].toUpperCase() + c.slice(1)).join(' / ') : 'Colorless';
}

/** Duel Masters: the face's cost (DM 201; "none" when the card prints no cost) and its civilizations. */
function dmCostLine(card: CardDetails, face: CardFace, index: number): string {
  const printsNoCost = index === 0 && card.dm?.cost === null;
  return `Cost: ${printsNoCost ? 'none' : face.manaValue}  Civilization: ${civilizationText(face.colors)}`;
}

/** "1 deck", "2 decks": a count and its English noun. */
export const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function formatCardText(card: CardDetails): string {
  const lines: string[] = [];
  card.faces.forEach((face, i) => {
    lines.push(`${face.name}${face.manaCost ? '  ' + face.manaCost : ''}`);
    if (card.game === 'dm') lines.push(dmCostLine(card, face, i));
    lines.push(face.typeLine);
    if (face.text) lines.push(face.text);
    const stats = faceStatsText(card.game, face);
    if (stats) lines.push(stats);
    lines.push('');
  });
  const names = Object.entries(card.localizedNames).map(([lang, n]) => `${lang}: ${n}`);
  if (names.length) lines.push(`Names: ${names.join('; ')}`);
  const legal = Object.entries(card.legalities)
    .filter(([, s]) => s !== 'not_legal')
    .map(([f, s]) => (s === 'legal' ? f : `${f} (${s})`));
  if (legal.length) lines.push(`Formats: ${legal.join(', ')}`);
  if (card.printings.length) lines.push(`Printings: ${card.printings.map(printingLabel).join(', ')}`);
  return lines.join('\n') + '\n';
}

/** "ELD 206 (Volkan Baǵa)": set, collector number and, where the data has one, the artist. */
function printingLabel(p: Printing): string {
  const label = `${p.set.toUpperCase()} ${p.collectorNumber}`;
  return p.artist ? `${label} (${p.artist})` : label;
}
