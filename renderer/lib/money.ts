// Prices as the screens show them: dollars and euros in the locale's currency format, MTGO tickets as "12.34 tix".
import { formatNumber, t } from '../i18n/index.ts';
import type { Currency } from '../../engine/collection/prices.ts';

const ISO_CODES: Partial<Record<Currency, string>> = { usd: 'USD', eur: 'EUR' };

export function formatMoney(value: number, currency: Currency): string {
  const code = ISO_CODES[currency];
  return code
    ? formatNumber(value, { style: 'currency', currency: code })
    : `${formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} tix`;
}

/** One printing's price as a strip or list shows it; "no price" when the snapshot has none in this currency. */
export function formatPrice(price: number | undefined, currency: Currency): string {
  return price === undefined ? t('printing.noPrice') : formatMoney(price, currency);
}

/** A move of a price or a value, signed: "+$0.12", "−€0.07", "±$0.00". */
export function formatMove(difference: number, currency: Currency): string {
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  return sign + formatMoney(Math.abs(difference), currency);
}
