import { buildDeckTestDb } from './test/deck-cards-db.ts';
const { db, cleanup } = buildDeckTestDb(['KHM', 'AFR']);
console.log(db.prepare("select n.*, p.set_code, p.collector_number from card_names n join printings p on p.card_id = n.card_id where n.name like '%Narfi%' or n.name like '%Death-Priest%'").all());
cleanup();
