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
];
