// The schema-first Conform API validates through Standard Schema, as the sign-in box does (decision 003).
import { useForm } from '@conform-to/react/future';
import { getZodConstraint } from '@conform-to/zod/v4';
import { PASSWORD_MIN_LENGTH, passwordConfirmationSchema, type NewPasswordInput } from '@dossel/api-client';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/translation-keys';

export interface NewPasswordFormProps {
  /** Sets the password; the form stays in its loading state until the returned promise settles. */
  onSubmit: (input: NewPasswordInput) => Promise<void>;
  /** The submit button's translated text. */
  submitLabel: string;
  /** Why the last submit failed, shown above the buttons; what was typed stays. @default null */
  error?: string | null;
  /** Shown above the password fields, e.g. the account whose password is set. */
  children?: ReactNode;
  /** An action beside the submit button (e.g. Cancel), told whether a submit is running. */
  renderSecondaryAction?: (submitting: boolean) => ReactNode;
}

/**
 * A new password and its confirmation, checked with the schema the API uses (spec section 5: the policy
 * and 'Senhas devem ser iguais'). Only the password leaves the form; nothing keeps either value.
 */
export function NewPasswordForm({
  onSubmit,
  submitLabel,
  error = null,
  children,
  renderSecondaryAction,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);

  const { form, fields } = useForm(passwordConfirmationSchema, {
    constraint: getZodConstraint(passwordConfirmationSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onSubmit: async (event, { value }) => {
      event.preventDefault();
      setSubmitting(true);
      try {
        await onSubmit({ password: value.password });
      } finally {
        setSubmitting(false);
      }
    },
  });

  // Schema errors are i18n keys (`validation.passwordMismatch`); they become text only here.
  const errorOf = (errors: string[] | undefined) => (errors?.[0] ? messageText(t, errors[0]) : undefined);
  const passwordError = errorOf(fields.password.errors);
  const confirmationError = errorOf(fields.confirmation.errors);
  const submit = (
    <Button type="submit" loading={submitting} fullWidth={!renderSecondaryAction}>
      {submitLabel}
    </Button>
  );

  return (
    <form {...form.props}>
      <Stack gap="md">
        {children}
        <PasswordInput
          id={fields.password.id}
          name={fields.password.name}
          label={t('auth.passwordFields.password')}
          description={t('auth.passwordFields.policy', { min: PASSWORD_MIN_LENGTH })}
          // The policy reads as a hint under the field, before any error.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          // Mantine's dimmed grey is 3.3:1 on white; a hint people must read needs 4.5:1 (WCAG AA).
          descriptionProps={{ c: 'gray.7' }}
          autoComplete="new-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('auth.passwordFields.showPassword') }}
          required={fields.password.required}
          disabled={submitting}
          error={passwordError}
          // Mantine marks a TextInput invalid for assistive technology, but not a PasswordInput.
          aria-invalid={passwordError ? true : undefined}
        />
        <PasswordInput
          id={fields.confirmation.id}
          name={fields.confirmation.name}
          label={t('auth.passwordFields.confirmation')}
          autoComplete="new-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('auth.passwordFields.showConfirmation') }}
          required={fields.confirmation.required}
          disabled={submitting}
          error={confirmationError}
          aria-invalid={confirmationError ? true : undefined}
        />
        {error ? (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        ) : null}
        {renderSecondaryAction ? (
          <Group justify="flex-end" gap="sm">
            {renderSecondaryAction(submitting)}
            {submit}
          </Group>
        ) : (
          submit
        )}
      </Stack>
    </form>
  );
}
