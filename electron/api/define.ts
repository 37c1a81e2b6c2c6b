// One handler per operation, transport-free (ARCHITECTURE §5): Electron IPC, the CLI and the tests
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

export function handler<S extends z.ZodType, R>(
  input: S,
  run: (input: z.output<S>, ctx: ApiContext) => R | Promise<R>,
): Handler<S, R> {
  return { input, run };
}

// Handlers throw the protocol's one error type: `throw new ApiError(code, message, details?, params?)`.
export { ApiError, type ApiErrorCode, type ApiErrorData } from '../../protocol/errors.ts';
