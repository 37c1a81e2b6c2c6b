// Serves the transport over Electron IPC, for our own page only (shell/security.ts decides what that is).
import { ipcMain, type BrowserWindow, type IpcMainEvent, type IpcMainInvokeEvent } from 'electron';
import { CHANNELS, type Envelope } from '../protocol/bridge.ts';
import { isTrustedSender } from './shell/security.ts';
import { DROP_MESSAGE, type TransportServer } from './shell/transport.ts';
import type { ApiEvent } from './api/define.ts';

const NOT_OUR_PAGE: Envelope<never> = {
  ok: false,
  error: { code: 'invalid-input', message: "calls are answered only for Decklab's own page" },
};

function fromOurPage(win: BrowserWindow, event: IpcMainEvent | IpcMainInvokeEvent): boolean {
  return event.sender === win.webContents && isTrustedSender(event.senderFrame?.url);
}

/** Answers invokes and drops from `win`; returns the function that stops serving. */
export function serveIpc(win: BrowserWindow, server: TransportServer, onDrop: (paths: string[]) => void): () => void {
  ipcMain.handle(CHANNELS.invoke, (event, ...args: unknown[]) => {
    if (!fromOurPage(win, event)) return NOT_OUR_PAGE;
    return server.handleMessage(args);
  });
  const drop = (event: IpcMainEvent, ...args: unknown[]) => {
    const paths = DROP_MESSAGE.safeParse(args);
    if (fromOurPage(win, event) && paths.success) onDrop(paths.data[0]);
  };
  ipcMain.on(CHANNELS.drop, drop);
  return () => {
    ipcMain.removeHandler(CHANNELS.invoke);
    ipcMain.off(CHANNELS.drop, drop);
    server.cancelAll();
  };
}

export function sendEvent(win: BrowserWindow, event: ApiEvent): void {
  if (!win.isDestroyed()) win.webContents.send(CHANNELS.event, event);
}
