/**
 * Fetching a prospect's page on their behalf, treating everything about it as hostile: the address
 * they typed, what its name resolves to, where it redirects, how long it takes, how much it sends
 * and in what form.
 *
 * - Only http and https, only ports 80 and 443.
 * - The host is resolved once; every address it resolves to must be public unicast (isPublicAddress).
 *   Numeric forms such as 2130706433 or 0x7f.1 are turned into dotted addresses by the URL parser
 *   first, so they meet the same rule.
 * - The connection goes to the address that was checked (node:http's `lookup` hook answers with
 *   it), so a second DNS answer cannot steer it (DNS rebinding); once connected, the socket's own
 *   remote address is checked again. TLS still verifies the host name. No connection is reused.
 * - Redirects are followed by hand, at most MAX_REDIRECTS, each one checked the same way (robots.txt's
 *   to any host, as RFC 9309 §2.3.1.2 says: gather.ts gives it no `stayOn`).
 * - One deadline (timeoutMs) for everything: DNS, connect, TLS, headers, body and decompression.
 *   When it passes, the fetch fails at once and its socket and decompressor are destroyed, whatever
 *   the peer is doing (an upgrade, endless 1xx answers, a half-open socket).
 * - A byte limit counted while the answer streams, on the bytes as sent and again after
 *   decompression: inflating stops at the limit, so a small compressed bomb costs no more than an
 *   honest page.
 *
 * The address and port rules live in address-rules.ts, shared with the browser's proxy (lab/proxy.ts):
 * `allowAddresses` (AUDIT_ALLOW_ADDRESSES, for tests) lets exact `IP:port` pairs through;
 * `allowPrivate` (AUDIT_ALLOW_PRIVATE, older tests) lifts the address and port rules, nothing else.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { type AddressRules, isPublicAddress, mayConnect, portMayBeAllowed, portOf, sameAddress } from './address-rules.js';
import { clip } from '../../lib/clip.js';
import { describe, FetchRefused, refused } from './refused.js';
import { decodeBody } from './decode.js';
import { headerFactsOf, type HeaderFacts } from './header-facts.js';

export const MAX_REDIRECTS = 5;

export { isPublicAddress } from './address-rules.js';

export interface FetchRules extends AddressRules {
  timeoutMs: number;
  maxBytes: number;
  userAgent: string;
}

export interface Fetched {
  /** The address finally answered, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** Its X-Robots-Tag lines and Link references, line by line (`headers` joins repeated lines). */
  headerFacts?: HeaderFacts;
  body: string;
  /** Bytes as sent over the wire (compressed) and after decompression. */
  wireBytes: number;
  bytes: number;
  /** Milliseconds from sending the request to the answer's headers (the last hop). */
  ttfbMs: number;
  /** Each redirect taken: from, status, to. */
  redirects: { from: string; status: number; to: string }[];
  /** The address off the site a redirect led to, not followed (`stayOn` said no): `status` is the redirect's own. */
  offsite?: string;
  /** The body was cut at maxBytes (`truncate`), not read to its end. */
  truncated?: boolean;
  /** The body's bytes as sent (after decompression), when asked for (`keepBytes`): robots.txt's, which its fix hands back line for line. */
  raw?: Buffer;
}

/** The host name as typed, and its DNS name for lookups (brackets off an IPv6 literal). */
const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
/** The host name for a sentence: a redirect can name a host of any length. */
const hostWords = (url: URL) => clip(bareHost(url), 100);

const timedOut = (host: string, rules: Pick<FetchRules, 'timeoutMs'>) => refused.timeout(host, rules.timeoutMs);

/** `work`, or the timeout as soon as `deadline` passes (the work itself is left to finish unheard). */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal, timeout: () => Error): Promise<T> {
  if (deadline.aborted) return Promise.reject(timeout());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timeout());
    deadline.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', onAbort));
  });
}

/**
 * Checks a URL against the rules and resolves its host once, within the deadline; returns the
 * address to connect to. Throws FetchRefused with a plain sentence otherwise.
 */
export async function resolveTarget(
  url: URL,
  rules: Pick<FetchRules, 'allowPrivate' | 'allowAddresses' | 'timeoutMs'>,
  deadline: AbortSignal = AbortSignal.timeout(rules.timeoutMs),
): Promise<{ address: string; family: 4 | 6 }> {
  const host = bareHost(url);
  const shown = hostWords(url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused.scheme(url.protocol.replace(':', ''));
  if (url.username || url.password) throw refused.credentials();
  const port = portOf(url);
  if (!portMayBeAllowed(port, rules)) throw refused.port(shown);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await beforeDeadline(dnsLookup(host, { all: true, verbatim: true }), deadline, () => timedOut(shown, rules));
    } catch (err) {
      if (err instanceof FetchRefused) throw err;
      throw refused.noName(shown);
    }
  }
  const chosen = addresses[0];
  if (!chosen) throw refused.noAddress(shown);
  if (!addresses.every((a) => mayConnect(a.address, port, rules)))
    throw addresses.every((a) => isPublicAddress(a.address)) ? refused.port(shown) : refused.privateAddress(shown);
  return { address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/** A decompressing reader for the answer's Content-Encoding (the answer itself when none). */
function decoded(res: IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(createGunzip());
  if (encoding === 'br') return res.pipe(createBrotliDecompress());
  if (encoding === 'deflate') return res.pipe(createInflate());
  return res;
}

/**
 * node:http and node:https, loaded with the first check: an ESM import of node:http also loads its
 * lazy extras (undici, for WebSocket), about 90 ms that the server's boot would otherwise pay.
 */
const clients = () => Promise.all([import('node:http'), import('node:https')]);

type Answer = Omit<Fetched, 'redirects' | 'url'>;

/** How to ask: GET (the default) or HEAD, and whether the body is worth reading once the headers are in. */
export interface FetchOptions {
  method?: 'GET' | 'HEAD';
  /** False: the answer ends at its headers (body ''), its connection closed: an image or a PDF is never downloaded. */
  wantBody?: (status: number, headers: IncomingHttpHeaders, url: string) => boolean;
  /** Redirects are followed only to addresses this accepts; any other ends the fetch with the redirect itself (`offsite`). */
  stayOn?: (url: string) => boolean;
  /** Keep the first maxBytes of a longer body (robots.txt: RFC 9309 reads at least 500 KiB) instead of refusing it. */
  truncate?: boolean;
  /** Keep the body's bytes too (`Fetched.raw`). */
  keepBytes?: boolean;
  /** Ask for the first byte alone (`Range: bytes=0-0`): a link's host asked whether it answers, where HEAD is refused. */
  firstByte?: boolean;
}
/** Ends a request once: with the answer, or with a FetchRefused (and everything it opened destroyed). */
type Settle = (outcome: FetchRefused | Answer) => void;

/**
 * Reads an answer's body up to maxBytes, counted as sent and again after decompression, and
 * settles with it; `track` learns the decompressor, so a failure can destroy it mid-stream.
 */
function readAnswer(
  response: IncomingMessage,
  url: URL,
  started: number,
  rules: FetchRules,
  options: FetchOptions,
  settle: Settle,
  track: (body: Readable) => void,
): void {
  const host = hostWords(url);
  const ttfbMs = Math.round(performance.now() - started);
  const status = response.statusCode ?? 0;
  const headerFacts = headerFactsOf(response);
  if (options.wantBody && !options.wantBody(status, response.headers, url.href)) {
    settle({ status, headers: response.headers, headerFacts, body: '', wireBytes: 0, bytes: 0, ttfbMs });
    return void response.destroy();
  }
  let wireBytes = 0;
  let bytes = 0;
  let done = false;
  const chunks: Buffer[] = [];
  const answer = (truncated: boolean) => {
    const raw = Buffer.concat(chunks);
    return {
      status,
      headers: response.headers,
      headerFacts,
      body: decodeBody(raw, String(response.headers['content-type'] ?? '')),
      wireBytes,
      bytes,
      ttfbMs,
      truncated,
      ...(options.keepBytes ? { raw } : {}),
    };
  };
  const tooLarge = () => {
    if (!options.truncate) return settle(refused.tooLarge(host, rules.maxBytes));
    settle(answer(true));
    response.destroy();
  };
  response.on('data', (chunk: Buffer) => {
    wireBytes += chunk.length;
    if (wireBytes > rules.maxBytes) tooLarge();
  });
  response.on('error', () => settle(refused.cutShort(host)));
  // A HEAD answer, a 204 and a 304 have no body, whatever their Content-Encoding says (RFC 9110 §9.3.2): nothing to decompress.
  const body = options.method === 'HEAD' || status === 204 || status === 304 ? response : decoded(response);
  track(body);
  body.on('data', (chunk: Buffer) => {
    if (done) return;
    if (bytes + chunk.length > rules.maxBytes) {
      done = true;
      // The part within the limit is kept for a truncated read.
      chunks.push(chunk.subarray(0, rules.maxBytes - bytes));
      bytes = rules.maxBytes;
      return tooLarge();
    }
    bytes += chunk.length;
    chunks.push(chunk);
  });
  if (body !== response) body.on('error', (err) => settle(refused.undecompressable(host, err.message)));
  body.on('end', () => settle(answer(false)));
}

/**
 * One request to a checked address; the body read up to maxBytes. Settles exactly once: with the
 * answer, or with FetchRefused as soon as anything goes wrong or the deadline passes, destroying
 * the request, the socket and the decompressor so nothing keeps running after it.
 */
async function requestOnce(
  url: URL,
  target: { address: string; family: 4 | 6 },
  rules: FetchRules,
  deadline: AbortSignal,
  options: FetchOptions,
): Promise<Answer> {
  const [http, https] = await clients();
  const host = hostWords(url);
  if (deadline.aborted) throw timedOut(host, rules);
  return new Promise((resolve, reject) => {
    // Answers every lookup with the address already checked: no second DNS query.
    const pinned: LookupFunction = (_name, options, callback) => {
      if ((options as { all?: boolean }).all)
        (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
      else callback(null, target.address, target.family);
    };
    let settled = false;
    const opened: { destroy(): void }[] = [];
    const settle: Settle = (outcome) => {
      if (settled) return;
      settled = true;
      deadline.removeEventListener('abort', onDeadline);
      if (!(outcome instanceof FetchRefused)) return resolve(outcome);
      for (const stream of opened) stream.destroy();
      reject(outcome);
    };
    const onDeadline = () => settle(timedOut(host, rules));
    deadline.addEventListener('abort', onDeadline, { once: true });

    const started = performance.now();
    const send = url.protocol === 'https:' ? https.request : http.request;
    const req: ClientRequest = send(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        lookup: pinned,
        headers: {
          'user-agent': rules.userAgent,
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en-AU,en;q=0.9',
          ...(options.firstByte && { range: 'bytes=0-0' }),
        },
        servername: isIP(bareHost(url)) ? undefined : bareHost(url),
      },
      (response) => {
        opened.push(response);
        readAnswer(response, url, started, rules, options, settle, (body) => opened.push(body));
      },
    );
    opened.push(req);
    req.on('socket', (s: Socket) => {
      opened.push(s);
      s.once('connect', () => {
        const remote = s.remoteAddress ?? '';
        if (!sameAddress(remote, target.address) || !mayConnect(remote, portOf(url), rules)) {
          settle(refused.elsewhere(host));
        }
      });
    });
    // 101 Switching Protocols: the peer wants another protocol on this socket, not to send a page.
    req.on('upgrade', (_res: IncomingMessage, s: Socket) => {
      s.destroy();
      settle(refused.upgrade(host));
    });
    req.on('error', (err: Error & { code?: string }) => settle(err instanceof FetchRefused ? err : describe(err, host)));
    req.end();
  });
}

/**
 * GETs `raw` by the rules above, following redirects. Resolves with the final answer whatever its
 * status (a 404 page is still a finding); rejects with FetchRefused when there is no answer to judge.
 * `deadline` lets several fetches of one check share one time limit.
 */
export async function fetchPage(
  raw: string,
  rules: FetchRules,
  deadline: AbortSignal = AbortSignal.timeout(rules.timeoutMs),
  options: FetchOptions = {},
): Promise<Fetched> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused.notAnAddress();
  }
  const redirects: Fetched['redirects'] = [];
  const seen = new Set<string>();
  for (;;) {
    seen.add(url.href);
    const target = await resolveTarget(url, rules, deadline);
    const answer = await requestOnce(url, target, rules, deadline, options);
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && location) {
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        return { ...answer, url: url.href, redirects };
      }
      redirects.push({ from: url.href, status: answer.status, to: next.href });
      if (options.stayOn && !options.stayOn(next.href)) return { ...answer, body: '', url: url.href, redirects, offsite: next.href };
      if (seen.has(next.href)) throw refused.loop(hostWords(url), [...redirects.map((r) => r.from), next.href]);
      if (redirects.length > MAX_REDIRECTS) throw refused.tooManyRedirects(hostWords(url), MAX_REDIRECTS);
      url = next;
      continue;
    }
    return { ...answer, url: url.href, redirects };
  }
}
