// A tiny static server on 127.0.0.1 for the built renderer (dist/), with the same Content-Security-Policy
// header the app's own scheme sends, so a CSP violation fails the end-to-end tests too.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { contentSecurityPolicy, contentTypeOf, resolveAppAsset, APP_ORIGIN } from '../electron/shell/security.ts';
import { parseImagePath } from '../protocol/images.ts';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function serveRenderer(root: string): Promise<StaticServer> {
  const server: Server = createServer((req, res) => void respond(root, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function respond(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  // No card image is cached in the tests: an image path gets no content, and the page shows its placeholder.
  if (parseImagePath(pathname)) {
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
    return;
  }
  // The app's scheme and this server map paths to files the same way (security.ts resolveAppAsset).
  const file = resolveAppAsset(root, `${APP_ORIGIN}${pathname}`);
  try {
    if (!file) throw new Error('outside the renderer');
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': contentTypeOf(file),
      'content-security-policy': contentSecurityPolicy(),
      'cache-control': 'no-store',
    });
    res.end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  }
}
