import { useTranslation } from 'react-i18next';

import { PublicPlaceholderPage } from './public-placeholder-page';

/** '/forgot-password': placeholder until the reset-by-e-mail issue builds it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <PublicPlaceholderPage
      title={t('auth.forgotPassword.title')}
      description={t('auth.forgotPassword.comingSoon')}
    />
  );
}
