/**
 * Field beacons at a steady rate, from a process of its own so the bench process stays idle while
 * wrk measures: `npm run bench` forks it and sends "warm" first (a burst, answered with "warm" once
 * every beacon in it is accepted), then "on" and "off" to switch the steady stream between its
 * measuring slices; on "stop" it reports how many it sent and how many were accepted, and exits.
 * Like wrk, it spends as little CPU as it can on the shared machine: each beacon is one write of a
 * request made once, on a few kept-alive connections, and answers are counted, not parsed.
 * The beacons stand for visitors' browsers, whose CPU is not the server's. Bench only.
 */
import { connect, type Socket } from 'node:net';

const [url = '', rate = '300'] = process.argv.slice(2);
const CONNECTIONS = 4;
const TICK_MS = 10;
/** Beacons sent at once by "warm", so the server's beacon path is compiled and hot, as it is in a server that has run for a while. */
const WARM_BEACONS = 5000;
const perTick = (Number(rate) * TICK_MS) / 1000;
const target = new URL('/api/beacon', url);
const body = JSON.stringify({ p: '/strategy/seo', n: 'navigate', d: 'phone', v: 1, m: { LCP: 1800, CLS: 0.02, FCP: 900, TTFB: 120 } });
// A person's browser: the endpoint drops what looks like a bot.
const request = Buffer.from(
  `POST ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: text/plain;charset=UTF-8\r\n` +
    `User-Agent: Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
);
const ACCEPTED = Buffer.from('HTTP/1.1 204 ');

let sent = 0;
let accepted = 0;
let due = 0;
let tick: NodeJS.Timeout | undefined;

/** Counts 204 status lines in the answers, including one split across two reads. */
function counter(socket: Socket): void {
  let tail: Buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    const data = tail.length ? Buffer.concat([tail, chunk]) : chunk;
    for (let at = data.indexOf(ACCEPTED); at !== -1; at = data.indexOf(ACCEPTED, at + 1)) accepted++;
    tail = data.subarray(Math.max(0, data.length - ACCEPTED.length + 1));
  });
}

const sockets = Array.from({ length: CONNECTIONS }, () => {
  const socket = connect(Number(target.port), target.hostname);
  socket.setNoDelay(true);
  socket.on('error', () => undefined);
  counter(socket);
  return socket;
});

function send(): void {
  due += perTick;
  for (; due >= 1; due--) sockets[sent++ % CONNECTIONS]!.write(request);
}

/** The burst for "warm", a hundred beacons per turn of the event loop; resolves once all are accepted. */
async function warm(): Promise<void> {
  for (let i = 0; i < WARM_BEACONS; i++) {
    sockets[sent++ % CONNECTIONS]!.write(request);
    if (i % 100 === 99) await new Promise((r) => setImmediate(r));
  }
  while (accepted < sent) await new Promise((r) => setTimeout(r, 20));
  // What "stop" reports is the steady stream alone.
  sent = accepted = 0;
}

process.on('message', (message: string) => {
  if (message === 'warm') void warm().then(() => process.send!('warm'));
  if (message === 'on') tick ??= setInterval(send, TICK_MS);
  if (message === 'off' || message === 'stop') {
    clearInterval(tick);
    tick = undefined;
  }
  if (message === 'stop') {
    // Answers still on their way count once they arrive.
    setTimeout(() => {
      process.send!({ sent, accepted });
      for (const socket of sockets) socket.destroy();
      process.exit(0);
    }, 500);
  }
});
process.send!('ready');
