import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { BrandMark } from '../../../components/brand-mark';
import { paths } from '../../../config/paths';

export interface PublicPlaceholderPageProps {
  /** Translated page title. */
  title: string;
  /** Translated text saying what the page will offer. */
  description: string;
}

/** A page of the sign-in family that a later issue fills in; it always leads back to sign-in. */
export function PublicPlaceholderPage({ title, description }: PublicPlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" maw="28rem" w="100%">
        <Stack gap="md">
          <BrandMark />
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>{description}</Text>
          <Anchor component={Link} to={paths.home.href()}>
            {t('auth.backToSignIn')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
