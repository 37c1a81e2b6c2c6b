// Prices as the screens show them: dollars and euros in the locale's currency format, MTGO tickets as "12.34 tix".
import { formatNumber } from '../i18n/index.ts';
import type { Currency } from '../../engine/collection/prices.ts';

const ISO_CODES: Partial<Record<Currency, string>> = { usd: 'USD', eur: 'EUR' };

export function formatMoney(value: number, currency: Currency): string {
  const code = ISO_CODES[currency];
  return code
    ? formatNumber(value, { style: 'currency', currency: code })
    : `${formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} tix`;
}
