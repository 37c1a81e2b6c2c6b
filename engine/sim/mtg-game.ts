// One MTG goldfish game at a time, allocation-free: setup and mulligans (CR 103), then solitaire turns
// (untap 502, draw 504 — skipped by the starting player of a two-player game, 103.8a — one land 305.2,
// casting with exact payment 601.2g–h). The game is built in layers, one concern to a file, each on the
// ones before it: zones and counters (mtg-zones.ts), setup and mulligans (mtg-mulligan.ts), mana and
// payment (mtg-mana.ts), the land drop (mtg-land-drop.ts), casting (mtg-casting.ts); this file is the turn.
import { MtgCasting } from './mtg-casting.ts';
import { NONE } from './mtg-zones.ts';
import { SIDES } from './metrics.ts';
import { newTurnTrace, type GameTrace } from './trace.ts';

export class MtgGame extends MtgCasting {
  /** Plays game `gameIndex` of run `seed` on one side, adding its figures to `counts`. */
  play(seed: number, gameIndex: number, side: number, counts: Float64Array, trace: GameTrace | null = null): void {
    this.rng.seedGame(seed, gameIndex);
    this.counts = counts;
    this.setRows(side);
    this.trace = trace;
    this.turnTrace = null;
    this.gameStamp++;
    this.resetGame();
    counts[this.base + this.layout.games]++;
    this.openingHand(seed, gameIndex);
    const skipsFirstDraw = SIDES[side] === 'play' && !this.deck.setup.firstPlayerDraws;
    let everyLandDrop = true;
    for (let turn = 1; turn <= this.deck.turns; turn++) {
      if (trace) trace.turns.push((this.turnTrace = newTurnTrace(turn)));
      // CR 502.3: untap — every unit's "spent" mark is from an earlier turn now, nothing is owed. CR 504.1: draw.
      this.clearCommitted();
      this.readyPending(turn);
      if (turn > 1 || !skipsFirstDraw) {
        const card = this.library.draw();
        if (card === NONE) {
          // CR 704.5b: drawing from an empty library loses the game.
          counts[this.base + this.layout.decked]++;
          if (trace) trace.result = 'decked';
          return;
        }
        this.addToHand(card, turn);
        if (this.turnTrace) this.turnTrace.drawn = card;
      }
      const played = this.playLand(turn);
      everyLandDrop &&= played;
      if (everyLandDrop) counts[this.landDropsRow + turn]++;
      this.computeSupply(turn);
      counts[this.turnsPlayedRow + turn]++;
      this.recordMana(this.manaAvailableRow + turn, this.supplyAmount);
      if (this.turnTrace) this.turnTrace.manaAvailable = this.supplyAmount;
      this.recordCastable(turn);
      const spent = this.castSpells(turn);
      this.recordMana(this.manaSpentRow + turn, spent);
      if (this.turnTrace) this.turnTrace.manaSpent = spent;
    }
  }

  private resetGame(): void {
    this.library.reset();
    this.resetZones();
    this.resetMana();
    this.resetLands();
  }
}
