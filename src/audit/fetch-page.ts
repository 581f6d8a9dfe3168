/**
 * Fetching a prospect's page on their behalf, treating everything about it as hostile: the address
 * they typed, what its name resolves to, where it redirects, how long it takes and how much it sends.
 *
 * - Only http and https, only ports 80 and 443.
 * - The host is resolved once; every address it resolves to must be public unicast (ipaddr.js's
 *   ranges: no loopback, private, link-local incl. 169.254.169.254, unique-local, multicast,
 *   reserved, unspecified; IPv4-mapped IPv6 judged as the IPv4 inside). Numeric forms such as
 *   2130706433 or 0x7f.1 are turned into dotted addresses by the URL parser first, so they meet
 *   the same rule.
 * - The connection goes to the address that was checked (node:http's `lookup` hook answers with
 *   it), so a second DNS answer cannot steer it (DNS rebinding). TLS still verifies the host name.
 * - Redirects are followed by hand, at most MAX_REDIRECTS, each one checked the same way.
 * - One deadline for everything (timeoutMs) and a byte limit on the body, compressed or not.
 *
 * `allowPrivate` (AUDIT_ALLOW_PRIVATE, for tests) lifts the address and port rules, nothing else.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import ipaddr from 'ipaddr.js';

export const MAX_REDIRECTS = 5;

export interface FetchRules {
  timeoutMs: number;
  maxBytes: number;
  allowPrivate: boolean;
  userAgent: string;
}

/** Why a fetch ended without a page, in a sentence the prospect can read. */
export class FetchRefused extends Error {
  constructor(
    readonly reason: 'refused-address' | 'dns' | 'connect' | 'tls' | 'timeout' | 'redirects' | 'too-large' | 'bad-url',
    message: string,
  ) {
    super(message);
  }
}

export interface Fetched {
  /** The address finally answered, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Bytes as sent over the wire (compressed) and after decompression. */
  wireBytes: number;
  bytes: number;
  /** Milliseconds from sending the request to the answer's headers (the last hop). */
  ttfbMs: number;
  /** Each redirect taken: from, status, to. */
  redirects: { from: string; status: number; to: string }[];
}

/** True for an address the audit may connect to: public unicast only. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so mapped addresses meet the IPv4 rules.
  return ipaddr.process(address).range() === 'unicast';
}

/** "10 seconds", "1.5 seconds", "1 second". */
const seconds = (ms: number) => `${+(ms / 1000).toFixed(1)} ${ms === 1000 ? 'second' : 'seconds'}`;
/** "2 MB", "64 KB". */
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);

/** The host name as typed, and its DNS name for lookups (brackets off an IPv6 literal). */
const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Checks a URL against the rules and resolves its host once; returns the address to connect to.
 * Throws FetchRefused with a plain sentence otherwise.
 */
export async function resolveTarget(url: URL, rules: Pick<FetchRules, 'allowPrivate'>): Promise<{ address: string; family: 4 | 6 }> {
  const host = bareHost(url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('bad-url', `${url.protocol.replace(':', '')} addresses cannot be checked: only http and https.`);
  if (url.username || url.password) throw new FetchRefused('bad-url', 'Web addresses with a user name or password cannot be checked.');
  if (!rules.allowPrivate && url.port && url.port !== '80' && url.port !== '443') {
    throw new FetchRefused('refused-address', `${host} was not checked: we only check websites on the standard ports (80 and 443).`);
  }
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await dnsLookup(host, { all: true, verbatim: true });
    } catch {
      throw new FetchRefused('dns', `We could not find ${host}: the name does not exist in DNS, or its DNS did not answer.`);
    }
  }
  if (!addresses.length) throw new FetchRefused('dns', `We could not find ${host}: its DNS gave no address.`);
  if (!rules.allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) {
    throw new FetchRefused('refused-address', `${host} was not checked: it points to a private or reserved network address, not a public website.`);
  }
  const chosen = addresses[0]!;
  return { address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/** A decompressing reader for the answer's Content-Encoding (identity when none). */
function decoded(res: IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(createGunzip());
  if (encoding === 'br') return res.pipe(createBrotliDecompress());
  if (encoding === 'deflate') return res.pipe(createInflate());
  return res;
}

const TLS_CODES = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|HOSTNAME_MISMATCH/;

/**
 * node:http and node:https, loaded with the first check: an ESM import of node:http also loads its
 * lazy extras (undici, for WebSocket), about 90 ms that the server's boot would otherwise pay.
 */
const clients = () => Promise.all([import('node:http'), import('node:https')]);

/** One request to a checked address; the body read up to maxBytes. */
async function requestOnce(url: URL, target: { address: string; family: 4 | 6 }, rules: FetchRules, signal: AbortSignal): Promise<Omit<Fetched, 'redirects' | 'url'>> {
  const [http, https] = await clients();
  return new Promise((resolve, reject) => {
    const host = bareHost(url);
    // Answers every lookup with the address already checked: no second DNS query.
    const pinned: LookupFunction = (_name, options, callback) => {
      if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
      else callback(null, target.address, target.family);
    };
    const started = performance.now();
    const send = url.protocol === 'https:' ? https.request : http.request;
    const req = send(
      url,
      {
        method: 'GET',
        lookup: pinned,
        signal,
        headers: { 'user-agent': rules.userAgent, accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en-AU,en;q=0.9' },
        servername: isIP(host) ? undefined : host,
      },
      (res) => {
        const ttfbMs = Math.round(performance.now() - started);
        let wireBytes = 0;
        res.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
        const chunks: Buffer[] = [];
        let bytes = 0;
        const body = decoded(res);
        const tooLarge = () => new FetchRefused('too-large', `${host} sent more than ${size(rules.maxBytes)}, more than any web page should be, so we stopped reading.`);
        body.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > rules.maxBytes || wireBytes > rules.maxBytes) {
            req.destroy(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        body.on('error', (err) => reject(err instanceof FetchRefused ? err : new FetchRefused('connect', `${host} sent an answer we could not read (${err.message}).`)));
        res.on('error', (err) => reject(err));
        body.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), wireBytes, bytes, ttfbMs }));
      },
    );
    req.on('error', (err: Error & { code?: string }) => {
      if (err instanceof FetchRefused) return reject(err);
      if (signal.aborted) return reject(new FetchRefused('timeout', `We could not check ${host}: it did not answer within ${seconds(rules.timeoutMs)}.`));
      if (TLS_CODES.test(err.code ?? '') || TLS_CODES.test(err.message)) return reject(new FetchRefused('tls', `${host} has a security certificate problem (${err.code ?? err.message}), so browsers warn visitors away.`));
      if (err.code === 'ECONNREFUSED') return reject(new FetchRefused('connect', `We could not reach ${host}: it refused the connection.`));
      reject(new FetchRefused('connect', `We could not reach ${host} (${err.code ?? err.message}).`));
    });
    req.end();
  });
}

/**
 * GETs `raw` by the rules above, following redirects. Resolves with the final answer whatever its
 * status (a 404 page is still a finding); rejects with FetchRefused when there is no answer to judge.
 * `deadline` lets several fetches of one check share one time limit.
 */
export async function fetchPage(raw: string, rules: FetchRules, deadline: AbortSignal = AbortSignal.timeout(rules.timeoutMs)): Promise<Fetched> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused('bad-url', 'That does not look like a web address we can check.');
  }
  const redirects: Fetched['redirects'] = [];
  const seen = new Set<string>();
  for (;;) {
    seen.add(url.href);
    const target = await resolveTarget(url, rules);
    if (deadline.aborted) throw new FetchRefused('timeout', `We could not check ${bareHost(url)}: it did not answer within ${seconds(rules.timeoutMs)}.`);
    const answer = await requestOnce(url, target, rules, deadline);
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && location) {
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        return { ...answer, url: url.href, redirects };
      }
      redirects.push({ from: url.href, status: answer.status, to: next.href });
      if (seen.has(next.href)) throw new FetchRefused('redirects', `${bareHost(url)} redirects in a loop (${redirects.map((r) => r.from).join(' → ')} → ${next.href}), so visitors and search engines never reach a page.`);
      if (redirects.length > MAX_REDIRECTS) throw new FetchRefused('redirects', `${bareHost(url)} redirects more than ${MAX_REDIRECTS} times in a row, so search engines may give up before reaching the page.`);
      url = next;
      continue;
    }
    return { ...answer, url: url.href, redirects };
  }
}
