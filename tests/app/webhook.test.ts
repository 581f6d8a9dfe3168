/**
 * The signed enquiry.created webhook, end to end with real parts: the app on 127.0.0.1, a real HTTP
 * receiver (node:http) on 127.0.0.1, real SQLite, a real SMTP server; every signature verified with
 * `standardwebhooks`, the specification's reference library.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { ConfigError, loadConfig, webhookUrls } from '../../src/config.js';
import { forgetEmail } from '../../src/enquiries/forget.js';
import { enquiryCreated } from '../../src/outbox/webhook.js';
import type { Enquiry } from '../../src/enquiries/repository.js';
import type { Audit } from '../../src/audit/checks/audits.js';
import { formBody, freePort, startApp, validEnquiry, waitFor, type TestApp, staffCommand } from '../helpers.js';
import { startSmtp } from '../smtp.js';
import { startReceiver, type Received, type Receiver } from '../receiver.js';

const secret = `whsec_${randomBytes(32).toString('base64')}`;
/** Short retries and polls, so a test waits milliseconds for what takes minutes in production. */
const fast = {
  WEBHOOK_SECRET: secret,
  WEBHOOK_RETRY_BASE_MS: '50',
  WEBHOOK_RETRY_MAX_MS: '200',
  WEBHOOK_TIMEOUT_MS: '500',
  MAIL_POLL_MS: '50',
};

/** Verifies a received request with the reference library; returns the parsed body. */
function verified(r: Received): Record<string, any> {
  const headers = {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(r.body, headers) as Record<string, any>;
}

const post = (server: TestApp, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload });
const deliveries = (server: TestApp) =>
  server.app.db
    .prepare('SELECT id, enquiry_id, url, webhook_id, status, attempts, last_status, last_error FROM webhook_deliveries ORDER BY id')
    .all() as {
    id: number;
    enquiry_id: number;
    url: string;
    webhook_id: string;
    status: string;
    attempts: number;
    last_status: number | null;
    last_error: string;
  }[];
const allDelivered = (server: TestApp, n: number) => {
  const rows = deliveries(server);
  return rows.length === n && rows.every((d) => d.status === 'delivered');
};

test('settings: receivers must be http(s) URLs and need a whsec_ secret; neither value is ever printed', () => {
  const fails = (env: Record<string, string>, name: string, hidden: string) => {
    try {
      loadConfig(env);
      assert.unreachable(`${JSON.stringify(env)} accepted`);
    } catch (err) {
      assert.instance(err, ConfigError);
      assert.match((err as Error).message, name);
      assert.not.match((err as Error).message, hidden, 'the value is not shown');
    }
  };
  fails({ WEBHOOK_URL: 'https://hooks.example.com/x' }, 'WEBHOOK_SECRET', 'hooks.example.com');
  fails({ WEBHOOK_URL: 'https://hooks.example.com/x', WEBHOOK_SECRET: 'whsec_c2hvcnQ=' }, 'WEBHOOK_SECRET', 'c2hvcnQ');
  fails({ WEBHOOK_URL: 'https://hooks.example.com/x', WEBHOOK_SECRET: secret.slice(6) }, 'WEBHOOK_SECRET', secret.slice(6, 20));
  fails({ WEBHOOK_URL: 'https://ok.example.com, ftp://files.example.com/tok3n', WEBHOOK_SECRET: secret }, 'WEBHOOK_URL', 'tok3n');
  fails({ WEBHOOK_URL: 'https://user:pa55@hooks.example.com/', WEBHOOK_SECRET: secret }, 'WEBHOOK_URL', 'pa55');
  const config = loadConfig({
    WEBHOOK_URL: ' https://a.example.com/hook , http://b.example.com/,https://a.example.com/hook',
    WEBHOOK_SECRET: secret,
  });
  assert.equal(webhookUrls(config), ['https://a.example.com/hook', 'http://b.example.com/']);
  assert.is(config.WEBHOOK_TIMEOUT_MS, 10_000);
  assert.is(config.WEBHOOK_MAX_ATTEMPTS, 12);
});

test('a JSON and a no-JS enquiry each arrive once, signed per Standard Webhooks, with their attribution; spam never does', async () => {
  const receiver = await startReceiver();
  const server = await startApp({ ...fast, WEBHOOK_URL: receiver.url });
  try {
    const now = Date.now();
    const first = {
      at: now - 3_600_000,
      path: '/strategy/google-ads',
      params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', gclid: 'TEST1' },
    };
    const last = { at: now - 60_000, path: '/strategy/seo', params: {}, referrer: 'https://www.google.com/search' };
    const json = await post(server, validEnquiry({ attribution: { first, last, pages: 3 } }));
    assert.is(json.statusCode, 201);
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/seo-audit-request',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://localhost:3000/strategy/google-ads?utm_source=newsletter&utm_medium=email',
      },
      payload: formBody({
        ...validEnquiry({ name: 'No Script', email: 'noscript@example.com', website: '' }),
        source: '/strategy/google-ads',
      }),
    });
    assert.is(form.statusCode, 303);
    assert.is((await post(server, validEnquiry({ company: 'Bot Industries' }))).statusCode, 201, 'spam is answered like anyone else');

    await waitFor(() => allDelivered(server, 2), 10_000, 'both deliveries');
    assert.is(receiver.requests.length, 2, 'one request each, spam not among them');
    const rows = deliveries(server);
    const [a, b] = receiver.requests.map((r) => ({ r, body: verified(r) }));
    assert.equal(
      [a!.r.headers['webhook-id'], b!.r.headers['webhook-id']].sort(),
      rows.map((d) => d.webhook_id).sort(),
      'webhook-id is the stored id',
    );
    for (const { r } of [a!, b!]) {
      assert.match(String(r.headers['webhook-id']), /^msg_[A-Za-z0-9_-]{20,}$/);
      assert.match(String(r.headers['webhook-timestamp']), /^\d{10}$/);
      assert.match(String(r.headers['webhook-signature']), /^v1,[A-Za-z0-9+/]+=*$/);
      assert.match(String(r.headers['content-type']), 'application/json');
      assert.match(String(r.headers['user-agent']), 'Laserfocus');
    }

    const byId = new Map([a!, b!].map((x) => [x.body.data.id as number, x.body]));
    const jsonRow = server.app.db.prepare('SELECT created_at FROM enquiries WHERE id = ?').get(json.json().id) as { created_at: string };
    assert.equal(byId.get(json.json().id), {
      type: 'enquiry.created',
      version: 1,
      timestamp: jsonRow.created_at,
      data: {
        id: json.json().id,
        received_at: jsonRow.created_at,
        name: 'Jane Citizen',
        email: 'jane@example.com.au',
        phone: '0400 123 456',
        website: 'https://janes-bakery.com.au/',
        goals: 'We want more local customers finding us on Google.',
        source_page: '/',
        pages_viewed: 3,
        duplicate_of: null,
        attribution: {
          first: {
            at: new Date(first.at).toISOString(),
            channel: 'Paid Search',
            source: 'google',
            medium: 'cpc',
            campaign: 'spring',
            term: null,
            content: null,
            utm_id: null,
            click_ids: { gclid: 'TEST1' },
            landing_page: '/strategy/google-ads',
            referrer: null,
          },
          last: {
            at: new Date(last.at).toISOString(),
            channel: 'Organic Search',
            source: 'google.com',
            medium: 'organic',
            campaign: null,
            term: null,
            content: null,
            utm_id: null,
            click_ids: {},
            landing_page: '/strategy/seo',
            referrer: 'https://www.google.com/search',
          },
        },
        audit: null,
      },
    });
    const noJs = [...byId.values()].find((body) => body.data.email === 'noscript@example.com')!;
    assert.ok(noJs, 'the no-JS enquiry arrived');
    assert.is(noJs.data.website, null);
    assert.is(noJs.data.source_page, '/strategy/google-ads');
    assert.is(noJs.data.attribution.first, null);
    assert.equal(
      {
        channel: noJs.data.attribution.last.channel,
        source: noJs.data.attribution.last.source,
        landing: noJs.data.attribution.last.landing_page,
      },
      { channel: 'Email', source: 'newsletter', landing: '/strategy/google-ads' },
    );
    assert.not.ok(JSON.stringify(noJs).includes('127.0.0.1'), 'no IP address in the body');

    // A privacy request removes the deliveries with the enquiry.
    const forgotten = forgetEmail(server.app.db, server.config.DATABASE_PATH, 'JANE@example.com.au');
    assert.is(forgotten.enquiries, 2);
    assert.is(forgotten.deliveredWebhooks + forgotten.undeliveredWebhooks, 1);
    assert.is(deliveries(server).length, 1);
  } finally {
    await server.close();
    await receiver.close();
  }
});

test('data.audit carries the pages crawled, the counts, the top five with their totals and the report link; the earlier fields are as they were', () => {
  const audit: Audit = {
    id: 3,
    public_id: 'AbCdEfGhIjKlMnOpQrStUv',
    enquiry_id: 7,
    url: 'https://janes-bakery.com.au/',
    status: 'done',
    score: 48,
    summary: 'Score 48/100 across 12 pages: 3 problems, 4 to improve',
    created_at: '2026-07-01T00:00:00.000Z',
    finished_at: '2026-07-01T00:00:30.000Z',
    pages: 12,
    unread: { count: 4988, atLeast: true },
    lab: null,
    lab_started_at: null,
    ai: null,
    local: null,
    rechecking: 0,
    recheck_failed: null,
    report_views: 0,
    report_viewed_at: null,
    findings: [
      { id: 'ttfb', severity: 'passed', message: 'The server took 0.20 seconds to start answering.', why: 'Speed.' },
      {
        id: 'titles-missing',
        severity: 'problem',
        message: '2 pages have no title.',
        why: 'Results.',
        fix: 'Give each page a title.',
        urls: ['https://janes-bakery.com.au/a', 'https://janes-bakery.com.au/b'],
        total: 2,
      },
      {
        id: 'title',
        severity: 'improvement',
        message: 'The title is 4 characters long: "Home".',
        why: 'Results.',
        fix: 'Write a longer title.',
      },
      {
        id: 'broken-links',
        severity: 'problem',
        message: '3 addresses linked from your own pages answer with an error.',
        why: 'Dead ends.',
        fix: 'Point each link at a working page.',
        urls: ['https://janes-bakery.com.au/old: HTTP 404'],
        total: 3,
      },
      { id: 'https', severity: 'problem', message: 'The site is served over plain HTTP, not HTTPS.', why: 'Not secure.' },
      { id: 'lang', severity: 'improvement', message: 'The page does not declare its language.', why: 'Accessibility.' },
      { id: 'open-graph', severity: 'improvement', message: 'Social sharing tags are missing.', why: 'Sharing.' },
      { id: 'thin-content', severity: 'improvement', message: '5 pages have fewer than 200 words of text.', why: 'Depth.', total: 5 },
    ],
  };
  const e = {
    id: 7,
    name: 'Jane',
    email: 'jane@example.com.au',
    phone: '0400 123 456',
    website: 'https://janes-bakery.com.au/',
    goals: 'More customers.',
    source_page: '/',
    created_at: '2026-07-01T00:00:00.000Z',
    pages_viewed: null,
    duplicate_of: null,
    audit,
  } as Enquiry;
  const sent = (enquiry: Enquiry) => JSON.parse(JSON.stringify(enquiryCreated(enquiry, 'https://www.laserfocus.example'))).data.audit;
  const body = sent(e);
  assert.equal(Object.keys(body), [
    'status',
    'score',
    'summary',
    'findings',
    'pages',
    'unread',
    'unread_at_least',
    'problems',
    'improvements',
    'top',
    'report_url',
    'lab',
    'ai',
    'local',
  ]);
  assert.is(body.lab, null, 'no phone measurement was made for this check');
  assert.equal([body.unread, body.unread_at_least], [4988, true], 'what the crawl found and did not read');
  assert.equal([body.status, body.score, body.summary], ['done', 48, audit.summary]);
  assert.equal(
    body.findings.slice(0, 4),
    [
      { id: 'ttfb', severity: 'passed', message: 'The server took 0.20 seconds to start answering.' },
      { id: 'titles-missing', severity: 'problem', message: '2 pages have no title.', total: 2 },
      { id: 'title', severity: 'improvement', message: 'The title is 4 characters long: "Home".' },
      { id: 'broken-links', severity: 'problem', message: '3 addresses linked from your own pages answer with an error.', total: 3 },
    ],
    'every finding, `total` only where it is set; never why, fix or the addresses',
  );
  assert.is(body.findings.length, audit.findings.length);
  assert.equal([body.pages, body.problems, body.improvements], [12, 3, 4]);
  assert.equal(
    body.top.map((f: { id: string }) => f.id),
    ['https', 'broken-links', 'titles-missing', 'title', 'thin-content'],
    'problems first, then by weight and by how many addresses',
  );
  assert.equal(body.top[1], {
    id: 'broken-links',
    severity: 'problem',
    message: '3 addresses linked from your own pages answer with an error.',
    total: 3,
  });
  assert.is(body.report_url, 'https://www.laserfocus.example/audit/AbCdEfGhIjKlMnOpQrStUv');

  // Still running when the wait ran out: the pages read so far, no counts yet, the link to follow it.
  const running = sent({ ...e, audit: { ...audit, status: 'running', score: null, findings: [], summary: '', pages: 4 } });
  assert.equal(
    [running.pages, running.problems, running.improvements, running.top, running.report_url],
    [4, null, null, [], body.report_url],
  );
  assert.is(sent({ ...e, audit: { ...audit, status: 'skipped' } }), null, 'no website, no check');
});

test('receiver down, then back: every enquiry arrives exactly once, with one webhook-id across its retries', async () => {
  const port = await freePort();
  const server = await startApp({ ...fast, WEBHOOK_URL: `http://127.0.0.1:${port}/hook` });
  let receiver: Receiver | undefined;
  try {
    for (let i = 1; i <= 4; i++) assert.is((await post(server, validEnquiry({ email: `down${i}@example.com` }))).statusCode, 201);
    await waitFor(
      () => deliveries(server).every((d) => d.attempts >= 2 && d.status === 'pending'),
      10_000,
      'retries while the receiver is down',
    );
    for (const d of deliveries(server)) {
      assert.is(d.last_status, null, 'no HTTP answer while nothing listens');
      assert.match(d.last_error, 'ECONNREFUSED');
    }

    // Back on the same port, still warming up: each message's first request gets one of the answers
    // worth retrying (503, 429, 408, or none within WEBHOOK_TIMEOUT_MS), the next one 200.
    const firstAnswers: (number | 'hold')[] = [503, 429, 408, 'hold'];
    const seen: string[] = [];
    receiver = await startReceiver((r) => {
      const id = String(r.headers['webhook-id']);
      if (seen.includes(id)) return 200;
      seen.push(id);
      return firstAnswers[seen.length - 1] ?? 500;
    }, port);
    await waitFor(() => allDelivered(server, 4), 15_000, 'all four delivered');
    await server.close(); // the worker has stopped: nothing more can arrive

    const accepted = receiver.requests.filter((r) => r.status === 200);
    const ids = receiver.requests.map((r) => String(r.headers['webhook-id']));
    assert.is(new Set(ids).size, 4, 'four messages');
    assert.is(receiver.requests.length, 8, 'each refused once, then accepted once');
    assert.is(accepted.length, 4);
    assert.is(new Set(accepted.map((r) => r.headers['webhook-id'])).size, 4, 'exactly one accepted delivery per enquiry');
    for (const r of receiver.requests) verified(r);
    const emails = accepted.map((r) => verified(r).data.email as string).sort();
    assert.equal(emails, ['down1@example.com', 'down2@example.com', 'down3@example.com', 'down4@example.com']);
  } finally {
    await server.close().catch(() => undefined);
    await receiver?.close();
  }
});

test('a 410 is never retried and marks that delivery failed; the other receiver still gets its delivery', async () => {
  const gone = await startReceiver(() => 410);
  const ok = await startReceiver(() => 202);
  const server = await startApp({ ...fast, WEBHOOK_URL: `${gone.url},${ok.url}` });
  try {
    assert.is((await post(server, validEnquiry())).statusCode, 201);
    await waitFor(() => deliveries(server).every((d) => d.status !== 'pending'), 10_000, 'both deliveries settled');
    const [toGone, toOk] = deliveries(server);
    assert.equal([toGone!.url, toGone!.status, toGone!.attempts, toGone!.last_status], [gone.url, 'failed', 1, 410]);
    assert.equal([toOk!.url, toOk!.status, toOk!.attempts, toOk!.last_status], [ok.url, 'delivered', 1, 202]);
    await server.close(); // the worker has stopped: a retry, had one been due, could not hide
    assert.is(gone.requests.length, 1, 'exactly one attempt at the 410 receiver');
    assert.is(ok.requests.length, 1, 'the other receiver got its delivery');
    assert.is.not(verified(gone.requests[0]!).data.id, undefined);
    assert.is.not(gone.requests[0]!.headers['webhook-id'], ok.requests[0]!.headers['webhook-id'], 'one message id per receiver');
    verified(ok.requests[0]!);
  } finally {
    await server.close().catch(() => undefined);
    await gone.close();
    await ok.close();
  }
});

test('a receiver that never answers delays neither the visitor nor the staff email', async () => {
  const smtp = await startSmtp();
  const silent = await startReceiver(() => 'hold');
  // A long timeout: the delivery is still in flight while everything else happens.
  const server = await startApp({
    ...fast,
    WEBHOOK_URL: silent.url,
    WEBHOOK_TIMEOUT_MS: '60000',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  });
  try {
    assert.is((await post(server, validEnquiry({ email: 'first@example.com' }))).statusCode, 201);
    await waitFor(() => silent.requests.length === 1, 10_000, 'the webhook request to be held');
    await waitFor(() => smtp.messages.length === 1, 10_000, 'the first staff email');

    // The webhook lane is stuck on that request; the next visitor and their email are not.
    assert.is((await post(server, validEnquiry({ email: 'second@example.com' }))).statusCode, 201);
    await waitFor(() => smtp.messages.length === 2, 10_000, 'the second staff email');
    const rows = deliveries(server);
    assert.equal(
      rows.map((d) => [d.status, d.attempts]),
      [
        ['pending', 0],
        ['pending', 0],
      ],
      'the first delivery is still in flight and the second waits behind it',
    );
    const health = (await server.app.inject('/healthz')).json();
    assert.equal([health.webhooks, health.pendingWebhooks, health.pendingEmails], ['on', 2, 0]);
  } finally {
    await silent.close(); // ends the held request, so shutdown need not wait for its timeout
    await server.close();
    await smtp.close();
  }
});

const outbox = (server: TestApp, args: string[]) =>
  staffCommand('outbox', args, { DATABASE_PATH: server.config.DATABASE_PATH, TIME_ZONE: 'Australia/Melbourne' });
/** The failed command's exit code and standard error. */
async function failure(command: Promise<unknown>): Promise<{ code: number; stderr: string }> {
  try {
    await command;
  } catch (err) {
    return err as { code: number; stderr: string };
  }
  throw new Error('the command succeeded');
}

test('npm run outbox lists a failed delivery and --requeue sends it again once the receiver is up', async () => {
  let answer = 404;
  const receiver = await startReceiver(() => answer);
  const server = await startApp({ ...fast, WEBHOOK_URL: receiver.url });
  try {
    assert.is((await post(server, validEnquiry())).statusCode, 201);
    await waitFor(() => deliveries(server)[0]?.status === 'failed', 10_000, 'the delivery to fail');
    const { id, webhook_id } = deliveries(server)[0]!;

    const { stdout: listing } = await outbox(server, []);
    const row = listing.split('\n').find((l) => l.startsWith(`webhook:${id} `));
    assert.ok(row, listing);
    for (const part of ['failed', `127.0.0.1:${receiver.port}`, 'HTTP 404']) assert.match(row!, part);
    assert.not.match(listing, 'token=abc', 'the receiver path and query are not shown');
    assert.match(listing, /mail:\d+ .*staff .*pending .*AE[SD]T/, 'the staff email waits (no SMTP), its next attempt in local time');
    assert.match(listing, `--requeue webhook:${id}`);

    const pendingMail = /mail:(\d+)/.exec(listing)![1];
    const notFailed = await failure(outbox(server, ['--requeue', `mail:${pendingMail}`]));
    assert.is(notFailed.code, 1);
    assert.equal(notFailed.stderr.trim().split('\n').length, 1, notFailed.stderr);
    assert.match(notFailed.stderr, 'has not failed');
    const unknown = await failure(outbox(server, ['--requeue', 'webhook:999']));
    assert.is(unknown.code, 1);
    assert.match(unknown.stderr, 'no webhook item 999');

    answer = 200;
    const { stdout } = await outbox(server, ['--requeue', `webhook:${id}`]);
    assert.match(stdout, `Re-queued webhook:${id}`);
    await waitFor(() => deliveries(server)[0]?.status === 'delivered', 10_000, 'the re-queued delivery');
    assert.is(receiver.requests.length, 2);
    assert.equal(
      receiver.requests.map((r) => r.headers['webhook-id']),
      [webhook_id, webhook_id],
      'the same webhook-id again',
    );
    verified(receiver.requests[1]!);
    assert.not.match((await outbox(server, [])).stdout, `webhook:${id} `, 'no longer listed');
  } finally {
    await server.close();
    await receiver.close();
  }
});

test('npm run outbox answers --help; a bad argument fails with one line and exit 2, never a stack trace', async () => {
  const server = await startApp();
  try {
    const { stdout } = await outbox(server, ['--help']);
    assert.match(stdout, /^usage: npm run outbox -- /);
    assert.match(stdout, '--requeue');
    for (const args of [['--requeue', 'banana'], ['--no-such-option']]) {
      const err = await failure(outbox(server, args));
      assert.is(err.code, 2, args.join(' '));
      const [problem, usage, ...rest] = err.stderr.trim().split('\n');
      assert.ok(problem && !problem.startsWith('usage'), err.stderr);
      assert.match(usage ?? '', /^usage: npm run outbox/, 'then the usage line');
      assert.equal(rest, [], 'nothing more: no stack trace');
    }
  } finally {
    await server.close();
  }
});

test.run();
