// Japanese names of Magic keywords, as the Japanese Comprehensive Rules (20230901.0) print them beside the English:
// the glossary's noun ("占術", not the heading's verb "占術を行う"), else the heading of 701 or 702, the ability words
// of 207.2c and the predefined tokens of 111.10. Keyed by the English name as the rules write it; Scryfall and
// MTGJSON write the same names capitalized as a sentence ("First strike"), so a lookup ignores case. "〜" stands for
// the rules' placeholder ("[性質]からの呪禁").

import type { Game } from './types.ts';
import { DM_KEYWORDS_JA } from '../dm/keyword-names.ts';

/** Keyword abilities (CR 702). */
const KEYWORD_ABILITIES: Readonly<Record<string, string>> = {
  Deathtouch: '接死', // 702.2
  Defender: '防衛', // 702.3
  'Double Strike': '二段攻撃', // 702.4
  Enchant: 'エンチャント', // 702.5
  Equip: '装備', // 702.6
  'First Strike': '先制攻撃', // 702.7
  Flash: '瞬速', // 702.8
  Flying: '飛行', // 702.9
  Haste: '速攻', // 702.10
  Hexproof: '呪禁', // 702.11
  Indestructible: '破壊不能', // 702.12
  Intimidate: '威嚇', // 702.13
  Landwalk: '土地渡り', // 702.14
  Lifelink: '絆魂', // 702.15
  Protection: 'プロテクション', // 702.16
  Reach: '到達', // 702.17
  Shroud: '被覆', // 702.18
  Trample: 'トランプル', // 702.19
  Vigilance: '警戒', // 702.20
  Ward: '護法', // 702.21
  Banding: 'バンド', // 702.22
  Rampage: 'ランページ', // 702.23
  'Cumulative Upkeep': '累加アップキープ', // 702.24
  Flanking: '側面攻撃', // 702.25
  Phasing: 'フェイジング', // 702.26
  Buyback: 'バイバック', // 702.27
  Shadow: 'シャドー', // 702.28
  Cycling: 'サイクリング', // 702.29
  Echo: 'エコー', // 702.30
  Horsemanship: '馬術', // 702.31
  Fading: '消散', // 702.32
  Kicker: 'キッカー', // 702.33
  Flashback: 'フラッシュバック', // 702.34
  Madness: 'マッドネス', // 702.35
  Fear: '畏怖', // 702.36
  Morph: '変異', // 702.37
  Amplify: '増幅', // 702.38
  Provoke: '挑発', // 702.39
  Storm: 'ストーム', // 702.40
  Affinity: '親和', // 702.41
  Entwine: '双呪', // 702.42
  Modular: '接合', // 702.43
  Sunburst: '烈日', // 702.44
  Bushido: '武士道', // 702.45
  Soulshift: '転生', // 702.46
  Splice: '連繋', // 702.47
  Offering: '献身', // 702.48
  Ninjutsu: '忍術', // 702.49
  Epic: '歴伝', // 702.50
  Convoke: '召集', // 702.51
  Dredge: '発掘', // 702.52
  Transmute: '変成', // 702.53
  Bloodthirst: '狂喜', // 702.54
  Haunt: '憑依', // 702.55
  Replicate: '複製', // 702.56
  Forecast: '予見', // 702.57
  Graft: '移植', // 702.58
  Recover: '復活', // 702.59
  Ripple: '波及', // 702.60
  'Split Second': '刹那', // 702.61
  Suspend: '待機', // 702.62
  Vanishing: '消失', // 702.63
  Absorb: '吸収', // 702.64
  'Aura Swap': 'オーラ交換', // 702.65
  Delve: '探査', // 702.66
  Fortify: '城砦化', // 702.67
  Frenzy: '激情', // 702.68
  Gravestorm: '墓地ストーム', // 702.69
  Poisonous: '有毒', // 702.70
  Transfigure: '変形', // 702.71
  Champion: '覇権', // 702.72
  Changeling: '多相', // 702.73
  Evoke: '想起', // 702.74
  Hideaway: '秘匿', // 702.75
  Prowl: '徘徊', // 702.76
  Reinforce: '補強', // 702.77
  Conspire: '共謀', // 702.78
  Persist: '頑強', // 702.79
  Wither: '萎縮', // 702.80
  Retrace: '回顧', // 702.81
  Devour: '貪食', // 702.82
  Exalted: '賛美', // 702.83
  Unearth: '蘇生', // 702.84
  Cascade: '続唱', // 702.85
  Annihilator: '滅殺', // 702.86
  'Level Up': 'Lvアップ', // 702.87
  Rebound: '反復', // 702.88
  'Totem Armor': '族霊鎧', // 702.89
  Infect: '感染', // 702.90
  'Battle Cry': '喊声', // 702.91
  'Living Weapon': '生体武器', // 702.92
  Undying: '不死', // 702.93
  Miracle: '奇跡', // 702.94
  Soulbond: '結魂', // 702.95
  Overload: '超過', // 702.96
  Scavenge: '活用', // 702.97
  Unleash: '解鎖', // 702.98
  Cipher: '暗号', // 702.99
  Evolve: '進化', // 702.100
  Extort: '強請', // 702.101
  Fuse: '融合', // 702.102
  Bestow: '授与', // 702.103
  Tribute: '貢納', // 702.104
  Dethrone: '廃位', // 702.105
  'Hidden Agenda': '秘策', // 702.106
  Outlast: '長久', // 702.107
  Prowess: '果敢', // 702.108
  Dash: '疾駆', // 702.109
  Exploit: '濫用', // 702.110
  Menace: '威迫', // 702.111
  Renown: '高名', // 702.112
  Awaken: '覚醒', // 702.113
  Devoid: '欠色', // 702.114
  Ingest: '嚥下', // 702.115
  Myriad: '無尽', // 702.116
  Surge: '怒濤', // 702.117
  Skulk: '潜伏', // 702.118
  Emerge: '現出', // 702.119
  Escalate: '増呪', // 702.120
  Melee: '会戦', // 702.121
  Crew: '搭乗', // 702.122
  Fabricate: '製造', // 702.123
  Partner: '共闘', // 702.124
  Undaunted: '不抜', // 702.125
  Improvise: '即席', // 702.126
  Aftermath: '余波', // 702.127
  Embalm: '不朽', // 702.128
  Eternalize: '永遠', // 702.129
  Afflict: '加虐', // 702.130
  Ascend: '昇殿', // 702.131
  Assist: '助力', // 702.132
  'Jump-Start': '再活', // 702.133
  Mentor: '教導', // 702.134
  Afterlife: '死後', // 702.135
  Riot: '暴動', // 702.136
  Spectacle: '絢爛', // 702.137
  Escape: '脱出', // 702.138
  Companion: '相棒', // 702.139
  Mutate: '変容', // 702.140
  Encore: '再演', // 702.141
  Boast: '誇示', // 702.142
  Foretell: '予顕', // 702.143
  Demonstrate: '実演', // 702.144
  Daybound: '日暮', // 702.145
  Nightbound: '夜明', // 702.145
  Disturb: '降霊', // 702.146
  Decayed: '腐乱', // 702.147
  Cleave: '切除', // 702.148
  Training: '訓練', // 702.149
  Compleated: '完成化', // 702.150
  Reconfigure: '換装', // 702.151
  Blitz: '奇襲', // 702.152
  Casualty: '犠牲', // 702.153
  Enlist: '後援', // 702.154
  'Read Ahead': '先読', // 702.155
  Ravenous: '貪欲', // 702.156
  Squad: '分隊', // 702.157
  'Space Sculptor': '宇宙を刻む者', // 702.158
  Visit: '観覧', // 702.159
  Prototype: '試作', // 702.160
  'Living Metal': '金属生命体', // 702.161
  'More Than Meets the Eye': '見た目以上のもの', // 702.162
  'For Mirrodin!': 'ミラディンのために！', // 702.163
  Toxic: '毒性', // 702.164
  Backup: '賛助', // 702.165
  Bargain: '協約', // 702.166
  'Hexproof from': '〜からの呪禁', // 702.11d
  'Partner with': '〜との共闘', // 702.124f
  Wizardcycling: 'ウィザード・サイクリング', // 702.29
  'Basic Landcycling': '基本土地サイクリング', // 702.29
  Islandcycling: '島サイクリング', // 702.29
  Islandwalk: '島渡り', // 702.14
  Slivercycling: 'スリヴァー・サイクリング', // 702.29
  Typecycling: 'タイプサイクリング', // 702.29
  Multikicker: '多重キッカー', // 702.33c
  Megamorph: '大変異', // 702.37b
  Swampcycling: '沼サイクリング', // 702.29
  Swampwalk: '沼渡り', // 702.14
  Plainscycling: '平地サイクリング', // 702.29
  Plainswalk: '平地渡り', // 702.14
  Forestcycling: '森サイクリング', // 702.29
  Forestwalk: '森渡り', // 702.14
  Mountaincycling: '山サイクリング', // 702.29
  Mountainwalk: '山渡り', // 702.14
};

/** Keyword actions (CR 701). */
const KEYWORD_ACTIONS: Readonly<Record<string, string>> = {
  Activate: '起動', // 701.2
  Attach: 'つける', // 701.3
  Cast: '唱える', // 701.4
  Counter: '打ち消す', // 701.5
  Create: '生成する', // 701.6
  Destroy: '破壊', // 701.7
  Discard: '捨てる', // 701.8
  Double: '2倍にする', // 701.9
  Exchange: '交換する', // 701.10
  Exile: '追放する', // 701.11
  Fight: '格闘', // 701.12
  Mill: '切削', // 701.13
  Play: 'プレイする', // 701.14
  Regenerate: '再生', // 701.15
  Reveal: '公開', // 701.16
  Sacrifice: '生け贄に捧げる', // 701.17
  Scry: '占術', // 701.18
  Search: '探す', // 701.19
  Shuffle: '切り直す', // 701.20
  Tap: 'タップ', // 701.21
  Untap: 'アンタップ', // 701.21
  Fateseal: '消術', // 701.22
  Clash: '激突', // 701.23
  Planeswalk: 'プレインズウォーク', // 701.24
  'Set in Motion': '実行中にする', // 701.25
  Abandon: '破棄', // 701.26
  Proliferate: '増殖', // 701.27
  Transform: '変身', // 701.28
  Detain: '留置', // 701.29
  Populate: '居住', // 701.30
  Monstrosity: '怪物化', // 701.31
  Vote: '投票', // 701.32
  Bolster: '鼓舞', // 701.33
  Manifest: '予示', // 701.34
  Support: '支援', // 701.35
  Investigate: '調査', // 701.36
  Meld: '合体', // 701.37
  Goad: '使嗾', // 701.38
  Exert: '督励', // 701.39
  Explore: '探検', // 701.40
  Assemble: '組み立てる', // 701.41
  Surveil: '諜報', // 701.42
  Adapt: '順応', // 701.43
  Amass: '動員', // 701.44
  Learn: '履修', // 701.45
  'Venture into the Dungeon': 'ダンジョン探索', // 701.46
  Connive: '謀議', // 701.47
  'Open an Attraction': 'アトラクションを開く', // 701.48
  'Roll to Visit Your Attractions': 'アトラクションを観覧するためサイコロを振る', // 701.49
  Convert: 'トランスフォーム', // 701.50
  Incubate: '培養', // 701.51
  'The Ring Tempts You': '指輪があなたを誘惑する', // 701.52
};

/** Ability words (CR 207.2c): no rules meaning, but Scryfall lists them among a card's keywords. */
const ABILITY_WORDS: Readonly<Record<string, string>> = {
  Adamant: '一徹',
  Addendum: '附則',
  Alliance: '団結',
  Battalion: '大隊',
  Bloodrush: '湧血',
  Celebration: '祝祭',
  Channel: '魂力',
  Chroma: '彩色',
  Cohort: '盟友',
  Constellation: '星座',
  Converge: '収斂',
  "Council's Dilemma": '動議',
  Coven: '集会',
  Delirium: '昂揚',
  Domain: '版図',
  Eminence: '威光',
  Enrage: '激昂',
  'Fateful hour': '窮地',
  Ferocious: '獰猛',
  Formidable: '圧倒',
  Grandeur: '壮大',
  Hellbent: '暴勇',
  Heroic: '英雄的',
  Imprint: '刻印',
  Inspired: '神啓',
  'Join Forces': '同調',
  Kinship: '族系',
  Landfall: '上陸',
  Lieutenant: '副官',
  Magecraft: '魔技',
  Metalcraft: '金属術',
  Morbid: '陰鬱',
  'Pack Tactics': '集団戦術',
  Parley: '協議',
  Radiance: '光輝',
  Raid: '強襲',
  Rally: '結集',
  Revolt: '紛争',
  'secret council': '秘密会議',
  'Spell Mastery': '魔巧',
  Strive: '奮励',
  Sweep: '掃引',
  'Tempting Offer': '誘引',
  Threshold: 'スレッショルド',
  Undergrowth: '宿根',
  'Will of the council': '議決',
};

/** Predefined tokens (CR 111.10), which Scryfall lists among the keywords of a card that makes them. */
const PREDEFINED_TOKENS: Readonly<Record<string, string>> = {
  Treasure: '宝物', // 111.10a
  Food: '食物', // 111.10b
  Gold: '金', // 111.10c
  Walker: 'ウォーカー', // 111.10d
  Shard: '破片', // 111.10e
  Clue: '手掛かり', // 111.10f
  Blood: '血', // 111.10g
  Powerstone: 'パワーストーン', // 111.10h
  Incubator: '培養器', // 111.10i
  Cursed: '呪われし者', // 111.10j
};

export const MTG_KEYWORDS_JA: Readonly<Record<string, string>> = {
  ...KEYWORD_ABILITIES,
  ...KEYWORD_ACTIONS,
  ...ABILITY_WORDS,
  ...PREDEFINED_TOKENS,
};

const MTG_BY_FOLDED_NAME = new Map(Object.entries(MTG_KEYWORDS_JA).map(([en, ja]) => [en.toLowerCase(), ja]));
const DM_BY_NAME = new Map(Object.entries(DM_KEYWORDS_JA));

/**
 * A card's keyword in the window's language: the Japanese name the game's rules print for it in a Japanese window,
 * else the keyword as the card data writes it (English).
 */
export function keywordLabel(game: Game, keyword: string, lang: string): string {
  if (lang !== 'ja') return keyword;
  const japanese = game === 'dm' ? DM_BY_NAME.get(keyword) : MTG_BY_FOLDED_NAME.get(keyword.toLowerCase());
  return japanese ?? keyword;
}
