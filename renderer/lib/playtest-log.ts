// The playtest log in the window's language: one line per turn ("Turn 3: played Mountain, cast Shock with
// Mountain"), from the engine's log entries.
import { t, tn, type MessageKey } from '../i18n/index.ts';
import {
  CLEANUP,
  OVER_HAND_SIZE,
  ZERO_POWER,
  ZERO_TOUGHNESS,
  groupFound,
  shownInLog,
  type DmExecution,
  type LogEntry,
  type Refusal,
  type Zone,
} from '../../engine/playtest/index.ts';
import { CATALOGS } from '../i18n/index.ts';
import { settings } from './settings.svelte.ts';
import { tileFaceName, tileName } from './playtest.svelte.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export const zoneLabel = (zone: Zone): string => t(`playtest.zone.${zone}` as MessageKey);

/** A counter's name in the window's language: loyalty and defense are worded, others ("+1/+1", typed) as they are. */
export function counterLabel(kind: string): string {
  const key = `playtest.counterKind.${kind}`;
  return key in CATALOGS.en ? t(key as MessageKey) : kind;
}

/** A search's cards and where each went: "Plains ×2 → Battlefield, Sol Ring → Hand". */
export function foundText(found: readonly { name: string; zone: Zone }[]): string {
  return groupFound(found)
    .map(
      ({ name, zone, count }) =>
        `${tileName(name, settings.locale)}${count > 1 ? ` ×${count}` : ''} → ${zoneLabel(zone)}`,
    )
    .join(t('playtest.log.separator'));
}

export function entryText(entry: LogEntry): string {
  const names = (list: readonly string[] = []) =>
    list.map((name) => tileName(name, settings.locale)).join(t('playtest.log.separator'));
  const params = {
    cards: entry.face ? tileFaceName(entry.cards[0], entry.face, settings.locale) : names(entry.cards),
    sources: names(entry.sources),
    on: names(entry.on),
    count: entry.count ?? 0,
    delta: signed(entry.count ?? 0),
    zone: entry.zone ? zoneLabel(entry.zone) : '',
    kind: counterLabel(entry.detail ?? ''),
    rule: entry.rule ?? '',
    pt: entry.action === 'create-token' && entry.detail ? ` ${entry.detail}` : '',
    face:
      entry.action === 'transform' || entry.action === 'flip'
        ? tileFaceName(entry.cards[0], entry.detail, settings.locale)
        : '',
  };
  if (entry.action === 'next-turn' && entry.sources?.length) return t('playtest.log.loreSacrificed', params);
  if (entry.action === 'next-turn' && entry.detail === CLEANUP) return t('playtest.log.cleanup', params);
  if (entry.action === 'next-turn' && entry.detail === OVER_HAND_SIZE) return t('playtest.log.overHandSize', params);
  if (entry.action === 'attack' && entry.detail === 'direct') return t('playtest.log.directAttack', params);
  if (entry.action === 'attack' && entry.detail === 'lethal') return t('playtest.log.lethalAttack', params);
  if (entry.action === 'attack' && entry.detail === 'commander-damage')
    return t('playtest.log.commanderDamageAttack', params);
  if (entry.action === 'cast') return t(castKey(entry), params);
  if (entry.action === 'tap' && entry.detail) return t('playtest.log.tapForMana', { ...params, mana: entry.detail });
  if (entry.action === 'search') return searchText(entry);
  if (entry.action === 'move' && entry.detail === ZERO_TOUGHNESS) return t('playtest.log.zeroToughness', params);
  // DM power as printed on the card (-5000), not grouped as a count is
  if (entry.action === 'move' && entry.detail === ZERO_POWER)
    return t('playtest.log.zeroPower', { ...params, power: String(entry.count ?? 0) });
  if (entry.action === 'move' && entry.rule) return t('playtest.log.moveCommander', params);
  if (entry.action === 'move' && entry.detail === 'bottom') return t('playtest.log.moveBottom', params);
  if (entry.action === 'counter' && entry.rule) return tn('playtest.log.counterPairs', params.count, params);
  if (entry.action === 'counter' && entry.zone) return t('playtest.log.counterDefeated', params);
  if (entry.action === 'power')
    return t(entry.detail ? 'playtest.log.powerTo' : 'playtest.log.power', { ...params, power: entry.detail ?? '' });
  if (entry.action === 'trigger')
    return t(entry.count ? 'playtest.log.triggerUsed' : 'playtest.log.triggerKept', params);
  return t(`playtest.log.${entry.action}` as MessageKey, params);
}

/** The log's verbs of DM 601.1 (engine/playtest DmExecution); anything else is cast. */
const EXECUTION_VERBS: readonly DmExecution[] = ['summon', 'generate', 'fortify'];
const isExecution = (detail: string | undefined): detail is DmExecution =>
  EXECUTION_VERBS.includes(detail as DmExecution);

/**
 * DM 601.1: a creature is summoned (on its evolution sources, 801.1), a cross gear generated, a shield fortified
 * with a castle, a spell cast.
 */
function castKey(entry: LogEntry): MessageKey {
  if (entry.on?.length) return 'playtest.log.castOn';
  const verb = isExecution(entry.detail) ? entry.detail : 'cast';
  return `playtest.log.${verb}${entry.sources?.length ? '' : 'Free'}`;
}

function searchText(entry: LogEntry): string {
  const library = zoneLabel(entry.zone ?? 'library');
  if (!entry.cards.length) return t('playtest.log.searchNothing', { zone: library });
  const found = entry.cards.map((name, i) => ({ name, zone: entry.zones![i] }));
  return t('playtest.log.search', { zone: library, found: foundText(found) });
}

/** Entries grouped by turn; turn 0 is the opening hand. */
export function logLines(log: readonly LogEntry[]): { turn: number; text: string }[] {
  const lines: { turn: number; text: string }[] = [];
  for (const entry of log) {
    if (!shownInLog(entry)) continue;
    const last = lines.at(-1);
    if (last && last.turn === entry.turn) last.text += `${t('playtest.log.separator')}${entryText(entry)}`;
    else lines.push({ turn: entry.turn, text: entryText(entry) });
  }
  return lines.map((l) => ({
    turn: l.turn,
    text: `${l.turn === 0 ? t('playtest.log.opening') : t('playtest.turn', { turn: l.turn })}: ${l.text}`,
  }));
}

/** A refusal in the window's language when the catalog has its code, else the engine's English message. */
export function refusalText(refusal: Refusal): string {
  const key = `playtest.refusal.${refusal.code}`;
  const text = key in CATALOGS.en ? t(key as MessageKey) : refusal.message;
  return refusal.rule ? `${text} (${refusal.rule})` : text;
}
