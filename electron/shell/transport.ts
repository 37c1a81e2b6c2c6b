// One transport for every place the renderer's calls arrive: Electron IPC (ipc.ts) and the end-to-end
// bridge. It answers the API's handler map and the shell's host operations, turns every failure into a
// typed error envelope, and cancels a running call by its request id.
import { z } from 'zod';
import type { Api } from '../api/index.ts';
import type { ApiErrorCode, SerializedApiError } from '../api/define.ts';
import { CANCEL_OPERATION, type Envelope, type HostOperationName, type HostOperations } from './shared/protocol.ts';

export type HostHandlers = { [K in HostOperationName]?: (input: HostOperations[K]['input']) => Promise<HostOperations[K]['output']> | HostOperations[K]['output'] };

export interface TransportServer {
  handle(name: string, input: unknown, requestId?: string): Promise<Envelope<unknown>>;
  /** Aborts every running call (the window closed). */
  cancelAll(): void;
  /** Request ids of calls still running. */
  running(): string[];
}

const API_ERROR_CODES: readonly ApiErrorCode[] = ['invalid-input', 'not-found', 'bad-file', 'conflict', 'cancelled', 'internal'];

/** Keeps an ApiError's code, message and details; anything else becomes an 'internal' error with its message. */
export function serializeError(error: unknown): SerializedApiError {
  if (typeof error === 'object' && error !== null && 'code' in error && API_ERROR_CODES.includes((error as { code: ApiErrorCode }).code)) {
    const e = error as { code: ApiErrorCode; message?: string; details?: unknown };
    return { code: e.code, message: String(e.message ?? e.code), details: plainData(e.details) };
  }
  if (error instanceof Error && error.name === 'AbortError') return { code: 'cancelled', message: error.message || 'cancelled' };
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}

/** Values cross to the renderer as plain data (structured clone and Playwright both take it): Maps become objects. */
export function plainData(value: unknown): unknown {
  if (value === undefined || value === null || typeof value !== 'object') return value;
  if (value instanceof Uint8Array) return value;
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), plainData(v)]));
  if (value instanceof Set) return [...value].map(plainData);
  if (Array.isArray(value)) return value.map(plainData);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return plainData((value as { toJSON: () => unknown }).toJSON());
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined && typeof v !== 'function') out[k] = plainData(v);
  return out;
}

function isHostOperation(name: string, host: HostHandlers): name is HostOperationName {
  return Object.hasOwn(host, name);
}

/** Host operations' inputs are checked at the boundary like the API's (a page could send anything). */
export const HOST_INPUTS: { [K in HostOperationName]: z.ZodType<HostOperations[K]['input']> } = {
  'shell.pickFiles': z.object({ purpose: z.enum(['deck', 'data']) }),
  'shell.setMenuLabels': z.object({ locale: z.string().min(2).max(16), labels: z.record(z.string(), z.string().max(200)) }),
  'shell.setTheme': z.object({ theme: z.enum(['system', 'light', 'dark']) }),
};

function checkedHostInput(name: HostOperationName, input: unknown): unknown {
  const parsed = HOST_INPUTS[name].safeParse(input);
  if (!parsed.success) throw Object.assign(new Error(`${name}: ${z.prettifyError(parsed.error)}`), { code: 'invalid-input', details: parsed.error.issues });
  return parsed.data;
}

export function createTransportServer(api: Api, host: HostHandlers = {}): TransportServer {
  const controllers = new Map<string, AbortController>();

  async function run(name: string, input: unknown, signal: AbortSignal): Promise<unknown> {
    if (isHostOperation(name, host)) return (host[name] as (input: unknown) => unknown)(checkedHostInput(name, input));
    return api.invoke(name as never, input as never, { signal });
  }

  return {
    async handle(name, input, requestId) {
      if (name === CANCEL_OPERATION) {
        const id = (input as { requestId?: unknown } | null)?.requestId;
        controllers.get(String(id))?.abort();
        return { ok: true, value: null };
      }
      const controller = new AbortController();
      if (requestId) controllers.set(requestId, controller);
      try {
        return { ok: true, value: plainData(await run(name, input, controller.signal)) };
      } catch (error) {
        return { ok: false, error: controller.signal.aborted ? { code: 'cancelled', message: `${name} cancelled` } : serializeError(error) };
      } finally {
        if (requestId) controllers.delete(requestId);
      }
    },
    cancelAll() {
      for (const c of controllers.values()) c.abort();
    },
    running() {
      return [...controllers.keys()];
    },
  };
}

/**
 * Progress events can come by the thousand; the window needs at most one per frame. Events whose type
 * ends in ".progress" are coalesced (the newest of each type wins) and flushed every `intervalMs`;
 * every other event, and a progress type's final state before any other event, goes out in order.
 */
export function createEventThrottle<E extends { type: string }>(send: (event: E) => void, intervalMs = 50): { push(event: E): void; flush(): void; close(): void } {
  const latest = new Map<string, E>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    for (const event of latest.values()) send(event);
    latest.clear();
  };
  return {
    push(event) {
      if (!event.type.endsWith('.progress')) {
        flush();
        send(event);
        return;
      }
      latest.set(event.type, event);
      timer ??= setTimeout(flush, intervalMs);
    },
    flush,
    close() {
      if (timer) clearTimeout(timer);
      latest.clear();
    },
  };
}
