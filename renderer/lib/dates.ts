// Dates as the window's language writes them: the day on a screen (2026年11月29日, Nov 29, 2026), the day and time
// where saves of one day differ, the full time in a tooltip. A stored time is an ISO string in UTC, shown in the
// computer's time zone; a date without a time (a card data file's, a set's release) is that day wherever one is.
import { intlLocale } from '../i18n/index.ts';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** The date as `options` write it in the window's language; text that is no date stays as it is. */
function formatted(iso: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone: Intl.DateTimeFormatOptions = DAY_ONLY.test(iso) ? { timeZone: 'UTC' } : {};
  return new Intl.DateTimeFormat(intlLocale(), { ...options, ...zone }).format(date);
}

/** "2026年11月29日", "Nov 29, 2026". */
export const formatDay = (iso: string) => formatted(iso, DAY);

/** "2026年11月29日 12:00", "Nov 29, 2026, 12:00 PM". */
export const formatDayTime = (iso: string) => formatted(iso, { ...DAY, hour: 'numeric', minute: '2-digit' });

/** The whole time with seconds and time zone, for a tooltip. */
export const formatFullTime = (iso: string) => formatted(iso, { dateStyle: 'full', timeStyle: 'long' });

/** The computer's day as an ISO date (2026-11-29), for a date field that starts at today. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
