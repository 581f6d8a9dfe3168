import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
var m=["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],c=["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"],u=new Map;function A(e){let t=u.get(e);return t||(t=new Intl.DateTimeFormat("en-AU",{timeZone:e,year:"numeric",month:"numeric",day:"numeric",hour:"numeric",minute:"numeric",hourCycle:"h23",timeZoneName:"short"}),u.set(e,t)),t}function h(e){if(Intl.supportedValuesOf("timeZone").includes(e))return!0;try{return A(e),!0}catch{return!1}}function a(e,t){let E=Object.fromEntries(A(t).formatToParts(e).map(T=>[T.type,T.value]));return{year:Number(E.year),month:Number(E.month),day:Number(E.day),hour:Number(E.hour)%24,minute:Number(E.minute),zone:E.timeZoneName??t}}function q(e,t){let E=new Date(e);if(Number.isNaN(E.getTime()))return e;let T=a(E,t),n=m[new Date(Date.UTC(T.year,T.month-1,T.day)).getUTCDay()],i=T.hour%12||12;return`${n} ${T.day} ${c[T.month-1]} ${T.year}, ${i}:${String(T.minute).padStart(2,"0")} ${T.hour<12?"am":"pm"} ${T.zone}`}function S(e,t){let E=new Date(e),T=a(E,t),n=i=>String(i).padStart(2,"0");return`${T.year}-${n(T.month)}-${n(T.day)} ${n(T.hour)}:${n(T.minute)}:${n(E.getUTCSeconds())}`}function b(e,t){return a(e,t).zone}function R(e,t){let E=a(new Date(e),t);return`${E.year}-${String(E.month).padStart(2,"0")}-${String(E.day).padStart(2,"0")}`}function d(e,t){return l(e,0,0,t)}function l(e,t,E,T){let[n,i,U]=e.split("-").map(Number),o=Date.UTC(n,i-1,U,t,E),N=o;for(let L=0;L<2;L++){let s=a(new Date(N),T),_=Date.UTC(s.year,s.month-1,s.day,s.hour,s.minute);N-=_-o}return new Date(N).toISOString()}function F(e,t=!1){let[E,T,n]=e.split("-").map(Number);return`${n} ${c[T-1]}${t?` ${E}`:""}`}function D(e){let t=new Date(`${e}T00:00:00Z`);return t.setUTCDate(t.getUTCDate()-(t.getUTCDay()+6)%7),t.toISOString().slice(0,10)}function C(e,t){return new Date(Date.parse(`${e}T00:00:00Z`)+t*864e5).toISOString().slice(0,10)}function v(e,t){return D(R(e,t))}function w(e,t,E){return{since:e?d(e,E):void 0,until:t?d(C(t,1),E):void 0}}import g from"better-sqlite3";import{mkdirSync as p}from"node:fs";import{randomBytes as I}from"node:crypto";import{dirname as X}from"node:path";var O=[{version:1,sql:`
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
    `},{version:2,sql:`
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
    `},{version:3,sql:`
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
    `},{version:4,sql:`
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
    `},{version:5,sql:`
      ALTER TABLE enquiries ADD COLUMN duplicate_of INTEGER REFERENCES enquiries (id) ON DELETE SET NULL;
    `},{version:6,sql:`
      CREATE TABLE forgotten (hash TEXT PRIMARY KEY, forgotten_on TEXT NOT NULL) WITHOUT ROWID;
    `},{version:7,sql:`
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
    `},{version:8,sql:`
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
    `},{version:9,sql:`
      ALTER TABLE audits ADD COLUMN interruptions INTEGER NOT NULL DEFAULT 0;
    `},{version:10,sql:`
      ALTER TABLE audits ADD COLUMN pages INTEGER NOT NULL DEFAULT 0;
    `},{version:11,sql:`
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
    `},{version:12,sql:`
      ALTER TABLE audits ADD COLUMN unread INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE audits ADD COLUMN unread_at_least INTEGER NOT NULL DEFAULT 0;
    `},{version:13,sql:`
      ALTER TABLE audits ADD COLUMN lab TEXT;
      ALTER TABLE audits ADD COLUMN lab_started_at TEXT;
      CREATE TABLE audit_lab_screenshots (
        audit_id INTEGER NOT NULL REFERENCES audits (id) ON DELETE CASCADE,
        page_index INTEGER NOT NULL CHECK (page_index >= 0),
        jpeg BLOB NOT NULL,
        PRIMARY KEY (audit_id, page_index)
      ) WITHOUT ROWID;
    `}];var r=class extends Error{};function y(){if(Number(process.versions.node.split(".")[0])<22)throw new r(`Node ${process.version} cannot open the database (better-sqlite3 needs Node 22 or later): run it with the project's Node, node_modules/.bin/node (npm scripts do)`)}function $(e,t={}){if(y(),!t.readonly)try{p(X(e),{recursive:!0})}catch(n){throw new r(`Invalid setting DATABASE_PATH=${JSON.stringify(e)}: cannot create its folder (${n.message})`)}let E;try{E=new g(e,{readonly:t.readonly??!1,fileMustExist:t.readonly??!1}),E.pragma("busy_timeout = 5000"),t.readonly||(E.pragma("journal_mode = WAL"),E.pragma("synchronous = FULL")),E.pragma("foreign_keys = ON")}catch(n){throw new r(`Invalid setting DATABASE_PATH=${JSON.stringify(e)}: cannot open the database (${n.message})`)}let T=E.pragma("quick_check",{simple:!0});if(T!=="ok")throw new r(`Database ${e} failed its integrity check: ${String(T)}`);return t.readonly||f(E),E}function f(e){e.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");let t=e.prepare("SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations").get().v,E=0;for(let T of O)T.version<=t||(e.transaction(()=>{e.exec(T.sql),e.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(T.version,new Date().toISOString())})(),E++);return E}function Y(e,{since:t,until:E},T="exclusive"){let n=[],i={};return t&&(n.push(`${e} >= @since`),i.since=t),E&&(n.push(`${e} ${T==="exclusive"?"<":"<="} @until`),i.until=E),{conditions:n,params:i}}function P(e,t,E){if(E)return E;let T=()=>e.prepare("SELECT value FROM app_secrets WHERE name = ?").get(t)?.value,n=T();if(n)return n;e.prepare("INSERT OR IGNORE INTO app_secrets (name, value) VALUES (?, ?)").run(t,I(32).toString("hex"));let i=T();if(i===void 0)throw new Error(`app_secrets has no ${t} just after it was stored`);return i}export{h as a,q as b,S as c,b as d,R as e,F as f,D as g,C as h,v as i,w as j,$ as k,Y as l,P as m};
