// The advisor's figures as text in the window's language: a share as a percent, mana as a number, and a paired
// difference with its sign.
import { formatNumber, formatPercent, t } from '../i18n/index.ts';
import type { FigureUnit } from './advice.ts';

export function formatFigure(value: number, unit: FigureUnit, signed = false): string {
  const signDisplay = signed ? 'exceptZero' : 'auto';
  return unit === 'share'
    ? formatPercent(value, 1, signDisplay)
    : formatNumber(value, { maximumFractionDigits: 2, minimumFractionDigits: 2, signDisplay });
}

/**
 * A figure standing alone, outside a column that names its unit: "+0.18 mana", "0.18マナ"; a share's percent sign is
 * its unit already.
 */
export function formatAmount(value: number, unit: FigureUnit, signed = false): string {
  const figure = formatFigure(value, unit, signed);
  return unit === 'mana' ? t('advice.manaAmount', { value: figure }) : figure;
}

/** One of a sweep row's changes: "+1 Forest", "−1 Oko, Thief of Crowns" (a true minus sign), named by `name`. */
export function formatChange(change: { card: string; count: number }, name: (card: string) => string): string {
  return `${change.count > 0 ? '+' : '−'}${Math.abs(change.count)} ${name(change.card)}`;
}

/** A figure's 95% interval: "41.2% – 45.0%". */
export function formatInterval(estimate: { low: number; high: number }, unit: FigureUnit): string {
  return `${formatFigure(estimate.low, unit)} – ${formatFigure(estimate.high, unit)}`;
}

/**
 * Between the parts of a list: " · " whose leading space is a no-break space, so a wrapped line breaks only after the
 * dot and never starts with it.
 */
export const LIST_SEPARATOR = '\u00a0· ';

/**
 * Text whose figures carry an aside in brackets, held to them on one line: "27 (current)" with a no-break space,
 * 「27（現在）」 with a word joiner (a line may otherwise break before a full-width bracket).
 */
export function withAside(text: string): string {
  return text.replaceAll(' (', '\u00a0(').replace(/(?<=\S)（/gu, '\u2060（');
}
