import { useForm } from '@conform-to/react/future';
import { getZodConstraint } from '@conform-to/zod/v4';
import { forgotPasswordInputSchema, isApiError } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PublicPage } from './public-page';
import { messageText } from '../../../lib/translation-keys';

/** '/forgot-password': asks the API to mail a reset link, then says so (spec sections 2, 5 and 8). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  return (
    <PublicPage title={t('auth.forgotPassword.title')}>
      {sent ? <SentMessage /> : <ForgotPasswordForm onSent={() => setSent(true)} />}
    </PublicPage>
  );
}

function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const client = useDosselClient();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const { form, fields } = useForm(forgotPasswordInputSchema, {
    constraint: getZodConstraint(forgotPasswordInputSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onSubmit: async (event, { value }) => {
      event.preventDefault();
      setSubmitting(true);
      setFailure(null);
      try {
        await client.auth.forgotPassword(value);
      } catch (error) {
        // The e-mail stays as typed, so trying again is one click.
        setSubmitting(false);
        // Too many requests: the server says how long to wait; anything else is the spec's text.
        setFailure(
          isApiError(error) && error.status === 429 ? error.message : t('auth.forgotPassword.failed'),
        );
        return;
      }
      onSent();
    },
  });

  const emailError = fields.email.errors?.[0];
  return (
    <form {...form.props}>
      <Stack gap="md">
        <Text>{t('auth.forgotPassword.intro')}</Text>
        <TextInput
          id={fields.email.id}
          name={fields.email.name}
          label={t('auth.forgotPassword.email')}
          type="email"
          autoComplete="email"
          required={fields.email.required}
          disabled={submitting}
          error={emailError ? messageText(t, emailError) : undefined}
        />
        {failure ? (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={submitting}>
          {t('auth.forgotPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The same answer whether or not the e-mail has an account, as the API's: nobody learns who has one. */
function SentMessage() {
  const { t } = useTranslation();
  return (
    // Focus moves here: the button that had it is gone, and a screen reader reads the news at once.
    <Alert ref={(node) => node?.focus()} tabIndex={-1} role="status" color="forest" variant="light">
      <Stack gap="xs">
        <Text fw={500}>{t('auth.forgotPassword.sent')}</Text>
        <Text size="sm">{t('auth.forgotPassword.sentHint')}</Text>
      </Stack>
    </Alert>
  );
}
