// SQLite's REGEXP operator for the search's regular expressions (`o:/…/`): `text REGEXP pattern` calls
// regexp(pattern, text) with the pattern the parser made (engine/search/regex.ts).
import { setFlagsFromString } from 'node:v8';
import type { Db } from '../open.ts';
import { PATTERN_FLAGS } from '../../engine/search/regex.ts';
import { leavesOf, type Filter } from '../../engine/search/ast.ts';
import { SearchSyntaxError } from '../../engine/search/errors.ts';

/** Patterns compiled, by source; a query holds a few, so a small cache emptied when full is enough. */
const compiled = new Map<string, RegExp>();
const MAX_COMPILED = 64;

function compiledPattern(source: string): RegExp {
  let pattern = compiled.get(source);
  if (pattern === undefined) {
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    pattern = new RegExp(source, PATTERN_FLAGS);
    compiled.set(source, pattern);
  }
  return pattern;
}

/**
 * The pattern is the user's own, run over every card: on V8's backtracking engine one such as (a|a)*x takes
 * exponential time. With these flags a pattern that backtracks more than 5,000 times on a text runs again on V8's
 * linear-time engine, with the same result, and the "l" flag asks whether that engine can run a pattern at all:
 * it has no lookarounds, backreferences (the parser refuses both) or case folding (the parser folds case itself),
 * and repeats counted more than 16 times in all. A pattern it cannot run is refused (checkPatterns), so no
 * search runs long. The bound is a tenth of V8's default so such a pattern over the whole card set ends within
 * about a second (docs/performance.md). Process-wide, and the same for every connection, so set once.
 */
let enginesSet = false;
function setLinearEngine(): void {
  if (enginesSet) return;
  setFlagsFromString(
    '--enable-experimental-regexp-engine --enable-experimental-regexp-engine-on-excessive-backtracks --regexp-backtracks-before-fallback=5000',
  );
  enginesSet = true;
}

/** Whether V8's linear-time engine can run the pattern ("l" compiles only what it can). */
function runsInLinearTime(source: string): boolean {
  setLinearEngine();
  try {
    new RegExp(source, `${PATTERN_FLAGS}l`);
    return true;
  } catch {
    return false;
  }
}

/** Throws at the first regular expression of the query that could run for long (see setLinearEngine). */
export function checkPatterns(filter: Filter): void {
  for (const leaf of leavesOf(filter)) {
    if (leaf.kind === 'pattern' && !runsInLinearTime(leaf.pattern.source))
      throw new SearchSyntaxError(
        'this regular expression could take too long: repeats may count up to 16 in all (x{0,16}; (x{4}){4} is 16); use * or + for more',
        leaf.span.position,
        leaf.span.length,
        { keyword: leaf.span.keyword, code: 'regex-too-complex' },
      );
  }
}

export function registerRegexp(db: Db): void {
  setLinearEngine();
  db.function('regexp', { deterministic: true }, (source, text) =>
    typeof text === 'string' && compiledPattern(source as string).test(text) ? 1 : 0,
  );
}
