// A copy's language (Scryfall's code) by its name in the window's language: 日本語 / Japanese, not "ja".
import { intlLocale, t } from '../i18n/index.ts';
import type { MessageKey } from '../i18n/en.ts';
import { languageTag } from '../../engine/collection/languages.ts';
import { lookup } from '../../engine/text/lookup.ts';

/** The languages Intl does not name (engine/collection/languages.test.ts), named by the catalog. */
const CATALOG_NAMES: Readonly<Record<string, MessageKey>> = { ph: 'language.ph', qya: 'language.qya' };

/** The language's name, else the code as stored (a file may give a language no one names: it stays readable). */
export function languageName(code: string): string {
  const key = lookup(CATALOG_NAMES, code);
  if (key) return t(key);
  const tag = languageTag(code);
  return (tag && intlName(tag)) || code;
}

function intlName(tag: string): string | undefined {
  try {
    return new Intl.DisplayNames([intlLocale()], { type: 'language', fallback: 'none' }).of(tag);
  } catch {
    return undefined; // RangeError: not a well-formed tag
  }
}
