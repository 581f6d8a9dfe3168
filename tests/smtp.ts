/** A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps every message it receives. */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  messages: ReceivedMail[];
  close: () => Promise<void>;
}

/** `refuse`: answer every recipient with this permanent refusal (550), as a mail server does for an unknown mailbox. */
export async function startSmtp(port = 0, { refuse }: { refuse?: string } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse) return callback();
      const err = new Error(`${refuse}: <${address.address}>`) as Error & { responseCode: number };
      err.responseCode = 550;
      callback(err);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes a quoted-printable body so tests can search the text. */
export function decodeQuotedPrintable(raw: string): string {
  return Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/** A header's value with RFC 2047 encoded words (=?UTF-8?Q?...?= and ?B?) decoded. */
export function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head);
  const value = (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
