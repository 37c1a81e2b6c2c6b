// Where Electron's preload sits in the app, the tests put this bridge: `window.decklab` with exactly
// invoke(name, input) and on(event, handler), answered by the same transport ipc.ts serves, over the
// real API on a real SQLite file. Host operations the OS would answer (file dialogs) are the test's.
import type { Page } from 'playwright-core';
import type { Api } from '../electron/api/index.ts';
import {
  createEventThrottle,
  createTransportServer,
  plainData,
  type HostHandlers,
} from '../electron/shell/transport.ts';
import type { FileRegistry } from '../electron/shell/files.ts';
import type { ApiEvent } from '../electron/api/define.ts';

declare global {
  interface Window {
    __decklabInvoke?: (name: string, input: unknown, requestId?: string) => Promise<string>;
    __decklabEmit?: (event: ApiEvent) => void;
  }
}

export interface InstalledBridge {
  /** Cancels the calls still running, as the shell does when a window goes. */
  cancelCalls(): void;
  close(): void;
}

export async function installBridge(
  page: Page,
  api: Api,
  host: HostHandlers,
  files: FileRegistry,
): Promise<InstalledBridge> {
  const server = createTransportServer(api, host, { files });
  // Results go to the page as JSON text: Playwright's serializer walks a value node by node and takes
  // ~100 ms for a page of cards that Electron's structured clone copies in about one; strings cross at once.
  await page.exposeFunction('__decklabInvoke', async (...args: unknown[]) =>
    JSON.stringify(await server.handleMessage(args)),
  );
  const events = createEventThrottle<ApiEvent>((event) => {
    void page.evaluate((e) => window.__decklabEmit?.(e), plainData(event) as ApiEvent).catch(() => {});
  });
  const unsubscribe = api.on((event) => events.push(event));
  // The page side of the preload: the same shape, calling the exposed function instead of ipcRenderer.
  await page.addInitScript(() => {
    const listeners = new Map<string, Set<(event: ApiEvent) => void>>();
    window.__decklabEmit = (event) => {
      for (const type of [event.type, '*']) for (const listener of listeners.get(type) ?? []) listener(event);
    };
    Object.defineProperty(window, 'decklab', {
      value: Object.freeze({
        invoke: async (name: string, input: unknown, requestId?: string) =>
          JSON.parse(await window.__decklabInvoke!(name, input, requestId)) as unknown,
        on(type: string, handler: (event: ApiEvent) => void) {
          const set = listeners.get(type) ?? new Set();
          listeners.set(type, set);
          set.add(handler);
          return () => void set.delete(handler);
        },
      }),
    });
  });
  return {
    cancelCalls: () => server.cancelAll(),
    close() {
      unsubscribe();
      events.close();
      server.cancelAll();
    },
  };
}
