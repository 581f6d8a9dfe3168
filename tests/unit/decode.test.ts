/**
 * Pages decoded as browsers decode them (src/audit/read/decode.ts): a real ISO-8859-1 page from the
 * corpus (tests/fixtures/real-sites/serious-sandwich-chichester, its bytes as its editor saved them and
 * no charset in its HTTP header), and the order the WHATWG algorithm gives: a BOM, then the header's
 * charset, then a <meta charset>, then UTF-8.
 */
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeBody } from '../../src/audit/read/decode.js';
import { readPage } from '../../src/audit/read/page-facts.js';

const canapes = readFileSync(new URL('../fixtures/real-sites/serious-sandwich-chichester/www/our_canape_choice.htm', import.meta.url));

test('a real ISO-8859-1 page reads "Crème Fraiche", in its text as in its facts', async () => {
  assert.ok(canapes.includes(0xe8) && !canapes.toString('utf8').includes('Crème'), 'the bytes are Latin-1, not UTF-8');
  const html = decodeBody(canapes, 'text/html');
  assert.match(html, 'Smoked Salmon with Crème Fraiche');
  assert.not.match(html, '\uFFFD');
  const facts = await readPage(html, undefined, true);
  assert.match(facts.text ?? '', 'Crème Fraiche');
});

test('a BOM wins over the header, the header over a <meta charset>, and UTF-8 is the last word', () => {
  const meta = (charset: string, text: Buffer) => Buffer.concat([Buffer.from(`<meta charset="${charset}"><p>`), text]);
  const latin = Buffer.from('Café', 'latin1');
  assert.match(decodeBody(meta('windows-1252', latin), 'text/html'), 'Café');
  assert.match(decodeBody(meta('utf-8', latin), 'text/html; charset=iso-8859-1'), 'Café', 'the header before the meta');
  assert.match(
    decodeBody(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), meta('windows-1252', Buffer.from('Café'))]),
      'text/html; charset=iso-8859-1',
    ),
    'Café',
    'a BOM before both',
  );
  assert.match(decodeBody(Buffer.from('Café ✓'), 'text/html'), 'Café ✓', 'UTF-8 when nothing says otherwise');
  assert.match(decodeBody(Buffer.from('User-agent: *'), 'text/plain'), 'User-agent: *');
});

test.run();
