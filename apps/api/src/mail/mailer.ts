import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import nodemailer from 'nodemailer';

import type { Config } from '../config';

/** What a message says; the sender comes from the configuration. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailMessage extends MailContent {
  to: string;
  /**
   * The Message-ID, `<…@…>`, when the message must keep one across sends: a message sent again after a
   * stop carries the same id, so mail servers and clients take it for the same message.
   */
  messageId?: string;
}

export interface Mailer {
  /** Sends one message: through SMTP when `SMTP_URL` is set, else as an .eml file in the outbox folder. */
  send(message: MailMessage): Promise<void>;
  /** Where messages go, for the logs: `smtp://host:port` or the outbox folder. */
  readonly destination: string;
  /** Lets go of the SMTP connections. */
  close(): void;
}

/** A name for an outbox file that sorts by time and never collides. */
function outboxFileName(at: Date): string {
  return `${at.toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`;
}

/**
 * nodemailer in one of two ways: an SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@host:587`), or,
 * without one, complete RFC 822 messages written into `DATA_DIR/outbox`, which any mail client opens.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir' | 'smtpTimeoutSeconds'>,
): Mailer {
  const { smtpUrl, mailFrom, outboxDir } = config;
  if (smtpUrl) {
    // Bounded waits, so a silent server fails the send (and its job retries) instead of holding it.
    const timeout = config.smtpTimeoutSeconds * 1000;
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    const url = new URL(smtpUrl);
    return {
      destination: `${url.protocol}//${url.host}`,
      async send(message) {
        await transport.sendMail({ from: mailFrom, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: mailFrom, ...message });
      await mkdir(outboxDir, { recursive: true });
      await writeFile(join(outboxDir, outboxFileName(new Date())), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
