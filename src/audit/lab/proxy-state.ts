/**
 * The browser run's proxy's state over the whole run (proxy.ts applies the rules): what it refused,
 * with a few examples, the bytes it carried each way, and every connection it holds open, so that
 * crossing a byte cap cuts them all at once.
 */
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { clip } from '../../lib/clip.js';
import type { LabBlocked as Blocked, LabTraffic as Traffic } from './result.js';

/** The run's byte caps, counted over the whole run. */
export interface ByteCaps {
  /** Bytes received from sites over the whole run (AUDIT_LAB_MAX_BYTES). */
  maxBytes: number;
  /** Bytes the page may send to sites over the whole run, requests included (AUDIT_LAB_MAX_UPLOAD_BYTES). */
  maxUploadBytes: number;
}

/** Examples of refused addresses kept for the report. */
const EXAMPLES = 5;

/** A socket or request the proxy holds open: destroyed when a cap is crossed or the proxy closes. */
type Closable = { destroy(): unknown; once(event: 'close', listener: () => void): unknown };

export class ProxyState<Rules extends ByteCaps = ByteCaps> {
  readonly blocked: Required<Blocked> = { count: 0, examples: [], private: 0 };
  readonly traffic: Traffic = { received: 0, sent: 0, cut: null, refusedAfterCut: 0 };
  /** Every connection and request still open. */
  private readonly open = new Set<{ destroy(): unknown }>();

  constructor(readonly rules: Rules) {}

  /** Keeps `s` among the open connections until it closes. */
  track<T extends Closable>(s: T): T {
    this.open.add(s);
    s.once('close', () => this.open.delete(s));
    return s;
  }

  /** Destroys every open connection. */
  cutAll(): void {
    for (const s of this.open) s.destroy();
  }

  /** Counts a refused request; `privately` when it was refused for its private or reserved address. */
  refuse(what: string, privately = false): void {
    this.blocked.count++;
    if (privately) this.blocked.private++;
    const example = clip(what, 100);
    if (this.blocked.examples.length < EXAMPLES && !this.blocked.examples.includes(example)) this.blocked.examples.push(example);
  }

  /** Counts bytes each way; past either cap, every open connection is cut. */
  count(direction: 'received' | 'sent', n: number): void {
    const { traffic, rules } = this;
    traffic[direction] += n;
    if (traffic.cut) return;
    if (traffic.received > rules.maxBytes) Object.assign(traffic, { cut: 'download', limit: rules.maxBytes });
    else if (traffic.sent > rules.maxUploadBytes) Object.assign(traffic, { cut: 'upload', limit: rules.maxUploadBytes });
    else return;
    this.cutAll();
  }

  /** Joins the browser's socket to the site's, counting both ways. */
  splice(client: Duplex, upstream: Socket): void {
    upstream.on('data', (chunk: Buffer) => this.count('received', chunk.length));
    client.on('data', (chunk: Buffer) => this.count('sent', chunk.length));
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
  }
}
