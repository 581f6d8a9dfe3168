/**
 * Online backup of the enquiries database, safe while the site runs (SQLite backup API):
 *   npm run backup -- --out backups/enquiries-2025-08-05.db
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/enquiries/db.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('usage: npm run backup -- --out FILE');
  process.exit(2);
}
const config = loadConfig();
const db = openDatabase(config.DATABASE_PATH, { readonly: true });
mkdirSync(dirname(values.out), { recursive: true });
await db.backup(values.out);
const rows = (db.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n;
db.close();
console.log(`Backed up ${config.DATABASE_PATH} (${rows} enquiries) to ${values.out}`);
