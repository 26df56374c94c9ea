import { LoginBox, useDosselClient } from '@dossel/portal-widgets';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { signInWithToken } from '../session-actions';
import { BrandedPage } from './branded-page';
import classes from './login-page.module.css';

/** '/' for a logged-out user: the product's name and slogan, the sign-in box and the demo notice. */
export function LoginPage() {
  const { t } = useTranslation();
  const client = useDosselClient();
  return (
    <BrandedPage>
      <div className={classes.formBox}>
        <LoginBox
          onSuccess={(response) => signInWithToken(response.token, client, t)}
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
