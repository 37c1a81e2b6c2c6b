// Migration 025 on a schema-24 file of real cards (ZNR's MTGJSON set file) holding a draft under way, as db/drafts.ts
// stored it before: the draft goes on with the bots' policy it began with, so the pack in hand and the picks made stay
// what they were; a draft started after the migration takes the policy of new drafts.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { createApi } from '../../electron/api/index.ts';
import { BOT_POLICIES, DEFAULT_BOT_POLICY, replayDraft } from '../../engine/pools/draft.ts';
import { boosterProductsFromMtgjson } from '../../engine/pools/booster-config.ts';
import { boosterSetFile, knownCards } from '../../test/mtgjson-boosters.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-025-');
afterAll(() => dir.cleanup());

const ZNR = boosterSetFile('ZNR');
const setup = { product: boosterProductsFromMtgjson(ZNR.booster).default, known: knownCards(ZNR), seed: 5, seats: 8 };
const names = (cards: readonly { name: string }[]) => cards.map((c) => c.name);

describe('migration 025: a draft keeps its bots’ policy', () => {
  it('a schema-24 draft under way replays with the first policy: the same pack in hand and picks', async () => {
    const first = BOT_POLICIES[0];
    // 40 picks as the first policy would make them for the player: pack 3, pick 11 is next.
    const picks = replayDraft({ ...setup, policy: first }, [], { auto: true }).playerPicks.slice(0, 40);
    const before = replayDraft({ ...setup, policy: first }, picks);
    // Under the policy new drafts take, the same picks would hold another pack: the row must say which it began with.
    expect(names(replayDraft({ ...setup, policy: DEFAULT_BOT_POLICY }, picks).current)).not.toEqual(
      names(before.current),
    );

    const file = join(dir.dir, 'schema24.sqlite');
    const legacy = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 24) });
    await importCardFiles(legacy, [sharedPath('mtgjson', 'sets', 'ZNR.json')]);
    legacy
      .prepare(
        `INSERT INTO drafts (id, name, set_code, product, seed, seats, picks, created_at)
         VALUES (1, 'ZNR night', 'ZNR', 'default', 5, 8, ?, '2026-11-29T10:00:00.000Z')`,
      )
      .run(JSON.stringify(picks));
    legacy.close();

    const db = openDatabase(file);
    const api = createApi({ db });
    const draft = await api.invoke('drafts.get', { id: 1 });
    expect(draft.botPolicy).toBe(first.id);
    expect([draft.pack, draft.pick]).toEqual([before.pack, before.pick]);
    expect(names(draft.current)).toEqual(names(before.current));
    expect(names(draft.picks)).toEqual(names(before.picks[0]));
    const started = await api.invoke('drafts.start', { set: 'ZNR', seed: 5 });
    expect(started.botPolicy).toBe(DEFAULT_BOT_POLICY.id);
    db.close();
  });
});
