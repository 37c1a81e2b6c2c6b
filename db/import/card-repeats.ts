// Source files repeat a card for every printing and language (Scryfall) or set (MTGJSON). The writer merges each
// card it gets with the stored one (engine mergeCardRecords), and merging the same record twice changes nothing;
// so a record whose card is exactly the last one seen for that id need not reach the writer at all. Only a
// fingerprint per card is kept: memory stays bounded by the distinct cards (about 35k for all of Magic), not their size.
import { textFingerprint } from './fingerprint.ts';

export class CardRepeats {
  private readonly lastDigest = new Map<string, number>();

  /** False when the card (its JSON text) is the same as the last record of it: writing it again would change nothing. */
  isNew(id: string, json: string): boolean {
    const digest = textFingerprint(json);
    if (this.lastDigest.get(id) === digest) return false;
    this.lastDigest.set(id, digest);
    return true;
  }

  /** The card's last record was not compared (its reader knew it changed): the next one is new whatever it holds. */
  forget(id: string): void {
    this.lastDigest.delete(id);
  }
}
