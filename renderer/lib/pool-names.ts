// A pool's or draft's name as the window shows it: the name the app gave it ("KHM draft (seed 123)",
// engine/pools/pool-name.ts) in the window's language, a name the player typed as typed.
import { readAutomaticPoolName } from '../../engine/pools/pool-name.ts';
import { t } from '../i18n/index.ts';

export function poolNameShown(name: string): string {
  const automatic = readAutomaticPoolName(name);
  if (!automatic) return name;
  // The seed as written, not grouped as a count ("seed 123456", never "123,456"): the player types it back to deal again.
  return t(`pools.autoName.${automatic.kind}`, {
    source: poolNameShown(automatic.source),
    seed: String(automatic.seed),
  });
}
