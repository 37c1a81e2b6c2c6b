// Duel Masters cost payment (engine/dm/mana.ts): calls per second of canPay and payCost on mana zones like a
// goldfish's (2–10 cards, mostly one civilization, some multicolored and tapped), against a plain scan of the zone.
import {
  canPay,
  createManaZone,
  payCost,
  putIntoManaZone,
  untappedManaTotal,
  type ManaZone,
} from '../engine/dm/mana.ts';

const ZONES = 1024;
const CALLS = 2_000_000;

/** A small deterministic generator (mulberry32) so every run measures the same zones. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomMask(random: () => number): number {
  const civs = random() < 0.8 ? 1 : random() < 0.8 ? 2 : 3;
  let mask = 0;
  while (countBits(mask) < civs) mask |= 1 << Math.floor(random() * 5);
  return mask;
}
const countBits = (m: number) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1) + ((m >> 4) & 1);

function makeZones(random: () => number): ManaZone[] {
  return Array.from({ length: ZONES }, () => {
    const zone = createManaZone();
    const size = 2 + Math.floor(random() * 9);
    for (let i = 0; i < size; i++) zone.tapped[putIntoManaZone(zone, randomMask(random), 1)] = random() < 0.2 ? 1 : 0;
    return zone;
  });
}

function timeCalls(label: string, call: (i: number) => number): number {
  let sink = 0;
  for (let i = 0; i < CALLS / 10; i++) sink += call(i); // warm-up
  const start = performance.now();
  for (let i = 0; i < CALLS; i++) sink += call(i);
  const ms = performance.now() - start;
  console.log(
    `${label.padEnd(44)} ${(((CALLS / ms) * 1000) / 1e6).toFixed(2)} M calls/s  (${((ms * 1e6) / CALLS).toFixed(0)} ns/call)  [${sink % 7}]`,
  );
  return ms;
}

export function run(): void {
  const random = generator(42);
  const zones = makeZones(random);
  const costs = Int32Array.from({ length: ZONES }, () => 1 + Math.floor(random() * 7));
  const civs = Int32Array.from({ length: ZONES }, () => randomMask(random));
  const at = (i: number) => i & (ZONES - 1);

  const scan = timeCalls('untappedManaTotal (a plain scan, baseline)', (i) => untappedManaTotal(zones[at(i)]));
  const check = timeCalls('canPay (exact, Hall over civilizations)', (i) =>
    canPay(costs[at(i)], civs[at(i)], zones[at(i)]) ? 1 : 0,
  );
  // payCost taps cards: pay on a copy of the zone's tapped flags, restored after each call.
  const saved = zones.map((z) => z.tapped.slice());
  const pay = timeCalls('payCost (minimal set, then restore the zone)', (i) => {
    const zone = zones[at(i)];
    const paid = payCost(costs[at(i)], civs[at(i)], zone) ? 1 : 0;
    zone.tapped.set(saved[at(i)]);
    return paid;
  });
  const payable = zones.filter((z, i) => canPay(costs[i], civs[i], z)).length;
  console.log(
    `payable zones: ${payable} of ${ZONES}; canPay / scan = ${(check / scan).toFixed(1)}×, payCost / canPay = ${(pay / check).toFixed(1)}×`,
  );
}
