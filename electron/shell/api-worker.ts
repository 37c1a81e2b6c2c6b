// The API on a worker thread: its own database connection, so SQLite work, imports and simulation
// set-up never run on the thread that draws menus and answers the window (api-host.ts starts it).
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabaseForUse } from '../../db/open.ts';
import { loadBundledDataIfEmpty } from '../../db/import/bundled.ts';
import { createApi, loadEveryGroup } from '../api/index.ts';
import { createTransportServer, plainData, serializeError } from './transport.ts';
import { CANCEL_OPERATION } from '../../protocol/bridge.ts';
import { HOST_MESSAGE, type ApiWorkerData, type WorkerMessage } from './worker-messages.ts';
import type { ApiEvent } from '../api/define.ts';

const port = parentPort;
if (!port) throw new Error('api-worker.ts runs only as a worker thread (see api-host.ts)');
const post = (message: WorkerMessage) => port.postMessage(message);

const { dbPath, bundledDir } = workerData as ApiWorkerData;

try {
  const { db, readOnly } = openDatabaseForUse(dbPath);
  // First start: the bundled card data, so a new player can build and test decks before importing anything.
  if (bundledDir !== null && !readOnly) loadBundledDataIfEmpty(db, bundledDir);
  const api = createApi({ db, readOnly: readOnly?.message });
  const server = createTransportServer(api);
  api.on((event) => post({ kind: 'event', event: plainData(event) as ApiEvent }));
  port.on('message', (data: unknown) => {
    const parsed = HOST_MESSAGE.safeParse(data);
    if (!parsed.success) return; // only the host posts here; a message of another shape asks for nothing
    const message = parsed.data;
    if (message.kind === 'invoke') {
      void server
        .handle(message.name, message.input, message.id)
        .then((envelope) => post({ kind: 'result', id: message.id, envelope }));
    } else if (message.kind === 'cancel') {
      void server.handle(CANCEL_OPERATION, { requestId: message.id });
    } else if (message.kind === 'close') {
      server.cancelAll();
      db.close();
      port.close();
    }
  });
  post({ kind: 'ready' });
  // A group that fails to load fails again, with its error, at its first call.
  loadEveryGroup().catch(() => {});
} catch (error) {
  post({ kind: 'fatal', error: serializeError(error) });
  port.close();
}
