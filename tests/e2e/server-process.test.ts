import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, realpathSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'node-html-parser';
import { spawnBuiltServer, startBuiltServer } from '../../scripts/start-built.js';
import { routes } from '../../src/routes/route-table.js';
import { formBody, startServer, validEnquiry } from '../helpers.js';

const dist = process.env.DIST_DIR || 'dist';

test('the built server starts, serves pages and exits cleanly on SIGTERM', async () => {
  const server = await startBuiltServer();
  try {
    const home = await fetch(`${server.url}/`);
    assert.is(home.status, 200);
    const doc = parse(await home.text());
    assert.is(doc.querySelectorAll('h1').length, 1);
    assert.ok(doc.querySelector('#contact form[action="/api/seo-audit-request"]'), 'the audit form');
    const missing = await fetch(`${server.url}/no-such-page`);
    assert.is(missing.status, 404);
  } finally {
    const { code } = await server.stop();
    assert.is(code, 0, server.output());
  }
});

test('a bad setting stops boot with one line naming it, what was given and what is allowed', async () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ PORT: '99999' }, /Invalid setting PORT="99999": must be a whole number from 0 to 65535/],
    [{ HOST: 'foo' }, /Invalid setting HOST="foo": not an IP address or a name this machine can resolve/],
    // SQLite under /proc spun at full CPU and ignored SIGTERM: refused before it is opened.
    [{ DATABASE_PATH: '/proc/self/enquiries.db' }, /Invalid setting DATABASE_PATH="\/proc\/self\/enquiries.db": .* kernel file system/],
    [{ MAIL_TO: 'sales agency.example' }, /Invalid setting MAIL_TO="sales agency.example"/],
    [{ LOG_LEVEL: 'loud' }, /Invalid setting LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent/],
  ];
  for (const [env, expected] of cases) {
    const proc = spawnBuiltServer(env);
    const { code } = await proc.exit;
    assert.is(code, 1, JSON.stringify(env));
    assert.match(proc.output(), expected);
    assert.is(
      proc
        .output()
        .split('\n')
        .filter((l) => l.includes('Invalid setting')).length,
      1,
      `one line: ${proc.output()}`,
    );
    assert.not.match(proc.output(), /\n\s+at /, 'no stack trace');
    rmSync(proc.dir, { recursive: true, force: true });
  }
});

test('a production boot without SITE_URL warns in one line naming SITE_URL; with it, says nothing', async () => {
  const without = await startBuiltServer({});
  const withUrl = await startBuiltServer({ SITE_URL: 'https://www.laserfocus.example' });
  try {
    assert.is(
      without
        .output()
        .split('\n')
        .filter((l) => l.includes('SITE_URL is not set')).length,
      1,
      without.output(),
    );
    assert.not.match(withUrl.output(), 'SITE_URL is not set');
  } finally {
    await without.stop();
    await withUrl.stop();
  }
});

test("the built server answers with the build's pages under its own SITE_URL: byte for byte what rendering gives, and the form re-shown by React", async () => {
  const env = { SITE_URL: 'https://www.laserfocus.example:8443', FORM_MIN_FILL_MS: '0' };
  const built = await startBuiltServer(env);
  // From source, the app renders every page itself with React.
  const rendered = await startServer(env);
  try {
    const identity = { 'accept-encoding': 'identity' };
    for (const path of [...routes.map((r) => r.path), '/no-such-page']) {
      const [a, b] = await Promise.all([fetch(built.url + path, { headers: identity }), fetch(rendered.url + path, { headers: identity })]);
      assert.is(a.status, b.status, path);
      const [html, expected] = await Promise.all([a.text(), b.text()]);
      assert.ok(html === expected, `${path}: the built server's page differs from the rendered one`);
      assert.is(a.headers.get('etag'), b.headers.get('etag'), path);
      assert.not.match(html, '.invalid', path);
    }
    assert.match(
      await (await fetch(`${built.url}/strategy/seo`)).text(),
      '<link rel="canonical" href="https://www.laserfocus.example:8443/strategy/seo"/>',
    );

    // A no-JS post with a mistake: the bundle loads React now, and keeps what was typed.
    const bad = formBody({ ...validEnquiry({ email: 'jane@' }), source: '/strategy/seo' });
    const post = (url: string) =>
      fetch(`${url}/api/seo-audit-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: bad,
        redirect: 'manual',
      });
    const [a, b] = await Promise.all([post(built.url), post(rendered.url)]);
    assert.is(a.status, 400);
    const html = await a.text();
    assert.is(html, await b.text());
    const form = parse(html);
    assert.match(form.querySelector('title')!.text, /^Error: /);
    assert.is(form.querySelector('input[name="email"]')!.getAttribute('value'), 'jane@');
    assert.is(form.querySelector('input[name="name"]')!.getAttribute('value'), 'Jane Citizen');
  } finally {
    await rendered.close();
    await built.stop();
  }
});

test('a build whose pages are missing or were made for other assets stops boot, naming what to do', async () => {
  for (const damage of ['stale', 'missing'] as const) {
    const copy = mkdtempSync(join(tmpdir(), 'laserfocus-dist-'));
    cpSync(realpathSync(dist), copy, { recursive: true });
    // The bundle loads SQLite's binding from node_modules, found above where the build lives.
    symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
    const index = join(copy, 'site-files.json');
    if (damage === 'missing') rmSync(index);
    else
      writeFileSync(
        index,
        JSON.stringify({ ...JSON.parse(readFileSync(index, 'utf8')), assets: { css: '/assets/old.css', js: '/assets/old.js' } }),
      );
    const proc = spawnBuiltServer({ DIST_DIR: copy });
    const { code } = await proc.exit;
    assert.is(code, 1, damage);
    assert.match(proc.output(), /npm run build/, damage);
    assert.not.match(proc.output(), 'Server listening', damage);
    rmSync(proc.dir, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  }
});

test.run();
