import { isApiError } from '@dossel/api-client';
import type { TFunction } from 'i18next';

/**
 * What to tell a user whose call failed (spec section 8): the first reason in the server's error array
 * when it answered; the transport text when it was never reached (the browser's own message is not for
 * users); the unexpected-error text for anything else.
 */
export function rejectionMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unexpected');
  if (error.status === 0) return t('errors.transport');
  return error.errors[0]?.message ?? t('errors.unexpected');
}
