// The Electron main process: one secure window over the renderer, the API on worker threads, native
// menus and dialogs. Every decision it takes comes from electron/shell/ (tested without Electron).
import { app, BrowserWindow, dialog, Menu, nativeTheme, protocol, screen, session, type WebContents } from 'electron';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_NAME, DB_FILE_NAME } from './paths.ts';
import { createApiHost, type ApiHost } from './shell/api-host.ts';
import { createFileRegistry, pdfFileName, PICK_FILTERS } from './shell/files.ts';
import { FALLBACK_MENU_LABELS, menuTemplate } from './shell/menu.ts';
import type { CommandId, MenuLabelId } from '../protocol/bridge.ts';
import {
  APP_ENTRY_URL,
  APP_SCHEME,
  contentSecurityPolicy,
  contentTypeOf,
  isAppUrl,
  navigationAllowed,
  permissionGranted,
  resolveAppAsset,
  SECURE_WEB_PREFERENCES,
} from './shell/security.ts';
import { createEventThrottle, createTransportServer } from './shell/transport.ts';
import { imageHostHandlers, openImageService, type ImageService } from './shell/image-service.ts';
import { IMAGE_PATH_PREFIX } from '../protocol/images.ts';
import {
  createStateSaver,
  initialWindowState,
  MIN_WINDOW_SIZE,
  readWindowState,
  writeWindowState,
} from './shell/window-state.ts';
import { sendEvent, serveIpc } from './ipc.ts';

// The bundle lives in dist-electron/; the renderer Vite built lives beside it in dist/.
const RENDERER_ROOT = join(__dirname, '..', 'dist');

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);
app.setPath('userData', join(app.getPath('appData'), APP_NAME));

if (!app.requestSingleInstanceLock()) app.quit();

function serveRenderer(images: ImageService): void {
  protocol.handle(APP_SCHEME, async (request) => {
    if (isAppUrl(request.url) && new URL(request.url).pathname.startsWith(IMAGE_PATH_PREFIX))
      return images.handle(request);
    const file = resolveAppAsset(RENDERER_ROOT, request.url);
    if (!file) return new Response('not found', { status: 404 });
    try {
      return new Response(await readFile(file), {
        headers: { 'content-type': contentTypeOf(file), 'content-security-policy': contentSecurityPolicy() },
      });
    } catch {
      return new Response('not found', { status: 404 });
    }
  });
}

function denyPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permissionGranted(permission, details.requestingUrl)),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    permissionGranted(permission, requestingOrigin),
  );
}

/** No window.open, no navigation away from our page, no <webview>: for every web contents ever created. */
function lockDown(contents: WebContents): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event, url) => {
    if (!navigationAllowed(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!navigationAllowed(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

function createWindow(api: ApiHost, images: ImageService): void {
  const stateFile = join(app.getPath('userData'), 'window-state.json');
  const initial = initialWindowState(
    readWindowState(stateFile),
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const win = new BrowserWindow({
    ...initial.bounds,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title: APP_NAME,
    show: false,
    backgroundColor: nativeTheme.shouldUseDarkColors ? '#17191c' : '#f7f7f5',
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: join(__dirname, 'preload.cjs') },
  });

  const events = createEventThrottle((event) => sendEvent(win, event));
  const unsubscribe = api.on((event) => events.push(event));
  const runCommand = (command: CommandId) => sendEvent(win, { type: 'shell.command', command });
  const setMenu = (labels: Record<MenuLabelId, string>) =>
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(labels, runCommand, process.platform)));
  setMenu(FALLBACK_MENU_LABELS);

  const files = createFileRegistry();
  const server = createTransportServer(
    api,
    {
      'shell.pickFiles': async ({ purpose }) => {
        const result = await dialog.showOpenDialog(win, {
          properties: ['openFile', 'multiSelections'],
          filters: PICK_FILTERS[purpose],
        });
        return result.canceled ? [] : result.filePaths.map((path) => files.offer(path));
      },
      'shell.setMenuLabels': ({ labels }) => {
        setMenu(labels);
        return null;
      },
      'shell.setTheme': ({ theme }) => {
        nativeTheme.themeSource = theme;
        return null;
      },
      'shell.savePdf': async ({ title }) => {
        const result = await dialog.showSaveDialog(win, {
          defaultPath: `${pdfFileName(title)}.pdf`,
          filters: [{ name: 'PDF', extensions: ['pdf'] }],
        });
        if (result.canceled || !result.filePath) return { saved: false };
        // The page's own @page sizes and margins, and its white pages and outlines, as window.print gives them.
        await writeFile(
          result.filePath,
          await win.webContents.printToPDF({ preferCSSPageSize: true, printBackground: true }),
        );
        return { saved: true };
      },
      ...imageHostHandlers(images, (event) => events.push(event)),
    },
    { files },
  );
  const stopServing = serveIpc(win, server, (paths) =>
    sendEvent(win, { type: 'shell.files', files: paths.map((path) => files.offer(path)) }),
  );

  const saver = createStateSaver((state) => writeWindowState(stateFile, state));
  const remember = () => saver.update({ ...win.getNormalBounds(), maximized: win.isMaximized() });
  win.on('resize', remember);
  win.on('move', remember);
  win.on('maximize', remember);
  win.on('unmaximize', remember);
  win.on('close', () => {
    remember();
    saver.flush();
  });
  win.on('closed', () => {
    stopServing();
    unsubscribe();
    events.close();
  });
  win.once('ready-to-show', () => {
    if (initial.maximized) win.maximize();
    win.show();
  });
  void win.loadURL(APP_ENTRY_URL);
}

app.on('web-contents-created', (_event, contents) => lockDown(contents));
app.on('second-instance', () => {
  const [win] = BrowserWindow.getAllWindows();
  if (win?.isMinimized()) win.restore();
  win?.focus();
});

void app.whenReady().then(() => {
  denyPermissions();
  mkdirSync(app.getPath('userData'), { recursive: true });
  const dbPath = process.env.DECKLAB_DB ?? join(app.getPath('userData'), DB_FILE_NAME);
  const api = createApiHost({
    dbPath,
    workerFile: new URL('./shell/api-worker.ts', import.meta.url),
    bundledDir: join(app.getAppPath(), 'data', 'bundled'),
  });
  api.ready.catch((error: Error) =>
    dialog.showErrorBox(APP_NAME, `The database ${dbPath} could not be opened: ${error.message}`),
  );
  const images = openImageService(api, join(app.getPath('userData'), 'image-cache'));
  serveRenderer(images);
  createWindow(api, images);
  app.on('window-all-closed', () => void api.close().finally(() => app.quit()));
});
