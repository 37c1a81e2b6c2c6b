/** Puts every `.ts` file below the given folders in the cache, so that a later process with these hooks strips nothing. */
export function cacheTypeScriptIn(dirs: readonly string[]): void;
