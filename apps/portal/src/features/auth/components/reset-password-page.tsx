import { useTranslation } from 'react-i18next';

import { PublicPlaceholderPage } from './public-placeholder-page';

/** '/reset/:token': placeholder until the reset-password issue builds it. */
export function ResetPasswordPage(_props: { variant: 'reset' | 'firstAccess' | 'createPassword' }) {
  const { t } = useTranslation();
  return (
    <PublicPlaceholderPage
      title={t('auth.resetPassword.title')}
      description={t('auth.resetPassword.comingSoon')}
    />
  );
}
