import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readSimpleRequest } from '../../src/page-lane.js';

const MAX = 16_384;
const read = (text: string, start = 0, max = MAX) => readSimpleRequest(Buffer.from(text, 'latin1'), start, max);

test('page lane reader: a browser-shaped GET gives its target, encodings and ETag, and where the next request starts', () => {
  const head =
    'GET /strategy/seo?utm_source=newsletter HTTP/1.1\r\nHost: www.example.com.au\r\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64)\r\n' +
    'Accept-Encoding:  gzip, deflate, br \r\nIf-None-Match: "abc-br"\r\nConnection: Keep-Alive\r\nAccept-Language: en-AU,en;q=0.9\r\n\r\n';
  const request = read(head + 'GET / HTTP/1.1\r\nHost: a\r\n\r\n');
  assert.equal(request, { method: 'GET', target: '/strategy/seo?utm_source=newsletter', acceptEncoding: 'gzip, deflate, br', ifNoneMatch: '"abc-br"', end: head.length });
  assert.equal(read(head + 'HEAD / HTTP/1.1\r\nhOsT: a\r\n\r\n', head.length), { method: 'HEAD', target: '/', acceptEncoding: undefined, ifNoneMatch: undefined, end: head.length + 28 });
});

test('page lane reader: anything not a plain body-less HTTP/1.1 GET or HEAD is left to node:http', () => {
  const ok = 'GET / HTTP/1.1\r\nHost: a\r\n\r\n';
  assert.ok(read(ok), 'the plain request itself is read');
  const refused: Record<string, string> = {
    'another method': 'POST / HTTP/1.1\r\nHost: a\r\n\r\n',
    'a method in lower case': 'get / HTTP/1.1\r\nHost: a\r\n\r\n',
    'HTTP/1.0': 'GET / HTTP/1.0\r\nHost: a\r\n\r\n',
    'absolute form': 'GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n',
    'a space in the target': 'GET /a b HTTP/1.1\r\nHost: a\r\n\r\n',
    'a control character in the target': 'GET /a\x01 HTTP/1.1\r\nHost: a\r\n\r\n',
    'non-ASCII in the target': 'GET /caf\xe9 HTTP/1.1\r\nHost: a\r\n\r\n',
    'no Host': 'GET / HTTP/1.1\r\n\r\n',
    'two Hosts': 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n',
    'Content-Length': 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n',
    'Transfer-Encoding': 'GET / HTTP/1.1\r\nHost: a\r\ntransfer-encoding: chunked\r\n\r\n',
    'Upgrade': 'GET / HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\n\r\n',
    'Expect': 'GET / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\n\r\n',
    'Connection: close': 'GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
    'Connection: keep-alive, Upgrade': 'GET / HTTP/1.1\r\nHost: a\r\nConnection: keep-alive, Upgrade\r\n\r\n',
    'two Accept-Encodings': 'GET / HTTP/1.1\r\nHost: a\r\nAccept-Encoding: br\r\nAccept-Encoding: gzip\r\n\r\n',
    'two If-None-Matches': 'GET / HTTP/1.1\r\nHost: a\r\nIf-None-Match: "x"\r\nIf-None-Match: "y"\r\n\r\n',
    'a folded header': 'GET / HTTP/1.1\r\nHost: a\r\nX-A: b\r\n c\r\n\r\n',
    'a space before the colon': 'GET / HTTP/1.1\r\nHost : a\r\n\r\n',
    'a header without a colon': 'GET / HTTP/1.1\r\nHost: a\r\nNoColon\r\n\r\n',
    'an empty header name': 'GET / HTTP/1.1\r\nHost: a\r\n: b\r\n\r\n',
    'a bare LF inside the head': 'GET / HTTP/1.1\r\nHost: a\nContent-Length: 5\r\n\r\n',
    'a bare CR inside a value': 'GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n',
    'a NUL in a value': 'GET / HTTP/1.1\r\nHost: a\r\nX-A: b\x00c\r\n\r\n',
    'DEL in a value': 'GET / HTTP/1.1\r\nHost: a\r\nX-A: b\x7f\r\n\r\n',
    'a leading empty line': '\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n',
    'a head not yet complete': 'GET / HTTP/1.1\r\nHost: a\r\n',
  };
  for (const [what, text] of Object.entries(refused)) assert.is(read(text), undefined, what);
  const padded = `GET / HTTP/1.1\r\nHost: a\r\nX-Pad: ${'p'.repeat(200)}\r\n\r\n`;
  assert.is(read(padded, 0, padded.length - 1), undefined, 'a head one byte longer than MAX_HEADER_BYTES');
  assert.is(read(padded, 0, padded.length)?.end, padded.length, 'a head of exactly MAX_HEADER_BYTES is read');
  assert.is(read('GET / HTTP/1.1\r\nHost: a\r\n\rX'), undefined, 'a blank line ended by CR alone');
});

test.run();
