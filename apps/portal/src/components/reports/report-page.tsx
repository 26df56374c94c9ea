import { hasService } from '@dossel/api-client';
import { Alert, Stack, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ScreenId } from '../../config/screens';
import { useSession } from '../../lib/session/session-store';
import { ReportCustomerContext, type ReportCustomer } from '../../lib/report-customer';

export interface ReportPageProps {
  /** The screen's id in the menu (`config/screens.ts`): its label is the page title. */
  screenId: ScreenId;
  /** The service the current customer needs for this screen; without it the screen says so. */
  service?: number;
  /** The screen's content for the current customer. */
  children: (customer: ReportCustomer) => ReactNode;
}

/**
 * The frame of every report screen: its title, the not-contracted message when the current customer
 * lacks the screen's service (spec sections 6 and 8), and the screen's content for the current customer,
 * started afresh when the user switches customer.
 */
export function ReportPage({ screenId, service, children }: ReportPageProps) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const currentCustomer = useSession((state) => state.currentCustomer);
  const customerName = user?.customers.find((linked) => linked.id === currentCustomer)?.name;
  const customer = useMemo(
    () =>
      currentCustomer === null
        ? null
        : { id: currentCustomer, name: customerName ?? String(currentCustomer) },
    [currentCustomer, customerName],
  );
  const contracted =
    user !== null && customer !== null && (service === undefined || hasService(user, customer.id, service));

  return (
    <Stack component="section" gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Title order={1} size="h2">
        {t(`menu.items.${screenId}`)}
      </Title>
      {customer === null || user === null ? null : !contracted ? (
        <Alert color="yellow" role="alert">
          {t('errors.service.notContracted')}
        </Alert>
      ) : (
        // Keyed by customer: a switch drops the last customer's filters, selection and messages at once.
        <ReportCustomerContext.Provider key={customer.id} value={customer}>
          {children(customer)}
        </ReportCustomerContext.Provider>
      )}
    </Stack>
  );
}
