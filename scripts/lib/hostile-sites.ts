/**
 * Small local web servers that each behave as a hostile prospect's website would, one per behaviour.
 * Shared by the tests (tests/e2e/hostile-sites.test.ts, tests/lab/hostile-traps.test.ts: what the
 * site does) and scripts/bench-hostile.ts (how long pages wait meanwhile). Loopback only.
 *
 * `sites` (issue 33's table and a few more), each breaking one page fetch: deep or unclosed markup,
 * comment openers, robots.txt of newlines, a 101 upgrade, endless 1xx answers, a socket that never
 * answers, a body that drips, brotli bombs that inflate to 16 and 64 GiB, megabyte attribute values,
 * deep JSON-LD, and plain HTTP on an https:// address.
 *
 * `traps` (issue 47's table), each a whole small site aimed at the crawl rather than one fetch:
 * - robots-wildcards: 2,000 `Disallow: /*a*a…*b` rules, 500 links of 1,000-2,000 characters, and a
 *   sitemap index of 3,000 long addresses whose child sitemaps list 1,000 more each;
 * - robots-plain: 2,000 plain rules and `Disallow: /`, sitemaps of 15,000 addresses;
 * - robots-drip, sitemap-drip: robots.txt (or the sitemap) one byte a second;
 * - robots-huge: a 700 KB robots.txt whose one rule (`Disallow: /private/`) is in its first 500 KiB;
 * - sitemap-spaces: a 2 MB sitemap whose addresses each follow 3,900 spaces;
 * - offsite-redirect: a page that redirects to another host, and an image and a file on that host;
 * - external-silent: a page linking to 60 pages on 12 other hosts that accept connections and never answer.
 * `linkFarms`: 20 sites whose every page answers in 300-800 ms and links to 220 pages never seen
 * before, so a crawl never runs out of pages.
 * The traps that a test must see fetched or not fetched keep a log of the requests they received.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { constants, createBrotliCompress, type BrotliCompress } from 'node:zlib';

export interface HostileSite {
  name: string;
  /** What the site sends, in words. */
  sends: string;
  /** The address to put in the form. */
  url: string;
  /** How the check must end, and words its summary must contain. */
  expect: { status: 'done' | 'failed'; summary?: RegExp };
  /** Every path this site was asked for, in order (only traps whose tests check what was fetched keep one). */
  requests?: string[];
  /** A second host standing in for someone else's site: its address and every request it received. */
  thirdParty?: { url: string; requests: string[] };
}

const html = (body: string) => ({ 'content-type': 'text/html; charset=utf-8', 'content-length': String(Buffer.byteLength(body)) });
const PAGE_HEAD = '<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Hostile test site</title></head><body>';

/** What a brotli encoder gives for `input`, then a flush (or, without input, the end of the stream). */
function encoded(encoder: BrotliCompress, input?: Buffer): Promise<Buffer> {
  return new Promise((resolve) => {
    const out: Buffer[] = [];
    const take = (chunk: Buffer) => out.push(chunk);
    encoder.on('data', take);
    const done = () => {
      encoder.off('data', take);
      resolve(Buffer.concat(out));
    };
    if (!input) return encoder.once('end', done).end();
    encoder.write(input);
    encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => setImmediate(done));
  });
}

/**
 * A brotli stream that inflates to `gib` GiB of zeros in a few KB. 16 MiB of zeros, compressed and
 * flushed to a byte boundary, gives the same 14 bytes every time after the first, so the stream is
 * that block repeated: made in a second, not by compressing 16 GiB.
 */
export async function brotliBomb(gib: number): Promise<Buffer> {
  const encoder = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 24 } });
  const zeros = Buffer.alloc(16 * 1024 * 1024);
  const first = await encoded(encoder, zeros);
  const next = await encoded(encoder, zeros);
  const end = await encoded(encoder);
  return Buffer.concat([first, ...Array<Buffer>(gib * 64 - 1).fill(next), end]);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen<T extends Server | TcpServer>(server: T, host: string): Promise<{ server: T; port: number }> {
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, host, () => resolve()));
  return { server, port: (server.address() as { port: number }).port };
}

/** An HTML page at /, with an optional robots.txt; everything else 404. */
const pageSite =
  (page: string | Buffer, robots?: string): Handler =>
  (req, res) => {
    if (req.url === '/robots.txt' && robots !== undefined) return res.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
    if (req.url !== '/') return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    res.writeHead(200, html(page.toString())).end(page);
  };

/** Loopback servers with the sockets and timers they open, every one of them ended by `close`. */
function serverPool() {
  const servers: (Server | TcpServer)[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const track = <T extends Server | TcpServer>(s: T) => {
    s.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    });
    servers.push(s);
    return s;
  };
  return {
    /** An HTTP server; its address with a trailing slash. Any 127.x.y.z is loopback on Linux: another one is another host. */
    http: async (handler: Handler, host = '127.0.0.1') => `http://${host}:${(await listen(track(createServer(handler)), host)).port}/`,
    tcp: async (onSocket: (socket: Socket) => void, host = '127.0.0.1') =>
      `http://${host}:${(await listen(track(createTcpServer(onSocket)), host)).port}/`,
    /** `fn` every `ms` until `socket` closes. */
    every: (ms: number, fn: () => void, socket: Socket) => {
      const timer = setInterval(fn, ms);
      timers.add(timer);
      socket.on('close', () => (clearInterval(timer), timers.delete(timer)));
    },
    /** `fn` once after `ms`, unless the servers close first. */
    later: (ms: number, fn: () => void) => {
      const timer = setTimeout(() => (timers.delete(timer), fn()), ms);
      timers.add(timer);
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
}
type Pool = ReturnType<typeof serverPool>;

export interface HostileTraps {
  /** Issue 47's traps, one site each; every check of them must end with a score. */
  traps: HostileSite[];
  /** 20 slow link farms, for 20 checks queued at once. */
  linkFarms: HostileSite[];
  close: () => Promise<void>;
}

export interface HostileSites extends HostileTraps {
  sites: HostileSite[];
  /** A well-built page, for a check queued behind the hostile ones. */
  normal: HostileSite;
}

/** Issue 47's traps and the link farms alone (no brotli bombs to make), for the tests of the crawl. */
export async function startHostileTraps(): Promise<HostileTraps> {
  const pool = serverPool();
  return { ...(await startTraps(pool)), close: pool.close };
}

/** Every hostile site: issue 33's single pages, issue 47's traps and the link farms. */
export async function startHostileSites(): Promise<HostileSites> {
  const pool = serverPool();
  const { http, tcp, every } = pool;
  const parsed: HostileSite['expect'] = { status: 'done' };
  const timedOut: HostileSite['expect'] = { status: 'failed', summary: /did not answer within/ };
  const tooLarge: HostileSite['expect'] = { status: 'failed', summary: /sent more than 2 MB/ };
  const bomb16 = await brotliBomb(16);
  const bomb64 = await brotliBomb(64);
  const bombSite =
    (bomb: Buffer): Handler =>
    (req, res) => {
      if (req.url !== '/') return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br', 'content-length': String(bomb.length) }).end(bomb);
    };
  const plain = await http(pageSite(`${PAGE_HEAD}<h1>Plain HTTP</h1></body></html>`));

  const sites: HostileSite[] = [
    {
      name: 'nested-divs',
      sends: '20,000 nested <div> (215 KB)',
      url: await http(pageSite(PAGE_HEAD + '<div>'.repeat(20_000) + 'deep' + '</div>'.repeat(20_000))),
      expect: parsed,
    },
    {
      name: 'open-close-b',
      sends: "'<b>' x 10,000 then '</b>' x 10,000 (70 KB)",
      url: await http(pageSite('<b>'.repeat(10_000) + '</b>'.repeat(10_000))),
      expect: parsed,
    },
    {
      name: 'unclosed-b-600k',
      sends: "'<b>' x 200,000, unclosed (600 KB)",
      url: await http(pageSite('<b>'.repeat(200_000))),
      expect: parsed,
    },
    {
      name: 'unclosed-b-2m',
      sends: "'<b>' x 660,000, unclosed (1.98 MB)",
      url: await http(pageSite('<b>'.repeat(660_000))),
      expect: parsed,
    },
    {
      name: 'b-i-interleaved',
      sends: "'<b>x<i>x' x 20,000 (160 KB)",
      url: await http(pageSite('<b>x<i>x'.repeat(20_000))),
      expect: parsed,
    },
    { name: 'comment-openers', sends: "'<!--' x 100,000 (400 KB)", url: await http(pageSite('<!--'.repeat(100_000))), expect: parsed },
    {
      name: 'robots-200k-newlines',
      sends: 'robots.txt of 200,000 newlines',
      url: await http(pageSite(`${PAGE_HEAD}<h1>Fine page</h1>`, '\n'.repeat(200_000))),
      expect: parsed,
    },
    {
      name: 'robots-2m-newlines',
      sends: 'robots.txt of 2,000,000 newlines',
      url: await http(pageSite(`${PAGE_HEAD}<h1>Fine page</h1>`, '\n'.repeat(2_000_000))),
      expect: parsed,
    },
    {
      name: 'upgrade-101',
      sends: 'HTTP/1.1 101 Switching Protocols, then holds the socket',
      url: await tcp((socket) =>
        socket.once('data', () => socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n')),
      ),
      expect: { status: 'failed', summary: /switching to another protocol \(HTTP 101\)/ },
    },
    {
      name: 'upgrade-101-bare',
      sends: 'HTTP/1.1 101 Switching Protocols without Upgrade headers, then holds the socket',
      url: await tcp((socket) => socket.once('data', () => socket.write('HTTP/1.1 101 Switching Protocols\r\n\r\n'))),
      expect: { status: 'failed' },
    },
    {
      name: 'endless-1xx',
      sends: '103 Early Hints every 10 ms, never a final answer',
      url: await tcp((socket) =>
        socket.once('data', () => every(10, () => socket.write('HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n'), socket)),
      ),
      expect: timedOut,
    },
    {
      name: 'half-open',
      sends: 'accepts the connection, never reads or answers',
      url: await tcp((socket) => socket.pause()),
      expect: timedOut,
    },
    {
      name: 'slow-drip',
      sends: 'headers, then one byte of body every 100 ms',
      url: await http((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        every(100, () => res.write('<'), res.socket!);
      }),
      expect: timedOut,
    },
    {
      name: 'brotli-16gib',
      sends: `brotli ${Math.round(bomb16.length / 1024)} KB inflating to 16 GiB`,
      url: await http(bombSite(bomb16)),
      expect: tooLarge,
    },
    {
      name: 'brotli-64gib',
      sends: `brotli ${Math.round(bomb64.length / 1024)} KB inflating to 64 GiB`,
      url: await http(bombSite(bomb64)),
      expect: tooLarge,
    },
    {
      name: 'huge-lang',
      sends: 'a 1.9 MB lang attribute',
      url: await http(pageSite(`<!doctype html><html lang="${'x'.repeat(1_900_000)}"><title>Big lang</title><h1>Hi</h1>`)),
      expect: parsed,
    },
    {
      name: 'huge-json-ld',
      sends: 'JSON-LD with a 60 KB @type, a 1.9 MB block, and bidirectional controls in the title',
      url: await http(
        pageSite(
          `${PAGE_HEAD.replace('Hostile test site', 'Safe \u202etxt.exe\u202c title')}<script type="application/ld+json">{"@type":"${'T'.repeat(60_000)}"}</script>` +
            `<script type="application/ld+json">{"@type":"${'U'.repeat(1_900_000)}"}</script><h1>Hi</h1>`,
        ),
      ),
      expect: parsed,
    },
    {
      name: 'deep-json-ld',
      sends: 'JSON-LD nested 30,000 arrays deep',
      url: await http(
        pageSite(`${PAGE_HEAD}<script type="application/ld+json">${'['.repeat(30_000)}${']'.repeat(30_000)}</script><h1>Hi</h1>`),
      ),
      expect: parsed,
    },
    {
      name: 'https-on-http',
      sends: 'plain HTTP on the port of an https:// address',
      url: plain.replace('http://', 'https://'),
      expect: { status: 'failed', summary: /does not speak HTTPS/ },
    },
  ];
  const normal: HostileSite = { name: 'normal', sends: 'a well-built page', url: plain, expect: parsed };
  return { sites, normal, ...(await startTraps(pool)), close: pool.close };
}

// Issue 47's traps: small sites whose robots.txt, sitemaps, links and redirects are aimed at the crawl.

const TEXT = 'text/plain; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
/** Every trap must end with a score: robots.txt and the sitemap are optional, and the rest is ordinary HTML. */
const withScore: HostileSite['expect'] = { status: 'done' };

/** `body` whole, with its length. */
const send = (res: ServerResponse, body: string, type = 'text/html; charset=utf-8', status = 200) =>
  void res.writeHead(status, { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) }).end(body);
const answer =
  (body: string, type?: string): Handler =>
  (_req, res) =>
    send(res, body, type);
/** The trap's own origin as the request names it, for the absolute addresses robots.txt and sitemaps must use. */
const origin = (req: IncomingMessage) => `http://${req.headers.host}`;

/** A page linking to each of `hrefs`, with `extra` markup after the links. */
const linksPage = (hrefs: string[], extra = '') =>
  `${PAGE_HEAD}<h1>Hostile test site</h1><ul>${hrefs.map((h) => `<li><a href="${h}">A page</a></li>`).join('')}</ul>${extra}</body></html>`;
const ordinary: Handler = answer(`${PAGE_HEAD}<h1>An ordinary page</h1><p>Nothing unusual here.</p></body></html>`);
const FEW_LINKS = linksPage(['/about', '/services', '/contact']);

const urlset = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.map((l) => `<url><loc>${l}</loc></url>\n`).join('')}</urlset>\n`;
const sitemapIndex = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;
const count = (n: number, address: (i: number) => string) => Array.from({ length: n }, (_, i) => address(i));

const notFound: Handler = (_req, res) => send(res, 'not found', TEXT, 404);

/**
 * Answers by path (the query ignored) from `routes`, else with `fallback` (robots.txt and the
 * sitemap 404 unless `routes` has them); `log` keeps every path asked for.
 */
const router =
  (routes: Record<string, Handler>, fallback: Handler = ordinary, log?: string[]): Handler =>
  (req, res) => {
    log?.push(req.url ?? '');
    const path = (req.url ?? '/').split('?')[0]!;
    (routes[path] ?? (path === '/robots.txt' || path === '/sitemap.xml' ? notFound : fallback))(req, res);
  };

/** Headers at once, then `body` one byte a second, then newlines for ever: a valid file, however much of it is read. */
const drip =
  (pool: Pool, body: string, type: string): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': type });
    let at = 0;
    pool.every(1000, () => res.write(body[at++] ?? '\n'), res.socket!);
  };

/** A path of `length` a's and a tag that keeps it unique: never a 'b' in it. */
const aPath = (length: number, tag: string | number) => `/${'a'.repeat(length)}${tag}`;

/**
 * 2,000 `Disallow: /*a*a…*b` rules (468 KB) that never match a path of a's, so every rule runs to
 * the end of every path before failing, while `Disallow: /a` blocks them all: the crawler has to put
 * each of 500 long links and 3,000 long sitemap addresses through every rule.
 */
function robotsWildcards(pool: Pool): Promise<string> {
  const rules = `Disallow: /${'*a'.repeat(110)}*b\n`.repeat(2000);
  const home = linksPage(count(500, (i) => aPath(1000 + ((i * 37) % 1000), i)));
  // The index's 3,000 children each list 1,000 pages (1.5 MB, under AUDIT_MAX_BYTES), however many are read.
  const child: Handler = (req, res) => {
    const tag = /(\d+)\.xml$/.exec(req.url ?? '')?.[1] ?? '0';
    send(res, urlset(count(1000, (j) => origin(req) + aPath(1000 + ((j * 37) % 900), `${tag}x${j}`))), XML);
  };
  return pool.http(
    router(
      {
        '/': answer(home),
        '/robots.txt': (req, res) => send(res, `User-agent: *\nDisallow: /a\nSitemap: ${origin(req)}/sitemap.xml\n${rules}`, TEXT),
        '/sitemap.xml': (req, res) =>
          send(res, sitemapIndex(count(3000, (i) => `${origin(req)}/sitemaps${aPath(300 + (i % 300), i)}.xml`)), XML),
      },
      (req, res) => (req.url?.startsWith('/sitemaps/') ? child(req, res) : ordinary(req, res)),
    ),
  );
}

/** `Disallow: /` and 2,000 plain rules for `*`; a sitemap index of three sitemaps of 5,000 addresses each (what the check reads at most). */
function robotsPlain(pool: Pool): Promise<string> {
  const rules = count(2000, (i) => `Disallow: /private-${i}/\n`).join('');
  const child: Handler = (req, res) => {
    const tag = /sitemap-(\d+)\.xml$/.exec(req.url ?? '')?.[1];
    if (tag === undefined) return ordinary(req, res);
    send(res, urlset(count(5000, (j) => `${origin(req)}/page-${tag}-${j}`)), XML);
  };
  return pool.http(
    router(
      {
        '/': answer(linksPage(count(50, (i) => `/page-home-${i}`))),
        '/robots.txt': (req, res) => send(res, `User-agent: *\nDisallow: /\n${rules}Sitemap: ${origin(req)}/sitemap.xml\n`, TEXT),
        '/sitemap.xml': (req, res) => send(res, sitemapIndex(count(3, (i) => `${origin(req)}/sitemap-${i}.xml`)), XML),
      },
      child,
    ),
  );
}

/** robots.txt one byte a second; the pages themselves answer at once. */
const robotsDrip = (pool: Pool) =>
  pool.http(router({ '/': answer(FEW_LINKS), '/robots.txt': drip(pool, 'User-agent: *\nAllow: /\n', TEXT) }));

/** The sitemap robots.txt names, one byte a second; robots.txt and the pages answer at once. */
const sitemapDrip = (pool: Pool) =>
  pool.http(
    router({
      '/': answer(FEW_LINKS),
      '/robots.txt': (req, res) => send(res, `User-agent: *\nAllow: /\nSitemap: ${origin(req)}/sitemap.xml\n`, TEXT),
      '/sitemap.xml': drip(pool, urlset(['/about', '/services']), XML),
    }),
  );

/**
 * A 700 KB robots.txt: 100 KB of comments, `Disallow: /private/`, then 600 KB more. RFC 9309 (2.5)
 * says a crawler must read at least the first 500 KiB, so the rule applies; the page links to
 * /private/x and /public/y, and `log` shows which were asked for.
 */
function robotsHuge(pool: Pool, log: string[]): Promise<string> {
  const line = '# An ordinary comment line, as some site builders write them by the thousand.\n';
  const comments = (bytes: number) => line.repeat(Math.ceil(bytes / line.length));
  const robots = `User-agent: *\n${comments(100_000)}Disallow: /private/\n${comments(600_000)}`;
  return pool.http(router({ '/': answer(linksPage(['/private/x', '/public/y'])), '/robots.txt': answer(robots, TEXT) }, ordinary, log));
}

/** A 2 MB sitemap (just under AUDIT_MAX_BYTES, so it is read whole) whose every address follows 3,900 spaces. */
function sitemapSpaces(pool: Pool): Promise<string> {
  const sitemap = (req: IncomingMessage) => {
    const entry = (i: number) => `<url><loc>${' '.repeat(3900)}${origin(req)}/page-${i}</loc></url>\n`;
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${count(Math.floor(1_990_000 / entry(0).length), entry).join('')}</urlset>\n`;
  };
  return pool.http(router({ '/': answer(FEW_LINKS), '/sitemap.xml': (req, res) => send(res, sitemap(req), XML) }));
}

/**
 * Every answer after 300-800 ms; every page links to 220 pages never served before (robots.txt
 * and the sitemap are slow 404s), so a crawl of it only ends at its page cap or its deadline.
 */
function linkFarm(pool: Pool): Promise<string> {
  let served = 0;
  return pool.http((req, res) => {
    const n = served++;
    pool.later(300 + ((n * 137) % 500), () => {
      if (res.destroyed) return;
      if (req.url === '/robots.txt' || req.url === '/sitemap.xml') return notFound(req, res);
      send(res, linksPage(count(220, (i) => `/p/${n}/${i}/local-services-across-melbourne-and-surrounds`)));
    });
  });
}

/**
 * /go redirects (302) to a second host (127.0.0.2: the crawler tells hosts apart by name, so a
 * second port on 127.0.0.1 would count as the same site), which the start page also shows an image
 * from and links a PDF on. The second host records every request: a check must send it none.
 */
async function offsiteRedirect(pool: Pool): Promise<HostileSite> {
  const thirdParty = { url: '', requests: [] as string[] };
  thirdParty.url = await pool.http((req, res) => {
    thirdParty.requests.push(`${req.method} ${req.url}`);
    ordinary(req, res);
  }, '127.0.0.2');
  const requests: string[] = [];
  const page = linksPage(
    ['/go', '/about', `${thirdParty.url}brochure.pdf`],
    `<img src="${thirdParty.url}pixel.png" alt="A pixel on someone else's site">`,
  );
  const redirect: Handler = (_req, res) => void res.writeHead(302, { location: `${thirdParty.url}landing` }).end();
  const url = await pool.http(router({ '/': answer(page), '/go': redirect }, ordinary, requests));
  return {
    name: 'offsite-redirect',
    sends: 'a page that redirects to another host, and an image and a PDF on that host',
    url,
    expect: withScore,
    requests,
    thirdParty,
  };
}

/** A page linking to 60 pages on 12 other hosts (127.0.0.20 to 31), each of which accepts the connection and never answers. */
async function externalSilent(pool: Pool): Promise<HostileSite> {
  const hosts = await Promise.all(Array.from({ length: 12 }, (_, i) => pool.tcp((socket) => socket.pause(), `127.0.0.${20 + i}`)));
  const page = linksPage(['/about', ...hosts.flatMap((host) => Array.from({ length: 5 }, (_, i) => `${host}page-${i}`))]);
  return {
    name: 'external-silent',
    sends: 'a page linking to 60 pages on 12 other hosts that never answer',
    url: await pool.http(router({ '/': answer(page) })),
    expect: withScore,
  };
}

async function startTraps(pool: Pool): Promise<Omit<HostileTraps, 'close'>> {
  const robotsHugeLog: string[] = [];
  const traps: HostileSite[] = [
    {
      name: 'robots-wildcards',
      sends: 'robots.txt of 2,000 wildcard rules (468 KB), 500 long links, a sitemap index of 3,000 long addresses',
      url: await robotsWildcards(pool),
      expect: withScore,
    },
    {
      name: 'robots-plain',
      sends: 'robots.txt of 2,000 plain rules and Disallow: /, sitemaps of 15,000 addresses',
      url: await robotsPlain(pool),
      expect: withScore,
    },
    { name: 'robots-drip', sends: 'robots.txt one byte a second', url: await robotsDrip(pool), expect: withScore },
    { name: 'sitemap-drip', sends: 'the sitemap one byte a second', url: await sitemapDrip(pool), expect: withScore },
    {
      name: 'robots-huge',
      sends: 'robots.txt of 700 KB, Disallow: /private/ at 100 KB',
      url: await robotsHuge(pool, robotsHugeLog),
      expect: withScore,
      requests: robotsHugeLog,
    },
    {
      name: 'sitemap-spaces',
      sends: 'a 2 MB sitemap of addresses after 3,900 spaces each',
      url: await sitemapSpaces(pool),
      expect: withScore,
    },
    await offsiteRedirect(pool),
    await externalSilent(pool),
  ];
  const linkFarms: HostileSite[] = [];
  for (let i = 1; i <= 20; i++)
    linkFarms.push({
      name: `link-farm-${i}`,
      sends: 'every page in 300-800 ms, linking to 220 new pages',
      url: await linkFarm(pool),
      expect: withScore,
    });
  return { traps, linkFarms };
}
