// A pool's or draft's name as the window shows it: a name Decklab gave ("KHM draft (seed 123)", with its parts
// stored, engine/pools/pool-name.ts) in the window's language, a name the player typed as typed, whatever it reads.
import { parseAutomaticPoolName, readAutomaticPoolName, type AutomaticPoolName } from '../../engine/pools/pool-name.ts';
import { t } from '../i18n/index.ts';

export interface NamedPool {
  name: string;
  automaticName?: AutomaticPoolName;
}

function automaticNameShown({ source, kind, seed }: AutomaticPoolName): string {
  // The seed as written, not grouped as a count ("seed 123456", never "123,456"): the player types it back to deal again.
  return t(`pools.autoName.${kind}`, {
    source: typeof source === 'string' ? source : automaticNameShown(source),
    seed: String(seed),
  });
}

export function poolNameShown(pool: NamedPool): string {
  return pool.automaticName ? automaticNameShown(pool.automaticName) : pool.name;
}

/**
 * The pool's name in a version note's values (engine/decks/version-note.ts): its English name, and its parts as JSON
 * when Decklab gave it, empty when typed.
 */
export function poolNoteParams(pool: NamedPool): { pool: string; automaticPool: string } {
  return { pool: pool.name, automaticPool: pool.automaticName ? JSON.stringify(pool.automaticName) : '' };
}

/** The pool a version note names, as `poolNoteParams` stored it; a note stored without parts is read by its pattern. */
export function notedPool(params: Record<string, string | number>): NamedPool {
  const name = String(params.pool);
  const parts =
    params.automaticPool === undefined
      ? readAutomaticPoolName(name)
      : parseAutomaticPoolName(String(params.automaticPool));
  return parts ? { name, automaticName: parts } : { name };
}
