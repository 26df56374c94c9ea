import { isApiError, type CoreClient, type LoginResponse } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { BrandMark } from '../../../components/brand-mark';
import { paths } from '../../../config/paths';

export interface HandoffPageProps {
  /** Keeps the session the code was exchanged for, as a sign-in does; the page then goes home. */
  onSession: (session: LoginResponse) => void;
}

let latestExchange: { auth: CoreClient['auth']; code: string; answer: Promise<LoginResponse> } | undefined;

/**
 * The exchange of a code, asked once: a code works once, and React may run the page's effect twice
 * (StrictMode in development), when a second call could only fail.
 */
function exchangeOnce(auth: CoreClient['auth'], code: string): Promise<LoginResponse> {
  if (latestExchange?.auth !== auth || latestExchange.code !== code) {
    latestExchange = { auth, code, answer: auth.exchangeHandoffCode(code) };
  }
  return latestExchange.answer;
}

/**
 * A refusal (a used, expired or unknown code; too many attempts) carries the API's own message, in the
 * language the call asked for; anything else is the portal's word for it.
 */
function failureMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.errors[0]) {
    return error.errors[0].message;
  }
  return isApiError(error) && error.status === 0 ? t('errors.transport') : t('errors.unexpected');
}

/**
 * '/handoff?code=…' (issue 8): another site where the user signed in sends them here with a one-time
 * code. The code leaves the address at once, is exchanged for a session of the portal's own, and the
 * user lands at home; a refused code says why and leads to sign-in.
 */
export function HandoffPage({ onSession }: HandoffPageProps) {
  const { t } = useTranslation();
  const client = useDosselClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read on the first render only: the address loses the code right after it.
  const [code] = useState(() => searchParams.get('code'));
  const [failure, setFailure] = useState<string | null>(null);

  // The exchange is the page's reason to exist, so it starts when the page shows, not on a user's act.
  useEffect(() => {
    if (!code) return;
    // Replace, so neither the history nor a bookmark keeps the code.
    void navigate(paths.handoff.href(), { replace: true });
    let current = true;
    exchangeOnce(client.auth, code).then(
      (session) => {
        if (!current) return;
        onSession(session);
        void navigate(paths.home.href(), { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure(failureMessage(error, t));
      },
    );
    return () => {
      current = false;
    };
  }, [client.auth, code, navigate, onSession, t]);

  const message = code ? failure : t('errors.auth.handoffCodeInvalid');
  return (
    <Center mih="80vh" p="md">
      <Stack align="center" gap="lg" maw="28rem">
        <BrandMark size="xl" />
        <Title order={1} size="h2" ta="center">
          {t('handoff.title')}
        </Title>
        {message === null ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('handoff.exchanging')}</Text>
          </Group>
        ) : (
          <>
            <Alert color="red" variant="light" title={t('handoff.failed')} w="100%">
              {message}
            </Alert>
            <Button component={Link} to={paths.home.href()}>
              {t('handoff.signIn')}
            </Button>
          </>
        )}
      </Stack>
    </Center>
  );
}
