import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { parse as parseCsv } from 'csv-parse/sync';
import { parse as parseHtml } from 'node-html-parser';
import { acknowledgementEmail, staffEmail } from '../../src/enquiries/mail.js';
import { formatLocalTime } from '../../src/time/local-time.js';
import type { Enquiry } from '../../src/enquiries/repository.js';
import type { Audit } from '../../src/audit/checks/audits.js';
import { freePort, postEnquiry, startServer, validEnquiry, waitFor, staffCommand } from '../helpers.js';
import { decodeQuotedPrintable, header, startSmtp } from '../smtp.js';
import { startReceiver } from '../receiver.js';
import { randomBytes } from 'node:crypto';

test('a saved enquiry is emailed to staff with every field, Reply-To the visitor, HTML escaped', async () => {
  const smtp = await startSmtp();
  const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_TO: 'staff@laserfocus.example', MAIL_POLL_MS: '50' });
  try {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/seo-audit-request',
      payload: validEnquiry({ name: 'Zoë <script>alert(1)</script>', goals: 'Line one\nLine two & more' }),
    });
    assert.is(res.statusCode, 201);
    const mail = await waitFor(() => smtp.messages[0], 10_000, 'the staff email');
    assert.equal(mail.to, ['staff@laserfocus.example']);
    const text = decodeQuotedPrintable(mail.raw);
    assert.is(header(mail.raw, 'Reply-To'), 'jane@example.com.au');
    assert.is(header(mail.raw, 'Subject'), 'SEO audit request: Zoë <script>alert(1)</script> (https://janes-bakery.com.au/)');
    for (const v of ['jane@example.com.au', '0400 123 456', 'https://janes-bakery.com.au', 'Line two & more'])
      assert.ok(text.includes(v), v);
    assert.ok(text.includes('Zoë <script>alert(1)</script>'), 'plain text part keeps the name as typed');
    assert.ok(text.includes('Zo&#235;') || text.includes('Zoë &lt;script&gt;'), 'HTML part escapes markup');
    assert.not.ok(/<td[^>]*>[^<]*<script>/.test(text), 'no live script tag in the HTML part');
    const row = await waitFor(() => {
      const r = server.app.db.prepare('SELECT notification_status FROM enquiries WHERE id = ?').get(res.json().id) as {
        notification_status: string;
      };
      return r.notification_status === 'sent' ? r : undefined;
    });
    assert.is(row.notification_status, 'sent');
    assert.is(smtp.messages.length, 1, 'sent once');
  } finally {
    await server.close();
    await smtp.close();
  }
});

test('with the SMTP server down the enquiry is saved, retried, survives a restart, and mail arrives once it is back', async () => {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-mail-'));
  const env = {
    LOG_LEVEL: 'silent',
    DATABASE_PATH: join(dir, 'e.db'),
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_RETRY_BASE_MS: '50',
    MAIL_RETRY_MAX_MS: '200',
    MAIL_POLL_MS: '50',
    SMTP_TIMEOUT_MS: '1000',
  };
  let app = await buildApp(loadConfig(env));
  await app.ready();
  try {
    const res = await app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry() });
    assert.is(res.statusCode, 201, 'the visitor still succeeds');
    const id = res.json().id;
    await waitFor(
      () => (app.db.prepare('SELECT attempts FROM outbox WHERE enquiry_id = ?').get(id) as { attempts: number }).attempts >= 2,
      10_000,
      'retries',
    );
    const item = app.db.prepare('SELECT status, last_error FROM outbox WHERE enquiry_id = ?').get(id) as {
      status: string;
      last_error: string;
    };
    assert.is(item.status, 'pending');
    assert.ok(item.last_error.length > 0);
    await app.close();

    const smtp = await startSmtp(port);
    try {
      app = await buildApp(loadConfig(env));
      await app.ready();
      const mail = await waitFor(() => smtp.messages[0], 15_000, 'mail after the restart');
      assert.ok(decodeQuotedPrintable(mail.raw).includes('Jane Citizen'));
      // Marked sent only after the SMTP server accepted it, and nothing else is pending: no second copy can follow.
      await waitFor(
        () => (app.db.prepare('SELECT status FROM outbox WHERE enquiry_id = ?').get(id) as { status: string }).status === 'sent',
      );
      assert.is(smtp.messages.length, 1, 'delivered exactly once');
    } finally {
      await smtp.close();
    }
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the worker keeps going after idle polls: enquiries arriving later are still emailed', async () => {
  const smtp = await startSmtp();
  const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_POLL_MS: '20' });
  try {
    for (let i = 1; i <= 3; i++) {
      for (let poll = 0; poll < 3; poll++) await server.app.mail.tick(); // several empty polls first
      await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry({ email: `later${i}@example.com` }) });
      await waitFor(() => smtp.messages.length === i, 5000, `email ${i}`);
    }
  } finally {
    await server.close();
    await smtp.close();
  }
});

test('after MAIL_MAX_ATTEMPTS failures the item is marked failed; the enquiry stays', async () => {
  const port = await freePort();
  const server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_MAX_ATTEMPTS: '2',
    MAIL_RETRY_BASE_MS: '20',
    MAIL_POLL_MS: '20',
    SMTP_TIMEOUT_MS: '500',
  });
  try {
    const res = await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry() });
    const id = res.json().id;
    await waitFor(
      () => (server.app.db.prepare('SELECT status FROM outbox WHERE enquiry_id = ?').get(id) as { status: string }).status === 'failed',
      10_000,
      'failed',
    );
    const row = server.app.db.prepare('SELECT name, notification_status FROM enquiries WHERE id = ?').get(id) as Record<string, string>;
    assert.equal(row, { name: 'Jane Citizen', notification_status: 'failed' });
  } finally {
    await server.close();
  }
});

test('without SMTP settings mail is off: the enquiry is saved and its email stays queued', async () => {
  const server = await startServer();
  try {
    const res = await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry() });
    assert.is(res.statusCode, 201);
    // Off means never scheduled: the email cannot leave the queue, however long one waits.
    assert.is(server.app.mail.enabled, false);
    assert.is(
      (server.app.db.prepare('SELECT status FROM outbox WHERE enquiry_id = ?').get(res.json().id) as { status: string }).status,
      'pending',
    );
  } finally {
    await server.close();
  }
});

test('MAIL_ACK sends the visitor an acknowledgement as well', async () => {
  const smtp = await startSmtp();
  const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_ACK: 'true', MAIL_POLL_MS: '50' });
  try {
    await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry() });
    await waitFor(() => smtp.messages.length === 2, 10_000, 'two emails');
    const ack = smtp.messages.find((m) => m.to.includes('jane@example.com.au'))!;
    assert.ok(ack, 'acknowledgement addressed to the visitor');
    assert.match(decodeQuotedPrintable(ack.raw), '24 hours');
  } finally {
    await server.close();
    await smtp.close();
  }
});

/** The HTML part of a received message. */
function htmlPart(raw: string) {
  const decoded = decodeQuotedPrintable(raw);
  return parseHtml(decoded.slice(decoded.indexOf('<p>')));
}

test('the staff email is ready to act on: tel: and mailto: links, the page as a full link, an international domain in its own script', async () => {
  const smtp = await startSmtp();
  const server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_POLL_MS: '50',
    SITE_URL: 'https://www.laserfocus.example',
    FORM_MIN_FILL_MS: '0',
  });
  try {
    const res = await postEnquiry(
      server.url,
      {
        ...validEnquiry({ phone: '+61 (0)400 123 456', website: 'https://café-bäckerei.example/menu', email: 'jo@münchen.example' }),
        source: '/strategy/seo',
      },
      'form',
      {
        origin: server.url,
        referer: `${server.url}/strategy/seo?utm_source=newsletter`,
      },
    );
    assert.is(res.status, 303);
    const mail = await waitFor(() => smtp.messages[0], 10_000, 'the staff email');
    assert.is(header(mail.raw, 'Subject'), 'SEO audit request: Jane Citizen (https://café-bäckerei.example/menu)');
    const html = htmlPart(mail.raw);
    const link = (label: string) =>
      html
        .querySelectorAll('tr')
        .find((tr) => tr.querySelector('th')?.text === label)
        ?.querySelector('a');
    assert.is(link('Phone')?.getAttribute('href'), 'tel:+610400123456');
    assert.is(link('Email')?.getAttribute('href'), 'mailto:jo@münchen.example');
    assert.is(link('Page')?.getAttribute('href'), 'https://www.laserfocus.example/strategy/seo');
    assert.is(link('Page')?.text, 'https://www.laserfocus.example/strategy/seo');
    assert.is(link('Website')?.text, 'https://café-bäckerei.example/menu', 'shown in its own script');
    assert.is(link('Website')?.getAttribute('href'), new URL('https://café-bäckerei.example/menu').href, 'linked by its xn-- form');
    assert.match(link('Website')?.getAttribute('href') ?? '', /^https:\/\/xn--/);
    assert.match(link('Landing page')?.getAttribute('href') ?? '', /^https:\/\/www\.laserfocus\.example\/strategy\/seo/);
    const text = decodeQuotedPrintable(mail.raw);
    assert.ok(text.includes('Page: https://www.laserfocus.example/strategy/seo'), 'the plain-text part links the page in full too');
  } finally {
    await server.close();
    await smtp.close();
  }
});

test('times are labelled with the zone in force in Melbourne: AEDT from October to April, AEST otherwise', () => {
  assert.is(formatLocalTime('2026-11-24T03:40:00.000Z', 'Australia/Melbourne'), 'Tue 24 Nov 2026, 2:40 pm AEDT');
  assert.is(formatLocalTime('2026-07-01T03:40:00.000Z', 'Australia/Melbourne'), 'Wed 1 Jul 2026, 1:40 pm AEST');
  const e = { name: 'Jane', email: 'jane@example.com.au' } as Enquiry;
  const summer = acknowledgementEmail(
    e,
    'site@laserfocus.example',
    'Australia/Melbourne',
    'https://www.laserfocus.example',
    new Date('2026-11-24T00:00:00Z'),
  );
  assert.match(summer.text, /Mon-Fri 9AM-6PM AEDT/);
  assert.not.match(summer.text, /AEST/);
  const winter = acknowledgementEmail(
    e,
    'site@laserfocus.example',
    'Australia/Melbourne',
    'https://www.laserfocus.example',
    new Date('2026-07-01T00:00:00Z'),
  );
  assert.match(winter.text, /Mon-Fri 9AM-6PM AEST/);
});

test('the staff email sums up the site check: score, pages checked and what was not read, the five findings that matter most with their counts and fixes, the report link', () => {
  const audit: Audit = {
    id: 3,
    public_id: 'AbCdEfGhIjKlMnOpQrStUv',
    enquiry_id: 7,
    url: 'https://janes-bakery.com.au/',
    status: 'done',
    score: 48,
    summary: 'Score 48/100 across 1 page: 3 problems, 3 to improve',
    created_at: '2026-07-01T00:00:00.000Z',
    finished_at: '2026-07-01T00:00:30.000Z',
    pages: 1,
    unread: { count: 3214, atLeast: false },
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
        urls: ['https://janes-bakery.com.au/a'],
        total: 2,
      },
      {
        id: 'title',
        severity: 'improvement',
        message: 'The title is 9 characters long: "<b>Hi</b>".',
        why: 'Results.',
        fix: 'Write a longer title.',
      },
      {
        id: 'broken-links',
        severity: 'problem',
        message: 'Some links on your site answer with an error.',
        why: 'Dead ends.',
        fix: 'Point each link at a working page.',
        total: 3,
      },
      {
        id: 'https',
        severity: 'problem',
        message: 'The site is served over plain HTTP, not HTTPS.',
        why: 'Not secure.',
        fix: 'Install a certificate.',
      },
      { id: 'lang', severity: 'improvement', message: 'The page does not declare its language.', why: 'Accessibility.' },
      { id: 'open-graph', severity: 'improvement', message: 'Social sharing tags are missing.', why: 'Sharing.', fix: 'Add og: tags.' },
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
    audit,
  } as Enquiry;
  const mail = staffEmail(e, {
    from: 'site@laserfocus.example',
    to: 'staff@laserfocus.example',
    timeZone: 'Australia/Melbourne',
    siteUrl: 'https://www.laserfocus.example',
  });
  const section = mail.text.slice(mail.text.indexOf('Quick check of their website'), mail.text.indexOf('\n\nReply to'));
  assert.equal(section.split('\n'), [
    'Quick check of their website',
    'Score: 48/100 (1 page checked)',
    'Not read: Checked 1 page; found 3,214 more addresses we did not read.',
    'Problem: The site is served over plain HTTP, not HTTPS.',
    'Fix: Install a certificate.',
    'Problem: Some links on your site answer with an error. (3 addresses)',
    'Fix: Point each link at a working page.',
    // The count is not said twice.
    'Problem: 2 pages have no title.',
    'Fix: Give each page a title.',
    'To improve: The title is 9 characters long: "<b>Hi</b>".',
    'Fix: Write a longer title.',
    'To improve: The page does not declare its language.',
    // Marked, so staff opening it are not counted as the prospect.
    'Report: https://www.laserfocus.example/audit/AbCdEfGhIjKlMnOpQrStUv?via=staff-email',
  ]);
  const html = parseHtml(mail.html);
  const cells = html.querySelectorAll('tr').map((tr) => [tr.querySelector('th')!.text, tr.querySelector('td')!.text]);
  const score = cells.findIndex(([label]) => label === 'Score');
  assert.equal(
    cells.slice(score, score + 4),
    [
      ['Score', '48/100 (1 page checked)'],
      ['Not read', 'Checked 1 page; found 3,214 more addresses we did not read.'],
      ['Problem', 'The site is served over plain HTTP, not HTTPS.\nFix: Install a certificate.'],
      ['Problem', 'Some links on your site answer with an error. (3 addresses)\nFix: Point each link at a working page.'],
    ],
    'the HTML part says the same',
  );
  assert.is(
    html.querySelector('a[href="https://www.laserfocus.example/audit/AbCdEfGhIjKlMnOpQrStUv?via=staff-email"]')?.text,
    'https://www.laserfocus.example/audit/AbCdEfGhIjKlMnOpQrStUv?via=staff-email',
  );
  assert.is(html.querySelector('td b'), null, 'markup quoted from the site is shown as text, never rendered');
  assert.match(mail.html, '&quot;&lt;b&gt;Hi&lt;/b&gt;&quot;');
});

test('three identical posts: three enquiries saved, the repeats marked duplicate_of the first in the staff email subject and the export, one webhook', async () => {
  const smtp = await startSmtp();
  const receiver = await startReceiver();
  const server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_POLL_MS: '50',
    MAIL_ACK: 'true',
    FORM_MIN_FILL_MS: '0',
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
  });
  try {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      // The same person and goals, the email in another case the third time.
      const res = await postEnquiry(server.url, validEnquiry(i === 2 ? { email: 'Jane@Example.com.au' } : {}), 'json', {
        origin: server.url,
      });
      assert.is(res.status, 201, 'a repeat is never refused');
      ids.push((await res.json()).id);
    }
    const other = await postEnquiry(server.url, validEnquiry({ goals: 'Something else entirely.' }), 'json', { origin: server.url });
    assert.is(other.status, 201);
    const staffMails = await waitFor(
      () => {
        const staff = smtp.messages.filter((m) => m.to.includes('hello@laserfocus.example'));
        return staff.length === 4 ? staff : undefined;
      },
      10_000,
      'four staff emails',
    );
    const subjects = staffMails.map((m) => header(m.raw, 'Subject')).sort();
    assert.equal(subjects, [
      `Duplicate of #${ids[0]}: SEO audit request: Jane Citizen (https://janes-bakery.com.au/)`,
      `Duplicate of #${ids[0]}: SEO audit request: Jane Citizen (https://janes-bakery.com.au/)`,
      'SEO audit request: Jane Citizen (https://janes-bakery.com.au/)',
      'SEO audit request: Jane Citizen (https://janes-bakery.com.au/)',
    ]);
    await waitFor(() => receiver.requests.length === 2, 10_000, 'two webhooks (the first enquiry and the different one)');
    const sent = receiver.requests.map((r) => JSON.parse(r.body).data);
    assert.equal(
      sent.map((d) => d.id).sort(),
      [ids[0], (server.app.db.prepare('SELECT MAX(id) AS id FROM enquiries').get() as { id: number }).id].sort(),
    );
    assert.ok(sent.every((d) => d.duplicate_of === null));
    await waitFor(() => smtp.messages.length === 6, 10_000, 'acknowledgements: one for each distinct enquiry');
    const { stdout } = await staffCommand('export', ['--format', 'csv'], { DATABASE_PATH: server.config.DATABASE_PATH });
    const rows = parseCsv(stdout, { bom: true, columns: true }) as Record<string, string>[];
    assert.equal(
      rows.map((r) => r.duplicate_of),
      ['', String(ids[0]), String(ids[0]), ''],
    );
    // Nothing more arrives later: the outbox looks again and has nothing left to send.
    await server.app.outbox.idle();
    assert.is(receiver.requests.length, 2);
    assert.is(smtp.messages.length, 6);
    assert.is(server.app.outbox.mail.pendingCount() + server.app.outbox.webhooks.pendingCount(), 0, 'and nothing waits to go later');
  } finally {
    await server.close();
    await receiver.close();
    await smtp.close();
  }
});

test.run();
