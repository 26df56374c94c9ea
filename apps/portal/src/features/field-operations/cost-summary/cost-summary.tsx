import { Group, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { DateFilter } from '@dossel/ui-kit/dates';
import { useSession } from '../../../lib/session/session-store';
import { FarmSelect } from '../../../components/reports/farm-select';
import { QueryView } from '../../../components/reports/query-view';
import { ReportCustomerContext } from '../../../lib/report-customer';
import { CostSummaryReport } from './cost-summary-report';
import { useCostSummary } from './use-cost-summary';

/**
 * "Costs at a glance" (issue 7): the current customer's operation costs by group, by month and per
 * hectare for the period and farm chosen (kept in the address), as charts and a table in R$ with CSV.
 * A section with its own h2, to sit on a screen of the field-operations group; that screen's route
 * guards the audience (service 8).
 */
export function CostSummary() {
  const user = useSession((state) => state.user);
  const currentCustomer = useSession((state) => state.currentCustomer);
  const name = user?.customers.find((linked) => linked.id === currentCustomer)?.name;
  const customer = useMemo(
    () => (currentCustomer === null ? null : { id: currentCustomer, name: name ?? String(currentCustomer) }),
    [currentCustomer, name],
  );
  if (customer === null) return null;
  return (
    // Keyed by customer: a switch starts afresh. The CSV files name the customer from this context.
    <ReportCustomerContext.Provider key={customer.id} value={customer}>
      <CostSummaryContent />
    </ReportCustomerContext.Provider>
  );
}

function CostSummaryContent() {
  const { t } = useTranslation();
  const titleId = useId();
  const { summary, period, setPeriod, farms, farm, setFarm, csvFilters } = useCostSummary();

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <div>
        <Title order={2} size="h3" id={titleId}>
          {t('fieldOperations.costSummary.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('fieldOperations.costSummary.description')}
        </Text>
      </div>
      <Group align="flex-end" gap="sm">
        <DateFilter
          label={t('fieldOperations.costSummary.filters.from')}
          value={period.from}
          maxDate={period.to || undefined}
          onChange={(value) => setPeriod({ from: value })}
          w={{ base: '100%', xs: '11rem' }}
        />
        <DateFilter
          label={t('fieldOperations.costSummary.filters.to')}
          value={period.to}
          minDate={period.from || undefined}
          onChange={(value) => setPeriod({ to: value })}
          w={{ base: '100%', xs: '11rem' }}
        />
        <FarmSelect farms={farms} value={farm} onChange={setFarm} />
      </Group>
      <QueryView query={summary} isEmpty={(data) => data.registros === 0}>
        {(data) => <CostSummaryReport summary={data} filters={csvFilters} />}
      </QueryView>
    </Stack>
  );
}
