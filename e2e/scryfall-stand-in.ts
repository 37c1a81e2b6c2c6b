// A local stand-in for api.scryfall.com (the machines running tests are offline): it answers /bulk-data with
// Scryfall's real bulk-data entry (from ../shared/data), pointing its download at a real card file it serves.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sharedPath } from '../test/shared-data.ts';

export const BULK_ENTRY = JSON.parse(
  readFileSync(sharedPath('scryfall/bulk-data-object-oracle_cards-2023-07-11.json'), 'utf8'),
) as Record<string, unknown>;
export const BULK_FILE = readFileSync(sharedPath('scryfall/scooze/default_cards.json'));

export interface StandIn {
  url: string;
  close: () => Promise<void>;
}

/**
 * `breakAfter` bytes: the download connection drops after that many bytes of the file.
 * `entry`: fields that replace those of the real bulk-data entry (a hostile or broken server).
 */
export async function startScryfallStandIn(
  options: { breakAfter?: number; entry?: Record<string, unknown> } = {},
): Promise<StandIn> {
  const server: Server = createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (req.url === '/bulk-data') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          object: 'list',
          data: [{ ...BULK_ENTRY, download_uri: `${base}/oracle-cards.json`, ...options.entry }],
        }),
      );
    } else if (req.url === '/oracle-cards.json') {
      res.setHeader('content-length', String(BULK_FILE.length));
      if (options.breakAfter === undefined) {
        res.end(BULK_FILE);
        return;
      }
      res.flushHeaders();
      res.write(BULK_FILE.subarray(0, options.breakAfter), () => setTimeout(() => res.destroy(), 50));
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
