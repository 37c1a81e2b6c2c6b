// The renderer's client of the backend: `window.decklab` (the preload in the app, the bridge in the
// end-to-end tests) typed by the API's own types. Failures arrive as ApiFailure with the API's code.
import { CANCEL_OPERATION, type DecklabBridge, type InvokeInput, type InvokeName, type InvokeOutput } from '../../protocol/bridge.ts';
import type { ApiErrorCode, ApiEvent, SerializedApiError } from '../../electron/api/types.ts';

declare global {
  interface Window { decklab?: DecklabBridge }
}

export type FailureCode = ApiErrorCode | 'no-backend';

export class ApiFailure extends Error {
  readonly code: FailureCode;
  readonly details: unknown;
  constructor(error: SerializedApiError | { code: 'no-backend'; message: string; details?: unknown }) {
    super(error.message);
    this.name = 'ApiFailure';
    this.code = error.code;
    this.details = error.details;
  }
}

function bridge(): DecklabBridge {
  if (!window.decklab) throw new ApiFailure({ code: 'no-backend', message: 'window.decklab is missing: the page was opened outside Decklab' });
  return window.decklab;
}

export function hasBackend(): boolean {
  return window.decklab !== undefined;
}

let lastRequest = 0;

/** Calls one operation; aborting `signal` cancels it in the backend (the operation then fails as 'cancelled'). */
export async function invoke<K extends InvokeName>(name: K, input: InvokeInput<K>, options: { signal?: AbortSignal } = {}): Promise<InvokeOutput<K>> {
  const requestId = `r${++lastRequest}`;
  const cancel = () => void bridge().invoke(CANCEL_OPERATION, { requestId });
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const envelope = await bridge().invoke(name, input, requestId);
    if (!envelope.ok) throw new ApiFailure(envelope.error);
    return envelope.value as InvokeOutput<K>;
  } finally {
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** Subscribes to backend events of one type ('*' for all); returns the unsubscribe function. */
export function on<E extends ApiEvent = ApiEvent>(type: string, handler: (event: E) => void): () => void {
  if (!window.decklab) return () => {};
  return window.decklab.on(type, handler as (event: ApiEvent) => void);
}

export function isCancelled(error: unknown): boolean {
  return error instanceof ApiFailure && error.code === 'cancelled';
}
