// What an 'invalid-input' ApiError carries in `details` when the API's schema refused the input: one issue per field,
// with the kind of mistake and its bound, so a screen can word it in its own language; `message` is the same issue
// in plain English, as the CLI prints it. Pure data, so the renderer reads it as the shell sends it.

export const INPUT_PROBLEMS = ['too-big', 'too-small', 'empty', 'missing', 'wrong-type', 'not-one-of', 'rule'] as const;
export type InputProblem = (typeof INPUT_PROBLEMS)[number];

/** What a too-big or too-small value was measured by: a text's characters, a list's entries, a number itself. */
export type InputMeasure = 'characters' | 'entries' | 'number';

export interface InputIssue {
  /** The field's path in the input, dotted ("games", "lands.0"); empty for a rule over the whole input. */
  field: string;
  /** 'rule' is a rule of the field's (or the input's) own, said only by `message`. */
  problem: InputProblem;
  /** The bound a too-big or too-small value crossed; `inclusive` false when the bound itself is refused too. */
  limit?: number;
  inclusive?: boolean;
  measure?: InputMeasure;
  /** The value's size by `measure`: its characters, its entries, or the number given. */
  given?: number;
  /** The values a 'not-one-of' field takes. */
  values?: string[];
  /** The issue in one plain English line: "the query is 2,001 characters; at most 2,000". */
  message: string;
}

function isInputIssue(value: unknown): value is InputIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { field, problem, message } = value as Record<string, unknown>;
  return (
    typeof field === 'string' && (INPUT_PROBLEMS as readonly unknown[]).includes(problem) && typeof message === 'string'
  );
}

/** The issues an error's details hold, when they are the schema's (a handler's own refusal carries none). */
export function inputIssuesOf(details: unknown): InputIssue[] | undefined {
  return Array.isArray(details) && details.length > 0 && details.every(isInputIssue) ? details : undefined;
}
