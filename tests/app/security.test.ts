import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { collectLogs, startServer, validEnquiry } from '../helpers.js';

test('security headers on pages, assets, API answers and the 404', async () => {
  const server = await startServer();
  try {
    const home = await server.app.inject('/');
    const css = home.body.match(/href="(\/assets\/site-[^"]+)"/)![1]!;
    for (const res of [
      home,
      await server.app.inject(css),
      await server.app.inject('/nope'),
      await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: {} }),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        assert.ok(csp.split(';').includes(directive), `${directive} in ${csp}`);
      }
      assert.match(csp, /(^|;)script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/, 'scripts from this origin, or inline by hash');
      assert.not.match(csp, 'unsafe-inline');
      assert.not.match(csp, 'unsafe-eval');
      assert.is(res.headers['x-content-type-options'], 'nosniff');
      assert.is(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.match(String(res.headers['permissions-policy']), 'camera=()');
      assert.is(res.headers['x-frame-options'], 'DENY');
      assert.is(res.headers['x-powered-by'], undefined);
      assert.is(res.headers['strict-transport-security'], undefined, 'no HSTS over plain http');
      assert.not.match(JSON.stringify(res.headers), /fastify|node\.js|express/i);
    }
    // Every inline script (but JSON-LD, which is data) is allowed by its hash, and by nothing else.
    const csp = String(home.headers['content-security-policy']);
    const inline = [...home.body.matchAll(/<script(?![^>]*(?:type="application\/ld\+json"|src=))[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    assert.is(inline.length, 2, 'the loader and the Speculation Rules');
    for (const text of inline) assert.match(csp, `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    assert.not.match(home.body, / on[a-z]+="/, 'no inline event handlers');
  } finally {
    await server.close();
  }
});

test('HSTS when the site is served over HTTPS', async () => {
  const server = await startServer({ SITE_URL: 'https://www.laserfocus.example' });
  try {
    assert.match(String((await server.app.inject('/')).headers['strict-transport-security']), 'max-age=31536000');
  } finally {
    await server.close();
  }
});

test('an unexpected error answers a 500 page in the site layout (or JSON), never a stack trace; logs carry a request id', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-err-'));
  const logs = collectLogs();
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'info', DATABASE_PATH: join(dir, 'e.db') }), { logStream: logs.stream });
  app.get('/__explode', async () => {
    throw new Error('internal detail: password=hunter2');
  });
  app.get('/api/__explode', async () => {
    throw new Error('internal detail: password=hunter2');
  });
  try {
    const page = await app.inject('/__explode');
    assert.is(page.statusCode, 500);
    assert.match(page.body, '<h1>Something Went Wrong</h1>');
    assert.match(page.body, 'aria-label="Main"', 'inside the site layout');
    assert.not.match(page.body, 'hunter2');
    const api = await app.inject('/api/__explode');
    assert.is(api.statusCode, 500);
    assert.match(api.json().message, 'Something went wrong');
    assert.not.match(api.body, 'hunter2');
    // A failing save answers 500 with a message; the visitor's form comes back with their values.
    app.db.close();
    const json = await app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry() });
    assert.is(json.statusCode, 500);
    assert.match(json.json().message, 'call us');
    const form = await app.inject({
      method: 'POST',
      url: '/api/seo-audit-request',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(validEnquiry() as Record<string, string>).toString(),
    });
    assert.is(form.statusCode, 500);
    assert.match(form.body, 'value="Jane Citizen"');
    const lines = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const errorLine = lines.find((l) => l.level === 50);
    assert.ok(errorLine?.reqId, 'error log line carries the request id');
  } finally {
    await app.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
});

test('enquiry contents (email, phone, goals) never reach the info logs', async () => {
  const server = await startServer({ LOG_LEVEL: 'trace' });
  try {
    const secret = {
      name: 'Priya Secretname',
      email: 'priya.secret@example.com',
      phone: '0499 111 222',
      goals: 'confidential expansion plans',
    };
    await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry(secret) });
    await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry({ ...secret, email: 'broken' }) });
    const logs = server.logs().join('\n');
    assert.match(logs, 'enquiry saved');
    for (const value of Object.values(secret)) assert.not.match(logs, value);
  } finally {
    await server.close();
  }
});

test('odd and hostile paths answer 400/404 and never a file outside public/', async () => {
  const server = await startServer();
  try {
    for (const path of [
      '/..%2f..%2fetc/passwd',
      '/../../package.json',
      '//',
      '//etc/passwd',
      '/assets/..%2f..%2fpackage.json',
      '/icons/%2e%2e/%2e%2e/package.json',
      `/${'a'.repeat(5000)}`,
      '/%ff%fe',
      '/%00',
    ]) {
      const res = await fetch(server.url + path).catch(() => undefined);
      const status = res?.status ?? 0;
      const body = res ? await res.text() : '';
      assert.ok(status === 400 || status === 404, `${path.slice(0, 40)} answered ${status}`);
      assert.not.match(body, '"dependencies"', 'package.json not served');
      assert.not.match(body, 'root:x:0:0', '/etc/passwd not served');
    }
  } finally {
    await server.close();
  }
});

test('startup: an unwritable database path or a bad setting stops boot naming the setting', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-boot-'));
  try {
    writeFileSync(join(dir, 'not-a-dir'), 'x');
    assert.throws(
      () => loadConfig({ LOG_LEVEL: 'silent', DATABASE_PATH: join(dir, 'not-a-dir', 'e.db') }),
      /DATABASE_PATH=.*is not a folder/,
    );
    // A path the settings check allows but SQLite cannot open (a file that is not a database).
    writeFileSync(join(dir, 'not-sqlite.db'), 'x'.repeat(4096));
    await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATABASE_PATH: join(dir, 'not-sqlite.db') })).then(
      () => assert.unreachable('booted with an unusable database path'),
      (err: Error) => assert.match(err.message, 'DATABASE_PATH'),
    );
    assert.throws(() => loadConfig({ SMTP_URL: 'not a url' }), /SMTP_URL/);
    assert.throws(() => loadConfig({ PORT: '-1' }), /PORT/);
    assert.throws(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' }), /REQUEST_TIMEOUT_MS/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
