import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export const SMTP_USER = { username: 'site', password: 'mail-secret' };

/** A real SMTP server on a loopback port that keeps what it receives; `refuse` turns away the first connections. */
export async function startSmtpServer(refuse = 0) {
  const received: ReceivedMail[] = [];
  let refused = 0;
  const waiters: (() => void)[] = [];
  const options: SMTPServerOptions = {
    // Our test server has no certificate worth trusting; a real one offers STARTTLS and nodemailer takes it.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onConnect(_session, callback) {
      if (refused < refuse) {
        refused += 1;
        return callback(new Error('Service not available, try later'));
      }
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER.username && auth.password === SMTP_USER.password) {
        return callback(null, { user: auth.username });
      }
      callback(new Error('Invalid credentials'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        waiters.splice(0).forEach((wake) => wake());
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    refusedConnections: () => refused,
    /** Resolves once `count` mails have arrived. */
    async waitFor(count: number) {
      while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A quoted-printable body as text: soft line breaks undone, `=E2=80=A8` back to its character. */
const fromQuotedPrintable = (body: string) =>
  decodeURIComponent(
    body
      .replace(/=\r\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, '%$1'),
  );

/** The headers and body of a raw mail, with folded headers and the body's transfer encoding undone. */
export function readMail(raw: string) {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1];
  const body = rest.join('\r\n\r\n');
  const encoding = header('Content-Transfer-Encoding')?.toLowerCase();
  if (encoding === 'base64') return { header, body: Buffer.from(body, 'base64').toString('utf8') };
  return { header, body: encoding === 'quoted-printable' ? fromQuotedPrintable(body) : body };
}

/** The lines of a body as a mail reader may show them: it may break a line at any of these. */
export const shownLines = (body: string) => body.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/);
