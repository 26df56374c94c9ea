// Conform's schema-first API validates through Standard Schema, so the sign-in page ships no adapter
// that would pull in zod's classic API (docs/decisions/003), and it takes a schema that loads on demand,
// so the page renders without zod at all (decision 008).
import { useForm } from '@conform-to/react/future';
import { isApiError, loginInputSchemaOnDemand, type LoginResponse } from '@dossel/api-client';
import { showToast } from '@dossel/ui-kit';
import { Anchor, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { messageText } from '../i18n/message-text';
import { useDosselClient } from '../provider/dossel-client-context';
import classes from './login-box.module.css';

export interface LoginBoxLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

export interface LoginBoxProps {
  /** Called with the API's answer once the credentials are accepted; the form waits for a returned promise. */
  onSuccess: (response: LoginResponse) => void | Promise<void>;
  /** Where the "forgot password" link leads. @default '/forgot-password' */
  forgotPasswordHref?: string;
  /** Renders the "forgot password" link, e.g. as a router Link. @default a plain <a> */
  renderLink?: (link: LoginBoxLinkProps) => ReactNode;
}

/** The i18n key of the toast for a rejected sign-in (spec section 8). */
function rejectionMessageKey(
  error: unknown,
): 'errors.auth.invalidCredentials' | 'errors.auth.tooManyAttempts' | 'errors.unexpected' {
  if (isApiError(error) && error.status === 401) return 'errors.auth.invalidCredentials';
  if (isApiError(error) && error.status === 429) return 'errors.auth.tooManyAttempts';
  return 'errors.unexpected';
}

/** The sign-in form: validates as the API does, signs in through the DosselProvider client. */
export function LoginBox({ onSuccess, forgotPasswordHref = '/forgot-password', renderLink }: LoginBoxProps) {
  const { t } = useTranslation();
  const client = useDosselClient();
  const [submitting, setSubmitting] = useState(false);

  const { form, fields } = useForm(loginInputSchemaOnDemand, {
    // What getZodConstraint(loginInputSchema) answers, written out: the sign-in page's first load (its
    // budget) does without @conform-to/zod for two `required` flags.
    constraint: { email: { required: true }, password: { required: true } },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onSubmit: async (event, { value }) => {
      event.preventDefault();
      setSubmitting(true);
      let response: LoginResponse;
      try {
        response = await client.auth.login(value);
      } catch (error) {
        // The fields keep what was typed, so a mistyped password is the only thing to fix.
        setSubmitting(false);
        // Spec section 8: a bad login is an info toast.
        void showToast({ kind: 'info', message: t(rejectionMessageKey(error)) });
        return;
      }
      // Still loading while the host finishes signing in (e.g. loads the user), if it returns a promise.
      try {
        await onSuccess(response);
      } finally {
        setSubmitting(false);
      }
    },
  });

  // Schema errors are i18n keys (`validation.required`); they become text only here.
  const errorOf = (errors: string[] | undefined) => (errors?.[0] ? messageText(t, errors[0]) : undefined);
  const forgotPasswordLink = {
    href: forgotPasswordHref,
    className: classes.forgotPassword,
    children: t('widgets.loginBox.forgotPassword'),
  };

  return (
    <Paper className={classes.root} data-submitting={submitting || undefined} withBorder shadow="sm" p="xl">
      <form {...form.props} aria-labelledby={`${form.id}-title`}>
        <Stack gap="md">
          <Title order={1} size="h2" id={`${form.id}-title`} className={classes.title}>
            {t('widgets.loginBox.title')}
          </Title>
          <TextInput
            id={fields.email.id}
            name={fields.email.name}
            label={t('widgets.loginBox.email')}
            type="email"
            autoComplete="email"
            required={fields.email.required}
            disabled={submitting}
            error={errorOf(fields.email.errors)}
          />
          <PasswordInput
            id={fields.password.id}
            name={fields.password.name}
            label={t('widgets.loginBox.password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('widgets.loginBox.togglePasswordVisibility') }}
            required={fields.password.required}
            disabled={submitting}
            error={errorOf(fields.password.errors)}
          />
          {renderLink ? renderLink(forgotPasswordLink) : <Anchor size="sm" {...forgotPasswordLink} />}
          <Button type="submit" fullWidth loading={submitting}>
            {t('widgets.loginBox.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
