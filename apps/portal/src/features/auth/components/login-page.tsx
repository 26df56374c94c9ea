import { LoginBox, type LoginBoxProps } from '@dossel/portal-widgets';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { BrandedPage } from './branded-page';
import classes from './login-page.module.css';

export interface LoginPageProps {
  /** What a sign-in the API accepted leads to; the form keeps loading while a returned promise runs. */
  onSignedIn: LoginBoxProps['onSuccess'];
  /** Called as the user starts on the form (a focus, a touch), e.g. to fetch what comes next; may repeat. */
  onFirstInteraction?: () => void;
}

/**
 * '/' for a logged-out user: the product's name and slogan, the sign-in box and the demo notice. It
 * knows nothing of the session, so the build can render it to HTML (src/first-screens).
 */
export function LoginPage({ onSignedIn, onFirstInteraction }: LoginPageProps) {
  const { t } = useTranslation();
  return (
    <BrandedPage>
      <div
        className={classes.formBox}
        onFocusCapture={onFirstInteraction}
        onPointerDownCapture={onFirstInteraction}
      >
        <LoginBox
          onSuccess={onSignedIn}
          forgotPasswordHref={paths.forgotPassword.href()}
          renderLink={({ href, className, children }) => (
            <Anchor component={Link} to={href} className={className} size="sm">
              {children}
            </Anchor>
          )}
        />
      </div>
      <Text size="sm" c="gray.7" ta="center" maw="26rem">
        {t('product.demoNotice')}
      </Text>
    </BrandedPage>
  );
}
