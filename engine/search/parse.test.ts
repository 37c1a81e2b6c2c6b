import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSearch } from './parse.ts';
import { SearchSyntaxError } from './errors.ts';
import type { Filter } from './ast.ts';
import { syntaxError } from '../../test/search-syntax-error.ts';
import { PREFERENCES } from './vocabulary.ts';

const filterOf = (query: string): Filter => parseSearch(query).filter;

/** The leaves of a filter without spans, for compact expectations. */
function shape(filter: Filter): unknown {
  switch (filter.kind) {
    case 'and':
    case 'or':
      return { [filter.kind]: filter.filters.map(shape) };
    case 'not':
      return { not: shape(filter.filter) };
    case 'all':
      return 'all';
    default: {
      const { span: _span, ...rest } = filter;
      return rest;
    }
  }
}

/** A color filter as the parser keeps it to Magic cards (colors and civilizations share the index's bits). */
const magic = (filter: object) => ({ and: [{ kind: 'game', game: 'mtg' }, filter] });

describe('search grammar', () => {
  it('reads bare words as name parts joined by an implicit and', () => {
    expect(shape(filterOf('lightning bolt'))).toEqual({
      and: [
        { kind: 'name', text: 'lightning', exact: false },
        { kind: 'name', text: 'bolt', exact: false },
      ],
    });
  });

  it('folds names like the database does: accents, ligatures and full-width letters', () => {
    expect(shape(filterOf('"Æther Vial"'))).toEqual({ kind: 'name', text: 'aether vial', exact: false });
    expect(shape(filterOf('!Ｌｌａｎｏｗａｒ'))).toEqual({ kind: 'name', text: 'llanowar', exact: true });
  });

  it('keeps a Japanese name whole (no spaces to split on)', () => {
    expect(shape(filterOf('稲妻'))).toEqual({ kind: 'name', text: '稲妻', exact: false });
  });

  it('binds implicit and tighter than or, and parentheses tighter still', () => {
    expect(shape(filterOf('t:elf c:g or t:goblin'))).toEqual({
      or: [
        { and: [{ kind: 'type', text: 'elf' }, magic({ kind: 'colors', field: 'colors', op: '>=', mask: 16 })] },
        { kind: 'type', text: 'goblin' },
      ],
    });
    expect(shape(filterOf('-(t:elf OR t:goblin) c:r'))).toEqual({
      and: [
        {
          not: {
            or: [
              { kind: 'type', text: 'elf' },
              { kind: 'type', text: 'goblin' },
            ],
          },
        },
        ...magic({ kind: 'colors', field: 'colors', op: '>=', mask: 8 }).and,
      ],
    });
  });

  it('reads a multi-word type in quotes (Cockatrice#6036, peers.md §2)', () => {
    expect(shape(filterOf('t:"time lord"'))).toEqual({ kind: 'type', text: 'time lord' });
  });

  it('gives c: "at least" and id: "within" meanings (CR 903.4 for identity), c and m their special values; both keep to Magic cards', () => {
    expect(shape(filterOf('c:rg'))).toEqual(magic({ kind: 'colors', field: 'colors', op: '>=', mask: 24 }));
    expect(shape(filterOf('id:esper'))).toEqual(magic({ kind: 'colors', field: 'identity', op: '<=', mask: 7 }));
    expect(shape(filterOf('identity>=golgari'))).toEqual(
      magic({ kind: 'colors', field: 'identity', op: '>=', mask: 20 }),
    );
    expect(shape(filterOf('c!=white'))).toEqual(magic({ kind: 'colors', field: 'colors', op: '!=', mask: 1 }));
    expect(shape(filterOf('c:c'))).toEqual(magic({ kind: 'colors', field: 'colors', op: '=', mask: 0 }));
    expect(shape(filterOf('c:m'))).toEqual(magic({ kind: 'multicolor', field: 'colors' }));
    expect(shape(filterOf('id!=m'))).toEqual(magic({ not: { kind: 'multicolor', field: 'identity' } }));
  });

  it('knows every guild, shard and wedge', () => {
    const masks = [
      'azorius',
      'dimir',
      'rakdos',
      'gruul',
      'selesnya',
      'orzhov',
      'izzet',
      'golgari',
      'boros',
      'simic',
      'bant',
      'esper',
      'grixis',
      'jund',
      'naya',
      'abzan',
      'jeskai',
      'sultai',
      'mardu',
      'temur',
    ].map((name) => (filterOf(`c=${name}`) as { filters: { mask: number }[] }).filters[1].mask);
    expect(new Set(masks).size).toBe(20);
  });

  it("knows Strixhaven's colleges and the four-color names, each of Scryfall's color sets by its own colors", () => {
    const masks: Record<string, string> = {
      silverquill: 'wb',
      prismari: 'ur',
      witherbloom: 'bg',
      lorehold: 'rw',
      quandrix: 'gu',
      chaos: 'ubrg',
      aggression: 'wbrg',
      altruism: 'wurg',
      growth: 'wubg',
      artifice: 'wubr',
    };
    for (const [name, letters] of Object.entries(masks))
      expect(shape(filterOf(`id:${name}`)), name).toEqual(shape(filterOf(`id:${letters}`)));
  });

  it('reads c: and id: as civilizations when the query says game:dm, by color or civilization name; as Magic colors otherwise', () => {
    const fire = { kind: 'colors', field: 'colors', op: '>=', mask: 8 };
    const dm = { kind: 'game', game: 'dm' };
    expect(shape(filterOf('game:dm c:r'))).toEqual({ and: [dm, dm, fire] });
    expect(shape(filterOf('c:fire game:dm'))).toEqual({ and: [dm, fire, dm] });
    expect(shape(filterOf('game:dm id<=water/darkness'))).toEqual({
      and: [dm, dm, { kind: 'colors', field: 'identity', op: '<=', mask: 6 }],
    });
    for (const query of ['c:r', '-game:dm c:r', 'game:mtg c:r', 'game:mtg or game:dm c:r']) {
      expect(JSON.stringify(shape(filterOf(query))), query).toContain(
        '{"kind":"game","game":"mtg"},{"kind":"colors","field":"colors","op":">=","mask":8}',
      );
    }
    expect(() => parseSearch('c:fire')).toThrow('"c:fire" is not a color');
  });

  it('reads Duel Masters civilizations on the color bits and keeps civ: to Duel Masters cards (DM 106.1)', () => {
    expect(shape(filterOf('civ:fire/nature'))).toEqual({
      and: [
        { kind: 'game', game: 'dm' },
        { kind: 'colors', field: 'colors', op: '>=', mask: 24 },
      ],
    });
    expect(shape(filterOf('civ=火'))).toEqual({
      and: [
        { kind: 'game', game: 'dm' },
        { kind: 'colors', field: 'colors', op: '=', mask: 8 },
      ],
    });
    expect(shape(filterOf('race:"armored dragon"'))).toEqual({
      and: [
        { kind: 'game', game: 'dm' },
        { kind: 'race', text: 'armored dragon' },
      ],
    });
  });

  it('compares numbers and numeric fields with each other', () => {
    expect(shape(filterOf('mv>=3'))).toEqual({ kind: 'number', field: 'manaValue', op: '>=', value: 3 });
    expect(shape(filterOf('cmc:2.5'))).toEqual({ kind: 'number', field: 'manaValue', op: '=', value: 2.5 });
    expect(shape(filterOf('pow>tou'))).toEqual({ kind: 'fields', left: 'power', op: '>', right: 'toughness' });
    expect(shape(filterOf('cost<=5 power>=9000'))).toEqual({
      and: [
        { kind: 'number', field: 'manaValue', op: '<=', value: 5 },
        { kind: 'number', field: 'power', op: '>=', value: 9000 },
      ],
    });
  });

  it('reads has:indicator as the flag, is:unique as one set, and keeps is: and has: words apart', () => {
    expect(shape(filterOf('has:indicator'))).toEqual({ kind: 'is', flag: 'indicator' });
    expect(shape(filterOf('has!=indicator'))).toEqual({ not: { kind: 'is', flag: 'indicator' } });
    expect(shape(filterOf('not:unique'))).toEqual({ not: { kind: 'printCount', what: 'sets', op: '=', value: 1 } });
    expect(() => parseSearch('is:indicator')).toThrow('"is:indicator" is not a known property');
    expect(() => parseSearch('has:party')).toThrow('"has:party" is not a known property');
  });

  it("reads Scryfall's game:arena, game:mtgo and game:paper as a printing's game, lang:any as every language", () => {
    expect(shape(filterOf('game:arena'))).toEqual({ kind: 'platform', platform: 'arena' });
    expect(shape(filterOf('game:MTGO'))).toEqual({ kind: 'platform', platform: 'mtgo' });
    expect(shape(filterOf('game:paper'))).toEqual({ kind: 'platform', platform: 'paper' });
    expect(shape(filterOf('lang:any t:elf'))).toEqual({ and: ['all', { kind: 'type', text: 'elf' }] });
    // game:arena says nothing of Magic or Duel Masters: c: keeps to Magic's colors beside it and game:dm alike.
    expect(JSON.stringify(shape(filterOf('game:dm game:arena c:r')))).toContain('"game":"dm"},{"kind":"colors"');
  });

  it("reads Scryfall's mv:even and mv:odd as the mana value's parity", () => {
    expect(shape(filterOf('mv:even'))).toEqual({ kind: 'parity', even: true });
    expect(shape(filterOf('manavalue=odd'))).toEqual({ kind: 'parity', even: false });
    expect(shape(filterOf('cmc!=odd'))).toEqual({ not: { kind: 'parity', even: false } });
    expect(() => parseSearch('mv>even')).toThrow('"mv" takes ":" or "=" or "!=", not ">"');
    expect(() => parseSearch('pow:even')).toThrow('"pow:even" is not a number or a numeric field');
  });

  it('reads a hybrid or Phyrexian symbol written backwards as the symbol costs print', () => {
    const symbolOf = (query: string) => (filterOf(query) as { symbols: { symbol: string }[] }).symbols[0].symbol;
    expect(symbolOf('m:{u/w}')).toBe('{W/U}');
    expect(symbolOf('m:{w/r}')).toBe('{R/W}');
    expect(symbolOf('m:{g/w}')).toBe('{G/W}');
    expect(symbolOf('m:{p/r}')).toBe('{R/P}');
    expect(symbolOf('m:{P/R}')).toBe('{R/P}');
    expect(symbolOf('m:{w/2}')).toBe('{2/W}');
    expect(symbolOf('m:{u/g/p}')).toBe('{G/U/P}');
    expect(shape(filterOf('devotion:{b/u}{u/b}'))).toEqual({ kind: 'devotion', colors: 'UB', op: '>=', count: 2 });
  });

  it('reads mana costs with or without braces into symbol counts', () => {
    expect(shape(filterOf('m:2WW'))).toEqual({
      kind: 'mana',
      op: '>=',
      symbols: [
        { symbol: '{2}', count: 1 },
        { symbol: '{W}', count: 2 },
      ],
    });
    expect(shape(filterOf('mana={g}{G}{w/u}'))).toEqual({
      kind: 'mana',
      op: '=',
      symbols: [
        { symbol: '{G}', count: 2 },
        { symbol: '{W/U}', count: 1 },
      ],
    });
  });

  it('reads rarity comparisons, sets, formats, is:, not:, kw:, game: and lang:', () => {
    expect(shape(filterOf('r>=rare'))).toEqual({ kind: 'rarity', op: '>=', rank: 2 });
    expect(shape(filterOf('e:ZNR'))).toEqual({ kind: 'set', code: 'znr' });
    expect(shape(filterOf('banned:commander'))).toEqual({ kind: 'legality', status: 'banned', format: 'commander' });
    expect(shape(filterOf('not:mdfc'))).toEqual({ not: { kind: 'is', flag: 'mdfc' } });
    expect(shape(filterOf('kw:"first strike"'))).toEqual({ kind: 'keyword', text: 'first strike' });
    expect(shape(filterOf('game:dm lang:japanese'))).toEqual({
      and: [
        { kind: 'game', game: 'dm' },
        { kind: 'lang', lang: 'ja' },
      ],
    });
  });

  it('reads produces: as mana kinds, at least these by default: colors, colorless, guild names', () => {
    expect(shape(filterOf('produces:g'))).toEqual({ kind: 'produces', op: '>=', mask: 16 });
    expect(shape(filterOf('produces=wuc'))).toEqual({ kind: 'produces', op: '=', mask: 1 | 2 | 32 });
    expect(shape(filterOf('produces:colorless'))).toEqual({ kind: 'produces', op: '>=', mask: 32 });
    expect(shape(filterOf('produces<=golgari'))).toEqual({ kind: 'produces', op: '<=', mask: 4 | 16 });
  });

  it('reads year: and date: as periods of release (a whole year, a whole day) and usd/eur/tix as prices', () => {
    expect(shape(filterOf('year:2020'))).toEqual({ kind: 'released', op: '=', from: '2020-01-01', to: '2021-01-01' });
    expect(shape(filterOf('date<2020-12-31'))).toEqual({
      kind: 'released',
      op: '<',
      from: '2020-12-31',
      to: '2021-01-01',
    });
    expect(shape(filterOf('date>=2024-02-29'))).toMatchObject({ from: '2024-02-29', to: '2024-03-01' });
    expect(shape(filterOf('date:1999'))).toMatchObject({ from: '1999-01-01', to: '2000-01-01' });
    expect(shape(filterOf('date>ORI'))).toEqual({ kind: 'releasedSet', op: '>', set: 'ori', unit: 'date' });
    expect(shape(filterOf('year:khm'))).toEqual({ kind: 'releasedSet', op: '=', set: 'khm', unit: 'year' });
    expect(shape(filterOf('usd<0.5 eur>=2 tix:1'))).toEqual({
      and: [
        { kind: 'price', currency: 'usd', op: '<', value: 0.5 },
        { kind: 'price', currency: 'eur', op: '>=', value: 2 },
        { kind: 'price', currency: 'tix', op: '=', value: 1 },
      ],
    });
  });

  it('reads a:/artist: and ft:/flavor: as folded text and cn:/number: as a collector number', () => {
    expect(shape(filterOf('a:"Volkan Baǵa"'))).toEqual({ kind: 'artist', text: 'volkan baga' });
    expect(shape(filterOf('flavor:Dragon'))).toEqual({ kind: 'flavor', text: 'dragon' });
    expect(shape(filterOf('cn:12A number!=★ cn>=250'))).toEqual({
      and: [
        { kind: 'collectorNumber', op: '=', text: '12a' },
        { kind: 'collectorNumber', op: '!=', text: '★' },
        { kind: 'collectorNumber', op: '>=', text: '250' },
      ],
    });
  });

  it('reads is:owned as own>=1 and own with every comparison, a number of copies from the collection', () => {
    expect(shape(filterOf('is:owned'))).toEqual({ kind: 'owned', op: '>=', count: 1 });
    expect(shape(filterOf('not:owned'))).toEqual({ not: { kind: 'owned', op: '>=', count: 1 } });
    expect(shape(filterOf('-is:owned t:creature'))).toEqual({
      and: [{ not: { kind: 'owned', op: '>=', count: 1 } }, { kind: 'type', text: 'creature' }],
    });
    expect(shape(filterOf('own>=4'))).toEqual({ kind: 'owned', op: '>=', count: 4 });
    expect(shape(filterOf('own:2'))).toEqual({ kind: 'owned', op: '=', count: 2 });
    expect(shape(filterOf('own=0 or own<2'))).toEqual({
      or: [
        { kind: 'owned', op: '=', count: 0 },
        { kind: 'owned', op: '<', count: 2 },
      ],
    });
  });

  it('keeps "~" in rules text for the card\'s own name', () => {
    expect(shape(filterOf('o:"~ deals 3 damage"'))).toEqual({
      kind: 'text',
      field: 'oracle',
      text: '~ deals 3 damage',
    });
    expect(shape(filterOf('fo:flying'))).toEqual({ kind: 'text', field: 'fullOracle', text: 'flying' });
  });

  it("reads Scryfall's prints, sets, pt/powtou and st:/settype:", () => {
    expect(shape(filterOf('prints>=5'))).toEqual({ kind: 'printCount', what: 'prints', op: '>=', value: 5 });
    expect(shape(filterOf('sets:1'))).toEqual({ kind: 'printCount', what: 'sets', op: '=', value: 1 });
    expect(shape(filterOf('pt>=10'))).toEqual({ kind: 'number', field: 'powerToughness', op: '>=', value: 10 });
    expect(shape(filterOf('powtou<mv'))).toEqual({
      kind: 'fields',
      left: 'powerToughness',
      op: '<',
      right: 'manaValue',
    });
    expect(shape(filterOf('st:Commander'))).toEqual({ kind: 'setType', setType: 'commander' });
    expect(syntaxError('prints>1.5').toJSON()).toMatchObject({ code: 'not-a-number', keyword: 'prints' });
  });

  it('reads devotion: as one kind of colored symbol counted (CR 700.5), at least that many by default', () => {
    expect(shape(filterOf('devotion:{u}{u}{u}'))).toEqual({ kind: 'devotion', colors: 'U', op: '>=', count: 3 });
    expect(shape(filterOf('devotion={b/g}{b/g}'))).toEqual({ kind: 'devotion', colors: 'BG', op: '=', count: 2 });
    expect(shape(filterOf('devotion<rr'))).toEqual({ kind: 'devotion', colors: 'R', op: '<', count: 2 });
    expect(syntaxError('devotion:{u}{b}').toJSON()).toMatchObject({ keyword: 'devotion', position: 0 });
    expect(syntaxError('devotion:{3}').toJSON()).toMatchObject({ keyword: 'devotion', position: 0 });
  });

  it("reads Scryfall's in: as a rarity, a language, a game, else a set code", () => {
    expect(shape(filterOf('in:rare'))).toEqual({ kind: 'printedIn', where: { rarity: 2 } });
    expect(shape(filterOf('in:Japanese'))).toEqual({ kind: 'printedIn', where: { lang: 'ja' } });
    expect(shape(filterOf('in:arena'))).toEqual({ kind: 'printedIn', where: { platform: 'arena' } });
    expect(shape(filterOf('in:KHM'))).toEqual({ kind: 'printedIn', where: { set: 'khm' } });
    expect(shape(filterOf('in:paper'))).toEqual({ kind: 'printedIn', where: { platform: 'paper' } });
    expect(syntaxError('in<khm').toJSON()).toMatchObject({ code: 'operator', keyword: 'in' });
  });

  it('reads keyword:/…/ as a regular expression up to the next unescaped slash, spaces and parentheses inside', () => {
    const pattern = (query: string) => filterOf(query) as Extract<Filter, { kind: 'pattern' }>;
    expect(pattern('o:/draw (a|two) cards?/')).toMatchObject({
      kind: 'pattern',
      field: 'oracle',
      span: { position: 0, length: 23, keyword: 'o' },
    });
    expect(pattern('o:/\\+1\\/\\+1/').pattern.literals).toEqual(['+1/+1']);
    expect(pattern('name:/^goblin/').field).toBe('name');
    expect(pattern('fo:/reminder/').field).toBe('fullOracle');
    expect(pattern('t:/^legendary/').field).toBe('type');
    expect(pattern('ft:/^"/').field).toBe('flavor');
    expect(pattern('a:/^john/').field).toBe('artist');
    expect(shape(filterOf('(o:/a b/ or t:/(c) d/) -name:/x/'))).toMatchObject({
      and: [
        {
          or: [
            { kind: 'pattern', field: 'oracle' },
            { kind: 'pattern', field: 'type' },
          ],
        },
        { not: { kind: 'pattern', field: 'name' } },
      ],
    });
  });

  it("lifts order:, direction: and unique: out of the filter, with each order's own default direction", () => {
    expect(parseSearch('t:dragon order:power')).toMatchObject({ order: 'power', direction: 'desc', unique: 'cards' });
    expect(parseSearch('order:cmc dir:desc unique:prints t:dragon')).toMatchObject({
      order: 'manaValue',
      direction: 'desc',
      unique: 'prints',
    });
    expect(parseSearch('order:name').filter).toEqual({ kind: 'all' });
    expect(parseSearch('')).toEqual({ filter: { kind: 'all' }, order: 'name', direction: 'asc', unique: 'cards' });
  });

  it('records where each term is', () => {
    const [first, second] = (filterOf('t:elf  c>=rg') as { filters: { span: unknown }[] }).filters;
    expect(first.span).toEqual({ position: 0, length: 5, keyword: 't' });
    expect(second.span).toEqual({ position: 7, length: 5, keyword: 'c' });
  });
});

describe('search syntax errors name the keyword or value and its position', () => {
  it.each([
    ['t:elf colr:r', 'unknown keyword "colr"; did you mean color: or c:? at 6', 6, 'colr'],
    ['c>=purple', '"c>=purple" is not a color at 0', 0, 'c'],
    ['civ:red', '"civ:red" is not a civilization at 0', 0, 'civ'],
    ['mv>three', '"mv>three" is not a number or a numeric field at 0', 0, 'mv'],
    ['m:{Q}', '"m:{Q}" is not a mana cost (unknown mana symbol "{Q}") at 0', 0, 'm'],
    ['r:legendary', '"r:legendary" is not a rarity at 0', 0, 'r'],
    ['is:fancy', '"is:fancy" is not a known property at 0', 0, 'is'],
    ['own>=many', '"own>=many" is not a number of copies (0, 1, 2 …) at 0', 0, 'own'],
    ['t:elf own>-1', '"own>-1" is not a number of copies (0, 1, 2 …) at 6', 6, 'own'],
    ['own<1.5', '"own<1.5" is not a number of copies (0, 1, 2 …) at 0', 0, 'own'],
    ['game:pokemon', '"game:pokemon" is not a game (mtg or dm) at 0', 0, 'game'],
    ['lang:klingon', '"lang:klingon" is not a language at 0', 0, 'lang'],
    ['t>elf', '"t" takes ":" or "=", not ">" at 0', 0, 't'],
    ['o: t:elf', '"o:" needs a value at 0', 0, 'o'],
    ['t:elf name:/^sol', 'unclosed regular expression "/" at 11', 11, 'name'],
    ['o:/tap/gi', 'a regular expression ends at its closing "/": no flags after it at 7', 7, 'o'],
    ['s:/znr/', '"s" takes no regular expression; name:, o:, fo:, t:, ft: and a: do at 0', 0, 's'],
    ['o:/draw/ c>=/g/', '"c" takes no regular expression; name:, o:, fo:, t:, ft: and a: do at 9', 9, 'c'],
    ['o://', '"o://" needs a regular expression between the slashes at 0', 0, 'o'],
    ['o</draw/', '"o" takes ":" or "=", not "<" at 0', 0, 'o'],
    ['year:20.5', '"year:20.5" is not a year (2020) or a set code at 0', 0, 'year'],
    ['year:2021-02-05', '"year:2021-02-05" is not a year (2020) or a set code at 0', 0, 'year'],
    ['date>=2021-02-30', '"date>=2021-02-30" is not a date (2020-06-01) or a set code at 0', 0, 'date'],
    ['usd<abc', '"usd<abc" is not a price (0.50, 3 …) at 0', 0, 'usd'],
    ['cn<12a', '"cn<12a" compares collector numbers by their digits: write a whole number at 0', 0, 'cn'],
    ['artist>guay', '"artist" takes ":" or "=", not ">" at 0', 0, 'artist'],
    ['produces:x', '"produces:x" is not a kind of mana (w, u, b, r, g, c or a color name) at 0', 0, 'produces'],
    ['tix>-1', '"tix>-1" is not a price (0.50, 3 …) at 0', 0, 'tix'],
    [
      'order:cost',
      '"cost" is not a sort order (name, mv, cmc, color, power, pow, toughness, tou, rarity, set, released, artist, usd, eur, tix) at 0',
      0,
      'order',
    ],
    ['unique:illustration', '"illustration" is not a unique mode (cards, prints or art) at 0', 0, 'unique'],
    [
      't:elf or order:mv',
      '"order:" shapes the whole result and cannot stand inside "or", "-" or parentheses at 9',
      9,
      'order',
    ],
    ['order:mv order:name', '"order:" is given twice at 9', 9, 'order'],
  ])('%s → %s', (query, message, position, keyword) => {
    const error = syntaxError(query);
    expect(error.toJSON()).toMatchObject({ message, position, keyword });
  });

  it.each([
    ['(t:elf c:g', 'unclosed "(" at 0', 0],
    ['t:elf)', 'unmatched ")" at 5', 5],
    ['t:elf or', '"or" needs a term after it at 6', 6],
    ['or t:elf', '"or" needs a term before it at 0', 0],
    ['()', 'empty parentheses at 0', 0],
    ['- t:elf', '"-" needs something to negate right after it at 0', 0],
    ['o:"draw a', 'unclosed quote "\\"" at 2', 2],
    ['!""', '"!" needs a card name after it at 0', 0],
  ])('%s → %s', (query, message, position) => {
    expect(syntaxError(query).toJSON()).toMatchObject({ message, position });
  });

  // The vocabularies are plain objects: a word that names an Object.prototype member is still an unknown word.
  it.each([
    ['constructor:x', 'unknown keyword "constructor" at 0'],
    ['c:constructor', '"c:constructor" is not a color at 0'],
    ['civ:tostring', '"civ:tostring" is not a civilization at 0'],
    ['mv>valueof', '"mv>valueof" is not a number or a numeric field at 0'],
    ['lang:constructor', '"lang:constructor" is not a language at 0'],
    ['is:constructor', '"is:constructor" is not a known property at 0'],
    [
      'order:constructor',
      '"constructor" is not a sort order (name, mv, cmc, color, power, pow, toughness, tou, rarity, set, released, artist, usd, eur, tix) at 0',
    ],
  ])('%s → %s (not an Object.prototype member)', (query, message) => {
    expect(syntaxError(query).message).toBe(message);
  });

  it('never fails on any input except with a SearchSyntaxError (fast-check)', () => {
    const pieces = fc.constantFrom(
      't:',
      'c>=',
      'id:',
      '"',
      '(',
      ')',
      '-',
      'or',
      ' ',
      'm:',
      '{',
      '}',
      'pow>',
      'tou',
      '!',
      'order:',
      'r:',
      'x',
      '稲妻',
      '~',
      'own>=',
      'is:',
      'owned',
      'constructor',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces).map((p) => p.join('')),
        ),
        (query) => {
          try {
            parseSearch(query);
          } catch (error) {
            expect(error).toBeInstanceOf(SearchSyntaxError);
            const { position, length } = error as SearchSyntaxError;
            expect(position).toBeGreaterThanOrEqual(0);
            expect(position + length).toBeLessThanOrEqual(query.length);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('directives inside parenthesized ANDs', () => {
  it("lifts order: from a parenthesized AND, as the editor's quick-add wraps the typed query", () => {
    expect(parseSearch('game:mtg (t:elf order:mv)')).toMatchObject({
      order: 'manaValue',
      filter: { kind: 'and', filters: [{ kind: 'game' }, { kind: 'type' }] },
    });
  });
});

// Scryfall's syntax page (scryfall.com/docs/syntax): "Sets, Blocks, and Reprints", "Rarity", "Artist, Flavor Text and
// Watermark", "Display Keywords".
describe("Scryfall's reprint, new:, watermark, block and display keywords", () => {
  it('reads is:reprint of a printing, not:reprint as a first printing and -is:reprint as the negation of is:reprint', () => {
    expect(shape(filterOf('is:reprint'))).toEqual({ kind: 'reprint', reprint: true });
    expect(shape(filterOf('not:reprint e:c16'))).toEqual({
      and: [
        { kind: 'reprint', reprint: false },
        { kind: 'set', code: 'c16' },
      ],
    });
    expect(shape(filterOf('-is:reprint'))).toEqual({ not: { kind: 'reprint', reprint: true } });
    expect(shape(filterOf('-not:reprint'))).toEqual({ not: { kind: 'reprint', reprint: false } });
  });

  it.each([
    ['new:rarity', 'rarity'],
    ['new:art', 'art'],
    ['new:artist', 'artist'],
    ['NEW:Flavor', 'flavor'],
    ['new=frame', 'frame'],
    ['new:language', 'language'],
  ])('reads %s as the printing first with its %s', (query, property) => {
    expect(shape(filterOf(query))).toEqual({ kind: 'new', property });
    expect(shape(filterOf(`-${query}`))).toEqual({ not: { kind: 'new', property } });
  });

  it('refuses a new: word Scryfall does not document, with its own code, and an order operator', () => {
    const error = syntaxError('t:elf new:foo');
    expect(error.code).toBe('not-a-new-property');
    expect(error.reason).toBe(
      '"new:foo" is not something a printing can be new in (rarity, art, artist, flavor, frame, language)',
    );
    expect([error.position, error.length, error.keyword]).toEqual([6, 7, 'new']);
    expect(syntaxError('new>rarity').code).toBe('operator');
  });

  it('reads wm: and watermark: as a watermark by name, has:watermark as any, and their negations', () => {
    expect(shape(filterOf('wm:Orzhov'))).toEqual({ kind: 'watermark', name: 'orzhov' });
    expect(shape(filterOf('watermark:"planeswalker"'))).toEqual({ kind: 'watermark', name: 'planeswalker' });
    expect(shape(filterOf('-wm:dimir'))).toEqual({ not: { kind: 'watermark', name: 'dimir' } });
    expect(shape(filterOf('has:watermark'))).toEqual({ kind: 'watermark' });
    expect(shape(filterOf('-has:watermark'))).toEqual({ not: { kind: 'watermark' } });
    expect(shape(filterOf('has!=watermark'))).toEqual({ not: { kind: 'watermark' } });
    expect(syntaxError('wm:').code).toBe('needs-value');
    expect(() => parseSearch('is:watermark')).toThrow('"is:watermark" is not a known property');
  });

  it('reads b: and block: as the block of a set code', () => {
    expect(shape(filterOf('b:WWK'))).toEqual({ kind: 'block', code: 'wwk' });
    expect(shape(filterOf('-block:war t:elf'))).toEqual({
      and: [{ not: { kind: 'block', code: 'war' } }, { kind: 'type', text: 'elf' }],
    });
    expect(syntaxError('b<war').code).toBe('operator');
  });

  it('reads frame: as a frame edition and is:foil, is:nonfoil, is:etched as a printing’s finish', () => {
    expect(shape(filterOf('frame:2015'))).toEqual({ kind: 'frame', frame: '2015' });
    expect(shape(filterOf('-frame:Future'))).toEqual({ not: { kind: 'frame', frame: 'future' } });
    expect(shape(filterOf('is:foil'))).toEqual({ kind: 'finish', finish: 'foil' });
    expect(shape(filterOf('not:nonfoil'))).toEqual({ not: { kind: 'finish', finish: 'nonfoil' } });
    expect(shape(filterOf('is:etched'))).toEqual({ kind: 'finish', finish: 'etched' });
    expect(syntaxError('frame>2003').code).toBe('operator');
  });

  it('reads unique:art and order:artist (A to Z unless told), and names every unique mode when one is wrong', () => {
    expect(parseSearch('unique:art t:forest')).toMatchObject({ unique: 'art', order: 'name' });
    expect(parseSearch('order:artist')).toMatchObject({ order: 'artist', direction: 'asc' });
    expect(parseSearch('order:artist dir:desc')).toMatchObject({ order: 'artist', direction: 'desc' });
    expect(syntaxError('unique:arts').reason).toBe('"arts" is not a unique mode (cards, prints or art)');
  });

  it("lifts prefer: with Scryfall's values; none leaves the default printing", () => {
    expect(parseSearch('e:m20').prefer).toBeUndefined();
    for (const value of PREFERENCES) expect(parseSearch(`t:elf prefer:${value}`).prefer).toBe(value);
    expect(parseSearch('PREFER=USD-LOW unique:prints')).toMatchObject({ prefer: 'usd-low', unique: 'prints' });
    expect(shape(filterOf('t:elf prefer:oldest'))).toEqual({ kind: 'type', text: 'elf' });
  });

  it('refuses a prefer: value it does not know where it stands, and the Universes Beyond ones for want of data', () => {
    const unknown = syntaxError('t:elf prefer:cheapest');
    expect(unknown.code).toBe('not-a-preference');
    expect(unknown.reason).toBe(
      '"cheapest" is not a printing preference (oldest, newest, usd-low, usd-high, eur-low, eur-high, tix-low, tix-high, promo, default, atypical)',
    );
    expect([unknown.position, unknown.length, unknown.keyword]).toEqual([6, 15, 'prefer']);
    const ub = syntaxError('prefer:ub t:elf');
    expect(ub.code).toBe('unsupported-source');
    expect([ub.position, ub.length]).toEqual([0, 9]);
    expect(syntaxError('prefer:notub').code).toBe('unsupported-source');
    expect(syntaxError('prefer>oldest').code).toBe('operator');
    expect(syntaxError('prefer:oldest prefer:newest').reason).toBe('"prefer:" is given twice');
    expect(syntaxError('t:elf or prefer:oldest').reason).toMatch(/^"prefer:" shapes the whole result/);
  });
});
