// One transport for every place the renderer's calls arrive: Electron IPC (ipc.ts) and the end-to-end
// bridge. It answers the API's handler map and the shell's host operations, serializes every failure once
// into the protocol's error data, and cancels a running call by its request id.
import { z } from 'zod';
import type { Api } from '../api/index.ts';
import { ApiError, type ApiErrorData } from '../api/define.ts';
import { invalidInputError } from '../api/input-issues.ts';
import {
  CANCEL_OPERATION,
  FILE_INPUTS,
  FILE_OUTPUTS,
  OPERATION_NAME,
  type Envelope,
  type HostOperationName,
  type HostOperations,
} from '../../protocol/bridge.ts';
import type { FileRegistry } from './files.ts';
import { IMAGE_REQUEST } from '../api/handlers/images.ts';
import { MAX_PREFETCH_REQUESTS } from '../../protocol/images.ts';

/** What a host operation gets besides its input: the signal the transport's cancel fires. */
export interface HostContext {
  signal: AbortSignal;
}

export type HostHandlers = {
  [K in HostOperationName]?: (
    input: HostOperations[K]['input'],
    context: HostContext,
  ) => Promise<HostOperations[K]['output']> | HostOperations[K]['output'];
};

export interface TransportServer {
  handle(name: string, input: unknown, requestId?: string): Promise<Envelope<unknown>>;
  /** An invoke as the page sent it, (name, input, requestId?), checked before anything is looked up. */
  handleMessage(args: unknown[]): Promise<Envelope<unknown>>;
  /** Aborts every running call (the window closed). */
  cancelAll(): void;
  /** Request ids of calls still running. */
  running(): string[];
}

export interface TransportOptions {
  /**
   * Set where the renderer calls: files are named by the registry's handles, never by path
   * (FILE_INPUTS, FILE_OUTPUTS). Unset between the shell and its API worker, which speak in paths.
   */
  files?: FileRegistry;
}

/** The one place an error becomes data: an ApiError as it is, an abort as 'cancelled', anything else 'internal'. */
export function serializeError(error: unknown): ApiErrorData {
  if (error instanceof ApiError) {
    const data = error.toJSON();
    if (data.details !== undefined) data.details = plainData(data.details);
    return data;
  }
  if (error instanceof Error && error.name === 'AbortError')
    return { code: 'cancelled', message: error.message || 'cancelled' };
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}

/** Values cross to the renderer as plain data (structured clone and Playwright both take it): Maps become objects. */
export function plainData(value: unknown): unknown {
  if (value === undefined || value === null || typeof value !== 'object') return value;
  if (value instanceof Uint8Array) return value;
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), plainData(v)]));
  if (value instanceof Set) return [...value].map(plainData);
  if (Array.isArray(value)) return value.map(plainData);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function')
    return plainData((value as { toJSON: () => unknown }).toJSON());
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
  'shell.setMenuLabels': z.object({
    locale: z.string().min(2).max(16),
    labels: z.record(z.string(), z.string().max(200)),
  }),
  'shell.setTheme': z.object({ theme: z.enum(['system', 'light', 'dark']) }),
  'images.prefetch': z.object({ requests: z.array(IMAGE_REQUEST).max(MAX_PREFETCH_REQUESTS) }),
  'images.cacheStatus': z.strictObject({}),
  'images.clearCache': z.strictObject({}),
  'shell.savePdf': z.object({ title: z.string().min(1).max(200) }),
};

function checkedHostInput(name: HostOperationName, input: unknown): unknown {
  const parsed = HOST_INPUTS[name].safeParse(input);
  if (!parsed.success) throw invalidInputError(name, parsed.error, input);
  return parsed.data;
}

/** What the page sends on the invoke channel: (name, input, requestId?). */
export const INVOKE_MESSAGE = z.tuple([
  z.string().regex(OPERATION_NAME),
  z.unknown(),
  z.string().min(1).max(100).optional(),
]);
/** What the preload sends on the drop channel: the paths of the files dropped on the window. */
export const DROP_MESSAGE = z.tuple([z.array(z.string().min(1).max(4096)).max(1000)]);

const HANDLES = z.array(z.string().max(100)).max(1000);

/** The renderer's handles in a file-naming input become the paths behind them; anything else fails the call. */
function withPaths(name: string, input: unknown, files: FileRegistry): unknown {
  if (!Object.hasOwn(FILE_INPUTS, name)) return input;
  const field = FILE_INPUTS[name as keyof typeof FILE_INPUTS];
  const handles = HANDLES.safeParse(
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[field] : undefined,
  );
  if (!handles.success)
    throw new ApiError('invalid-input', `"${field}" must list the handles of files picked or dropped`, undefined, {
      operation: name,
    });
  return { ...(input as object), [field]: handles.data.map((handle) => files.pathOf(handle)) };
}

/** A file Decklab wrote reaches the renderer as a handle, like a file the user picked. */
function withHandles(name: string, output: unknown, files: FileRegistry): unknown {
  if (!Object.hasOwn(FILE_OUTPUTS, name)) return output;
  const field = FILE_OUTPUTS[name as keyof typeof FILE_OUTPUTS];
  return { ...(output as object), [field]: files.handleOf(String((output as Record<string, unknown>)[field])) };
}

export function createTransportServer(
  api: Api,
  host: HostHandlers = {},
  options: TransportOptions = {},
): TransportServer {
  const controllers = new Map<string, AbortController>();
  const { files } = options;

  async function run(name: string, input: unknown, signal: AbortSignal): Promise<unknown> {
    if (isHostOperation(name, host))
      return (host[name] as (input: unknown, context: HostContext) => unknown)(checkedHostInput(name, input), {
        signal,
      });
    if (!files) return api.invoke(name as never, input as never, { signal });
    const output = await api.invoke(name as never, withPaths(name, input, files) as never, { signal });
    return withHandles(name, output, files);
  }

  async function handle(name: string, input: unknown, requestId?: string): Promise<Envelope<unknown>> {
    if (name === CANCEL_OPERATION) {
      const id = (input as { requestId?: unknown } | null)?.requestId;
      if (typeof id === 'string') controllers.get(id)?.abort();
      return { ok: true, value: null };
    }
    const controller = new AbortController();
    if (requestId) controllers.set(requestId, controller);
    try {
      return { ok: true, value: plainData(await run(name, input, controller.signal)) };
    } catch (error) {
      // An operation's own 'cancelled' error passes as it is: it may say what was kept (a download's bytes so far).
      const ownCancel = error instanceof ApiError && error.code === 'cancelled';
      return {
        ok: false,
        error:
          controller.signal.aborted && !ownCancel
            ? { code: 'cancelled', message: `${name} cancelled` }
            : serializeError(error),
      };
    } finally {
      if (requestId) controllers.delete(requestId);
    }
  }

  return {
    handle,
    async handleMessage(args) {
      const message = INVOKE_MESSAGE.safeParse(args);
      if (!message.success)
        return {
          ok: false,
          error: { code: 'invalid-input', message: `not a call: ${z.prettifyError(message.error)}` },
        };
      return handle(...message.data);
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
export function createEventThrottle<E extends { type: string }>(
  send: (event: E) => void,
  intervalMs = 50,
): { push(event: E): void; flush(): void; close(): void } {
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
