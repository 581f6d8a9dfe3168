/** A real HTTP receiver on 127.0.0.1 (node:http) for webhook tests: keeps every request, answers what the test says. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered; undefined while it holds the request. */
  status?: number;
}

export interface Receiver {
  url: string;
  port: number;
  requests: Received[];
  close: () => Promise<void>;
}

/** A webhook receiver on 127.0.0.1. `answer` picks each status; 'hold' never answers. */
export async function startReceiver(answer: (r: Received) => number | 'hold' = () => 204, port = 0): Promise<Receiver> {
  const requests: Received[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const received: Received = { headers: req.headers, body };
      requests.push(received);
      const status = answer(received);
      if (status === 'hold') return;
      received.status = status;
      res.writeHead(status).end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.address() as { port: number }).port;
  return {
    // A path and a query, as real receivers often carry a token in them.
    url: `http://127.0.0.1:${bound}/hooks/enquiries?token=abc`,
    port: bound,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
