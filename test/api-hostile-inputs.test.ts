// @vitest-environment node
// Every operation the window may call, through the app's own API host (worker threads) and transport, with hostile
// values in each field its schema names: names that are keys of every object (__proto__, constructor, toString),
// path traversal, SQL, negative, fractional, NaN and infinite numbers, the wrong kind, records keyed __proto__.
// Each answer is a result or a refusal of Decklab's own (an ApiError's code, never 'internal'), nothing leaks into
// Object.prototype, and the database stays whole. Inputs are built from each handler's zod schema
// (z.toJSONSchema), so a new operation is swept as soon as it exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { createApiHost, type ApiHost } from '../electron/shell/api-host.ts';
import { createTransportServer, type TransportServer } from '../electron/shell/transport.ts';
import { createFileRegistry } from '../electron/shell/files.ts';
import { OPERATION_NAMES } from '../electron/api/index.ts';
import { openDatabase } from '../db/open.ts';
import { REPO_ROOT, sharedPath, tempDir } from './shared-data.ts';
import { CUSTOM_POLICY_PREFIX, MAX_KEEP_RULE_LENGTH } from '../engine/goldfish/keep-spec.ts';
import { inputIssuesOf } from '../protocol/input-issues.ts';
import type { ApiError } from '../protocol/errors.ts';

type Schema = Record<string, unknown> & {
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  type?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  prefixItems?: Schema[];
  propertyNames?: Schema;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
};
type Definitions = Record<string, Schema>;

const HANDLERS_DIR = join(REPO_ROOT, 'electron/api/handlers');

/** Every operation's input schema, from the handler modules themselves. */
async function inputSchemas(): Promise<Map<string, z.ZodType>> {
  const schemas = new Map<string, z.ZodType>();
  for (const file of readdirSync(HANDLERS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(join(HANDLERS_DIR, file))) as Record<string, unknown>;
    for (const group of Object.values(module))
      if (group && typeof group === 'object')
        for (const [name, h] of Object.entries(group as Record<string, unknown>))
          if (h && typeof h === 'object' && 'input' in h && 'run' in h)
            schemas.set(name, (h as { input: z.ZodType }).input);
  }
  return schemas;
}

function resolved(schema: Schema, defs: Definitions): Schema {
  if (schema.$ref) return resolved(defs[schema.$ref.split('/').pop()!], defs);
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  return first ? resolved(first, defs) : schema;
}

/** The least input the schema takes: its required fields, each at its first choice, bound or default. */
function leastInput(raw: Schema | boolean | undefined, defs: Definitions): unknown {
  if (typeof raw !== 'object') return undefined;
  const s = resolved(raw, defs);
  if (s.enum) return s.enum[0];
  if ('const' in s) return s.const;
  // The least number, not the default: a simulation of one game runs in milliseconds.
  if (s.default !== undefined && s.type !== 'number' && s.type !== 'integer') return s.default;
  switch (s.type) {
    case 'string':
      return 'x'.repeat(s.minLength ?? 1);
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array':
      // A tuple's places each at their own least.
      if (s.prefixItems) return s.prefixItems.map((item) => leastInput(item, defs));
      return Array.from({ length: s.minItems ?? 0 }, () => leastInput(s.items, defs));
    case 'object': {
      const properties = s.properties ?? {};
      const keys = [...(s.required ?? []), ...Object.keys(REAL_VALUES).filter((k) => k in properties)];
      return Object.fromEntries([...new Set(keys)].map((k) => [k, REAL_VALUES[k] ?? leastInput(properties[k], defs)]));
    }
    default:
      return null;
  }
}

/**
 * A deck of real M21 cards wherever an operation takes a deck, so the hostile values in its entries reach the
 * handlers (simulation, advice, validation, prices) rather than stopping at an empty deck.
 */
const M21_GREEN = {
  game: 'mtg',
  name: 'M21 green',
  format: 'standard',
  boards: {
    main: [
      { name: 'Forest', count: 17 },
      ...['Azusa, Lost but Seeking', 'Burlfist Oak', 'Canopy Stalker', 'Colossal Dreadmaw', 'Elder Gargaroth'].map(
        (name) => ({ name, count: 4 }),
      ),
    ],
    side: [{ name: 'Fierce Empath', count: 2 }],
  },
};

/** The same deck as a list, and where a field names a card, one of its cards. */
const M21_GREEN_TEXT = M21_GREEN.boards.main.map((e) => `${e.count} ${e.name}`).join('\n') + '\n';
/** Real values for fields an operation needs one of (a deck or its list, a card's name), so its handler runs. */
const REAL_VALUES: Record<string, unknown> = {
  deck: M21_GREEN,
  text: M21_GREEN_TEXT,
  name: 'Elder Gargaroth',
  // Few games: a simulation or an advice run of the default 100,000 would take seconds a call.
  games: 100,
};

const HOSTILE_TEXT = ['__proto__', 'constructor', 'toString', '../../../../etc/passwd', "'; DROP TABLE decks; --"];
const HOSTILE_NUMBERS = [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 1e308, 2 ** 53 + 1];
/** JSON.parse makes "__proto__" an own key, as a structured clone from the page does. */
const polluting = () =>
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}') as unknown;
const WRONG_KINDS = [null, [], 'text', 7, polluting()];

type Case = [label: string, input: unknown];

/** The input with one field at a time made hostile, down through objects and arrays. */
function* hostileCases(
  raw: Schema | boolean | undefined,
  defs: Definitions,
  value: unknown,
  path = '',
): Generator<Case> {
  if (typeof raw !== 'object') return;
  const s = resolved(raw, defs);
  const each = (values: unknown[]) =>
    values.map((v): Case => [`${path || '(input)'} = ${typeof v === 'number' ? String(v) : JSON.stringify(v)}`, v]);
  if (s.type === 'object') {
    const object = (value ?? {}) as Record<string, unknown>;
    for (const [key, field] of Object.entries(s.properties ?? {}))
      for (const [label, v] of hostileCases(field, defs, object[key] ?? leastInput(field, defs), `${path}.${key}`))
        yield [label, { ...object, [key]: v }];
    if (typeof s.additionalProperties === 'object')
      for (const key of ['__proto__', 'constructor', 'toString'])
        yield [
          `${path} keyed ${key}`,
          {
            ...object,
            ...(JSON.parse(`{"${key}": ${JSON.stringify(leastInput(s.additionalProperties, defs))}}`) as object),
          },
        ];
  } else if (s.type === 'array') {
    const items = (value ?? []) as unknown[];
    const first = items.length > 0 ? items[0] : leastInput(s.items, defs);
    for (const [label, v] of hostileCases(s.items, defs, first, `${path}[0]`)) yield [label, [v, ...items.slice(1)]];
  } else if (s.type === 'string') {
    yield* each(HOSTILE_TEXT);
  } else if (s.type === 'number' || s.type === 'integer') {
    yield* each(HOSTILE_NUMBERS);
  }
  yield* each(WRONG_KINDS);
}

/** The schemas a schema holds directly: its properties, values of a map, items, and choices. */
function children(s: Schema): [step: string, child: Schema][] {
  const own = (key: string, value: unknown): [string, Schema][] =>
    typeof value === 'object' && value !== null ? [[key, value as Schema]] : [];
  return [
    ...Object.entries(s.properties ?? {}).map(([key, field]): [string, Schema] => [`.${key}`, field]),
    ...own('.<key>', s.additionalProperties),
    ...own('.<n>', s.items),
    ...(s.prefixItems ?? []).map((item, i): [string, Schema] => [`.${i}`, item]),
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? [])].map((choice): [string, Schema] => ['', choice]),
  ];
}

/** The paths of the schema's arrays that take any number of entries (a tuple's length is its own bound). */
function unboundedArrays(raw: Schema, defs: Definitions, path = '', seen = new Set<string>()): string[] {
  if (raw.$ref) {
    const name = raw.$ref.split('/').pop()!;
    if (seen.has(name)) return [];
    return unboundedArrays(defs[name], defs, path, new Set([...seen, name]));
  }
  const own = raw.type === 'array' && raw.maxItems === undefined && !raw.prefixItems ? [path || '(input)'] : [];
  return [...own, ...children(raw).flatMap(([step, child]) => unboundedArrays(child, defs, path + step, seen))];
}

/** A key a map of the schema takes: its first named key, a number where its keys are digits ("7": a hand size). */
const keyOf = (s: Schema) => {
  const names = s.propertyNames ? resolved(s.propertyNames, {}) : undefined;
  const first = names?.enum?.[0];
  return typeof first === 'string' ? first : names?.pattern === '^\\d+$' ? '7' : 'key';
};

/**
 * The input with one array at a time one entry longer than its most, with the array's path and most, down through
 * every choice.
 */
function* overlongCases(
  raw: Schema | boolean | undefined,
  defs: Definitions,
  value: unknown,
  path = '',
): Generator<[field: string, most: number, input: unknown]> {
  if (typeof raw !== 'object') return;
  if (raw.$ref) {
    yield* overlongCases(defs[raw.$ref.split('/').pop()!], defs, value, path);
    return;
  }
  const choices = [...(raw.anyOf ?? []), ...(raw.oneOf ?? [])];
  // A choice other than the value's own starts from its own least input.
  for (const [i, choice] of choices.entries())
    yield* overlongCases(choice, defs, i === 0 ? value : leastInput(choice, defs), path);
  if (raw.type === 'object') {
    const object = (value ?? {}) as Record<string, unknown>;
    const fields = Object.entries(raw.properties ?? {});
    if (typeof raw.additionalProperties === 'object') fields.push([keyOf(raw), raw.additionalProperties]);
    for (const [key, field] of fields)
      for (const [at, most, v] of overlongCases(field, defs, object[key] ?? leastInput(field, defs), `${path}.${key}`))
        yield [at, most, { ...object, [key]: v }];
  } else if (raw.type === 'array' && raw.maxItems !== undefined && !raw.prefixItems) {
    const items = (value ?? []) as unknown[];
    const first = items.length > 0 ? items[0] : leastInput(raw.items, defs);
    yield [path.slice(1), raw.maxItems, Array.from({ length: raw.maxItems + 1 }, () => first)];
    for (const [at, most, v] of overlongCases(raw.items, defs, first, `${path}.0`))
      yield [at, most, [v, ...items.slice(1)]];
  }
}

const { dir, cleanup } = tempDir('decklab-hostile-api-');
const dbPath = join(dir, 'decklab.sqlite');
const saved = { scryfall: process.env.DECKLAB_SCRYFALL_API, mtgjson: process.env.DECKLAB_MTGJSON_API };
let host: ApiHost;
let server: TransportServer;

beforeAll(async () => {
  // Nothing reaches the network: the download operations meet a closed port and answer with a network error.
  process.env.DECKLAB_SCRYFALL_API = 'http://127.0.0.1:9';
  process.env.DECKLAB_MTGJSON_API = 'http://127.0.0.1:9/api/v5';
  host = createApiHost({
    dbPath,
    workerFile: new URL('../electron/shell/api-worker.ts', import.meta.url),
    bundledDir: null,
  });
  await host.ready;
  const files = createFileRegistry();
  server = createTransportServer(host, {}, { files });
  const data = [sharedPath('mtgjson/sets/M21.json'), sharedPath('duelmasters/Latepate64-DuelMastersCards.json')];
  expect(await server.handle('data.import', { files: data.map((f) => files.offer(f).handle) })).toMatchObject({
    ok: true,
  });
}, 120_000);

afterAll(async () => {
  await host?.close();
  if (saved.scryfall === undefined) delete process.env.DECKLAB_SCRYFALL_API;
  else process.env.DECKLAB_SCRYFALL_API = saved.scryfall;
  if (saved.mtgjson === undefined) delete process.env.DECKLAB_MTGJSON_API;
  else process.env.DECKLAB_MTGJSON_API = saved.mtgjson;
  cleanup();
});

describe('hostile inputs through the API host, every operation', () => {
  it('each answer is a result or a refusal of its own, never an internal error; nothing is polluted; the database stays whole', async () => {
    const schemas = await inputSchemas();
    expect([...schemas.keys()].sort()).toEqual([...OPERATION_NAMES].sort());
    const failures: string[] = [];
    let cases = 0;
    const answered: string[] = [];
    const jsonSchema = (name: string) =>
      z.toJSONSchema(schemas.get(name)!, { io: 'input', unrepresentable: 'any' }) as Schema & { $defs?: Definitions };
    // A saved deck, a pool and a collection row, so operations on id 1 reach them.
    for (const name of ['decks.save', 'pools.create', 'collection.add']) {
      const json = jsonSchema(name);
      expect(await server.handle(name, leastInput(json, json.$defs ?? {})), name).toMatchObject({ ok: true });
    }
    for (const name of schemas.keys()) {
      const json = jsonSchema(name);
      const defs = json.$defs ?? {};
      const least = leastInput(json, defs);
      for (const [label, input] of [['(least input)', least] as Case, ...hostileCases(json, defs, least)]) {
        cases++;
        const answer = (await server.handle(name, input)) as { ok: boolean; error?: { code: string; message: string } };
        if (!answer.ok && answer.error?.code === 'internal') failures.push(`${name} ${label}: ${answer.error.message}`);
        if (label === '(least input)' && answer.ok) answered.push(name);
      }
    }
    expect(cases).toBeGreaterThan(2000);
    // The sweep reaches the handlers that do the work, on the real deck, not only the schemas.
    expect(answered).toEqual(
      expect.arrayContaining([
        'sim.run',
        'advice.run',
        'advice.compare',
        'decks.validate',
        'decks.save',
        'playtest.deck',
      ]),
    );
    expect(failures).toEqual([]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    const check = openDatabase(dbPath, { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    // No statement ran the SQL a field held: the user file's tables are all there.
    expect(
      check
        .prepare("SELECT COUNT(*) FROM user.sqlite_schema WHERE name IN ('decks', 'collection', 'pools')")
        .pluck()
        .get(),
    ).toBe(3);
    check.close();
  }, 600_000);
});

describe('a mulligan policy given whole to sim.run', () => {
  type Answer = { ok: boolean; value?: { mulliganPolicy: string }; error?: { code: string; message: string } };
  const run = async (mulligan: Record<string, unknown>) =>
    (await server.handle('sim.run', {
      deck: M21_GREEN,
      games: 100,
      workers: 0,
      policy: { mulligan: { bySize: { 7: { keep: [{ lands: [2, 5] }] } }, ...mulligan } },
    })) as Answer;
  /** A custom rule's id: CUSTOM_POLICY_PREFIX and its canonical text, which is no longer than the rule text read. */
  const LONGEST_ID = CUSTOM_POLICY_PREFIX.length + MAX_KEEP_RULE_LENGTH;

  it('refuses an id, a name, a source or a required tag past its bound, naming the field, as the CLI and the lab refuse the keep rule text', async () => {
    const cases: [field: string, mulligan: Record<string, unknown>][] = [
      ['id', { id: 'x'.repeat(LONGEST_ID + 1) }],
      ['id', { id: 'x'.repeat(1_000_000) }],
      ['name', { name: 'x'.repeat(MAX_KEEP_RULE_LENGTH + 1) }],
      ['source', { source: 'x'.repeat(1_000_000) }],
      [
        'bySize.7.keep.0.require.0.tag',
        {
          bySize: {
            7: { keep: [{ lands: [2, 5], require: [{ tag: 'x'.repeat(MAX_KEEP_RULE_LENGTH + 1), atLeast: 1 }] }] },
          },
        },
      ],
    ];
    for (const [field, mulligan] of cases) {
      const answer = await run(mulligan);
      expect(answer.ok, field).toBe(false);
      expect(answer.error!.code).toBe('invalid-input');
      expect(answer.error!.message).toContain(`policy.mulligan.${field}`);
    }
  });

  it('plays a policy whose id and name are as long as a custom rule makes them, and reports it by its id', async () => {
    const id = `${CUSTOM_POLICY_PREFIX}${'7'.repeat(MAX_KEEP_RULE_LENGTH)}`;
    const answer = await run({ id, name: 'x'.repeat(MAX_KEEP_RULE_LENGTH) });
    expect(answer.ok).toBe(true);
    expect(answer.value!.mulliganPolicy).toBe(id);
  });
});

describe('arrays in the inputs of every operation', () => {
  const jsonSchemas = async () =>
    [...(await inputSchemas())].map(([name, schema]) => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema & { $defs?: Definitions };
      return { name, json, defs: json.$defs ?? {} };
    });

  it('each has a most, so no input makes a handler hold or walk a list of any length', async () => {
    const unbounded = (await jsonSchemas()).flatMap(({ name, json, defs }) =>
      unboundedArrays(json, defs).map((path) => `${name} ${path}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('one entry past its most is refused through the API host, naming the field, its most and the entries given', async () => {
    // The API host itself, as the CLI's calls reach it: the window's transport takes file handles, not paths.
    const refusal = (name: string, input: unknown) =>
      host.invoke(name as never, input as never).then(
        () => undefined,
        (error: ApiError) => error,
      );
    const misses: string[] = [];
    const fields = new Set<string>();
    for (const { name, json, defs } of await jsonSchemas())
      for (const [field, most, input] of overlongCases(json, defs, leastInput(json, defs))) {
        fields.add(`${name} ${field}`);
        const error = await refusal(name, input);
        const issue = inputIssuesOf(error?.details)?.find((i) => i.field === field && i.problem === 'too-big');
        if (error?.code !== 'invalid-input' || issue?.limit !== most || issue.given !== most + 1)
          misses.push(`${name} ${field}: ${error ? error.message.slice(0, 300) : 'taken'}`);
      }
    // The lists the brief names, each reached: a deck's entries and tags, a pool, a keep rule's parts, card names and
    // ids, the sides played, the files imported.
    expect([...fields]).toEqual(
      expect.arrayContaining([
        'decks.save deck.boards.main',
        'decks.save deck.boards.main.0.tags',
        'decks.save deck.tags',
        'decks.validate pool',
        'sim.run policy.mulligan.bySize.7.keep',
        'sim.run policy.mulligan.bySize.7.keep.0.require',
        'sim.run policy.mulligan.bySize.7.keep.0.require.0.cards',
        'sim.run policy.charge.never',
        'sim.run sides',
        'advice.compare sides',
        'advice.run keySpells',
        'collection.list cardIds',
        'data.import files',
      ]),
    );
    expect(misses).toEqual([]);
  }, 600_000);
});
