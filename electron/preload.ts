// The renderer's only door to the backend (ARCHITECTURE §5): exactly `invoke(name, input)` and
// `on(event, handler)` on window.decklab. Runs sandboxed and context-isolated, so it holds no logic:
// the channel names and the bridge's shape come from protocol/bridge.ts.
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { CHANNELS, type DecklabBridge } from '../protocol/bridge.ts';
import type { ApiEvent } from './api/define.ts';

type Listener = (event: ApiEvent) => void;
// The project typechecks without the DOM library; the preload needs only this much of it.
interface FileDropEvent {
  dataTransfer: { files: ArrayLike<File> } | null;
  preventDefault(): void;
  stopImmediatePropagation(): void;
}
declare const window: {
  addEventListener(type: 'drop', listener: (event: FileDropEvent) => void, capture: boolean): void;
};
const listeners = new Map<string, Set<Listener>>();

ipcRenderer.on(CHANNELS.event, (_ipcEvent, event: ApiEvent) => {
  for (const type of [event.type, '*']) for (const listener of listeners.get(type) ?? []) listener(event);
});

const bridge: DecklabBridge = {
  invoke: (name, input, requestId) => ipcRenderer.invoke(CHANNELS.invoke, name, input, requestId),
  on(type, handler) {
    const set = listeners.get(type) ?? new Set<Listener>();
    listeners.set(type, set);
    set.add(handler);
    return () => void set.delete(handler);
  },
};

contextBridge.exposeInMainWorld('decklab', bridge);

// Dropped files reach the renderer as File objects without paths; card data must be imported by path,
// so the paths go to the main process, which answers with a `shell.files` event.
window.addEventListener(
  'drop',
  (event) => {
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length === 0) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    ipcRenderer.send(CHANNELS.drop, files.map((file) => webUtils.getPathForFile(file)).filter(Boolean));
  },
  true,
);
