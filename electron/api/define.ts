// One handler per operation, transport-free (ARCHITECTURE §6): Electron IPC, the CLI and the tests
// all call the same map through `invoke`, which checks every input against the handler's schema.
import { z } from 'zod';
import type { Db } from '../../db/open.ts';

/** Events a long operation reports while it runs (import progress, simulation progress). */
export type ApiEvent = { type: string; [key: string]: unknown };

export interface ApiContext {
  db: Db;
  /** Where progress events go; the transport forwards them (IPC `on`, CLI stderr, tests). */
  emit: (event: ApiEvent) => void;
  /** Cancelled when the caller gives up (window closed, Ctrl-C, `sim.cancel`). */
  signal?: AbortSignal;
}

export interface Handler<S extends z.ZodType, R> {
  input: S;
  run: (input: z.output<S>, ctx: ApiContext) => R | Promise<R>;
}

export function handler<S extends z.ZodType, R>(input: S, run: (input: z.output<S>, ctx: ApiContext) => R | Promise<R>): Handler<S, R> {
  return { input, run };
}

export type ApiErrorCode = 'invalid-input' | 'not-found' | 'bad-file' | 'conflict' | 'cancelled' | 'internal';

/** A failure the UI can show in words: a code for i18n, a message in English, and details. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly details: unknown;
  constructor(code: ApiErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
  }
  toJSON(): SerializedApiError {
    return { code: this.code, message: this.message, details: this.details };
  }
}

export interface SerializedApiError { code: ApiErrorCode; message: string; details?: unknown }
