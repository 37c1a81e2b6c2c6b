// UI text only through here: t('key', { params }) in the language the settings hold.
import { en, type MessageKey } from './en.ts';
import { ja } from './ja.ts';
import { settings } from '../lib/settings.svelte.ts';

export const CATALOGS = { en, ja } as const;
export type { MessageKey };

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text = CATALOGS[settings.locale][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? formatValue(params[name]) : whole));
}

/** English needs "1 card" / "2 cards"; the key's ".one" form is used for exactly one, ".other" otherwise. */
export function tn<K extends string>(base: K, count: number, params: Record<string, string | number> = {}): string {
  const key = (count === 1 ? `${base}.one` : `${base}.other`) as MessageKey;
  return t(key, { count, ...params });
}

function formatValue(value: string | number): string {
  return typeof value === 'number' ? formatNumber(value) : value;
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(), options).format(value);
}

export function formatPercent(
  value: number,
  digits = 1,
  signDisplay: Intl.NumberFormatOptions['signDisplay'] = 'auto',
): string {
  return new Intl.NumberFormat(intlLocale(), {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay,
  }).format(value);
}

/** The window's language as Intl names it (dates: renderer/lib/dates.ts). */
export function intlLocale(): string {
  return settings.locale === 'ja' ? 'ja-JP' : 'en-US';
}
