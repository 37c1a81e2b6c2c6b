// A stored draft names the bots' policy it began with (engine/pools/draft.ts BOT_POLICIES): a draft replays its
// picks, so a later default policy must not change the packs of a draft already under way. Drafts stored before
// this migration began with the first policy.
export const sql = '';

export const userSql = /* sql */ `
ALTER TABLE drafts ADD COLUMN bot_policy TEXT NOT NULL DEFAULT 'rarity-then-colors';
`;
