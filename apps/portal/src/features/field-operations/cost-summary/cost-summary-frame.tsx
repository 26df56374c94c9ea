import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { CostSummary } from './cost-summary';

/**
 * The summary as a screen of the group holds it (under the screen's h1), for its stories and tests until
 * the operations screen places it.
 */
export function CostSummaryFrame() {
  const { t } = useTranslation();
  return (
    <Stack p={{ base: 'sm', sm: 'md' }} gap="lg">
      <Title order={1} size="h2">
        {t('menu.items.operations')}
      </Title>
      <CostSummary />
    </Stack>
  );
}
