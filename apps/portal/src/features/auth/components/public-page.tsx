import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { BrandedPage } from './branded-page';
import classes from './public-page.module.css';

export interface PublicPageProps {
  /** The page's translated heading. */
  title: string;
  /** What the card holds: a form, a message or a loading state. */
  children: ReactNode;
}

/**
 * The frame of the sign-in family's other pages (forgot password, the password links): the brand
 * panel, one card with the page's heading, and always a way back to sign-in.
 */
export function PublicPage({ title, children }: PublicPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <BrandedPage>
      <Paper
        component="section"
        aria-labelledby={titleId}
        className={classes.card}
        withBorder
        shadow="sm"
        p="xl"
      >
        <Stack gap="md">
          <Title order={1} size="h2" id={titleId} className={classes.title}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
      <Anchor component={Link} to={paths.home.href()}>
        {t('auth.backToSignIn')}
      </Anchor>
    </BrandedPage>
  );
}
