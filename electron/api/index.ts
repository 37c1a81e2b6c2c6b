import { z } from 'zod';
import { ApiError, type ApiContext, type ApiEvent, type Handler } from './define.ts';
import { DatabaseFileError, type Db } from '../../db/open.ts';
import { InputLimitError } from '../../engine/text/limits.ts';
import { invalidInputError } from './input-issues.ts';
import type { cardHandlers } from './handlers/cards.ts';
import type { searchHandlers } from './handlers/search.ts';
import type { deckHandlers } from './handlers/decks.ts';
import type { compareHandlers } from './handlers/compare.ts';
import type { validationHandlers } from './handlers/validation.ts';
import type { dataHandlers } from './handlers/data.ts';
import type { collectionHandlers } from './handlers/collection.ts';
import type { poolHandlers } from './handlers/pools.ts';
import type { draftHandlers } from './handlers/drafts.ts';
import type { simHandlers } from './handlers/sim.ts';
import type { adviceHandlers } from './handlers/advice.ts';
import type { playtestHandlers } from './handlers/playtest.ts';
import type { downloadHandlers } from './handlers/download.ts';
import type { imageHandlers } from './handlers/images.ts';

/** The handler groups, each in handlers/<group>.ts. */
interface HandlerGroups {
  cards: typeof cardHandlers;
  search: typeof searchHandlers;
  decks: typeof deckHandlers;
  compare: typeof compareHandlers;
  validation: typeof validationHandlers;
  data: typeof dataHandlers;
  collection: typeof collectionHandlers;
  pools: typeof poolHandlers;
  drafts: typeof draftHandlers;
  sim: typeof simHandlers;
  advice: typeof adviceHandlers;
  playtest: typeof playtestHandlers;
  download: typeof downloadHandlers;
  images: typeof imageHandlers;
}
type GroupName = keyof HandlerGroups;

/**
 * Each group is loaded on its first call: loading them all loads the whole engine, most of a `decklab`
 * command's start-up when it needs one group (docs/performance.md).
 */
const GROUP_LOADERS: { readonly [G in GroupName]: () => Promise<HandlerGroups[G]> } = {
  cards: async () => (await import('./handlers/cards.ts')).cardHandlers,
  search: async () => (await import('./handlers/search.ts')).searchHandlers,
  decks: async () => (await import('./handlers/decks.ts')).deckHandlers,
  compare: async () => (await import('./handlers/compare.ts')).compareHandlers,
  validation: async () => (await import('./handlers/validation.ts')).validationHandlers,
  data: async () => (await import('./handlers/data.ts')).dataHandlers,
  collection: async () => (await import('./handlers/collection.ts')).collectionHandlers,
  pools: async () => (await import('./handlers/pools.ts')).poolHandlers,
  drafts: async () => (await import('./handlers/drafts.ts')).draftHandlers,
  sim: async () => (await import('./handlers/sim.ts')).simHandlers,
  advice: async () => (await import('./handlers/advice.ts')).adviceHandlers,
  playtest: async () => (await import('./handlers/playtest.ts')).playtestHandlers,
  download: async () => (await import('./handlers/download.ts')).downloadHandlers,
  images: async () => (await import('./handlers/images.ts')).imageHandlers,
};

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every operation of the backend. */
export type Handlers = UnionToIntersection<HandlerGroups[GroupName]>;
export type OperationName = Extract<keyof Handlers, string>;
export type OperationInput<K extends OperationName> = z.input<Handlers[K]['input']>;
export type OperationOutput<K extends OperationName> = Awaited<ReturnType<Handlers[K]['run']>>;

/** The group that holds an operation's handler: the type admits only that group. */
type GroupOf<K extends OperationName> = { [G in GroupName]: K extends keyof HandlerGroups[G] ? G : never }[GroupName];

/** Where each operation lives; the type makes the table whole and right. */
const OPERATION_GROUPS: { readonly [K in OperationName]: GroupOf<K> } = {
  'cards.get': 'cards',
  'cards.printings': 'cards',
  'cards.search': 'search',
  'decks.list': 'decks',
  'decks.get': 'decks',
  'decks.save': 'decks',
  'decks.setBuilt': 'decks',
  'decks.setFolder': 'decks',
  'decks.delete': 'decks',
  'decks.versions': 'decks',
  'decks.diff': 'decks',
  'decks.compare': 'compare',
  'decks.restore': 'decks',
  'decks.import': 'decks',
  'decks.importMany': 'decks',
  'decks.exportAll': 'decks',
  'decks.export': 'decks',
  'decks.validate': 'validation',
  'decks.validateAll': 'validation',
  'decks.legality': 'validation',
  'formats.list': 'validation',
  'formats.dmRegulation': 'validation',
  'data.import': 'data',
  'data.status': 'data',
  'collection.flavors': 'collection',
  'collection.preview': 'collection',
  'collection.import': 'collection',
  'collection.add': 'collection',
  'collection.edit': 'collection',
  'collection.list': 'collection',
  'collection.export': 'collection',
  'collection.needs': 'collection',
  'collection.needsAll': 'collection',
  'decks.value': 'collection',
  'collection.value': 'collection',
  'pools.list': 'pools',
  'pools.get': 'pools',
  'pools.create': 'pools',
  'pools.boosterSets': 'pools',
  'pools.open': 'pools',
  'pools.openCube': 'pools',
  'pools.delete': 'pools',
  'drafts.start': 'drafts',
  'drafts.get': 'drafts',
  'drafts.pick': 'drafts',
  'drafts.list': 'drafts',
  'drafts.delete': 'drafts',
  'sim.run': 'sim',
  'sim.cancel': 'sim',
  'sim.sampleHand': 'sim',
  'stats.exact': 'sim',
  'advice.run': 'advice',
  'advice.compare': 'advice',
  'advice.cancel': 'advice',
  'playtest.deck': 'playtest',
  'data.sources': 'download',
  'data.download': 'download',
  'data.download.discard': 'download',
  'images.source': 'images',
  'images.settings': 'images',
};

/** The name of every operation. */
export const OPERATION_NAMES: readonly OperationName[] = Object.keys(OPERATION_GROUPS) as OperationName[];

type AnyHandler = Handler<z.ZodType, unknown>;
const loadedGroups = new Map<GroupName, Record<string, AnyHandler>>();

/**
 * The handler of an operation, undefined for a name that is no operation, or a promise of it while its group
 * loads. A loaded group's handler is returned at once, so a call runs in the tick it is made (a cancel sent from an
 * event handler reaches a run before the run goes on).
 */
function handlerOf(name: string): AnyHandler | undefined | Promise<AnyHandler> {
  // Only the table's own keys: "constructor" or "__proto__" name no operation.
  if (!Object.hasOwn(OPERATION_GROUPS, name)) return undefined;
  const group = OPERATION_GROUPS[name as OperationName];
  const loaded = loadedGroups.get(group);
  if (loaded) return loaded[name];
  return GROUP_LOADERS[group]().then((handlers: Record<string, AnyHandler>) => {
    loadedGroups.set(group, handlers);
    return handlers[name];
  });
}

export interface Api {
  invoke<K extends OperationName>(
    name: K,
    input: OperationInput<K>,
    options?: { signal?: AbortSignal },
  ): Promise<OperationOutput<K>>;
  /** Subscribes to progress events; returns the unsubscribe function. */
  on(listener: (event: ApiEvent) => void): () => void;
}

/** A write refused because the database files cannot be written (SQLite's SQLITE_READONLY family). */
function isReadOnlyWrite(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return (
    (typeof code === 'string' && code.startsWith('SQLITE_READONLY')) ||
    (error instanceof DatabaseFileError && error.problem === 'read-only')
  );
}

/**
 * Loads every group not yet loaded, one after another: the app's API worker does so once it is ready, so that no
 * first use in the window waits for its group.
 */
export async function loadEveryGroup(): Promise<void> {
  for (const group of Object.keys(GROUP_LOADERS) as GroupName[])
    if (!loadedGroups.has(group)) loadedGroups.set(group, await GROUP_LOADERS[group]());
}

/**
 * The API over an open database. `readOnly`, when set, is why the database was opened read-only (the files
 * cannot be written): reads are answered, and every write is refused with that sentence.
 */
export function createApi({ db, readOnly }: { db: Db; readOnly?: string }): Api {
  const listeners = new Set<(event: ApiEvent) => void>();
  const emit = (event: ApiEvent) => {
    for (const l of listeners) l(event);
  };
  return {
    async invoke(name, input, options) {
      const found = handlerOf(name);
      const h = found instanceof Promise ? await found : found;
      if (!h)
        throw new ApiError('not-found', `unknown operation "${String(name)}"`, undefined, { operation: String(name) });
      const parsed = h.input.safeParse(input);
      if (!parsed.success) throw invalidInputError(String(name), parsed.error, input);
      const ctx: ApiContext = { db, emit, signal: options?.signal };
      try {
        return (await h.run(parsed.data, ctx)) as never;
      } catch (error) {
        // Any reader's refusal of a file too large, too long or binary (engine/text/limits.ts).
        if (error instanceof InputLimitError) throw ApiError.because('bad-file', error);
        if (isReadOnlyWrite(error)) throw new ApiError('conflict', readOnly ?? (error as Error).message);
        throw error;
      }
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
