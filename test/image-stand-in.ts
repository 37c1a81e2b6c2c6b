// A local stand-in for an image host (cards.scryfall.io, the Duel Masters site): node:http on 127.0.0.1, serving
// real PNG files (Electron's application icons, shipped in app-builder-lib) for every path unless a test gives a
// path another answer. It counts the requests per path, so a test can show that none left.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { REPO_ROOT } from './shared-data.ts';
import { join } from 'node:path';

const ICONS = join(REPO_ROOT, 'node_modules/app-builder-lib/templates/icons/electron-linux');
/** Real PNG images: one for 'small' addresses, one for every other size. */
export const REAL_IMAGES = {
  small: readFileSync(join(ICONS, '128x128.png')),
  other: readFileSync(join(ICONS, '256x256.png')),
} as const;

export interface StandInAnswer {
  status?: number;
  contentType?: string;
  body?: Uint8Array | string;
  /** Waits this long before answering. */
  delayMs?: number;
}

export interface ImageStandIn {
  origin: string;
  /** Requests received for a path (all paths when none is given). */
  requests(path?: string): number;
  /** The most requests it was answering at one time. */
  maxInFlight(): number;
  /** The answer to a path from now on; `undefined` restores the real image. */
  answer(path: string, answer: StandInAnswer | undefined): void;
  close(): Promise<void>;
}

/** The real image the stand-in serves for a path by default. */
export const realImageFor = (path: string) => (path.startsWith('/small/') ? REAL_IMAGES.small : REAL_IMAGES.other);

export async function startImageStandIn(): Promise<ImageStandIn> {
  const counts = new Map<string, number>();
  const answers = new Map<string, StandInAnswer>();
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    res.on('close', () => inFlight--);
    const answer: StandInAnswer = answers.get(path) ?? { contentType: 'image/png', body: realImageFor(path) };
    const send = () => {
      res.statusCode = answer.status ?? 200;
      if (answer.contentType) res.setHeader('content-type', answer.contentType);
      res.end(answer.body ?? '');
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: (path) =>
      path === undefined ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(path) ?? 0),
    maxInFlight: () => maxInFlight,
    answer: (path, answer) => (answer ? answers.set(path, answer) : answers.delete(path)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
