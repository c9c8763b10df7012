import type { AddressInfo, Server } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server took it: its envelope's recipients and the raw text. */
export interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives (and hands it to `save`). */
export function smtpServer(received: Received[], save?: (message: Received) => void): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const message = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw };
        received.push(message);
        save?.(message);
        callback();
      });
    },
  });
}

export function listen(server: SMTPServer | Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const net =
      server instanceof SMTPServer ? (server as unknown as { server: Server }).server : server;
    net.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((net.address() as AddressInfo).port));
  });
}

export function closeSmtp(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A sink on an ephemeral port: SMTP_URL for a test server, and what reached it. */
export interface SmtpSink {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

export async function startSmtpSink(save?: (message: Received) => void): Promise<SmtpSink> {
  const received: Received[] = [];
  const server = smtpServer(received, save);
  const port = await listen(server);
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => closeSmtp(server) };
}

/** Quoted-printable soft breaks and escapes undone, so the body can be searched. */
export function decode(raw: string): string {
  const soft = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded HTML part of a raw message (the text part may hold visitor text as it is). */
export function htmlPart(raw: string): string {
  const start = raw.search(/^Content-Type: text\/html/im);
  if (start < 0) return '';
  const rest = raw.slice(start);
  const body = rest.slice(rest.search(/\r?\n\r?\n/));
  const end = body.search(/\r?\n--/);
  return decode(end < 0 ? body : body.slice(0, end));
}
