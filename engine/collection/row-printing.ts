// Which of the printings at one set and number a collection row owns: Scryfall's all_cards holds one per language
// there, and a row names its language apart from its set and number.

/** The printing in the row's language, else the English one (the one a list means), else the first. */
export function printingInLanguage<P extends { lang: string }>(printings: readonly P[], lang: string): P | undefined {
  return printings.find((p) => p.lang === lang) ?? printings.find((p) => p.lang === 'en') ?? printings[0];
}
