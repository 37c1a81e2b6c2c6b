// The number in a face's corner, as players write it: Magic's power/toughness (CR 208.1), loyalty (CR 209.1) or
// defense (CR 310.1); Duel Masters' power alone (DM 206), with the "+" a card prints after it ("5000+").
import type { CardFace, Game } from './types.ts';

/** DM 206: the printed power, "5000" or "5000+" (206.2a's sign kept, leading zeros dropped: "0000+" is "0+"); '' when none. */
export function dmPowerText(printed: string | undefined): string {
  return (printed ?? '').trim().replace(/^(-?)0+(?=\d)/, '$1');
}

/** What the face shows in its corner; '' when it shows nothing. */
export function faceStatsText(game: Game, face: Pick<CardFace, 'power' | 'toughness' | 'loyalty' | 'defense'>): string {
  if (game === 'dm') return dmPowerText(face.power);
  if (face.power !== undefined) return `${face.power}/${face.toughness ?? ''}`;
  return face.loyalty ?? face.defense ?? '';
}
