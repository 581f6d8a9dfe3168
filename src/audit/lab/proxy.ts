/**
 * The browser run's own proxy: Chromium is started with `--proxy-server` pointing here and
 * `--proxy-bypass-list=<-loopback>`, so every request the page makes (its scripts, images, iframes,
 * fetches, WebSockets, service workers, each redirect hop) arrives here first, loopback included. With
 * an HTTP proxy the browser resolves no names itself: it sends `CONNECT host:port` (https, wss, and ws
 * through a proxy) or the full `http://` address, so this is the one place the rules are applied.
 *
 * The rules are the crawler's (fetch-page.ts's resolveTarget and address-rules.ts): http and https,
 * ports 80 and 443, every address the name resolves to public unicast (never loopback, private,
 * link-local such as the metadata address 169.254.169.254), except AUDIT_ALLOW_ADDRESSES's exact pairs;
 * the name is resolved once and the connection goes to the address that was checked, whose socket is
 * checked again once connected. Connecting (DNS and TCP) must finish within AUDIT_TIMEOUT_MS, and an
 * http answer's headers too; the whole run ends at AUDIT_LAB_MS, when this proxy dies with its process.
 * The bytes are counted both ways over the whole run, the page's requests and uploads as well as what
 * sites send back: past AUDIT_LAB_MAX_BYTES received, or AUDIT_LAB_MAX_UPLOAD_BYTES sent (a page must
 * not make our server push traffic at someone else's site), every connection is cut and every further
 * request refused. Each refusal is counted, with a few examples.
 *
 * It runs in the run's child process (lab-child.ts), not in the server: its work (DNS, sockets, copying
 * every byte the page loads) is then at the child's low CPU priority, and it is killed with the run.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, isIP, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { type AddressRules, isPublicAddress, mayConnect, portMayBeAllowed, portOf, sameAddress } from '../read/address-rules.js';
import { clip } from '../../lib/clip.js';
import { resolveTarget } from '../read/fetch-page.js';
import { FetchRefused } from '../read/refused.js';
import type { LabBlocked as Blocked, LabTraffic as Traffic } from './result.js';

export interface ProxyRules extends AddressRules {
  /** Connecting, and an http answer's headers, within this (AUDIT_TIMEOUT_MS). */
  timeoutMs: number;
  /** Bytes received from sites over the whole run (AUDIT_LAB_MAX_BYTES). */
  maxBytes: number;
  /** Bytes the page may send to sites over the whole run, requests included (AUDIT_LAB_MAX_UPLOAD_BYTES). */
  maxUploadBytes: number;
}

export interface LabProxy {
  port: number;
  blocked(): Blocked;
  traffic(): Traffic;
  close(): void;
}

/** Examples of refused addresses kept for the report. */
const EXAMPLES = 5;

/** Headers that belong to one hop (RFC 9110 7.6.1) or to the proxy, never passed on. */
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Chromium's own services (updates, sign-in, optimisation hints, safe browsing), which it may still
 * call with its background traffic turned off: refused without being counted, as they are not the site's.
 */
const CHROMIUM_SERVICES = new Set([
  'accounts.google.com',
  'clients2.google.com',
  'clients2.googleusercontent.com',
  'update.googleapis.com',
  'optimizationguide-pa.googleapis.com',
  'content-autofill.googleapis.com',
  'safebrowsing.googleapis.com',
  'clientservices.googleapis.com',
  'edgedl.me.gvt1.com',
  'redirector.gvt1.com',
]);

/** Starts the proxy on a free loopback port. */
export async function startProxy(rules: ProxyRules): Promise<LabProxy> {
  const blocked: Required<Blocked> = { count: 0, examples: [], private: 0 };
  const traffic: Traffic = { received: 0, sent: 0, cut: null, refusedAfterCut: 0 };
  const open = new Set<{ destroy(): unknown }>();
  const track = <T extends { destroy(): unknown; once(event: 'close', listener: () => void): unknown }>(s: T): T => {
    open.add(s);
    s.once('close', () => open.delete(s));
    return s;
  };

  /** Counts a refused request; `privately` when it was refused for its private or reserved address. */
  const refuse = (what: string, privately = false) => {
    blocked.count++;
    if (privately) blocked.private++;
    const example = clip(what, 100);
    if (blocked.examples.length < EXAMPLES && !blocked.examples.includes(example)) blocked.examples.push(example);
  };
  /** Counts bytes each way; past either cap, every open connection is cut. */
  const count = (direction: 'received' | 'sent', n: number) => {
    traffic[direction] += n;
    if (traffic.cut) return;
    if (traffic.received > rules.maxBytes) Object.assign(traffic, { cut: 'download', limit: rules.maxBytes });
    else if (traffic.sent > rules.maxUploadBytes) Object.assign(traffic, { cut: 'upload', limit: rules.maxUploadBytes });
    else return;
    for (const s of open) s.destroy();
  };

  /** The checked address for `url`, or undefined (counted as blocked) when the rules refuse it. */
  const checked = async (url: URL, shown: string) => {
    if (CHROMIUM_SERVICES.has(url.hostname)) return undefined;
    if (traffic.cut) {
      traffic.refusedAfterCut++;
      return void refuse(`${shown} (over the ${traffic.cut} limit)`);
    }
    try {
      return await resolveTarget(url, rules, AbortSignal.timeout(rules.timeoutMs));
    } catch (err) {
      return void refuse(shown, err instanceof FetchRefused && err.reason === 'refused-address' && privateTarget(url));
    }
  };

  /** A TCP connection to the checked address, verified once connected; undefined when it fails or is not what was checked. */
  const dial = (address: string, port: number): Promise<Socket | undefined> =>
    new Promise((resolve) => {
      const socket = track(connect({ host: address, port }));
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(undefined);
      }, rules.timeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        const remote = socket.remoteAddress ?? '';
        if (!sameAddress(remote, address) || !mayConnect(remote, port, rules)) {
          socket.destroy();
          return resolve(undefined);
        }
        resolve(socket);
      });
      socket.once('error', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });

  /** Joins the browser's socket to the site's, counting both ways. */
  const splice = (client: Duplex, upstream: Socket) => {
    upstream.on('data', (chunk: Buffer) => count('received', chunk.length));
    client.on('data', (chunk: Buffer) => count('sent', chunk.length));
    upstream.pipe(client);
    client.pipe(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.once('close', end);
    client.once('close', end);
    client.on('error', end);
    upstream.on('error', end);
  };

  /**
   * True when refused `url` names a private or reserved address: written as one, or a name resolved
   * to one (a name on a port the rules refuse is refused before it is resolved: not known to be private).
   */
  const privateTarget = (url: URL) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    return isIP(host) ? !isPublicAddress(host) : portMayBeAllowed(portOf(url), rules);
  };

  const server = createServer();

  // CONNECT host:port: https, wss, and ws through a proxy.
  server.on('connect', async (req: IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    const shown = req.url ?? '';
    let url: URL;
    try {
      url = new URL(`https://${shown}/`);
    } catch {
      refuse(shown);
      return void client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    }
    // `https://h:80/` keeps port 80 (ws:// through a tunnel): portOf reads it as written.
    const target = await checked(url, shown);
    const upstream = target && (await dial(target.address, portOf(url)));
    if (!upstream) {
      if (target) refuse(shown);
      return void client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    }
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) {
      count('sent', head.length);
      upstream.write(head);
    }
    splice(client, upstream);
  });

  // Plain http:// requests, by their full address.
  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    const raw = req.url ?? '';
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      refuse(raw);
      return void res.writeHead(400).end();
    }
    const shown = url.host;
    if (url.protocol !== 'http:') {
      refuse(`${url.protocol}//${shown}`);
      return void res.writeHead(403).end();
    }
    const target = await checked(url, shown);
    if (!target) return void res.writeHead(403).end();
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP.has(name)) headers[name] = value;
    const port = portOf(url);
    count('sent', raw.length + req.rawHeaders.reduce((n, h) => n + h.length + 2, 0));
    const upstream = httpRequest({
      host: target.address,
      port,
      method: req.method,
      path: `${url.pathname}${url.search}`,
      headers,
      agent: false,
    });
    track(req);
    const timer = setTimeout(() => upstream.destroy(), rules.timeoutMs);
    upstream.on('socket', (s: Socket) => {
      track(s);
      s.once('connect', () => {
        const remote = s.remoteAddress ?? '';
        if (!sameAddress(remote, target.address) || !mayConnect(remote, port, rules)) {
          refuse(shown);
          upstream.destroy();
        }
      });
    });
    upstream.on('response', (answer: IncomingMessage) => {
      clearTimeout(timer);
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP.has(name)) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.on('data', (chunk: Buffer) => count('received', chunk.length));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', () => {
      clearTimeout(timer);
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.on('data', (chunk: Buffer) => count('sent', chunk.length));
    req.pipe(upstream);
  });

  // ws:// by its full address (Chromium tunnels WebSockets with CONNECT; this covers other clients).
  server.on('upgrade', async (req: IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    let url: URL;
    try {
      url = new URL((req.url ?? '').replace(/^ws:/, 'http:'));
    } catch {
      refuse(req.url ?? '');
      return void client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    }
    const target = url.protocol === 'http:' ? await checked(url, url.host) : refuse(url.host);
    const upstream = target && (await dial(target.address, portOf(url)));
    if (!upstream) {
      if (target) refuse(url.host);
      return void client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    }
    const lines = [`${req.method} ${url.pathname}${url.search} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i] ?? '';
      if (!/^proxy-/i.test(name)) lines.push(`${name}: ${req.rawHeaders[i + 1] ?? ''}`);
    }
    const request = `${lines.join('\r\n')}\r\n\r\n`;
    count('sent', request.length + head.length);
    upstream.write(request);
    if (head.length) upstream.write(head);
    splice(client, upstream);
  });
  server.on('clientError', (_err, socket) => socket.destroy());

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    blocked: () => ({ ...blocked, examples: [...blocked.examples] }),
    traffic: () => ({ ...traffic }),
    close: () => {
      server.close();
      for (const s of open) s.destroy();
    },
  };
}
