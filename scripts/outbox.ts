/**
 * The outbox for staff: which emails and webhook deliveries are waiting or gave up, and putting a
 * failed one back in its queue. Safe while the site runs: the listing only reads, and a re-queued
 * item is picked up by the running site's worker at its next poll.
 */
import { formatLocalTime } from '../src/time/local-time.js';
import { openItems, requeueItem, type OpenItem, type QueueName } from '../src/outbox/queue.js';
import { renderReport } from '../src/reports/table.js';
import { UsageError, runStaffCommand } from './lib/staff-command.js';

/** Where an item goes: staff/ack for an email, the receiver's host for a webhook (its path may hold a token). */
function target(item: OpenItem): string {
  if (item.queue === 'mail') return item.target;
  try {
    return new URL(item.target).host;
  } catch {
    return '(bad URL)';
  }
}

function list(items: OpenItem[], timeZone: string): string {
  if (!items.length) return 'Nothing pending or failed: every email and webhook has been delivered.\n';
  const failed = items.filter((i) => i.status === 'failed');
  const rows = items.map((i) => [
    `${i.queue}:${i.id}`,
    i.enquiry_id ?? '-',
    target(i),
    i.status,
    i.attempts,
    i.status === 'pending' ? formatLocalTime(i.next_attempt_at, timeZone) : '-',
    i.last_error.replace(/\s+/g, ' ') || '-',
  ]);
  const heading = `Outbox: ${failed.length} failed, ${items.length - failed.length} pending (times in ${timeZone})`;
  const note = failed.length ? `\nTo try a failed one again: npm run outbox -- --requeue ${failed[0]!.queue}:${failed[0]!.id}` : undefined;
  return renderReport(
    [
      {
        title: 'Emails and webhook deliveries',
        columns: ['Item', 'Enquiry', 'Target', 'Status', 'Tries', 'Next attempt', 'Last error'],
        rows,
        note,
      },
    ],
    'table',
    heading,
  );
}

/** "webhook:12" or "mail:7". */
function parseItem(value: string): { queue: QueueName; id: number } {
  const match = /^(mail|webhook):(\d+)$/.exec(value.trim());
  if (!match) throw new UsageError(`--requeue must name an item like webhook:12 or mail:7, not ${JSON.stringify(value)}`);
  return { queue: match[1] as QueueName, id: Number(match[2]) };
}

await runStaffCommand({
  usage: 'usage: npm run outbox -- [--requeue mail:ID|webhook:ID]',
  help: [
    'Lists the emails and webhook deliveries still waiting to go (pending) or given up on (failed), failed first.',
    'Times are in the agency time zone (TIME_ZONE).',
    '  --requeue mail:ID      put a failed email back in the queue, due now, with fresh tries',
    '  --requeue webhook:ID   the same for a failed webhook delivery (same webhook-id, so receivers can deduplicate)',
    'The running site sends a re-queued item at its next poll (MAIL_POLL_MS).',
  ].join('\n'),
  options: { requeue: { type: 'string' } },
  run(args, { config, openDb }) {
    if (args.requeue === undefined) {
      const timeZone = config().TIME_ZONE;
      process.stdout.write(list(openItems(openDb(true)), timeZone));
      return;
    }
    const { queue, id } = parseItem(String(args.requeue));
    const result = requeueItem(openDb(false), queue, id);
    if (result === 'unknown') throw new Error(`there is no ${queue} item ${id} (npm run outbox lists them)`);
    if (result === 'not failed')
      throw new Error(`${queue}:${id} has not failed, so there is nothing to re-queue (npm run outbox lists failed items)`);
    console.log(`Re-queued ${queue}:${id}: due now; the running site sends it at its next poll.`);
  },
});
