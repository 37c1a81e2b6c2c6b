// Cards named as the deck editor names them (displayName: the Japanese name in the Japanese UI where the card data
// has one) on screens whose rows carry only a card's id or English name: pools, the collection, the A/B figures.
// The cards are fetched only while the window speaks another language than English, whose names the rows hold.
import type { Card } from '../../engine/cards/types.ts';
import { invoke } from './api.ts';
import { getCards } from './card-cache.ts';
import { displayName, localName } from './cards.ts';
import { settings } from './settings.svelte.ts';

type Named = Pick<Card, 'name' | 'localizedNames'>;

/** Only what naming needs is kept: a card's record holds its faces and printings too. */
const named = ({ name, localizedNames }: Named): Named => ({ name, localizedNames });

export class CardNames {
  #byId = $state<Record<string, Named>>({});
  #byName = $state<Record<string, Named>>({});
  // Asked for already: bookkeeping nothing displays, so not reactive (and reading it never reruns an effect).
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- see above
  #askedIds = new Set<string>();
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- see above
  #askedNames = new Set<string>();

  /** Fetches the cards of these ids, once each, when the window's language needs their names. */
  wantIds(ids: Iterable<string | null | undefined>): void {
    if (settings.locale === 'en') return;
    const missing: string[] = [];
    for (const id of ids) {
      if (!id || this.#askedIds.has(id)) continue;
      this.#askedIds.add(id);
      missing.push(id);
    }
    if (missing.length === 0) return;
    void getCards(missing).then((cards) => {
      const found = Object.entries(cards).map(([id, card]): [string, Named] => [id, named(card)]);
      this.#byId = { ...this.#byId, ...Object.fromEntries(found) };
    });
  }

  /** Fetches the cards of these English names, once each, when the window's language needs their names. */
  wantNames(names: Iterable<string>): void {
    if (settings.locale === 'en') return;
    for (const name of names) {
      if (this.#askedNames.has(name)) continue;
      this.#askedNames.add(name);
      // A name the card data no longer knows stays as it is written.
      invoke('cards.get', { name })
        .then((card) => (this.#byName = { ...this.#byName, [name]: named(card) }))
        .catch(() => undefined);
    }
  }

  /** A row's card by id, in the window's language; its own name until the card is here. */
  ofId(cardId: string | null | undefined, name: string): string {
    const card = cardId ? this.#byId[cardId] : undefined;
    return card ? displayName(card, settings.locale) : name;
  }

  /** A row's card's name in the window's language other than English: none while the card is not here or has none. */
  localOfId(cardId: string | null | undefined): string | undefined {
    const card = cardId ? this.#byId[cardId] : undefined;
    return card && localName(card, settings.locale);
  }

  /** A card by its English name, in the window's language; the name itself until the card is here. */
  ofName(name: string): string {
    const card = this.#byName[name];
    return card ? displayName(card, settings.locale) : name;
  }
}
