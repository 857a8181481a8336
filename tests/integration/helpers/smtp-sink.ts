// A real SMTP server on loopback (smtp-server) that keeps every message it accepts.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  raw: string;
  headers: Map<string, string[]>;
  rcptTo: string[];
  mailFrom: string;
}

/** Unfolds and splits the header block of a raw message (enough for tests; not a full MIME parser). */
export function parseHeaders(raw: string): Map<string, string[]> {
  const block = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const map = new Map<string, string[]>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    map.set(name, [...(map.get(name) ?? []), line.slice(i + 1).trim()]);
  }
  return map;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
  failNext: number;
}

/** failNext: how many of the next messages to refuse with a temporary 451 error. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const sink = { messages: [] as ReceivedMail[], failNext: 0 } as SmtpSink;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    closeTimeout: 200, // on close, cut clients that keep a pooled connection open, rather than wait 30 s
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (sink.failNext > 0) {
          sink.failNext -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        sink.messages.push({
          raw,
          headers: parseHeaders(raw),
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  sink.port = (server.server.address() as AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  sink.close = () => new Promise((resolve) => server.close(() => resolve()));
  return sink;
}

/** Waits until check() is true, polling; fails with the message after timeoutMs. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  message: string,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out: ${message}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
