/**
 * Privacy requests: deletes every enquiry from one email address, with where it came from, its
 * queued emails and its webhook deliveries, and records the address's one-way hash in the forget
 * ledger so a later restore of an older backup does not bring the person back.
 */
import { forgetEmail, ledgerPath, type Forgotten } from '../src/enquiries/forget.js';
import { UsageError, runStaffCommand } from './lib/staff-command.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What went, in words, with what staff still hold elsewhere. */
function describeForgotten(r: Forgotten, verb: string): string {
  const lines = [`${verb} ${plural(r.enquiries, 'enquiry', 'enquiries')} with their attribution`];
  if (r.outcomes) lines.push(`${plural(r.outcomes, 'recorded outcome', 'recorded outcomes')} (what became of the lead, with its history)`);
  if (r.unsentEmails) lines.push(`${plural(r.unsentEmails, 'email', 'emails')} not yet sent (now never sent)`);
  if (r.sentEmails)
    lines.push(
      `the records of ${plural(r.sentEmails, 'email', 'emails')} already sent: delete ${r.sentEmails === 1 ? 'it' : 'them'} from staff mailboxes yourself`,
    );
  if (r.undeliveredWebhooks)
    lines.push(`${plural(r.undeliveredWebhooks, 'webhook delivery', 'webhook deliveries')} not yet made (now never made)`);
  if (r.deliveredWebhooks)
    lines.push(
      `the records of ${plural(r.deliveredWebhooks, 'webhook delivery', 'webhook deliveries')} already made: delete the lead from the receiving CRM yourself`,
    );
  return lines.join('; ');
}

await runStaffCommand({
  usage: 'usage: npm run forget -- --email ADDRESS [--dry-run]',
  help: [
    'Deletes every enquiry sent from ADDRESS (matched without regard to case), with its attribution, recorded outcomes, queued emails and webhook deliveries,',
    "and records a one-way hash of ADDRESS in the forget ledger (DATABASE_PATH.forgotten and the database's own table),",
    'so `npm run restore` removes the person again from any older backup it puts back.',
    '  --email ADDRESS   the person asking to be forgotten',
    '  --dry-run         only say what would be deleted',
  ].join('\n'),
  options: { email: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  run(args, { config, openDb }) {
    const email = typeof args.email === 'string' ? args.email : '';
    if (!email.includes('@')) throw new UsageError('--email must be an email address');
    const dryRun = Boolean(args['dry-run']);
    const path = config().DATABASE_PATH;
    const result = forgetEmail(openDb(false), path, email, dryRun);
    console.log(`${describeForgotten(result, dryRun ? 'Would delete' : 'Deleted')} for ${email}.`);
    if (!dryRun) console.log(`Recorded in the forget ledger (${ledgerPath(path)}); backups made from now on carry it too.`);
  },
});
