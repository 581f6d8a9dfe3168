/**
 * Field beacons at a steady rate, from a process of its own so the bench process stays idle while
 * wrk measures: `npm run bench` forks it and sends "on" and "off" to switch the stream between its
 * measuring slices; on "stop" it reports how many it sent and exits. Bench only.
 */
import { Agent, request } from 'node:http';

const [url = '', rate = '300'] = process.argv.slice(2);
const perTick = Number(rate) / 100;
const agent = new Agent({ keepAlive: true, maxSockets: 8 });
const body = JSON.stringify({ p: '/strategy/seo', n: 'navigate', d: 'phone', v: 1, m: { LCP: 1800, CLS: 0.02, FCP: 900, TTFB: 120 } });
// A person's browser: the endpoint drops what looks like a bot.
const headers = { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' };
let sent = 0;
let accepted = 0;
let tick: NodeJS.Timeout | undefined;

function send(): void {
  for (let i = 0; i < perTick; i++) {
    const req = request(`${url}/api/beacon`, { method: 'POST', agent, headers }, (res) => {
      if (res.statusCode === 204) accepted++;
      res.resume();
    });
    req.on('error', () => undefined);
    req.end(body);
    sent++;
  }
}

process.on('message', (message: string) => {
  if (message === 'on') tick ??= setInterval(send, 10);
  if (message === 'off' || message === 'stop') {
    clearInterval(tick);
    tick = undefined;
  }
  if (message === 'stop') {
    // Answers still on their way count once they arrive.
    setTimeout(() => {
      process.send!({ sent, accepted });
      agent.destroy();
      process.exit(0);
    }, 500);
  }
});
process.send!('ready');
