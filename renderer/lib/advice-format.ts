// The advisor's figures as text in the window's language: a share as a percent, mana as a number, and a paired
// difference with its sign.
import { formatNumber, formatPercent } from '../i18n/index.ts';
import type { FigureUnit } from './advice.ts';

export function formatFigure(value: number, unit: FigureUnit, signed = false): string {
  const signDisplay = signed ? 'exceptZero' : 'auto';
  return unit === 'share'
    ? formatPercent(value, 1, signDisplay)
    : formatNumber(value, { maximumFractionDigits: 2, minimumFractionDigits: 2, signDisplay });
}
