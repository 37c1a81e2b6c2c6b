// The action file `decklab playtest --actions` replays: JSON Lines, one action object per line
// ({"type":"play","card":"Mountain"}); blank lines and lines starting with # are skipped. Every line is checked
// before anything is played, its shape and every value that needs no play (action-check.ts), and each problem
// names its line: only what depends on the cards' places is left to the replay.
import type { Action, ActionType, Refusal } from './types.ts';
import { actionValueRefusal, type TableFacts } from './action-check.ts';
import { withTokenDefinition } from './tokens.ts';

export const MAX_ACTION_FILE_BYTES = 1024 * 1024;
export const MAX_ACTIONS = 10_000;
const MAX_REFS = 1000;
const MAX_STRING = 200;

type Field = 'card' | 'cards' | 'int' | 'bool' | 'zone' | 'string' | 'position' | 'finds';

/** Each action's fields and their kinds; the required ones are marked with a leading '!'. */
const ACTION_FIELDS: Readonly<Record<ActionType, Readonly<Record<string, Field>>>> = {
  mulligan: {},
  keep: { bottom: 'cards', scry: 'position' },
  draw: { count: 'int' },
  shuffle: {},
  look: { '!count': 'int' },
  search: { found: 'finds' },
  scry: { top: 'cards', bottom: 'cards' },
  surveil: { top: 'cards', graveyard: 'cards' },
  mill: { '!count': 'int' },
  play: { '!card': 'card', override: 'bool' },
  cast: { '!card': 'card', face: 'int', x: 'int', tap: 'cards', on: 'cards' },
  cross: { '!card': 'card', '!onto': 'card', tap: 'cards' },
  tap: { '!card': 'card', mana: 'string' },
  untap: { '!card': 'card' },
  move: { '!card': 'card', '!to': 'zone', from: 'zone', position: 'position', onlyTop: 'bool', stay: 'bool' },
  token: { '!card': 'card' },
  'create-token': { '!name': 'string', power: 'int', toughness: 'int', count: 'int' },
  counter: { '!card': 'card', '!kind': 'string', '!delta': 'int' },
  power: { '!card': 'card', '!delta': 'int' },
  life: { '!delta': 'int' },
  poison: { '!delta': 'int' },
  attack: { '!cards': 'cards', override: 'bool' },
  'next-turn': { discard: 'cards' },
  charge: { '!card': 'card', override: 'bool' },
  'break-shield': { count: 'int' },
  trigger: { '!card': 'card', '!use': 'bool' },
  'gr-summon': {},
  transform: { '!card': 'card' },
  flip: { '!card': 'card' },
  companion: { '!card': 'card', tap: 'cards' },
};

export const ACTION_TYPES = Object.keys(ACTION_FIELDS) as ActionType[];

const isCardRef = (v: unknown) =>
  (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) ||
  (typeof v === 'string' && v.length > 0 && v.length <= MAX_STRING);

const isZoneName = (v: unknown) => typeof v === 'string' && /^[a-z]{2,12}$/.test(v);

/** One card a search finds: {"card": id or name, "to": zone}, nothing else. */
function isFind(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const find = value as Record<string, unknown>;
  return Object.keys(find).every((k) => k === 'card' || k === 'to') && isCardRef(find.card) && isZoneName(find.to);
}

const FIELD_CHECKS: Readonly<Record<Field, { ok: (v: unknown) => boolean; what: string }>> = {
  card: { ok: isCardRef, what: 'a card id or name' },
  cards: {
    ok: (v) => Array.isArray(v) && v.length <= MAX_REFS && v.every(isCardRef),
    what: `a list of at most ${MAX_REFS} card ids or names`,
  },
  finds: {
    ok: (v) => Array.isArray(v) && v.length <= MAX_REFS && v.every(isFind),
    what: `a list of at most ${MAX_REFS} {"card": id or name, "to": zone}`,
  },
  int: { ok: (v) => typeof v === 'number' && Number.isSafeInteger(v), what: 'a whole number' },
  bool: { ok: (v) => typeof v === 'boolean', what: 'true or false' },
  zone: { ok: isZoneName, what: 'a zone name' },
  string: {
    ok: (v) => typeof v === 'string' && v.length <= MAX_STRING,
    what: `a string of at most ${MAX_STRING} characters`,
  },
  position: { ok: (v) => v === 'top' || v === 'bottom', what: '"top" or "bottom"' },
};

/** One action checked against its fields; the message says what is wrong, or null when it is an action. */
export function checkAction(value: unknown): { action: Action } | { error: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { error: 'an action is a JSON object with a "type"' };
  const record = value as Record<string, unknown>;
  const type = record.type;
  if (typeof type !== 'string' || !(type in ACTION_FIELDS))
    return { error: `unknown action type ${JSON.stringify(type)} (one of ${ACTION_TYPES.join(', ')})` };
  const fields = ACTION_FIELDS[type as ActionType];
  const known = new Map(
    Object.entries(fields).map(([key, kind]) => [key.replace(/^!/, ''), { kind, required: key.startsWith('!') }]),
  );
  for (const key of Object.keys(record)) {
    if (key !== 'type' && !known.has(key))
      return {
        error: `"${type}" has no field "${key}"${known.size ? ` (fields: ${[...known.keys()].join(', ')})` : ''}`,
      };
  }
  for (const [key, { kind, required }] of known) {
    if (record[key] === undefined) {
      if (required) return { error: `"${type}" needs "${key}" (${FIELD_CHECKS[kind].what})` };
      continue;
    }
    if (!FIELD_CHECKS[kind].ok(record[key]))
      return { error: `"${type}" field "${key}" must be ${FIELD_CHECKS[kind].what}` };
  }
  return { action: record as unknown as Action };
}

export interface ActionFileProblem {
  line: number;
  message: string;
}

export class ActionFileError extends Error {
  readonly problems: readonly ActionFileProblem[];
  constructor(problems: readonly ActionFileProblem[]) {
    super(problems.map((p) => `line ${p.line}: ${p.message}`).join('\n'));
    this.name = 'ActionFileError';
    this.problems = problems;
  }
}

/** A value problem as a file line shows it: the action, the message and the rule it breaks. */
const valueProblem = (type: ActionType, refusal: Refusal) =>
  `"${type}": ${refusal.message}${refusal.rule ? ` (${refusal.rule})` : ''}`;

/**
 * Parses an action file; all or nothing: any bad line throws an ActionFileError listing every problem. With the
 * table's facts (the deck's opening deal) the values are checked against its game and cards as well: zone names,
 * the game's actions, card names and faces.
 */
export function parseActionFile(text: string, facts?: TableFacts): { actions: Action[]; lines: number[] } {
  if (text.length > MAX_ACTION_FILE_BYTES)
    throw new ActionFileError([{ line: 0, message: `the file is larger than ${MAX_ACTION_FILE_BYTES} bytes` }]);
  const actions: Action[] = [];
  const lines: number[] = [];
  const problems: ActionFileProblem[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) return;
      if (actions.length + problems.length >= MAX_ACTIONS) {
        if (problems.at(-1)?.message !== `more than ${MAX_ACTIONS} actions`)
          problems.push({ line: index + 1, message: `more than ${MAX_ACTIONS} actions` });
        return;
      }
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        problems.push({ line: index + 1, message: `not JSON: ${(error as Error).message}` });
        return;
      }
      const checked = checkAction(value);
      if ('error' in checked) {
        problems.push({ line: index + 1, message: checked.error });
        return;
      }
      const refusal = actionValueRefusal(checked.action, facts);
      if (refusal) problems.push({ line: index + 1, message: valueProblem(checked.action.type, refusal) });
      else {
        actions.push(checked.action);
        lines.push(index + 1);
        // A token made here is a name the lines after it may use (CR 111.4).
        if (facts && checked.action.type === 'create-token') facts = withTokenDefinition(facts, checked.action);
      }
    });
  if (problems.length) throw new ActionFileError(problems);
  return { actions, lines };
}

/** The file form of a log: one JSON object per line, as parseActionFile reads it. */
export function formatActionFile(actions: readonly Action[]): string {
  return actions.map((a) => JSON.stringify(a) + '\n').join('');
}
