/** Numbered schema migrations. Never edit a released one: add the next number. */
export const migrations: { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE enquiries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        website TEXT NOT NULL DEFAULT '',
        goals TEXT NOT NULL,
        source_page TEXT NOT NULL DEFAULT '',
        user_agent TEXT NOT NULL DEFAULT '',
        ip TEXT NOT NULL DEFAULT '',
        is_spam INTEGER NOT NULL DEFAULT 0 CHECK (is_spam IN (0, 1)),
        spam_reason TEXT NOT NULL DEFAULT '',
        notification_status TEXT NOT NULL DEFAULT 'queued'
          CHECK (notification_status IN ('queued', 'sent', 'failed', 'skipped'))
      );
      CREATE INDEX enquiries_created_at ON enquiries (created_at);
      CREATE INDEX enquiries_email ON enquiries (email);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('staff', 'ack')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

      CREATE TABLE app_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    // Lead attribution: where each enquiry came from (first and last touch), see src/attribution/.
    version: 2,
    sql: `
      ALTER TABLE enquiries ADD COLUMN pages_viewed INTEGER;
      ALTER TABLE enquiries ADD COLUMN attribution_via TEXT NOT NULL DEFAULT ''
        CHECK (attribution_via IN ('', 'browser', 'referer'));

      CREATE TABLE enquiry_touches (
        enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        touch TEXT NOT NULL CHECK (touch IN ('first', 'last')),
        occurred_at TEXT NOT NULL,
        landing_path TEXT NOT NULL,
        referrer TEXT NOT NULL DEFAULT '',
        channel TEXT NOT NULL,
        source TEXT NOT NULL,
        medium TEXT NOT NULL,
        utm_source TEXT NOT NULL DEFAULT '',
        utm_medium TEXT NOT NULL DEFAULT '',
        utm_campaign TEXT NOT NULL DEFAULT '',
        utm_term TEXT NOT NULL DEFAULT '',
        utm_content TEXT NOT NULL DEFAULT '',
        utm_id TEXT NOT NULL DEFAULT '',
        gclid TEXT NOT NULL DEFAULT '',
        gbraid TEXT NOT NULL DEFAULT '',
        wbraid TEXT NOT NULL DEFAULT '',
        fbclid TEXT NOT NULL DEFAULT '',
        msclkid TEXT NOT NULL DEFAULT '',
        li_fat_id TEXT NOT NULL DEFAULT '',
        ttclid TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (enquiry_id, touch)
      ) WITHOUT ROWID;
      CREATE INDEX enquiry_touches_channel ON enquiry_touches (touch, channel);
      CREATE INDEX enquiry_touches_campaign ON enquiry_touches (touch, source, medium, utm_campaign);
      CREATE INDEX enquiry_touches_landing ON enquiry_touches (touch, landing_path);
    `,
  },
  {
    // Signed webhooks (Standard Webhooks): one delivery per enquiry and receiver. The body is built
    // from the enquiry at send time, so nothing personal is stored twice; webhook_id is fixed here
    // and sent on every retry so receivers can deduplicate.
    version: 3,
    sql: `
      CREATE TABLE webhook_deliveries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        url TEXT NOT NULL,
        webhook_id TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_status INTEGER,
        last_error TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        delivered_at TEXT
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
      CREATE INDEX webhook_deliveries_enquiry ON webhook_deliveries (enquiry_id);
    `,
  },
  {
    // Field measurements: page views, visits and Core Web Vitals histograms per day, page and device (src/analytics/).
    version: 4,
    sql: `
      CREATE TABLE field_pages (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
        views INTEGER NOT NULL DEFAULT 0,
        visits INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (day, path, device)
      ) WITHOUT ROWID;
      CREATE TABLE field_buckets (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        device TEXT NOT NULL,
        metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
        bucket INTEGER NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (day, path, device, metric, bucket)
      ) WITHOUT ROWID;
    `,
  },
  {
    // Duplicates: the same email and goals within a day are saved and linked to the first (repository.ts).
    version: 5,
    sql: `
      ALTER TABLE enquiries ADD COLUMN duplicate_of INTEGER REFERENCES enquiries (id) ON DELETE SET NULL;
    `,
  },
  {
    // The forget ledger (forget.ts): one-way hashes of forgotten addresses, so backups carry them.
    version: 6,
    sql: `
      CREATE TABLE forgotten (hash TEXT PRIMARY KEY, forgotten_on TEXT NOT NULL) WITHOUT ROWID;
    `,
  },
  {
    // The quick SEO check of the prospect's website (src/audit/): one per enquiry, queued durably
    // beside the outbox. public_id (128 random bits) is the only way to its report page.
    version: 7,
    sql: `
      CREATE TABLE audits (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        public_id TEXT NOT NULL UNIQUE,
        enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        url TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed', 'skipped')),
        score INTEGER,
        findings TEXT NOT NULL DEFAULT '[]',
        summary TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        started_at TEXT,
        finished_at TEXT
      );
      CREATE INDEX audits_enquiry ON audits (enquiry_id);
      CREATE INDEX audits_queue ON audits (status, id);
      CREATE INDEX audits_url ON audits (url, finished_at);
    `,
  },
  {
    // The weekly digest (src/digest/): each digest's message as it was composed (figures only, nothing
    // personal) and its chart images, and the outbox rebuilt so an email may be a digest instead of an
    // enquiry's. A scheduled digest's week is unique: the row is inserted in the same transaction as
    // its outbox item, so a restart at the scheduled minute finds it queued and sends nothing twice.
    version: 8,
    sql: `
      CREATE TABLE digests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        week TEXT NOT NULL,
        scheduled INTEGER NOT NULL CHECK (scheduled IN (0, 1)),
        recipients TEXT NOT NULL,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        html TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX digests_scheduled_week ON digests (week) WHERE scheduled = 1;
      CREATE TABLE digest_images (
        digest_id INTEGER NOT NULL REFERENCES digests (id) ON DELETE CASCADE,
        cid TEXT NOT NULL,
        filename TEXT NOT NULL,
        png BLOB NOT NULL,
        PRIMARY KEY (digest_id, cid)
      ) WITHOUT ROWID;
      CREATE TABLE digest_schedule (id INTEGER PRIMARY KEY CHECK (id = 1), since TEXT NOT NULL);

      CREATE TABLE outbox_new (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER REFERENCES enquiries (id) ON DELETE CASCADE,
        digest_id INTEGER REFERENCES digests (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('staff', 'ack', 'digest')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        sent_at TEXT,
        CHECK (CASE kind WHEN 'digest' THEN digest_id IS NOT NULL AND enquiry_id IS NULL ELSE enquiry_id IS NOT NULL AND digest_id IS NULL END)
      );
      INSERT INTO outbox_new (id, enquiry_id, kind, status, attempts, next_attempt_at, last_error, created_at, sent_at)
        SELECT id, enquiry_id, kind, status, attempts, next_attempt_at, last_error, created_at, sent_at FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_new RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_enquiry ON outbox (enquiry_id);
    `,
  },
  {
    // A check running when the process died is counted, so one that keeps killing the site is
    // given up after the second time instead of looping (src/audit/checks/audits.ts requeueInterrupted).
    version: 9,
    sql: `
      ALTER TABLE audits ADD COLUMN interruptions INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    // The whole-site check (src/audit/gather/crawl.ts): pages read so far while it runs, in all when done.
    version: 10,
    sql: `
      ALTER TABLE audits ADD COLUMN pages INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    // What became of each lead (src/leads/): every change of outcome with its time and who made it.
    // The current outcome is the latest row (the lead_outcomes view); a lead without rows is new, so
    // every existing enquiry stays as it was. A webhook delivery may now be an enquiry.updated
    // message about one outcome change (outcome_id), built from that row when it is sent.
    version: 11,
    sql: `
      CREATE TABLE enquiry_outcomes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        outcome TEXT NOT NULL CHECK (outcome IN ('new', 'contacted', 'qualified', 'won', 'lost')),
        value_cents INTEGER CHECK (value_cents IS NULL OR value_cents >= 0),
        reason TEXT NOT NULL DEFAULT '',
        changed_at TEXT NOT NULL,
        changed_by TEXT NOT NULL CHECK (changed_by IN ('staff email link', 'command line')),
        CHECK (outcome = 'won' OR value_cents IS NULL)
      );
      CREATE INDEX enquiry_outcomes_enquiry ON enquiry_outcomes (enquiry_id, id);
      CREATE VIEW lead_outcomes AS
        SELECT o.enquiry_id, o.outcome, o.value_cents, o.reason, o.changed_at, o.changed_by,
               (SELECT MIN(w.changed_at) FROM enquiry_outcomes w
                 WHERE w.enquiry_id = o.enquiry_id AND w.outcome = 'won'
                   AND w.id > COALESCE((SELECT MAX(n.id) FROM enquiry_outcomes n WHERE n.enquiry_id = o.enquiry_id AND n.outcome != 'won'), 0)) AS won_at
        FROM enquiry_outcomes o
        WHERE o.id = (SELECT MAX(id) FROM enquiry_outcomes WHERE enquiry_id = o.enquiry_id);

      ALTER TABLE webhook_deliveries ADD COLUMN event TEXT NOT NULL DEFAULT 'enquiry.created'
        CHECK (event IN ('enquiry.created', 'enquiry.updated'));
      ALTER TABLE webhook_deliveries ADD COLUMN outcome_id INTEGER REFERENCES enquiry_outcomes (id) ON DELETE CASCADE;
    `,
  },
  {
    // What a crawl stopped by its page cap or deadline found and did not read (src/audit/gather/crawl.ts),
    // so a report never implies a big site was checked whole; unread_at_least: more were only counted.
    version: 12,
    sql: `
      ALTER TABLE audits ADD COLUMN unread INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE audits ADD COLUMN unread_at_least INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    // The lab run (src/audit/lab/): Lighthouse in Chromium as a phone, after the crawl. lab holds its
    // LabResult as JSON (NULL: none recorded, as for every check before this); lab_started_at is set
    // when the run begins, so the report can say "measuring" until lab is written. Each page's final
    // screenshot is kept apart (served at /audit/<public id>/lab/<index>.jpg) and goes with its audit.
    version: 13,
    sql: `
      ALTER TABLE audits ADD COLUMN lab TEXT;
      ALTER TABLE audits ADD COLUMN lab_started_at TEXT;
      CREATE TABLE audit_lab_screenshots (
        audit_id INTEGER NOT NULL REFERENCES audits (id) ON DELETE CASCADE,
        page_index INTEGER NOT NULL CHECK (page_index >= 0),
        jpeg BLOB NOT NULL,
        PRIMARY KEY (audit_id, page_index)
      ) WITHOUT ROWID;
    `,
  },
  {
    // The report's "AI search" and "Local" sections (src/audit/findings/ai-search.ts and local.ts):
    // each check's reading of the site for AI crawlers and for its name, address and phone, as JSON
    // (NULL for every check before this, whose report shows neither section).
    version: 14,
    sql: `
      ALTER TABLE audits ADD COLUMN ai TEXT;
      ALTER TABLE audits ADD COLUMN local TEXT;
    `,
  },
  {
    // "Check again" (src/audit/checks/rechecks.ts): every finished check of a report, the first and each
    // re-check, is kept in audit_checks (the audits row holds the newest good one, which the report
    // shows); `rechecking` marks a queued or running re-check, `recheck_failed` the sentence of one
    // that failed while the report kept its last good check. A report's opens are counted
    // (report_views, report_viewed_at: nothing about the visitor). A re-check is an event on the
    // enquiry: a staff email (outbox kind 'recheck') and an audit.rechecked webhook, each naming the
    // check. Every check finished before this becomes its report's first.
    version: 15,
    sql: `
      CREATE TABLE audit_checks (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        audit_id INTEGER NOT NULL REFERENCES audits (id) ON DELETE CASCADE,
        recheck INTEGER NOT NULL CHECK (recheck IN (0, 1)),
        status TEXT NOT NULL CHECK (status IN ('done', 'failed')),
        score INTEGER,
        summary TEXT NOT NULL,
        findings TEXT NOT NULL,
        pages INTEGER NOT NULL DEFAULT 0,
        lab TEXT,
        ai TEXT,
        local TEXT,
        finished_at TEXT NOT NULL
      );
      CREATE INDEX audit_checks_audit ON audit_checks (audit_id, id);
      INSERT INTO audit_checks (audit_id, recheck, status, score, summary, findings, pages, lab, ai, local, finished_at)
        SELECT id, 0, status, score, summary, findings, pages, lab, ai, local, finished_at FROM audits
        WHERE status IN ('done', 'failed') AND finished_at IS NOT NULL ORDER BY id;
      ALTER TABLE audits ADD COLUMN rechecking INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE audits ADD COLUMN recheck_failed TEXT;
      ALTER TABLE audits ADD COLUMN report_views INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE audits ADD COLUMN report_viewed_at TEXT;

      CREATE TABLE outbox_new (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER REFERENCES enquiries (id) ON DELETE CASCADE,
        digest_id INTEGER REFERENCES digests (id) ON DELETE CASCADE,
        check_id INTEGER REFERENCES audit_checks (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('staff', 'ack', 'digest', 'recheck')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        sent_at TEXT,
        CHECK (CASE kind
          WHEN 'digest' THEN digest_id IS NOT NULL AND enquiry_id IS NULL AND check_id IS NULL
          WHEN 'recheck' THEN enquiry_id IS NOT NULL AND check_id IS NOT NULL AND digest_id IS NULL
          ELSE enquiry_id IS NOT NULL AND digest_id IS NULL AND check_id IS NULL END)
      );
      INSERT INTO outbox_new (id, enquiry_id, digest_id, kind, status, attempts, next_attempt_at, last_error, created_at, sent_at)
        SELECT id, enquiry_id, digest_id, kind, status, attempts, next_attempt_at, last_error, created_at, sent_at FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_new RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_enquiry ON outbox (enquiry_id);

      CREATE TABLE webhook_deliveries_new (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        url TEXT NOT NULL,
        webhook_id TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_status INTEGER,
        last_error TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        delivered_at TEXT,
        event TEXT NOT NULL DEFAULT 'enquiry.created' CHECK (event IN ('enquiry.created', 'enquiry.updated', 'audit.rechecked')),
        outcome_id INTEGER REFERENCES enquiry_outcomes (id) ON DELETE CASCADE,
        check_id INTEGER REFERENCES audit_checks (id) ON DELETE CASCADE
      );
      INSERT INTO webhook_deliveries_new (id, enquiry_id, url, webhook_id, status, attempts, next_attempt_at, last_status, last_error, created_at, delivered_at, event, outcome_id)
        SELECT id, enquiry_id, url, webhook_id, status, attempts, next_attempt_at, last_status, last_error, created_at, delivered_at, event, outcome_id FROM webhook_deliveries;
      DROP TABLE webhook_deliveries;
      ALTER TABLE webhook_deliveries_new RENAME TO webhook_deliveries;
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
      CREATE INDEX webhook_deliveries_enquiry ON webhook_deliveries (enquiry_id);
    `,
  },
  {
    // What each check read (src/audit/findings/coverage.ts: its pages, the pages it could not read and
    // why, whether robots.txt, the sitemap and llms.txt answered), as JSON, so a comparison counts as
    // fixed only what was read again. NULL for checks before this, which are compared as before.
    version: 16,
    sql: `ALTER TABLE audit_checks ADD COLUMN coverage TEXT;`,
  },
  {
    // A phone run's tries (src/audit/checks/audits.ts): counted as it is begun, and given back when a
    // clean shutdown cuts it short, so what is left counts the runs a crash cut off. A run found
    // cut off with two tries is recorded as failed on our side and not begun again: no site's run
    // can keep the server in a restart loop.
    version: 17,
    sql: `ALTER TABLE audits ADD COLUMN lab_tries INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    // An enquiry an AI agent in the visitor's browser filled and the person sent (WebMCP: the submit
    // event's agentInvoked, src/islands/AuditForm.tsx): a channel of its own beside where the visit came from.
    version: 18,
    sql: `ALTER TABLE enquiries ADD COLUMN via_agent INTEGER NOT NULL DEFAULT 0 CHECK (via_agent IN (0, 1));`,
  },
  {
    // "How you compare" (src/audit/checks/competitors.ts): up to three competitors' sites per report,
    // each checked by the same rules with a smaller page budget, queued behind every first check.
    // `result` is the competitor's check (an AuditResult as JSON), `lab` its home page's phone run;
    // `previous_result` and `previous_lab` the ones before "Check again" checked it anew. Removed with
    // the report (a forgotten enquiry, an expired report).
    version: 19,
    sql: `
      CREATE TABLE audit_competitors (
        id INTEGER PRIMARY KEY,
        audit_id INTEGER NOT NULL REFERENCES audits (id) ON DELETE CASCADE,
        position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),
        url TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
        created_at TEXT NOT NULL,
        queued_at TEXT NOT NULL,
        started_at TEXT,
        finished_at TEXT,
        tries INTEGER NOT NULL DEFAULT 0,
        result TEXT,
        lab TEXT,
        previous_result TEXT,
        previous_lab TEXT,
        UNIQUE (audit_id, position)
      );
      CREATE INDEX audit_competitors_queue ON audit_competitors (status, queued_at);
    `,
  },
  {
    // A finished comparison is an event on the enquiry: a staff email (outbox kind 'compared') and an
    // audit.compared webhook (src/outbox/webhook.ts), each built from the comparison when it is sent.
    // SQLite cannot alter a CHECK, so both tables are rebuilt with the new kind and event allowed, every
    // email and delivery kept as it was.
    version: 20,
    sql: `
      CREATE TABLE outbox_new (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER REFERENCES enquiries (id) ON DELETE CASCADE,
        digest_id INTEGER REFERENCES digests (id) ON DELETE CASCADE,
        check_id INTEGER REFERENCES audit_checks (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('staff', 'ack', 'digest', 'recheck', 'compared')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        sent_at TEXT,
        CHECK (CASE kind
          WHEN 'digest' THEN digest_id IS NOT NULL AND enquiry_id IS NULL AND check_id IS NULL
          WHEN 'recheck' THEN enquiry_id IS NOT NULL AND check_id IS NOT NULL AND digest_id IS NULL
          ELSE enquiry_id IS NOT NULL AND digest_id IS NULL AND check_id IS NULL END)
      );
      INSERT INTO outbox_new (id, enquiry_id, digest_id, check_id, kind, status, attempts, next_attempt_at, last_error, created_at, sent_at)
        SELECT id, enquiry_id, digest_id, check_id, kind, status, attempts, next_attempt_at, last_error, created_at, sent_at FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_new RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_enquiry ON outbox (enquiry_id);

      CREATE TABLE webhook_deliveries_new (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        url TEXT NOT NULL,
        webhook_id TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_status INTEGER,
        last_error TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        delivered_at TEXT,
        event TEXT NOT NULL DEFAULT 'enquiry.created'
          CHECK (event IN ('enquiry.created', 'enquiry.updated', 'audit.rechecked', 'audit.compared')),
        outcome_id INTEGER REFERENCES enquiry_outcomes (id) ON DELETE CASCADE,
        check_id INTEGER REFERENCES audit_checks (id) ON DELETE CASCADE
      );
      INSERT INTO webhook_deliveries_new
        SELECT id, enquiry_id, url, webhook_id, status, attempts, next_attempt_at, last_status, last_error, created_at, delivered_at, event, outcome_id, check_id
        FROM webhook_deliveries;
      DROP TABLE webhook_deliveries;
      ALTER TABLE webhook_deliveries_new RENAME TO webhook_deliveries;
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
      CREATE INDEX webhook_deliveries_enquiry ON webhook_deliveries (enquiry_id);
    `,
  },
];
