/** The JavaScript of the TypeScript module `file`, from the cache or stripped now and stored there. */
export function strippedSource(file: string): string;
