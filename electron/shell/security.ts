// The window's security policy as data, and the small decisions main.ts and ipc.ts ask of it.
// The renderer is served from our own privileged scheme (never file://), so "our page" is one origin.
import { isAbsolute, relative, resolve, sep } from 'node:path';

export const APP_SCHEME = 'decklab';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** Chromium settings of the one window: no Node, isolated preload, sandboxed renderer. */
export const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: false,
} as const;

/**
 * Content-Security-Policy of every page we serve. Styles allow inline attributes because Svelte and
 * virtua position rows with style attributes; scripts come only from our origin; nothing is fetched. Card images
 * too come from our origin (the main process's image cache, shell/image-service.ts): no remote origin anywhere.
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

export function contentSecurityPolicy(
  policy: Readonly<Record<string, readonly string[]>> = CONTENT_SECURITY_POLICY,
): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** Permissions our page may be granted. Only writing plain text to the clipboard (the export dialog's Copy). */
export const GRANTED_PERMISSIONS: readonly string[] = ['clipboard-sanitized-write'];

export function isAppUrl(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/** IPC is answered only for frames showing our own page (a navigated or embedded frame gets nothing). */
export function isTrustedSender(frameUrl: string | undefined): boolean {
  return isAppUrl(frameUrl);
}

/** Every permission request is refused, except the listed ones from our own page. */
export function permissionGranted(permission: string, requestingUrl: string | undefined): boolean {
  return isAppUrl(requestingUrl) && GRANTED_PERMISSIONS.includes(permission);
}

/** Navigation away from our page is refused (links to the web included); a reload of our page is fine. */
export function navigationAllowed(targetUrl: string): boolean {
  return isAppUrl(targetUrl);
}

/**
 * The file under `root` a request to our scheme names, or undefined when it would leave `root`
 * (../, encoded slashes, absolute paths) or names another host.
 */
export function resolveAppAsset(root: string, requestUrl: string): string | undefined {
  if (!isAppUrl(requestUrl)) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl).pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return undefined;
  const relativePath = pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, '');
  const file = resolve(root, relativePath);
  const inside = relative(resolve(root), file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || inside.split(sep).includes('..'))
    return undefined;
  return file;
}

/** Content types of what Vite emits, for the protocol handler's responses. */
export const ASSET_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf('.');
  return ASSET_CONTENT_TYPES[dot >= 0 ? file.slice(dot).toLowerCase() : ''] ?? 'application/octet-stream';
}
