import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, to give the app as SMTP_URL. */
  url: string;
  /** Every message received so far, parsed. */
  received: ParsedMail[];
  /** The next message not taken yet; fails after `timeoutMs`. */
  nextMail(timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port (tests only), that parses what it receives. `delayMs` holds
 * each message that long before accepting it, like a slow mail server.
 */
export async function startTestSmtpServer(options: { delayMs?: number } = {}): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          received.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function nextMail(timeoutMs = 5_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    while (received.length <= taken) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no e-mail arrived');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const mail = received[taken] as ParsedMail;
    taken += 1;
    return mail;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
