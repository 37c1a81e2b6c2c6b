// The one error every boundary speaks: a handler throws it, the transport serializes it once into
// ApiErrorData, and the worker link, the IPC and the renderer forward that data as it came.
// Pure: the renderer builds the same class from the data.
import { REASON_CODES, type ReasonCode, type Reasoned } from '../engine/text/reasons.ts';

export const API_ERROR_CODES = [
  'invalid-input',
  'not-found',
  'bad-file',
  'conflict',
  'cancelled',
  'internal',
  'no-backend',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Named values a message is made of, so the UI can word it in its own language. */
export type ApiErrorParams = Record<string, string | number>;

/** An ApiError as data: what crosses threads, IPC and the page bridge. */
export interface ApiErrorData {
  code: ApiErrorCode;
  /** English, for logs, the CLI and the line under a translated heading. */
  message: string;
  params?: ApiErrorParams;
  details?: unknown;
  /** What exactly was wrong, by the code of engine/text/reasons.ts: the UI words it with `params`. */
  reason?: ReasonCode;
}

/** A failure the UI can show in words: a code for i18n, a message in English, params and details. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly details: unknown;
  readonly params: ApiErrorParams | undefined;
  readonly reason: ReasonCode | undefined;
  constructor(code: ApiErrorCode, message: string, details?: unknown, params?: ApiErrorParams, reason?: ReasonCode) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
    this.params = params;
    this.reason = reason;
  }

  /** The refusal of an engine error that names its reason: its English message, its reason and values. */
  static because(code: ApiErrorCode, error: Reasoned, details?: unknown): ApiError {
    return new ApiError(code, error.message, details, error.reason.params, error.reason.code);
  }

  static fromData(data: ApiErrorData): ApiError {
    return new ApiError(data.code, data.message, data.details, data.params, data.reason);
  }

  toJSON(): ApiErrorData {
    const data: ApiErrorData = { code: this.code, message: this.message };
    if (this.params !== undefined) data.params = this.params;
    if (this.details !== undefined) data.details = this.details;
    if (this.reason !== undefined) data.reason = this.reason;
    return data;
  }
}

function isParams(value: unknown): value is ApiErrorParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

/** Data from another thread or process is checked before it is believed. */
export function isApiErrorData(value: unknown): value is ApiErrorData {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message, params, reason } = value as Record<string, unknown>;
  return (
    (API_ERROR_CODES as readonly unknown[]).includes(code) &&
    typeof message === 'string' &&
    (params === undefined || isParams(params)) &&
    (reason === undefined || (REASON_CODES as readonly unknown[]).includes(reason))
  );
}
