import { SimpleGrid } from '@mantine/core';

import { AlertsCard } from './alerts-card';
import { ImaCard } from './ima-card';
import { RainCards } from './rain-cards';

/**
 * The customer's headline figures (spec section 9: "Home shows IMA at 7 years, a 3-month accumulation,
 * and precipitation for the last 3 hours") and the open alerts. Each card loads and fails on its own.
 */
export function HomeFigures({ customerId }: { customerId: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <ImaCard customerId={customerId} />
      <RainCards customerId={customerId} />
      <AlertsCard customerId={customerId} />
    </SimpleGrid>
  );
}
