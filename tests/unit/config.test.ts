import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, loadConfig } from '../../src/config.js';

test('defaults: port 3000 on 127.0.0.1 with a local SQLite file', () => {
  const c = loadConfig({});
  assert.is(c.PORT, 3000);
  assert.is(c.HOST, '127.0.0.1');
  assert.is(c.SITE_URL, 'http://localhost:3000');
  assert.is(c.DATABASE_PATH, 'var/enquiries.db');
});

test('values from the environment are converted to their types', () => {
  const c = loadConfig({ PORT: '8080', SITE_URL: 'https://www.laserfocus.example' });
  assert.is(c.PORT, 8080);
  assert.is(c.SITE_URL, 'https://www.laserfocus.example');
});

test('SITE_URL takes a port; TIME_ZONE takes canonical names and their aliases', () => {
  assert.is(loadConfig({ SITE_URL: 'http://127.0.0.1:8080' }).SITE_URL, 'http://127.0.0.1:8080');
  assert.is(loadConfig({ SITE_URL: 'https://xn--caf-dma.example' }).SITE_URL, 'https://xn--caf-dma.example');
  assert.is(loadConfig({ TIME_ZONE: 'Australia/Perth' }).TIME_ZONE, 'Australia/Perth');
  assert.is(loadConfig({ TIME_ZONE: 'Australia/ACT' }).TIME_ZONE, 'Australia/ACT');
});

test('a bad value stops with a message naming the setting', () => {
  const cases: [string, string][] = [
    ['PORT', '70000'],
    ['PORT', 'abc'],
    ['SITE_URL', 'not a url'],
    ['SITE_URL', 'https://example.com/trailing/'],
    // Pages carry SITE_URL unescaped in place of the build's stand-in: a host needing escapes is refused.
    ['SITE_URL', 'https://exa"mple.com'],
    ['SITE_URL', 'https://example.com?x=<b>'],
    ['TIME_ZONE', 'Mars/Olympus_Mons'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['RATE_LIMIT_MAX', '0'],
    ['FORM_MIN_FILL_MS', '-5'],
  ];
  for (const [key, value] of cases) {
    try {
      loadConfig({ [key]: value });
      assert.unreachable(`${key}=${value} accepted`);
    } catch (err) {
      assert.instance(err, ConfigError);
      assert.match((err as Error).message, key);
    }
  }
});

test.run();
