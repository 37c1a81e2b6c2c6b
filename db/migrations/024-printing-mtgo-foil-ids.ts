// A printing's MTGO foil catalog id (Scryfall's mtgo_foil_id, MTGJSON's mtgoFoilId) beside its nonfoil one: MTGO
// names a foil copy by it in a .dek or collection CSV. Both are indexed, as a .dek line is found by its CatID.
// Printings imported before stay without a foil id until their card data is imported again.
export const sql = /* sql */ `
ALTER TABLE printings ADD COLUMN mtgo_foil_id INTEGER;
CREATE INDEX printings_mtgo_id ON printings (mtgo_id) WHERE mtgo_id IS NOT NULL;
CREATE INDEX printings_mtgo_foil_id ON printings (mtgo_foil_id) WHERE mtgo_foil_id IS NOT NULL;
`;
