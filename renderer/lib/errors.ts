// A failure in words: what kind of failure in the window's language, then the backend's own detail.
import { ApiError } from '../../protocol/errors.ts';
import { ERROR_KEYS } from './labels.ts';
import { t } from '../i18n/index.ts';

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return `${t(ERROR_KEYS[error.code], error.params)}: ${error.message}`;
  return `${t('error.internal')}: ${error instanceof Error ? error.message : String(error)}`;
}
