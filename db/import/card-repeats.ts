// Source files repeat a card for every printing and language (Scryfall) or set (MTGJSON). The writer merges each
// card it gets with the stored one (engine mergeCardRecords), and merging the same record twice changes nothing;
// so a record whose card is exactly the last one seen for that id need not reach the writer at all. The last JSON
// text of each card is kept: memory grows with the distinct cards (about 35k for all of Magic), not the file.
export class CardRepeats {
  private readonly lastJson = new Map<string, string>();

  /** False when the card (its JSON text) is the same as the last record of it: writing it again would change nothing. */
  isNew(id: string, json: string): boolean {
    if (this.lastJson.get(id) === json) return false;
    this.lastJson.set(id, json);
    return true;
  }

  /** The card's last record was not compared (its reader knew it changed): the next one is new whatever it holds. */
  forget(id: string): void {
    this.lastJson.delete(id);
  }
}
