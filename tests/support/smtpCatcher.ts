import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as a reader sees it: envelope, headers and the body with its transfer encoding undone. */
export interface CaughtMail {
  to: string[];
  subject: string;
  body: string;
  header(name: string): string | undefined;
}

/** A quoted-printable body as text: soft line breaks undone, `=D0=9F` back to its character. */
const fromQuotedPrintable = (body: string) =>
  decodeURIComponent(
    body
      .replace(/=\r\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, '%$1'),
  );

/** A `=?UTF-8?B?…?=` or `=?UTF-8?Q?…?=` header (RFC 2047) as text. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );

function readMail(to: string[], raw: string): CaughtMail {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => {
    const value = new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1];
    return value === undefined ? undefined : decodeHeader(value);
  };
  const encoded = rest.join('\r\n\r\n');
  const encoding = header('Content-Transfer-Encoding')?.toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(encoded, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? fromQuotedPrintable(encoded)
        : encoded;
  return { to, subject: header('Subject') ?? '', body: body.replace(/\r\n/g, '\n'), header };
}

/**
 * A real SMTP server on a loopback port that keeps every mail it receives, for tests of the mail
 * the server sends (no authentication, no TLS: nodemailer sends in plain text to it).
 */
export async function startSmtpCatcher(port = 0) {
  const received: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        received.push(readMail(to, Buffer.concat(chunks).toString('utf8')));
        callback();
        waiters.splice(0).forEach((wake) => wake());
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    /** Resolves with the first mail to this address, now or when it arrives. */
    async mailTo(address: string): Promise<CaughtMail> {
      for (;;) {
        const mail = received.find((candidate) => candidate.to.includes(address));
        if (mail) return mail;
        await new Promise<void>((wake) => waiters.push(wake));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/** The link of a mail: its first http(s) address. */
export const linkIn = (mail: CaughtMail) => /https?:\/\/\S+/.exec(mail.body)?.[0];
