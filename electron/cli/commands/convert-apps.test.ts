// `decklab convert` writes each app's file as that app's own reader takes it, checked against the app's source and
// the real card data, not against Decklab's reader: Cockatrice's oracle importer and deck card node, Forge's
// DeckFileHeader and DeckSerializer.
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';
import { readFileSync } from 'node:fs';
import { stringContaining } from '../../../test/matchers.ts';

const { decklab } = deckDbCli(['ZNR', 'KHM', 'ELD', 'GRN', 'RNA', 'M21', 'M20', 'THB', 'IKO', 'WAR']);

const azorius = sharedPath('decks', 'plain-taw', 'challenger__q05__Azorius Control.txt');
const knights = sharedPath('decks', 'plain-taw', "brawl__eld__Knights' Charge.txt");

interface MtgjsonEntry {
  name: string;
  faceName?: string;
  side?: string;
  layout: string;
  number: string;
  identifiers: { scryfallId?: string };
}
const entries = (set: string) => (mtgjsonSet(set) as unknown as { cards: MtgjsonEntry[] }).cards;

/**
 * The name Cockatrice's card database gives the card an MTGJSON entry belongs to (oracleimporter.cpp
 * importCardsFromSet): split, aftermath and adventure entries are merged under the card's `name`; any other entry
 * with a `side` is a card of its own named by its `faceName`.
 */
function cockatriceName(entry: MtgjsonEntry): string {
  if (['split', 'aftermath', 'adventure'].includes(entry.layout)) return entry.name;
  return entry.side ? entry.faceName! : entry.name;
}

/** The <card> elements of a .cod: name, set, number and uuid as written. */
function codCards(cod: string): { name: string; set?: string; number?: string; uuid?: string }[] {
  const unescape = (s: string) =>
    s
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return [
    ...cod.matchAll(
      /<card number="\d+" name="([^"]*)"(?: setShortName="([^"]*)" collectorNumber="([^"]*)")?(?: uuid="([^"]*)")?\/>/g,
    ),
  ].map(([, name, set, number, uuid]) => ({ name: unescape(name), set, number, uuid }));
}

describe('decklab convert --to cockatrice: as Cockatrice reads a deck', () => {
  it("names a modal double-faced card by its front face and keeps split and adventure cards whole, as Cockatrice's card database names them", async () => {
    const mdfc = await decklab('convert', azorius, '--to', 'cockatrice');
    const adventures = await decklab('convert', knights, '--to', 'cockatrice');
    expect(mdfc.stderr).toBe('');
    expect(mdfc.code).toBe(0);
    // A card by its front entry: a deck names the card, whose front face a double-faced card's deck entry is.
    const byMtgjson = new Map(
      ['ZNR', 'ELD', 'GRN']
        .flatMap((set) => entries(set).filter((e) => (e.side ?? 'a') === 'a'))
        .map((e): [string, string] => [e.name, cockatriceName(e)]),
    );
    const written = [...codCards(mdfc.stdout), ...codCards(adventures.stdout)].map((c) => c.name);
    // Every multi-face card of the two lists, under the name Cockatrice's importer gives the MTGJSON entry.
    const multiFace = [...byMtgjson].filter(([full]) => full.includes(' // '));
    const checked = multiFace.filter(([full, cockatrice]) => written.includes(cockatrice) || written.includes(full));
    expect(checked.map(([full]) => full)).toEqual(
      expect.arrayContaining([
        "Emeria's Call // Emeria, Shattered Skyclave",
        'Skyclave Cleric // Skyclave Basilica',
        'Embereth Shieldbreaker // Battle Display',
        'Integrity // Intervention',
      ]),
    );
    for (const [, cockatrice] of checked) expect(written).toContain(cockatrice);
    expect(written).toContain("Emeria's Call");
    expect(written).not.toContain("Emeria's Call // Emeria, Shattered Skyclave");
    expect(written).toContain('Embereth Shieldbreaker // Battle Display');
  });

  it("writes a pinned printing's Scryfall id as the card's uuid, by which Cockatrice finds the printing", async () => {
    const { code, stdout, stderr } = await decklab('convert', knights, '--to', 'cockatrice');
    expect(stderr).not.toContain('error');
    expect(code).toBe(0);
    const pinned = codCards(stdout).filter((c) => c.set);
    // The taw list pins its basics to ELD and its guildgates to GRN and RNA.
    expect(pinned.length).toBeGreaterThanOrEqual(5);
    for (const card of pinned) {
      const entry = entries(card.set!).find((e) => e.number === card.number && e.name === card.name);
      expect(entry?.identifiers.scryfallId, `${card.name} ${card.set} ${card.number}`).toBeDefined();
      expect(card.uuid).toBe(entry!.identifiers.scryfallId);
    }
  });
});

describe("decklab convert --to forge: the deck's comment and tags in Forge's header", () => {
  it("writes the notes as Forge's one-line Comment=, which converts back, and names no notes as lost", async () => {
    const json = JSON.parse((await decklab('convert', azorius, '--to', 'forge', '--json')).stdout) as {
      text: string;
      notices: { code: string }[];
    };
    expect(json.notices.map((n) => n.code)).not.toContain('notes-omitted');
    expect(json.text).toMatch(
      /^Comment=SOURCE: https:\/\/magic\.wizards\.com\/en\/articles\/archive\/feature\/challenger-decks-2021-02-12 DATE: 2021-04-02$/m,
    );
    const { dir, cleanup } = tempDir();
    try {
      const file = join(dir, 'azorius.dck');
      writeFileSync(file, json.text);
      const back = JSON.parse((await decklab('convert', file, '--to', 'cockatrice', '--json')).stdout) as {
        text: string;
      };
      expect(back.text).toContain(
        '<comments>SOURCE: https://magic.wizards.com/en/articles/archive/feature/challenger-decks-2021-02-12 DATE: 2021-04-02</comments>',
      );
    } finally {
      cleanup();
    }
  });

  it("reads Forge's Tags= (DeckFileHeader.TAGS, split at commas) and writes the deck's tags back there", async () => {
    // The real Forge deck with the header lines Forge's DeckSerializer adds for a comment and tags.
    const welcome = readFileSync(sharedPath('decks', 'forge-dck', 'Core Set 2019 Welcome Deck WU.dck'), 'utf8').replace(
      /^Name=.*$/m,
      '$&\nComment=Two colors, one plan\nTags=Welcome Deck, Flyers',
    );
    const { dir, cleanup } = tempDir();
    try {
      const file = join(dir, 'welcome.dck');
      writeFileSync(file, welcome);
      const cod = await decklab('convert', file, '--to', 'cockatrice');
      expect(cod.stdout).toContain('<tags>\n    <tag>Welcome Deck</tag>\n    <tag>Flyers</tag>\n  </tags>');
      const codFile = join(dir, 'welcome.cod');
      writeFileSync(codFile, cod.stdout);
      const forge = await decklab('convert', codFile, '--to', 'forge');
      expect(forge.stdout).toMatch(/^Comment=Two colors, one plan$/m);
      expect(forge.stdout).toMatch(/^Tags=Welcome Deck,Flyers$/m);
    } finally {
      cleanup();
    }
  });
});

/**
 * The tags Forge reads from a .dck's header line, as its DeckFileHeader does: the value after the first "="
 * (FileSection.parse), split at each DeckFileHeader.TAGS_SEPARATOR (",", no escape), each part trimmed, blank ones
 * dropped, kept in a TreeSet.
 */
function tagsForgeReads(dck: string): string[] {
  const line = dck.split('\n').find((l) => /^Tags=/i.test(l.trim()));
  if (!line) return [];
  const value = line.trim().split('=').slice(1).join('=').trim();
  return [
    ...new Set(
      value
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ].sort();
}

describe("the deck's own tags: written where the format holds them as the app reads them back, else named", () => {
  // The real Cockatrice file of Azorius Control (KHM Challenger deck) with the <tags> Cockatrice's deck list writes.
  const azoriusCod = readFileSync(sharedPath('decks', 'cockatrice-cod', 'AzoriusControl_KHM.cod'), 'utf8').replace(
    '  <comments></comments>',
    '$&\n  <tags>\n    <tag>Blue, White</tag>\n    <tag>Challenger</tag>\n  </tags>',
  );

  async function convertAzorius(to: string): Promise<{ text: string; notices: { code: string; message: string }[] }> {
    const { dir, cleanup } = tempDir();
    try {
      const file = join(dir, 'azorius.cod');
      writeFileSync(file, azoriusCod);
      const run = await decklab('convert', file, '--to', to, '--json');
      // 1 where the format has no sideboard (CubeCobra's): a board not written.
      expect(run.code).toBe(to === 'cubecobra' ? 1 : 0);
      return JSON.parse(run.stdout) as { text: string; notices: { code: string; message: string }[] };
    } finally {
      cleanup();
    }
  }

  it('Forge: a tag holding a comma, which DeckFileHeader would read as two tags, is not written, and is named', async () => {
    const { text, notices } = await convertAzorius('forge');
    expect(tagsForgeReads(text)).toEqual(['Challenger']);
    expect(notices).toContainEqual(
      expect.objectContaining({
        code: 'deck-tags-split',
        message: stringContaining('1 tag(s) holding one would come back as several and are not written: "Blue, White"'),
      }),
    );
  });

  it.each(['text', 'arena', 'xmage', 'mtgo-dek', 'mtgo-csv', 'cubecobra'])(
    '%s, which has no deck tags, names the tags not written',
    async (to) => {
      const { text, notices } = await convertAzorius(to);
      expect(text).not.toContain('Challenger');
      expect(notices).toContainEqual(
        expect.objectContaining({
          code: 'deck-tags-omitted',
          message: stringContaining('the deck\'s 2 tag(s) are not written: "Blue, White", "Challenger"'),
        }),
      );
    },
  );

  it('Cockatrice keeps both tags, each an element of its own, and says nothing', async () => {
    const { text, notices } = await convertAzorius('cockatrice');
    expect(text).toContain('<tag>Blue, White</tag>');
    expect(notices.map((n) => n.code)).not.toContain('deck-tags-omitted');
  });
});
