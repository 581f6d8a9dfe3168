/**
 * Records what became of a lead from the shell, as the staff email's links do from a browser:
 * contacted, qualified, won with its value in AUD, or lost with a reason. Each change goes into the
 * lead's history ("command line") and, for a lead the CRM knows, queues a signed enquiry.updated
 * webhook that the running site delivers. Without a change, shows the lead's outcome and history,
 * with how often the prospect opened their site check's report and each check of their site.
 */
import { webhookUrls } from '../src/config.js';
import { checksOf, describeReportViews, recheckLine, type CheckRecord } from '../src/audit/index.js';
import { getEnquiry } from '../src/enquiries/repository.js';
import {
  currentOutcome,
  describeOutcome,
  outcomeHistory,
  outcomeProblem,
  parseAud,
  recordOutcome,
  type OutcomeInput,
} from '../src/leads/outcomes.js';
import { formatLocalTime } from '../src/time/local-time.js';
import { UsageError, runStaffCommand, type Args } from './lib/staff-command.js';

/** The one change the options ask for, or undefined to only show the lead. */
function changeOf(args: Args): Pick<OutcomeInput, 'outcome' | 'valueAud' | 'reason'> | undefined {
  const asked = (['contacted', 'qualified', 'won', 'lost'] as const).filter((o) => args[o] !== undefined && args[o] !== false);
  if (asked.length > 1) throw new UsageError(`give one change at a time, not --${asked.join(' and --')}`);
  const outcome = asked[0];
  if (!outcome) return undefined;
  if (outcome === 'won') {
    const valueAud = parseAud(args.won);
    if (Number.isNaN(valueAud))
      throw new UsageError(`--won takes the value in AUD, such as --won 4800 or --won 4800.50, not ${JSON.stringify(args.won)}`);
    const problem = outcomeProblem({ outcome, valueAud });
    if (problem) throw new UsageError(problem);
    return { outcome, valueAud };
  }
  const change = outcome === 'lost' ? { outcome, reason: String(args.lost) } : { outcome };
  const problem = outcomeProblem(change);
  if (problem) throw new UsageError(problem);
  return change;
}

await runStaffCommand({
  usage: 'usage: npm run lead -- ID [--contacted | --qualified | --won VALUE | --lost REASON]',
  help: [
    'Records what became of enquiry ID (its number in the staff email and the export), or shows its outcome and history.',
    '  --contacted        someone from the team has been in touch',
    '  --qualified        a real prospect: budget, need and timing fit',
    '  --won VALUE        became a client; VALUE is what the work is worth in AUD (4800 or 4,800.50)',
    '  --lost REASON      will not become a client, with a short reason ("went elsewhere")',
  ].join('\n'),
  positionals: true,
  options: { contacted: { type: 'boolean' }, qualified: { type: 'boolean' }, won: { type: 'string' }, lost: { type: 'string' } },
  run(args, { config, openDb, positionals }) {
    if (positionals.length !== 1 || !/^[1-9]\d{0,15}$/.test(positionals[0]!))
      throw new UsageError('give the enquiry ID, one number, such as npm run lead -- 42 --contacted');
    const id = Number(positionals[0]);
    const change = changeOf(args);
    const settings = config();
    const db = openDb(!change);
    const enquiry = getEnquiry(db, id);
    if (!enquiry) throw new Error(`There is no enquiry ${id} (it may have been deleted at the person's request).`);
    const received = formatLocalTime(enquiry.created_at, settings.TIME_ZONE);
    if (change) {
      const recorded = recordOutcome(db, id, {
        ...change,
        by: 'command line',
        now: new Date().toISOString(),
        webhookUrls: webhookUrls(settings),
      });
      console.log(`Enquiry ${id} from ${enquiry.name} (received ${received}) is now: ${describeOutcome(recorded!)}.`);
      return;
    }
    console.log(`Enquiry ${id} from ${enquiry.name} (received ${received}): ${describeOutcome(currentOutcome(db, id))}.`);
    for (const h of outcomeHistory(db, id))
      console.log(`  ${formatLocalTime(h.changed_at, settings.TIME_ZONE)}  ${describeOutcome(h)}  (${h.changed_by})`);
    // The site check: its report's opens, then each check of the site, the first and every re-check.
    const audit = enquiry.audit;
    if (!audit || audit.status === 'skipped') return;
    console.log(`Site check (${describeReportViews(audit.report_views, audit.report_viewed_at)}):`);
    let before: CheckRecord | undefined;
    for (const c of checksOf(db, audit.id)) {
      const line = c.recheck
        ? `checked again: ${recheckLine(c, before)}`
        : c.status === 'done'
          ? `checked: ${c.score}/100`
          : `check failed: ${c.summary}`;
      console.log(`  ${formatLocalTime(c.finished_at, settings.TIME_ZONE)}  ${line}`);
      if (c.status === 'done') before = c;
    }
    if (audit.status === 'queued' || audit.status === 'running') console.log('  being checked again now');
  },
});
