/**
 * Privacy requests: deletes every enquiry (and its queued emails) from one email address.
 *   npm run forget -- --email person@example.com [--dry-run]
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/enquiries/db.js';
import { forgetEmail } from '../src/enquiries/repository.js';

const { values } = parseArgs({ options: { email: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
if (!values.email || !values.email.includes('@')) {
  console.error('usage: npm run forget -- --email ADDRESS [--dry-run]');
  process.exit(2);
}
const config = loadConfig();
const db = openDatabase(config.DATABASE_PATH);
const result = forgetEmail(db, values.email, values['dry-run']);
db.close();
console.log(
  `${values['dry-run'] ? 'Would delete' : 'Deleted'} ${result.enquiries} ${result.enquiries === 1 ? 'enquiry' : 'enquiries'} and ${result.outbox} queued ${result.outbox === 1 ? 'email' : 'emails'} for ${values.email}`,
);
