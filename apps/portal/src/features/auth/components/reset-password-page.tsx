import { isApiError, type CoreClient, type NewPasswordInput, type ResetPurpose } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Suspense, use, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { NewPasswordForm } from '../../../components/forms/new-password-form';
import { PublicPage } from './public-page';

/** The three pages that set a password from an e-mailed link; only their wording differs. */
export type PasswordLinkVariant = 'reset' | 'firstAccess' | 'createPassword';

export interface ResetPasswordPageProps {
  /** Which route opened the page: `/reset`, `/first-access` or `/create-password`. */
  variant: PasswordLinkVariant;
}

/** What the check of a link found; it never rejects, so the page can show each case. */
type LinkCheck =
  { status: 'valid'; email: string; purpose: ResetPurpose } | { status: 'invalid' } | { status: 'failed' };

function checkLink(client: CoreClient, token: string): Promise<LinkCheck> {
  return client.auth.verifyResetToken(token).then(
    ({ email, purpose }): LinkCheck => ({ status: 'valid', email, purpose }),
    (error: unknown): LinkCheck => (isLinkRefused(error) ? { status: 'invalid' } : { status: 'failed' }),
  );
}

/**
 * The API refuses a used, expired or unknown link with a 400 that names no field; a 400 about the
 * password field is a rule the form missed, and says so itself.
 */
function isLinkRefused(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.errors[0]?.field !== 'password';
}

interface VariantTexts {
  title: string;
  intro: string;
  submit: string;
}

// Literal keys, so the translations check finds every one of them.
function textsOf(variant: PasswordLinkVariant, t: TFunction): VariantTexts {
  switch (variant) {
    case 'reset':
      return {
        title: t('auth.resetPassword.title'),
        intro: t('auth.resetPassword.intro'),
        submit: t('auth.resetPassword.submit'),
      };
    case 'firstAccess':
      return {
        title: t('auth.firstAccess.title'),
        intro: t('auth.firstAccess.welcome'),
        submit: t('auth.firstAccess.submit'),
      };
    case 'createPassword':
      return {
        title: t('auth.createPassword.title'),
        intro: t('auth.createPassword.intro'),
        submit: t('auth.createPassword.submit'),
      };
  }
}

/** A first-access link opened on `/reset/...` greets as the first access it is (the check says so). */
function variantFor(routeVariant: PasswordLinkVariant, purpose: ResetPurpose): PasswordLinkVariant {
  return routeVariant === 'reset' && purpose === 'firstAccess' ? 'firstAccess' : routeVariant;
}

/**
 * '/reset/:token', '/first-access/:token' and '/create-password/:token' (spec section 2): checks the
 * link, then takes the new password; a used or expired link says so and offers a new one.
 */
export function ResetPasswordPage({ variant }: ResetPasswordPageProps) {
  const { token = '' } = useParams();
  // Another link is another check: nothing of the previous one may carry over.
  return <PasswordLink key={token} token={token} variant={variant} />;
}

function PasswordLink({ token, variant }: { token: string; variant: PasswordLinkVariant }) {
  const { t } = useTranslation();
  const client = useDosselClient();
  // Made here, outside the boundary that waits for it, so it survives the suspended first render.
  const [check, setCheck] = useState(() => checkLink(client, token));
  return (
    <Suspense
      fallback={
        <PublicPage title={textsOf(variant, t).title}>
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('auth.passwordLink.checking')}</Text>
          </Group>
        </PublicPage>
      }
    >
      <CheckedLink
        check={check}
        token={token}
        variant={variant}
        onRetry={() => setCheck(checkLink(client, token))}
      />
    </Suspense>
  );
}

interface CheckedLinkProps {
  check: Promise<LinkCheck>;
  token: string;
  variant: PasswordLinkVariant;
  onRetry: () => void;
}

function CheckedLink({ check, token, variant, onRetry }: CheckedLinkProps) {
  const { t } = useTranslation();
  const client = useDosselClient();
  const navigate = useNavigate();
  const result = use(check);
  // The link can be used up (in another tab, say) between the check and the submit.
  const [usedMeanwhile, setUsedMeanwhile] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (result.status === 'invalid' || usedMeanwhile) {
    return (
      <PublicPage title={textsOf(variant, t).title}>
        <InvalidLink />
      </PublicPage>
    );
  }
  if (result.status === 'failed') {
    return (
      <PublicPage title={textsOf(variant, t).title}>
        <Alert color="red" variant="light">
          {t('errors.unexpected')}
        </Alert>
        <Button variant="light" onClick={onRetry}>
          {t('auth.passwordLink.retry')}
        </Button>
      </PublicPage>
    );
  }

  const texts = textsOf(variantFor(variant, result.purpose), t);
  async function save(input: NewPasswordInput) {
    setFailure(null);
    try {
      await client.auth.changePasswordViaEmail(token, input);
    } catch (error) {
      if (isLinkRefused(error)) setUsedMeanwhile(true);
      else setFailure(t('errors.unexpected'));
      return;
    }
    notify.success(t('auth.passwordLink.success'));
    // Replace: going back must not land on a link that no longer works.
    void navigate(paths.home.href(), { replace: true });
  }

  return (
    <PublicPage title={texts.title}>
      <Text>{texts.intro}</Text>
      <NewPasswordForm onSubmit={save} submitLabel={texts.submit} error={failure}>
        {/* Read-only, and named as a username so password managers file the new password under it. */}
        <TextInput
          label={t('auth.passwordLink.email')}
          name="username"
          value={result.email}
          autoComplete="username"
          readOnly
          variant="filled"
        />
      </NewPasswordForm>
    </PublicPage>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" title={t('auth.passwordLink.invalid')}>
        {t('auth.passwordLink.invalidHint')}
      </Alert>
      <Button component={Link} to={paths.forgotPassword.href()}>
        {t('auth.passwordLink.requestNewLink')}
      </Button>
    </Stack>
  );
}
