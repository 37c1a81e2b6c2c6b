/** A card-data record that cannot be understood; the importer adds where it was (file, record, byte). */
export class CardDataError extends Error {
  readonly field?: string;
  constructor(message: string, field?: string) {
    super(message);
    this.name = 'CardDataError';
    this.field = field;
  }
}
