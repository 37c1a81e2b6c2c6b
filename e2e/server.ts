// A tiny static server on 127.0.0.1 for the built renderer (dist/), with the same Content-Security-Policy
// header the app's own scheme sends, so a CSP violation fails the end-to-end tests too. Given an image service,
// it answers image paths with it, as the app's scheme does (electron/main.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { contentSecurityPolicy, contentTypeOf, resolveAppAsset, APP_ORIGIN } from '../electron/shell/security.ts';
import type { ImageService } from '../electron/shell/image-service.ts';
import { IMAGE_PATH_PREFIX } from '../protocol/images.ts';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function serveRenderer(root: string, images?: ImageService): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    void (images && path.startsWith(IMAGE_PATH_PREFIX) ? respondWithImage(images, req, res) : respond(root, req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function respond(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // The app's scheme and this server map paths to files the same way (security.ts resolveAppAsset).
  const file = resolveAppAsset(root, `${APP_ORIGIN}${new URL(req.url ?? '/', 'http://localhost').pathname}`);
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

async function respondWithImage(images: ImageService, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const response = await images.handle(new Request(`http://127.0.0.1${req.url ?? '/'}`, { method: req.method }));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}
