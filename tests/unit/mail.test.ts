import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { freePort, startServer, validEnquiry, waitFor } from '../helpers.js';
import { decodeQuotedPrintable, header, startSmtp } from '../smtp.js';

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
    for (const v of ['jane@example.com.au', '0400 123 456', 'https://janes-bakery.com.au', 'Line two & more']) assert.ok(text.includes(v), v);
    assert.ok(text.includes('Zoë <script>alert(1)</script>'), 'plain text part keeps the name as typed');
    assert.ok(text.includes('Zo&#235;') || text.includes('Zoë &lt;script&gt;'), 'HTML part escapes markup');
    assert.not.ok(/<td[^>]*>[^<]*<script>/.test(text), 'no live script tag in the HTML part');
    const row = await waitFor(() => {
      const r = server.app.db.prepare('SELECT notification_status FROM enquiries WHERE id = ?').get(res.json().id) as { notification_status: string };
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
    await waitFor(() => (app.db.prepare('SELECT attempts FROM outbox WHERE enquiry_id = ?').get(id) as { attempts: number }).attempts >= 2, 10_000, 'retries');
    const item = app.db.prepare('SELECT status, last_error FROM outbox WHERE enquiry_id = ?').get(id) as { status: string; last_error: string };
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
      await waitFor(() => (app.db.prepare('SELECT status FROM outbox WHERE enquiry_id = ?').get(id) as { status: string }).status === 'sent');
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
  const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_MAX_ATTEMPTS: '2', MAIL_RETRY_BASE_MS: '20', MAIL_POLL_MS: '20', SMTP_TIMEOUT_MS: '500' });
  try {
    const res = await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry() });
    const id = res.json().id;
    await waitFor(() => (server.app.db.prepare('SELECT status FROM outbox WHERE enquiry_id = ?').get(id) as { status: string }).status === 'failed', 10_000, 'failed');
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
    assert.is((server.app.db.prepare('SELECT status FROM outbox WHERE enquiry_id = ?').get(res.json().id) as { status: string }).status, 'pending');
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

test.run();
