/**
 * A table's own entry for a word read from the user or a data file; never an Object.prototype member
 * ("constructor", "toString"), which a plain `table[word]` would give.
 */
export function lookup<T>(table: Readonly<Record<string, T>>, word: string): T | undefined {
  return Object.hasOwn(table, word) ? table[word] : undefined;
}
