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
import { resolveTarget } from '../read/fetch-page.js';
import { FetchRefused } from '../read/refused.js';
import { type ByteCaps, ProxyState } from './proxy-state.js';
import type { LabBlocked as Blocked, LabTraffic as Traffic } from './result.js';

export interface ProxyRules extends AddressRules, ByteCaps {
  /** Connecting, and an http answer's headers, within this (AUDIT_TIMEOUT_MS). */
  timeoutMs: number;
}

export interface LabProxy {
  port: number;
  blocked(): Blocked;
  traffic(): Traffic;
  close(): void;
}

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

/** The proxy's state, with the rules it applies. */
type State = ProxyState<ProxyRules>;

/**
 * True when refused `url` names a private or reserved address: written as one, or a name resolved
 * to one (a name on a port the rules refuse is refused before it is resolved: not known to be private).
 */
function privateTarget(url: URL, rules: AddressRules): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? !isPublicAddress(host) : portMayBeAllowed(portOf(url), rules);
}

/** The checked address for `url`, or undefined (counted as blocked) when the rules refuse it. */
async function checkedTarget(state: State, url: URL, shown: string) {
  if (CHROMIUM_SERVICES.has(url.hostname)) return undefined;
  if (state.traffic.cut) {
    state.traffic.refusedAfterCut++;
    return void state.refuse(`${shown} (over the ${state.traffic.cut} limit)`);
  }
  try {
    return await resolveTarget(url, state.rules, AbortSignal.timeout(state.rules.timeoutMs));
  } catch (err) {
    return void state.refuse(shown, err instanceof FetchRefused && err.reason === 'refused-address' && privateTarget(url, state.rules));
  }
}

/** True when `socket`, once connected, reached the checked `address` and the rules allow it. */
const reachedChecked = (socket: Socket, address: string, port: number, rules: ProxyRules) => {
  const remote = socket.remoteAddress ?? '';
  return sameAddress(remote, address) && mayConnect(remote, port, rules);
};

/** A TCP connection to the checked address, verified once connected; undefined when it fails or is not what was checked. */
function dial(state: State, address: string, port: number): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    const socket = state.track(connect({ host: address, port }));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(undefined);
    }, state.rules.timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      if (!reachedChecked(socket, address, port, state.rules)) {
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
}

/** `headers` without those of one hop. */
function passedOn(headers: IncomingMessage['headers']): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP.has(name)) kept[name] = value;
  return kept;
}

/** CONNECT host:port: https, wss, and ws through a proxy. */
async function tunnel(state: State, req: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
  state.track(client);
  client.on('error', () => client.destroy());
  const shown = req.url ?? '';
  let url: URL;
  try {
    url = new URL(`https://${shown}/`);
  } catch {
    state.refuse(shown);
    return void client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
  }
  // `https://h:80/` keeps port 80 (ws:// through a tunnel): portOf reads it as written.
  const target = await checkedTarget(state, url, shown);
  const upstream = target && (await dial(state, target.address, portOf(url)));
  if (!upstream) {
    if (target) state.refuse(shown);
    return void client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  }
  client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
  if (head.length) {
    state.count('sent', head.length);
    upstream.write(head);
  }
  state.splice(client, upstream);
}

/** A plain http:// request, by its full address. */
async function forward(state: State, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const raw = req.url ?? '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    state.refuse(raw);
    return void res.writeHead(400).end();
  }
  const shown = url.host;
  if (url.protocol !== 'http:') {
    state.refuse(`${url.protocol}//${shown}`);
    return void res.writeHead(403).end();
  }
  const target = await checkedTarget(state, url, shown);
  if (!target) return void res.writeHead(403).end();
  const port = portOf(url);
  state.count('sent', raw.length + req.rawHeaders.reduce((n, h) => n + h.length + 2, 0));
  const upstream = httpRequest({
    host: target.address,
    port,
    method: req.method,
    path: `${url.pathname}${url.search}`,
    headers: passedOn(req.headers),
    agent: false,
  });
  state.track(req);
  const timer = setTimeout(() => upstream.destroy(), state.rules.timeoutMs);
  upstream.on('socket', (s: Socket) => {
    state.track(s);
    s.once('connect', () => {
      if (!reachedChecked(s, target.address, port, state.rules)) {
        state.refuse(shown);
        upstream.destroy();
      }
    });
  });
  upstream.on('response', (answer: IncomingMessage) => {
    clearTimeout(timer);
    res.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
    answer.on('data', (chunk: Buffer) => state.count('received', chunk.length));
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });
  upstream.on('error', () => {
    clearTimeout(timer);
    if (!res.headersSent) res.writeHead(502).end();
    else res.destroy();
  });
  req.on('data', (chunk: Buffer) => state.count('sent', chunk.length));
  req.pipe(upstream);
}

/** ws:// by its full address (Chromium tunnels WebSockets with CONNECT; this covers other clients). */
async function upgrade(state: State, req: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
  state.track(client);
  client.on('error', () => client.destroy());
  let url: URL;
  try {
    url = new URL((req.url ?? '').replace(/^ws:/, 'http:'));
  } catch {
    state.refuse(req.url ?? '');
    return void client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
  }
  const target = url.protocol === 'http:' ? await checkedTarget(state, url, url.host) : state.refuse(url.host);
  const upstream = target && (await dial(state, target.address, portOf(url)));
  if (!upstream) {
    if (target) state.refuse(url.host);
    return void client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  }
  const lines = [`${req.method} ${url.pathname}${url.search} HTTP/1.1`];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    if (!/^proxy-/i.test(name)) lines.push(`${name}: ${req.rawHeaders[i + 1] ?? ''}`);
  }
  const request = `${lines.join('\r\n')}\r\n\r\n`;
  state.count('sent', request.length + head.length);
  upstream.write(request);
  if (head.length) upstream.write(head);
  state.splice(client, upstream);
}

/** Starts the proxy on a free loopback port. */
export async function startProxy(rules: ProxyRules): Promise<LabProxy> {
  const state = new ProxyState(rules);
  const server = createServer();
  server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => tunnel(state, req, client, head));
  server.on('request', (req: IncomingMessage, res: ServerResponse) => forward(state, req, res));
  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) => upgrade(state, req, client, head));
  server.on('clientError', (_err, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    blocked: () => ({ ...state.blocked, examples: [...state.blocked.examples] }),
    traffic: () => ({ ...state.traffic }),
    close: () => {
      server.close();
      state.cutAll();
    },
  };
}
