import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, checkHost, loadConfig, parseAddressList } from '../../src/config.js';

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

test('each refused setting names itself, what was given and what is allowed', () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ LOG_LEVEL: 'loud' }, /^Invalid setting LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent$/],
    [{ TRUST_PROXY: 'yes' }, /^Invalid setting TRUST_PROXY="yes": must be one of true, false, 1, 0$/],
    [{ MAIL_ACK: 'on' }, /^Invalid setting MAIL_ACK="on": must be one of true, false, 1, 0$/],
    [{ PORT: '70000' }, /^Invalid setting PORT="70000": must be a whole number from 0 to 65535$/],
    [{ MAIL_TO: 'sales agency.example' }, /^Invalid setting MAIL_TO="sales agency.example": must be one or more email addresses/],
    [{ MAIL_TO: 'a@agency.example b@agency.example' }, /^Invalid setting MAIL_TO=.*separated by commas/],
    [{ MAIL_TO: 'sales@agency' }, /^Invalid setting MAIL_TO="sales@agency"/],
    [{ MAIL_FROM: '<<<' }, /^Invalid setting MAIL_FROM="<<<": must be one email address/],
    [{ MAIL_FROM: 'a@agency.example, b@agency.example' }, /^Invalid setting MAIL_FROM=.*one email address/],
    [{ BODY_LIMIT: '32768' }, /^Invalid setting BODY_LIMIT="32768": must be a whole number from \d+ to/],
    [{ DATABASE_PATH: '/proc/enquiries.db' }, /^Invalid setting DATABASE_PATH="\/proc\/enquiries.db": \/proc is a kernel file system/],
    [{ DATABASE_PATH: '/sys/kernel/x/enquiries.db' }, /^Invalid setting DATABASE_PATH=.*kernel file system/],
    [{ DATABASE_PATH: '/etc/passwd/enquiries.db' }, /^Invalid setting DATABASE_PATH=.*is not a folder/],
    [{ AUDIT_MAX_CANDIDATES: '50' }, /^Invalid setting AUDIT_MAX_CANDIDATES="50": must be a whole number from 100 to 100000$/],
    [{ AUDIT_MEMORY_MB: '16' }, /^Invalid setting AUDIT_MEMORY_MB="16": must be a whole number from 32 to 1024$/],
    [{ AUDIT_LAB_MEMORY_MB: '100' }, /^Invalid setting AUDIT_LAB_MEMORY_MB="100": must be a whole number from 512 to 16384$/],
    [{ AUDIT_LAB_DISK_MB: '100000' }, /^Invalid setting AUDIT_LAB_DISK_MB="100000": must be a whole number from 64 to 8192$/],
    [{ AUDIT_LAB_MAX_UPLOAD_BYTES: '0' }, /^Invalid setting AUDIT_LAB_MAX_UPLOAD_BYTES="0": must be a whole number from 64000 to/],
    [{ AUDIT_LAB_DIR: 'var/lab' }, /^Invalid setting AUDIT_LAB_DIR="var\/lab": must be an absolute path/],
    [
      { AUDIT_MEMORY_MB: '64', AUDIT_MAX_BYTES: '20000000' },
      /^Invalid setting AUDIT_MEMORY_MB=64: must be at least 109 with AUDIT_MAX_BYTES=20000000/,
    ],
  ];
  for (const [env, expected] of cases) {
    try {
      loadConfig(env);
      assert.unreachable(`${JSON.stringify(env)} accepted`);
    } catch (err) {
      assert.instance(err, ConfigError);
      assert.match((err as Error).message, expected);
    }
  }
});

test('address settings take RFC 5322 lists with display names and international domains', () => {
  const c = loadConfig({
    MAIL_TO: 'Sales <sales@agency.example>, "Ops, Melbourne" <ops@agency.example>, owner@bücher.example',
    MAIL_FROM: 'Website <website@agency.example>',
  });
  assert.is(parseAddressList(c.MAIL_TO)?.length, 3);
});

test('HOST must be an address or a name this machine resolves, and the refusal names HOST', async () => {
  await checkHost({ HOST: '127.0.0.1' });
  await checkHost({ HOST: '::1' });
  await checkHost({ HOST: 'localhost' });
  try {
    await checkHost({ HOST: 'no-such-host.invalid' });
    assert.unreachable('accepted');
  } catch (err) {
    assert.instance(err, ConfigError);
    assert.match(
      (err as Error).message,
      /^Invalid setting HOST="no-such-host.invalid": not an IP address or a name this machine can resolve/,
    );
  }
});

test.run();
