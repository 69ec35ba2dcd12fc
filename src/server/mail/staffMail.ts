import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config';
import type { PublicAddress } from '../http/publicAddress';
import { oneLine, quoted } from './mailText';

/** A stored application staff should hear about. */
export interface NewApplication {
  kind: 'contact' | 'investor';
  id: number;
  /** The number the applicant was given (`TP-2026-000123`). */
  reference: string;
  name: string;
  email: string;
  phone_number: string;
  /** The visitor's message (contact) or short note (investor). */
  text: string;
  /** Investor applications: the titles of the attached documents (the files stay on the server). */
  documents?: string[];
}

const KINDS = {
  contact: { title: 'New contact request', resource: 'contacts' },
  investor: { title: 'New investor application', resource: 'investors' },
} as const;

/** The mail about one application: who sent it, what, and the link to it in the back office. */
export function staffMessage(application: NewApplication, siteUrl: string) {
  const { title, resource } = KINDS[application.kind];
  const link = `${siteUrl}/admin/${resource}/${application.id}`;
  const phone = oneLine(application.phone_number);
  const documents = application.documents ?? [];
  const lines = [
    `${title} ${application.reference} (#${application.id}) arrived on the website.`,
    '',
    `Name: ${oneLine(application.name)}`,
    `E-mail: ${oneLine(application.email)}`,
    ...(phone ? [`Phone: ${phone}`] : []),
    ...(application.text ? ['', 'Message:', ...quoted(application.text)] : []),
    ...(documents.length ? ['', 'Documents:', ...documents.map((doc) => `- ${oneLine(doc)}`)] : []),
    '',
    `Open it in the back office: ${link}`,
  ];
  return {
    subject: oneLine(`${title} ${application.reference} (#${application.id}) from ${application.name}`),
    text: lines.join('\n'),
    replyTo: application.email || undefined,
    link,
  };
}

/** An applicant's message from their status page, which staff should read. */
export interface ApplicantMessage {
  kind: 'contact' | 'investor';
  id: number;
  reference: string;
  email: string;
  text: string;
  documents: string[];
}

/** The mail telling staff an applicant wrote back: its subject holds nothing the applicant typed. */
export function applicantWroteMessage(message: ApplicantMessage, siteUrl: string) {
  const { resource } = KINDS[message.kind];
  const link = `${siteUrl}/admin/${resource}/${message.id}`;
  const lines = [
    `The applicant of ${message.reference} (#${message.id}) wrote on their status page.`,
    '',
    'Message:',
    ...quoted(message.text),
    ...(message.documents.length
      ? ['', 'Documents added:', ...message.documents.map((doc) => `- ${oneLine(doc)}`)]
      : []),
    '',
    `Open it in the back office: ${link}`,
  ];
  return {
    subject: `The applicant of ${message.reference} (#${message.id}) wrote back`,
    text: lines.join('\n'),
    replyTo: message.email || undefined,
  };
}

interface OutgoingMail {
  to: string | string[];
  subject: string;
  text: string;
  replyTo?: string;
}

/** What the log says of a mail: delivered, failed, and what stays true when it is given up. */
interface LogWords {
  sent: string;
  failed: string;
  kept: string;
}

/** A pause that `close` can end early (the loop then sees `closed` and stops). */
const wait = (ms: number, pauses: Map<NodeJS.Timeout, () => void>) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      pauses.delete(timer);
      resolve();
    }, ms);
    pauses.set(timer, resolve);
  });

/**
 * Mail to staff: tells them that an application arrived (`announce`, to NOTIFY_EMAIL), and sends
 * one of them a link to set a new password (`sendToAccount`). Both return at once: the mail goes out
 * in the background, so the visitor's answer never waits for (or fails with) the mail server. An
 * unreachable server is retried after each of `retryDelaysMs`, then given up with a log line; the
 * application itself is already stored.
 */
export class StaffMail {
  /**
   * Since the start: mails delivered, mails given up after every retry, and failed attempts that
   * were retried (read by the metrics, src/server/metrics.ts).
   */
  readonly counts = { sent: 0, failed: 0, retried: 0 };
  private readonly transport?: Transporter;
  private readonly pauses = new Map<NodeJS.Timeout, () => void>();
  private readonly sending = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly config: MailConfig = { notifyEmails: [], from: '', retryDelaysMs: [] },
    private readonly siteUrl: PublicAddress,
    private readonly log: FastifyBaseLogger,
  ) {
    if (!config.smtpUrl) {
      log.info('SMTP_URL is not set: staff get no e-mail about new applications, nor links to reset a password');
    } else {
      if (config.notifyEmails.length === 0)
        log.info('NOTIFY_EMAIL is empty: staff get no e-mail about new applications');
      // A plain smtp:// address upgrades with STARTTLS whenever the server offers it (nodemailer's default).
      this.transport = nodemailer.createTransport(config.smtpUrl, {
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      });
    }
  }

  /** Whether mail can be sent at all (SMTP_URL is set). */
  get enabled(): boolean {
    return this.transport !== undefined;
  }

  announce(application: NewApplication): void {
    if (this.config.notifyEmails.length === 0) return;
    const message = staffMessage(application, this.siteUrl());
    this.queue(
      { to: this.config.notifyEmails, subject: message.subject, text: message.text, replyTo: message.replyTo },
      { application: `${application.kind} ${application.id}` },
      { sent: 'staff notified by e-mail', failed: 'could not e-mail staff', kept: 'the application is stored' },
    );
  }

  /** Tells staff an applicant wrote back on their status page (to NOTIFY_EMAIL). */
  announceApplicantMessage(message: ApplicantMessage): void {
    if (this.config.notifyEmails.length === 0) return;
    const mail = applicantWroteMessage(message, this.siteUrl());
    this.queue(
      { to: this.config.notifyEmails, ...mail },
      { application: `${message.kind} ${message.id}` },
      { sent: 'staff told of an applicant’s message', failed: 'could not e-mail staff', kept: 'the message is stored' },
    );
  }

  /**
   * A plain-text mail to an applicant's own address (their receipt, a reply, a new status), with
   * the same queue and retries; `about` names the application in the log, never the address.
   */
  sendToApplicant(mail: { to: string; subject: string; text: string }, about: Record<string, unknown>): void {
    this.queue(mail, about, {
      sent: 'applicant mailed',
      failed: 'could not e-mail an applicant',
      kept: 'the application is stored',
    });
  }

  /**
   * A plain-text mail to one staff member's own address (a link to set a new password), sent in
   * the background with the same retries; `about` names it in the log without its secret.
   */
  sendToAccount(mail: { to: string; subject: string; text: string }, about: Record<string, unknown>): void {
    this.queue(mail, about, {
      sent: 'mail sent to an account',
      failed: 'could not e-mail an account',
      kept: 'nothing was changed',
    });
  }

  private queue(mail: OutgoingMail, about: Record<string, unknown>, words: LogWords): void {
    if (!this.transport) return;
    const delivery = this.deliver(mail, about, words).finally(() => this.sending.delete(delivery));
    this.sending.add(delivery);
  }

  private async deliver(mail: OutgoingMail, about: Record<string, unknown>, words: LogWords): Promise<void> {
    const delays = this.config.retryDelaysMs;
    for (let attempt = 0; attempt <= delays.length && !this.closed; attempt += 1) {
      try {
        await this.transport!.sendMail({ from: this.config.from, ...mail });
        this.counts.sent += 1;
        this.log.info(about, words.sent);
        return;
      } catch (error) {
        const last = attempt === delays.length;
        this.log.warn(
          { ...about, attempt: attempt + 1, err: error },
          last ? `${words.failed}; giving up (${words.kept})` : `${words.failed}; will retry`,
        );
        if (last) this.counts.failed += 1;
        else {
          this.counts.retried += 1;
          await wait(delays[attempt], this.pauses);
        }
      }
    }
  }

  /** Mails announced and neither delivered nor given up yet: being sent, or waiting to be tried again. */
  get queued(): number {
    return this.sending.size;
  }

  /** Waits for the mails under way (tests, and an orderly shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  /** Stops pending retries and closes the connection; called when the server closes. */
  close(): void {
    this.closed = true;
    for (const [timer, resolve] of this.pauses) {
      clearTimeout(timer);
      resolve();
    }
    this.pauses.clear();
    this.transport?.close();
  }
}
