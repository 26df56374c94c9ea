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

/** The portal page of a link (spec section 2: /reset/{token}); the page asks verifyResetToken for the purpose. */
export function resetLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset/${token}`;
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
    link: resetLinkUrl(config.publicUrl, token),
    validMinutes: LINK_MINUTES[purpose],
  });
  return { to: user.email, ...content };
}
