import type { Language, ResetPurpose } from '@dossel/api-client';

import type { Config } from '../config';
import type { MailMessage } from '../mail/mailer';
import { passwordLinkMail } from '../mail/templates';
import type { PasswordResetsRepository } from '../repositories/password-resets';
import { hashSessionToken, newSessionToken } from './session-tokens';

const MINUTE_MS = 60_000;

/**
 * How long a link works. Issue 3: a reset link lasts 60 minutes. A first-access link goes to someone
 * who did not ask for it and may read it days later, so it lasts 3 days; it is as single-use as the other.
 */
export const LINK_MINUTES: Record<ResetPurpose, number> = { reset: 60, firstAccess: 3 * 24 * 60 };

/**
 * The portal page of each kind of link: /reset/{token} (spec section 2) for a forgotten password,
 * /first-access/{token} for the first password of an account staff created, which greets the new user.
 * They mirror the portal's route table, which this server may not import.
 */
const LINK_PAGES: Record<ResetPurpose, string> = { reset: 'reset', firstAccess: 'first-access' };

/** The address of a link's page on the portal; the page asks verifyResetToken whether it still works. */
export function passwordLinkUrl(publicUrl: string, purpose: ResetPurpose, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${LINK_PAGES[purpose]}/${token}`;
}

/**
 * Makes a new link for a user (random token, only its hash stored, replacing the user's older links) and
 * the e-mail that carries it, in the caller's language.
 */
export async function issueResetLink(
  resets: PasswordResetsRepository,
  config: Pick<Config, 'publicUrl' | 'providerName'>,
  request: {
    user: { id: number; name: string; email: string };
    purpose: ResetPurpose;
    language: Language;
    now?: Date;
  },
): Promise<MailMessage> {
  const { user, purpose, language, now = new Date() } = request;
  // 256 random bits, like a session token, so sha256 without salt is enough to store it.
  const token = newSessionToken();
  await resets.deleteStale(user.id, now);
  await resets.create({
    userId: user.id,
    tokenHash: hashSessionToken(token),
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_MINUTES[purpose] * MINUTE_MS),
  });
  const content = passwordLinkMail(purpose, language, {
    name: user.name,
    product: config.providerName,
    link: passwordLinkUrl(config.publicUrl, purpose, token),
    validMinutes: LINK_MINUTES[purpose],
  });
  return { to: user.email, ...content };
}
