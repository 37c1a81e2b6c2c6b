// Plain-text renderings for the terminal.
import type { CardDetails } from '../../db/cards.ts';

export function formatCardText(card: CardDetails): string {
  const lines: string[] = [];
  for (const face of card.faces) {
    lines.push(`${face.name}${face.manaCost ? '  ' + face.manaCost : ''}`, face.typeLine);
    if (face.text) lines.push(face.text);
    const stats = face.power !== undefined ? `${face.power}/${face.toughness ?? ''}` : face.loyalty ?? face.defense;
    if (stats) lines.push(stats);
    lines.push('');
  }
  const names = Object.entries(card.localizedNames).map(([lang, n]) => `${lang}: ${n}`);
  if (names.length) lines.push(`Names: ${names.join('; ')}`);
  const legal = Object.entries(card.legalities).filter(([, s]) => s !== 'not_legal').map(([f, s]) => (s === 'legal' ? f : `${f} (${s})`));
  if (legal.length) lines.push(`Formats: ${legal.join(', ')}`);
  if (card.printings.length) lines.push(`Printings: ${card.printings.map((p) => `${p.set.toUpperCase()} ${p.collectorNumber}`).join(', ')}`);
  return lines.join('\n') + '\n';
}
