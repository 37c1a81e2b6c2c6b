// What happened in one game, for the sample-hand panel and for tests that check the rules move by move.
// Recorded only when a trace object is passed; the hot loop pays one branch otherwise.

export interface AttemptTrace {
  drawn: number[];
  kept: boolean;
  bottomed: number[];
}

export interface TurnTrace {
  turn: number;
  /** Card drawn this turn (−1: no draw, CR 103.8a / DM 103.5). */
  drawn: number;
  /** MTG land played, or DM card charged; −1 when none. */
  landOrCharge: number;
  landEnteredTapped: boolean;
  manaAvailable: number;
  /** Cards castable at the start of the main phase. */
  castable: number[];
  cast: number[];
  /** DM: the twinpacts of `cast` cast as their spell half (810.3a); absent when none was. */
  spellHalves?: number[];
  manaSpent: number;
  /** DM: breaker values of the attacks made, in order; 0 marks the direct attack (509.1). */
  attacks: number[];
  /** DM: opponent shields left after the attack step. */
  shieldsLeft: number;
}

export interface GameTrace {
  attempts: AttemptTrace[];
  /** Vancouver scry 1: the card looked at and where it went. */
  scry?: { card: number; to: 'top' | 'bottom' };
  hand: number[];
  turns: TurnTrace[];
  result: 'alive' | 'decked' | 'killed';
}

export function newTrace(): GameTrace {
  return { attempts: [], hand: [], turns: [], result: 'alive' };
}

export function newTurnTrace(turn: number): TurnTrace {
  return {
    turn,
    drawn: -1,
    landOrCharge: -1,
    landEnteredTapped: false,
    manaAvailable: 0,
    castable: [],
    cast: [],
    manaSpent: 0,
    attacks: [],
    shieldsLeft: 0,
  };
}
