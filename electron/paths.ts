// Where Decklab keeps its database when no --db or DECKLAB_DB is given: Electron's userData folder
// ("<appData>/Decklab"), computed without Electron so the CLI and the app share one file.
import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_NAME = 'Decklab';
export const DB_FILE_NAME = 'decklab.sqlite';

export function appDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32') return env.APPDATA ?? join(homedir(), 'AppData', 'Roaming');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support');
  return env.XDG_CONFIG_HOME ?? join(homedir(), '.config');
}

export function defaultDbPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.DECKLAB_DB ?? join(appDataDir(env), APP_NAME, DB_FILE_NAME);
}
