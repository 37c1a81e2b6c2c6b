// Scryfall's land-cycle nicknames against the cycles as published (the lands of each, by name), over every card of
// ../shared/data: the MTGJSON sets and the Scryfall objects. A cycle finds exactly its members that the data holds.
import { describe, expect, it } from 'vitest';
import { LAND_CYCLES, landCyclesOf, type LandCycle } from './land-cycles.ts';
import { cardsFromMtgjsonSet } from '../cards/from-mtgjson.ts';
import { cardFromScryfall } from '../cards/from-scryfall.ts';
import type { Card } from '../cards/types.ts';
import { mtgjsonSet, mtgjsonSetCodes, scryfallCardObjects } from '../../test/real-cards.ts';

/** Each cycle's lands as Wizards printed them (Scryfall's is: nicknames name these cycles). */
const PUBLISHED: Readonly<Record<LandCycle, readonly string[]>> = {
  shockland: [
    'Blood Crypt',
    'Breeding Pool',
    'Godless Shrine',
    'Hallowed Fountain',
    'Overgrown Tomb',
    'Sacred Foundry',
    'Steam Vents',
    'Stomping Ground',
    'Temple Garden',
    'Watery Grave',
  ],
  slowland: [
    'Deathcap Glade',
    'Deserted Beach',
    'Dreamroot Cascade',
    'Haunted Ridge',
    'Overgrown Farmland',
    'Rockfall Vale',
    'Shattered Sanctum',
    'Shipwreck Marsh',
    'Stormcarved Coast',
    'Sundown Pass',
  ],
  battleland: ['Canopy Vista', 'Cinder Glade', 'Prairie Stream', 'Smoldering Marsh', 'Sunken Hollow'],
  painland: [
    'Adarkar Wastes',
    'Battlefield Forge',
    'Brushland',
    'Caves of Koilos',
    'Karplusan Forest',
    'Llanowar Wastes',
    'Shivan Reef',
    'Sulfurous Springs',
    'Underground River',
    'Yavimaya Coast',
  ],
  fetchland: [
    'Arid Mesa',
    'Bloodstained Mire',
    'Flooded Strand',
    'Marsh Flats',
    'Misty Rainforest',
    'Polluted Delta',
    'Scalding Tarn',
    'Verdant Catacombs',
    'Windswept Heath',
    'Wooded Foothills',
  ],
  bounceland: [
    'Azorius Chancery',
    'Boros Garrison',
    'Dimir Aqueduct',
    'Golgari Rot Farm',
    'Gruul Turf',
    'Izzet Boilerworks',
    'Orzhov Basilica',
    'Rakdos Carnarium',
    'Selesnya Sanctuary',
    'Simic Growth Chamber',
  ],
  gainland: [
    'Akoum Refuge',
    'Bloodfell Caves',
    'Blossoming Sands',
    'Dismal Backwater',
    'Graypelt Refuge',
    'Jungle Hollow',
    'Jwar Isle Refuge',
    'Kazandu Refuge',
    'Rugged Highlands',
    'Scoured Barrens',
    'Sejiri Refuge',
    'Swiftwater Cliffs',
    'Thornwood Falls',
    'Tranquil Cove',
    'Wind-Scarred Crag',
  ],
  bikeland: ['Canyon Slough', 'Fetid Pools', 'Irrigated Farmland', 'Scattered Groves', 'Sheltered Thicket'],
  triome: [
    'Indatha Triome',
    "Jetmir's Garden",
    'Ketria Triome',
    "Raffine's Tower",
    'Raugrin Triome',
    'Savai Triome',
    "Spara's Headquarters",
    "Xander's Lounge",
    'Zagoth Triome',
    "Ziatora's Proving Ground",
  ],
  scryland: [
    'Temple of Abandon',
    'Temple of Deceit',
    'Temple of Enlightenment',
    'Temple of Epiphany',
    'Temple of Malady',
    'Temple of Malice',
    'Temple of Mystery',
    'Temple of Plenty',
    'Temple of Silence',
    'Temple of Triumph',
  ],
};

/** One card per name, from every MTGJSON set and Scryfall object of the shared data. */
function sharedCards(): Map<string, Card> {
  const cards = new Map<string, Card>();
  for (const code of mtgjsonSetCodes())
    for (const { card } of cardsFromMtgjsonSet(mtgjsonSet(code))) cards.set(card.name, card);
  for (const { object } of scryfallCardObjects()) {
    try {
      const { card } = cardFromScryfall(object);
      cards.set(card.name, card);
    } catch {
      // objects the converter refuses (tokens, art cards, malformed fixtures) are no land of a cycle
    }
  }
  return cards;
}

describe("Scryfall's land cycles (is:shockland …) read from the rules text", () => {
  const cards = sharedCards();

  it.each(LAND_CYCLES)('%s: every member the data holds, and nothing else', (cycle) => {
    const found = [...cards.values()].filter((card) => landCyclesOf(card).has(cycle)).map((card) => card.name);
    const held = PUBLISHED[cycle].filter((name) => cards.has(name));
    expect(held.length, 'the data holds some of the cycle').toBeGreaterThan(0);
    expect(found.sort()).toEqual(held);
  });

  it('puts no land in two cycles, and no card that is not a land in any', () => {
    for (const card of cards.values()) {
      const cycles = landCyclesOf(card);
      expect(cycles.size, card.name).toBeLessThanOrEqual(1);
      if (!card.faces.some((f) => f.types.includes('Land'))) expect(cycles.size, card.name).toBe(0);
    }
  });
});
