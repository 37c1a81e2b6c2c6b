// Where a form's packs come from (PackSourceFields.svelte): a set's boosters, or a cube dealt in packs of a size.
import { MAX_CUBE_PACK_SIZE, MIN_CUBE_PACK_SIZE } from '../../engine/pools/cube.ts';

export interface PackSource {
  source: 'set' | 'cube';
  setCode: string;
  product: string;
  cube: number | undefined;
  packSize: number;
}

/** The name and seed the player gave a pool or draft (NameSeedFields), as requests take them: left out when not given. */
export interface NameAndSeed {
  name?: string;
  seed?: number;
}

/** Whether the fields name packs to deal: a set and its product, or a cube and a pack size in bounds. */
export function packSourceReady(f: PackSource): boolean {
  if (f.source === 'set') return Boolean(f.setCode && f.product);
  return f.cube !== undefined && f.packSize >= MIN_CUBE_PACK_SIZE && f.packSize <= MAX_CUBE_PACK_SIZE;
}
