import {
  auditTrailOptions,
  customerWoodPricesOptions,
  woodPriceInputSchema,
  type Language,
} from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { DateFilter } from '@dossel/ui-kit/dates';
import { formatDate, formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useRegistersApi } from '../api/use-registers-api';
import { messageText } from '../../../lib/translation-keys';

type Errors = Partial<Record<'validFrom' | 'priceBrlPerM3', string>>;

/**
 * A customer's wood price per m³ from a date (issue 15): what its monitoring alerts' losses are priced at.
 * The prices set so far, newest first, and a small form that sets one from a date (the same date again
 * replaces it). Each change is part of the customer's history below.
 */
export function WoodPriceSection({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const api = useRegistersApi();
  const queryClient = useQueryClient();
  const titleId = useId();
  const prices = useQuery(customerWoodPricesOptions(api, customerId));
  const [validFrom, setValidFrom] = useState('');
  const [price, setPrice] = useState<number | string>('');
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (input: { validFrom: string; priceBrlPerM3: number }) =>
      api.registers.customers.setWoodPrice(customerId, input),
    onSuccess: async () => {
      notify.success(t('registers.customers.woodPrice.saved'));
      setValidFrom('');
      setPrice('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerWoodPricesOptions(api, customerId).queryKey }),
        queryClient.invalidateQueries({ queryKey: auditTrailOptions(api, 'customers', customerId).queryKey }),
      ]);
    },
    onError: (error) => notify.info(rejectionMessage(error, t)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The schema the API parses, so the form refuses what the server would.
    const parsed = woodPriceInputSchema.safeParse({
      validFrom,
      priceBrlPerM3: typeof price === 'number' ? price : undefined,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= messageText(t, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" maw="48rem" mt="lg">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('registers.customers.woodPrice.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('registers.customers.woodPrice.description')}
        </Text>
        {prices.isError ? (
          <Text size="sm" c="red.9">
            {t('registers.customers.woodPrice.loadFailed')}
          </Text>
        ) : prices.data && prices.data.length > 0 ? (
          <Table aria-label={t('registers.customers.woodPrice.listLabel')} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('registers.customers.woodPrice.validFrom')}</Table.Th>
                <Table.Th scope="col">{t('registers.customers.woodPrice.price')}</Table.Th>
                <Table.Th scope="col">{t('registers.customers.woodPrice.updatedBy')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prices.data.map((row) => (
                <Table.Tr key={row.validFrom}>
                  <Table.Td>{formatDate(row.validFrom, language)}</Table.Td>
                  <Table.Td>{formatMoney(row.priceBrlPerM3, language)}</Table.Td>
                  <Table.Td>{row.updatedByName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : prices.data ? (
          <Text size="sm">{t('registers.customers.woodPrice.empty')}</Text>
        ) : null}
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Group align="flex-start" gap="sm">
            <DateFilter
              label={t('registers.customers.woodPrice.validFrom')}
              value={validFrom}
              onChange={setValidFrom}
              error={errors.validFrom}
              required
            />
            <NumberInput
              label={t('registers.customers.woodPrice.price')}
              value={price}
              onChange={setPrice}
              decimalScale={2}
              min={0.01}
              decimalSeparator={language === 'en-US' ? '.' : ','}
              thousandSeparator={language === 'en-US' ? ',' : '.'}
              error={errors.priceBrlPerM3}
              required
            />
            <Button type="submit" mt={25} loading={save.isPending}>
              {t('registers.customers.woodPrice.save')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
