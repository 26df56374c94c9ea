import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { BrandMark } from '../../../components/brand-mark';
import classes from './branded-page.module.css';

/** The frame of every page of the sign-in family: the brand panel with the slogan, and the page's content. */
export function BrandedPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <header className={classes.brandPanel}>
        <BrandMark size="xl" inverted />
        <Text component="p" className={classes.slogan} m={0}>
          {t('product.slogan')}
        </Text>
      </header>
      <main className={classes.contentPanel}>{children}</main>
    </div>
  );
}
