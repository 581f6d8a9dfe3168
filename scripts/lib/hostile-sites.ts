/**
 * Small local web servers that each behave as a hostile prospect's website would, one per behaviour
 * (issue 33's table and a few more): deep or unclosed markup, comment openers, robots.txt of
 * newlines, a 101 upgrade, endless 1xx answers, a socket that never answers, a body that drips,
 * brotli bombs that inflate to 16 and 64 GiB, megabyte attribute values, deep JSON-LD, and plain HTTP
 * on an https:// address. Shared by tests/e2e/hostile-sites.test.ts (what the site does) and
 * scripts/bench-hostile.ts (how long pages wait meanwhile). Loopback only.
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

async function listen<T extends Server | TcpServer>(server: T): Promise<{ server: T; port: number }> {
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve()));
  return { server, port: (server.address() as { port: number }).port };
}

/** An HTML page at /, with an optional robots.txt; everything else 404. */
const pageSite = (page: string | Buffer, robots?: string): Handler => (req, res) => {
  if (req.url === '/robots.txt' && robots !== undefined) return res.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
  if (req.url !== '/') return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  res.writeHead(200, html(page.toString())).end(page);
};

export interface HostileSites {
  sites: HostileSite[];
  /** A well-built page, for a check queued behind the hostile ones. */
  normal: HostileSite;
  close: () => Promise<void>;
}

export async function startHostileSites(): Promise<HostileSites> {
  const servers: (Server | TcpServer)[] = [];
  const sockets = new Set<Socket>();
  const track = <T extends Server | TcpServer>(s: T) => {
    s.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    });
    servers.push(s);
    return s;
  };
  const http = async (handler: Handler) => `http://127.0.0.1:${(await listen(track(createServer(handler)))).port}/`;
  const tcp = async (onSocket: (socket: Socket) => void) => `http://127.0.0.1:${(await listen(track(createTcpServer(onSocket)))).port}/`;
  const timers = new Set<NodeJS.Timeout>();
  const every = (ms: number, fn: () => void, socket: Socket) => {
    const timer = setInterval(fn, ms);
    timers.add(timer);
    socket.on('close', () => (clearInterval(timer), timers.delete(timer)));
  };
  const parsed: HostileSite['expect'] = { status: 'done' };
  const timedOut: HostileSite['expect'] = { status: 'failed', summary: /did not answer within/ };
  const tooLarge: HostileSite['expect'] = { status: 'failed', summary: /sent more than 2 MB/ };
  const bomb16 = await brotliBomb(16);
  const bomb64 = await brotliBomb(64);
  const bombSite = (bomb: Buffer): Handler => (req, res) => {
    if (req.url !== '/') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br', 'content-length': String(bomb.length) }).end(bomb);
  };
  const plain = await http(pageSite(`${PAGE_HEAD}<h1>Plain HTTP</h1></body></html>`));

  const sites: HostileSite[] = [
    { name: 'nested-divs', sends: '20,000 nested <div> (215 KB)', url: await http(pageSite(PAGE_HEAD + '<div>'.repeat(20_000) + 'deep' + '</div>'.repeat(20_000))), expect: parsed },
    { name: 'open-close-b', sends: "'<b>' x 10,000 then '</b>' x 10,000 (70 KB)", url: await http(pageSite('<b>'.repeat(10_000) + '</b>'.repeat(10_000))), expect: parsed },
    { name: 'unclosed-b-600k', sends: "'<b>' x 200,000, unclosed (600 KB)", url: await http(pageSite('<b>'.repeat(200_000))), expect: parsed },
    { name: 'unclosed-b-2m', sends: "'<b>' x 660,000, unclosed (1.98 MB)", url: await http(pageSite('<b>'.repeat(660_000))), expect: parsed },
    { name: 'b-i-interleaved', sends: "'<b>x<i>x' x 20,000 (160 KB)", url: await http(pageSite('<b>x<i>x'.repeat(20_000))), expect: parsed },
    { name: 'comment-openers', sends: "'<!--' x 100,000 (400 KB)", url: await http(pageSite('<!--'.repeat(100_000))), expect: parsed },
    { name: 'robots-200k-newlines', sends: 'robots.txt of 200,000 newlines', url: await http(pageSite(`${PAGE_HEAD}<h1>Fine page</h1>`, '\n'.repeat(200_000))), expect: parsed },
    { name: 'robots-2m-newlines', sends: 'robots.txt of 2,000,000 newlines', url: await http(pageSite(`${PAGE_HEAD}<h1>Fine page</h1>`, '\n'.repeat(2_000_000))), expect: parsed },
    {
      name: 'upgrade-101',
      sends: 'HTTP/1.1 101 Switching Protocols, then holds the socket',
      url: await tcp((socket) => socket.once('data', () => socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'))),
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
      url: await tcp((socket) => socket.once('data', () => every(10, () => socket.write('HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n'), socket))),
      expect: timedOut,
    },
    { name: 'half-open', sends: 'accepts the connection, never reads or answers', url: await tcp((socket) => socket.pause()), expect: timedOut },
    {
      name: 'slow-drip',
      sends: 'headers, then one byte of body every 100 ms',
      url: await http((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        every(100, () => res.write('<'), res.socket!);
      }),
      expect: timedOut,
    },
    { name: 'brotli-16gib', sends: `brotli ${Math.round(bomb16.length / 1024)} KB inflating to 16 GiB`, url: await http(bombSite(bomb16)), expect: tooLarge },
    { name: 'brotli-64gib', sends: `brotli ${Math.round(bomb64.length / 1024)} KB inflating to 64 GiB`, url: await http(bombSite(bomb64)), expect: tooLarge },
    { name: 'huge-lang', sends: 'a 1.9 MB lang attribute', url: await http(pageSite(`<!doctype html><html lang="${'x'.repeat(1_900_000)}"><title>Big lang</title><h1>Hi</h1>`)), expect: parsed },
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
    { name: 'deep-json-ld', sends: 'JSON-LD nested 30,000 arrays deep', url: await http(pageSite(`${PAGE_HEAD}<script type="application/ld+json">${'['.repeat(30_000)}${']'.repeat(30_000)}</script><h1>Hi</h1>`)), expect: parsed },
    { name: 'https-on-http', sends: 'plain HTTP on the port of an https:// address', url: plain.replace('http://', 'https://'), expect: { status: 'failed', summary: /does not speak HTTPS/ } },
  ];
  const normal: HostileSite = { name: 'normal', sends: 'a well-built page', url: plain, expect: parsed };
  return {
    sites,
    normal,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
}
