/**
 * Privacy requests: deletes every enquiry from one email address, with where it came from, its
 * queued emails and its webhook deliveries.
 */
import { forgetEmail } from '../src/enquiries/repository.js';
import { UsageError, runStaffCommand } from './lib/staff-command.js';

await runStaffCommand({
  usage: 'usage: npm run forget -- --email ADDRESS [--dry-run]',
  help: [
    'Deletes every enquiry sent from ADDRESS (matched without regard to case), with its attribution, queued emails and webhook deliveries.',
    '  --email ADDRESS   the person asking to be forgotten',
    '  --dry-run         only say what would be deleted',
  ].join('\n'),
  options: { email: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  run(args, { openDb }) {
    const email = typeof args.email === 'string' ? args.email : '';
    if (!email.includes('@')) throw new UsageError('--email must be an email address');
    const dryRun = Boolean(args['dry-run']);
    const result = forgetEmail(openDb(false), email, dryRun);
    const webhooks = result.webhooks ? ` (and ${result.webhooks} webhook ${result.webhooks === 1 ? 'delivery' : 'deliveries'})` : '';
    console.log(
      `${dryRun ? 'Would delete' : 'Deleted'} ${result.enquiries} ${result.enquiries === 1 ? 'enquiry' : 'enquiries'} and ${result.outbox} queued ${result.outbox === 1 ? 'email' : 'emails'}${webhooks} for ${email}`,
    );
  },
});
