// An input the API's schema refuses, said once for every caller: each of the validator's findings (zod issues)
// becomes an InputIssue (protocol/input-issues.ts) with its field, kind and bound for a screen to word, and one plain
// English line for the CLI and logs, in place of the validator's own words ("✖ Too small: … → at games"). Said
// here, where the input is at hand: the line can give the value's size beside the limit.
import type { z } from 'zod';
import { ApiError } from '../../protocol/errors.ts';
import type { InputIssue, InputMeasure } from '../../protocol/input-issues.ts';

/** One finding of the validator, as much of it as the issues below read. */
interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  values?: readonly unknown[];
  expected?: string;
  /** A union's findings, one list per choice. */
  errors?: readonly (readonly ValidationIssue[])[];
}

/** Whether a choice of a union refused the value's very kind (a name where it takes an object), not a part of it. */
const refusesKind = (choice: readonly ValidationIssue[]) =>
  choice.some((i) => i.path.length === 0 && (i.code === 'invalid_type' || i.code === 'invalid_value'));

/**
 * The findings to say for one of the validator's: a union the value fits no choice of is only "Invalid input", so
 * where a single choice takes a value of its kind (a policy given whole, not a preset's name), that choice's
 * findings are said instead, at their whole path.
 */
function findingsOf(issue: ValidationIssue): ValidationIssue[] {
  const fitting = issue.code === 'invalid_union' ? (issue.errors ?? []).filter((c) => !refusesKind(c)) : [];
  if (fitting.length !== 1) return [issue];
  return fitting[0].flatMap((inner) => findingsOf({ ...inner, path: [...issue.path, ...inner.path] }));
}

const count = (n: number | bigint | undefined) => (n ?? 0).toLocaleString('en');

/** What a value's size is measured by, and the size, when it has one to set beside a limit. */
function measureOf(value: unknown): { measure: InputMeasure; given: number } | undefined {
  if (typeof value === 'string') return { measure: 'characters', given: value.length };
  if (Array.isArray(value)) return { measure: 'entries', given: value.length };
  if (typeof value === 'number') return { measure: 'number', given: value };
  return undefined;
}

/** "is 2,001 characters", "has 3 entries", "is 5000": the size of the value given, to set beside its limit. */
function sizeOf(value: unknown): string {
  if (typeof value === 'string') return `is ${count(value.length)} characters`;
  if (Array.isArray(value)) return `has ${count(value.length)} entries`;
  return `is ${String(value)}`;
}

/** The value at the issue's path in the input, if the input has one there. */
function valueAt(path: readonly PropertyKey[], input: unknown): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<PropertyKey, unknown> | undefined)?.[key], input);
}

/** A bound crossed: too big or too small, with the limit and the value's size. */
function boundIssue(issue: ValidationIssue, field: string, value: unknown): InputIssue {
  const big = issue.code === 'too_big';
  const limit = Number(big ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  if (!big && value === '') return { field, problem: 'empty', message: `the ${field} is empty` };
  const bound = big ? (inclusive ? 'at most' : 'less than') : inclusive ? 'at least' : 'more than';
  return {
    field,
    problem: big ? 'too-big' : 'too-small',
    limit,
    inclusive,
    ...measureOf(value),
    message: `the ${field} ${sizeOf(value)}; ${bound} ${count(big ? issue.maximum : issue.minimum)}`,
  };
}

/** One finding as an issue: "the query is 2,001 characters; at most 2,000", with its field, kind and bound. */
function inputIssue(issue: ValidationIssue, input: unknown): InputIssue {
  // A rule over the whole input ("give an id or a name") is already a sentence.
  if (issue.path.length === 0) return { field: '', problem: 'rule', message: issue.message };
  const field = issue.path.map(String).join('.');
  const value = valueAt(issue.path, input);
  switch (issue.code) {
    case 'too_big':
    case 'too_small':
      return boundIssue(issue, field, value);
    case 'invalid_type':
      return value === undefined
        ? { field, problem: 'missing', message: `the ${field} is missing` }
        : {
            field,
            problem: 'wrong-type',
            message: `the ${field} must be a ${issue.expected ?? 'value of another kind'}`,
          };
    case 'invalid_value': {
      const values = (issue.values ?? []).map(String);
      return { field, problem: 'not-one-of', values, message: `the ${field} must be one of ${values.join(', ')}` };
    }
    default:
      // A field's own rule ("a date written YYYY-MM-DD") says what it takes, after the field's name.
      return { field, problem: 'rule', message: `${field}: ${issue.message}` };
  }
}

/**
 * The refusal of an operation's input: its issues in one plain line, each issue as data in `details`, and the
 * operation named in `params` (the line names only fields, as the CLI prints it).
 */
export function invalidInputError(operation: string, error: z.ZodError, input: unknown): ApiError {
  const issues = error.issues.flatMap(findingsOf).map((issue) => inputIssue(issue, input));
  return new ApiError('invalid-input', issues.map((i) => i.message).join('; '), issues, { operation });
}
