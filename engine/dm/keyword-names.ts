// Japanese names of the Duel Masters keywords, keyed by the English keyword the card reader gives (characteristics.ts
// `keywordsFromText`). One table read both ways: a Japanese window shows a card's keyword by its Japanese name
// (engine/cards/keyword-names.ts), and the card reader reads Japanese card text by it. Names as the Japanese
// Comprehensive Game Rules (Ver. 1.49) print them, with the rule; the rules do not name the four marked "card text",
// which are as the Japanese cards print them (DM Wiki quotes the cards: 《ハザード・オウ禍武斗》's マッハファイター,
// 《爆剣豪 グレンモルト》's Q・ブレイカー, 《超神星アポロヌス・ドラゲリオン》's ワールド・ブレイカー, 《ファーラー王》's
// パワード・ブレイカー). A keyword named nowhere stays as the English card data writes it.

export const DM_KEYWORDS_JA: Readonly<Record<string, string>> = {
  'Shield Trigger': 'S・トリガー', // 112.3a
  'Strike Back': 'S・バック', // 112.3b
  'Guard Strike': 'G・ストライク', // 113.6
  'Sabaki Z': 'サバキZ', // 112.3d
  Blocker: 'ブロッカー', // 507.1a
  Guardman: 'ガードマン', // 507.1a
  'Speed Attacker': 'スピードアタッカー', // 101.2
  Slayer: 'スレイヤー',
  Charger: 'チャージャー',
  'Power Attacker': 'パワーアタッカー',
  'Silent Skill': 'サイレントスキル', // 501.1a
  Sympathy: 'シンパシー',
  'Mach Fighter': 'マッハファイター', // card text
  'Gravity Zero': 'G・ゼロ', // 112.3e
  'Ninja Strike': 'ニンジャ・ストライク',
  'Revolution Change': '革命チェンジ',
  'Ex Life': 'EXライフ',
  'Attack Chance': 'アタック・チャンス', // 112.3f
  'Doron Go': 'ドロン・ゴー',
  Kirifudash: 'キリフダッシュ',
  'Shield Go': 'シールド・ゴー',
  Justdiver: 'ジャストダイバー',
  'Double Breaker': 'W・ブレイカー', // 509.2b
  'Triple Breaker': 'T・ブレイカー',
  'Quattro Breaker': 'Q・ブレイカー', // card text
  'World Breaker': 'ワールド・ブレイカー', // card text
  'Powered Breaker': 'パワード・ブレイカー', // card text
};
