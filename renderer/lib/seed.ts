// A seed typed by the player: empty for a new one, else a whole number from 0 (the same seed opens the same packs).

export function parseSeed(text: string): { value: number | undefined; valid: boolean } {
  const value = text.trim() === '' ? undefined : Number(text);
  return { value, valid: value === undefined || (Number.isSafeInteger(value) && value >= 0) };
}
