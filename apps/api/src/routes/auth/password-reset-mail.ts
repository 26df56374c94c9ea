import type { Language } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config';
import type { ListedJobKind } from '../../jobs/tracked-jobs';
import { createPasswordResetsRepository } from '../../repositories/password-resets';
import { issueResetLink } from '../../security/reset-links';

export interface PasswordResetMail {
  email: string;
  language: Language;
}

/**
 * The password-reset e-mail as a background job (decision 014). A failing SMTP server is tried again five
 * times, 10 s later first, then twice as long each time (on PostgreSQL, pg-boss adds up to as much again
 * at random); a run longer than three SMTP timeouts (connecting, greeting, an idle socket) counts as lost
 * and runs again.
 */
export function passwordResetMail(
  config: Pick<Config, 'smtpTimeoutSeconds'>,
): ListedJobKind<PasswordResetMail> {
  return {
    name: 'mail.password-reset',
    retryLimit: 5,
    retryDelaySeconds: 10,
    runSeconds: 3 * config.smtpTimeoutSeconds,
  };
}

/**
 * Declares how the job runs. It carries the address and the language only: the account is looked up
 * and the link issued when the message is sent, so no token waits in the queue, and an address without
 * an account gets nothing.
 */
export function handlePasswordResetMail(app: FastifyInstance): ListedJobKind<PasswordResetMail> {
  const { users } = app.repositories;
  const resets = createPasswordResetsRepository(app.db);
  const kind = passwordResetMail(app.config);
  app.jobs.handle(kind, async ({ email, language }) => {
    const id = await users.findIdByEmail(email);
    const contact = id === undefined ? undefined : await users.findContact(id);
    if (id === undefined || !contact) return;
    const message = await issueResetLink(resets, app.config, {
      user: { id, ...contact },
      purpose: 'reset',
      language,
    });
    await app.mailer.send(message);
  });
  return kind;
}
