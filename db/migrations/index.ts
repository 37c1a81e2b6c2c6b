// Numbered migrations, applied in order; PRAGMA user_version holds the last one applied.
import { sql as core } from './001-core.ts';

export interface Migration { version: number; name: string; sql: string }

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'core', sql: core },
];
