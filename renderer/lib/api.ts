// The renderer's client of the backend: `window.decklab` (the preload in the app, the bridge in the
// end-to-end tests) typed by the API's own types. Failures arrive as the protocol's ApiError, built
// from the error data the backend sent, as it was sent.
import {
  CANCEL_OPERATION,
  isEnvelope,
  type DecklabBridge,
  type InvokeInput,
  type InvokeName,
  type InvokeOutput,
} from '../../protocol/bridge.ts';
import { ApiError } from '../../protocol/errors.ts';
import type { ApiEvent } from '../../electron/api/types.ts';

declare global {
  interface Window {
    decklab?: DecklabBridge;
  }
}

function bridge(): DecklabBridge {
  if (!window.decklab)
    throw new ApiError('no-backend', 'window.decklab is missing: the page was opened outside Decklab');
  return window.decklab;
}

export function hasBackend(): boolean {
  return window.decklab !== undefined;
}

let lastRequest = 0;

/** Calls one operation; aborting `signal` cancels it in the backend (the operation then fails as 'cancelled'). */
export async function invoke<K extends InvokeName>(
  name: K,
  input: InvokeInput<K>,
  options: { signal?: AbortSignal } = {},
): Promise<InvokeOutput<K>> {
  const requestId = `r${++lastRequest}`;
  const cancel = () => void bridge().invoke(CANCEL_OPERATION, { requestId });
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const envelope: unknown = await bridge().invoke(name, input, requestId);
    if (!isEnvelope(envelope)) throw new ApiError('internal', `${name}: the backend's answer has an unknown shape`);
    if (!envelope.ok) throw ApiError.fromData(envelope.error);
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
  return error instanceof ApiError && error.code === 'cancelled';
}
