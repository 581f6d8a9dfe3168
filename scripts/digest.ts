/**
 * The weekly digest on demand: `--preview FILE` writes it (HTML with its charts inlined, and the
 * plain-text part beside it) without sending; `--send` queues it through the outbox and sends it now.
 * Safe while the site runs: the queued email is held from the site's own mail worker while this
 * command makes its one attempt, and a failed attempt is retried by the site like any other email.
 */
import { writeFileSync } from 'node:fs';
import { digestRecipients, mailEnabled } from '../src/config.js';
import { formatLocalTime, localDate, weekStartOf } from '../src/time/local-time.js';
import type { MailItem } from '../src/outbox/outbox.js';
import { queueItem } from '../src/outbox/queue.js';
import { weekLabel } from '../src/digest/compose.js';
import { previousWeek } from '../src/lib/schedule-rule.js';
import { composeWeeklyDigest, queueWeeklyDigest } from '../src/digest/scheduler.js';
import { replicationHealthNow } from '../src/replication/monitor.js';
import { UsageError, dateArg, runStaffCommand } from './lib/staff-command.js';

await runStaffCommand({
  usage: 'usage: npm run digest -- (--preview FILE | --send) [--week YYYY-MM-DD]',
  help: [
    'The weekly digest staff get by email (DIGEST_SCHEDULE, DIGEST_TO): enquiries against the week before by',
    'channel and campaign, the landing pages that brought them, pages whose field p75 is poor or got worse,',
    'and deliveries that need a look. Counts, channels, campaigns and pages only: no visitor details.',
    '  --preview FILE   write the HTML part to FILE (charts inlined) and the text part beside it (.txt); send nothing',
    '  --send           queue it in the outbox and send it now to DIGEST_TO (MAIL_TO when empty)',
    '  --week DATE      any day of the week (Monday to Sunday, TIME_ZONE) to report on; default: last week',
  ].join('\n'),
  options: { preview: { type: 'string' }, send: { type: 'boolean' }, week: { type: 'string' } },
  async run(args, { config: loadConfig, openDb }) {
    if (Boolean(args.preview) === Boolean(args.send)) throw new UsageError('say --preview FILE or --send (one of them)');
    const config = loadConfig();
    const now = new Date();
    const day = dateArg('week', args.week as string | undefined);
    const week = day ? weekStartOf(day) : previousWeek(now, config.TIME_ZONE);
    if (week > weekStartOf(localDate(now.toISOString(), config.TIME_ZONE))) throw new UsageError(`--week ${day} is in the future`);

    if (args.preview) {
      const message = await composeWeeklyDigest(openDb(true), config, week, now, await replicationHealthNow(config));
      // Opened from disk, the cid: images are nowhere: each becomes a data: URI.
      let html = message.html;
      for (const image of message.images)
        html = html.replaceAll(`cid:${image.cid}`, `data:image/png;base64,${image.png.toString('base64')}`);
      const file = String(args.preview);
      const textFile = `${file.replace(/\.html?$/i, '')}.txt`;
      writeFileSync(file, html);
      writeFileSync(textFile, message.text);
      console.log(`Wrote the digest for ${weekLabel(week)} to ${file} (text part: ${textFile}). Subject: ${message.subject}`);
      return;
    }

    const db = openDb(false);
    // Held from the running site's worker for longer than this attempt can take (SMTP time limits).
    const hold = new Date(now.getTime() + 3 * config.SMTP_TIMEOUT_MS + 60_000);
    const id = (await queueWeeklyDigest(db, config, {
      week,
      scheduled: false,
      now,
      dueAt: mailEnabled(config) ? hold : now,
      replication: await replicationHealthNow(config),
    }))!;
    if (!mailEnabled(config)) {
      console.log(`Queued the digest for ${weekLabel(week)} as mail:${id}, but mail is off (no SMTP settings): it waits in the outbox.`);
      return;
    }
    // The outbox's sender, and Fastify only for the silent logger it takes: loaded where mail goes out, not for --preview.
    const [{ Outbox }, { default: Fastify }] = await Promise.all([import('../src/outbox/outbox.js'), import('fastify')]);
    const outbox = new Outbox(db, config, Fastify({ logger: false }).log);
    await outbox.mail.attemptNow(queueItem<MailItem>(db, 'mail', id)!);
    await outbox.stop();
    const row = queueItem<{ status: string; last_error: string; next_attempt_at: string }>(db, 'mail', id)!;
    if (row.status === 'sent') {
      console.log(`Sent the digest for ${weekLabel(week)} to ${digestRecipients(config)} (mail:${id}).`);
      return;
    }
    const next =
      row.status === 'pending'
        ? `the site tries again from ${formatLocalTime(row.next_attempt_at, config.TIME_ZONE)}`
        : 'npm run outbox -- --requeue mail:' + id + ' tries again';
    throw new Error(`the mail server did not take the digest (${row.last_error}); it is queued as mail:${id} and ${next}`);
  },
});
