// Deck lists: reading all 39 shared decklists (lines per second, by format), writing and reading back a
// 100-card Commander deck in every format, and name resolution against a real SQLite card database with
// a fresh resolver per deck (cold: one query per name) against one resolver reused (warm: cached answers).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DECK_LIST_FORMATS, readDeckList, writeDeckList } from '../engine/decks/lists/index.ts';
import { resolveDeck } from '../engine/decks/resolve.ts';
import { createDbResolver } from '../db/resolve.ts';
import { buildDeckTestDb } from '../test/deck-cards-db.ts';
import { sharedPath } from '../test/shared-data.ts';

const ROUNDS = 200;

function timed(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export function run(): void {
  const root = sharedPath('decks');
  const files = readdirSync(root).flatMap((dir) =>
    readdirSync(join(root, dir)).map((f) => ({ name: f, bytes: readFileSync(join(root, dir, f)) })),
  );
  const lineCount = files.reduce((n, f) => n + f.bytes.toString('utf8').split('\n').length, 0);
  const readMs = timed(() => {
    for (let i = 0; i < ROUNDS; i++) for (const f of files) readDeckList(f.bytes, { fileName: f.name });
  });
  console.log(
    `read: ${files.length} files, ${lineCount} lines × ${ROUNDS}: ${(readMs / ROUNDS).toFixed(2)} ms per pass, ${Math.round((lineCount * ROUNDS) / (readMs / 1000)).toLocaleString('en')} lines/s`,
  );

  const deck = readDeckList(readFileSync(sharedPath('decks', 'plain-taw', 'cmd__afc__Aura of Courage.txt'))).deck;
  for (const format of DECK_LIST_FORMATS) {
    const ms = timed(() => {
      for (let i = 0; i < ROUNDS; i++) readDeckList(writeDeckList(deck, format.id));
    });
    console.log(`write + read a 100-card deck, ${format.id.padEnd(10)}: ${((ms * 1000) / ROUNDS).toFixed(0)} µs`);
  }

  const { db, cleanup } = buildDeckTestDb();
  try {
    const decks = files.map((f) => readDeckList(f.bytes, { fileName: f.name }).deck);
    const cold = timed(() => {
      for (const d of decks) resolveDeck(d, createDbResolver(db));
    });
    const shared = createDbResolver(db);
    for (const d of decks) resolveDeck(d, shared);
    const warm =
      timed(() => {
        for (let i = 0; i < 10; i++) for (const d of decks) resolveDeck(d, shared);
      }) / 10;
    console.log(
      `resolve ${decks.length} decks: cold ${cold.toFixed(1)} ms (${(cold / decks.length).toFixed(2)} ms/deck), warm ${warm.toFixed(2)} ms; cold/warm ${(cold / warm).toFixed(1)}×`,
    );
  } finally {
    cleanup();
  }
}
