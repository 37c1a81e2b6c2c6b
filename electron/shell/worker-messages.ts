// What the API host and its worker threads say to each other. Both sides check every message against
// these schemas before acting on it: a message of another shape is a fault, never a guess.
import { z } from 'zod';
import { isApiErrorData, type ApiErrorData } from '../../protocol/errors.ts';
import { isEnvelope, type Envelope } from '../../protocol/bridge.ts';
import type { ApiEvent } from '../api/define.ts';

const REQUEST_ID = z.string().min(1).max(100);
const ERROR_DATA = z.custom<ApiErrorData>(isApiErrorData, 'not an ApiError as data');

export const HOST_MESSAGE = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invoke'), id: REQUEST_ID, name: z.string(), input: z.unknown() }),
  z.object({ kind: z.literal('cancel'), id: REQUEST_ID }),
  z.object({ kind: z.literal('close') }),
]);
export type HostMessage = z.infer<typeof HOST_MESSAGE>;

export const WORKER_MESSAGE = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ready') }),
  z.object({ kind: z.literal('fatal'), error: ERROR_DATA }),
  z.object({
    kind: z.literal('event'),
    event: z.custom<ApiEvent>((e) => typeof (e as ApiEvent | null)?.type === 'string', 'not an event'),
  }),
  z.object({
    kind: z.literal('result'),
    id: REQUEST_ID,
    envelope: z.custom<Envelope<unknown>>(isEnvelope, 'not an envelope'),
  }),
]);
export type WorkerMessage = z.infer<typeof WORKER_MESSAGE>;

export interface ApiWorkerData {
  dbPath: string;
  /** The bundled first-run card data (loaded when the database has no cards); null skips it; undefined: db/import's default. */
  bundledDir?: string | null;
}
