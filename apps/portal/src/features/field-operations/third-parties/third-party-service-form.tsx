// The schema-first Conform API, as the register forms use it (src/hooks/registers/use-register-form.ts).
import { useForm, useFormData } from '@conform-to/react/future';
import { getZodConstraint } from '@conform-to/zod/v4';
import {
  COST_PER_DAY,
  COST_PER_HA,
  COST_PER_HOUR,
  thirdPartyCostInputSchema,
  thirdPartyCostQueryOptions,
  thirdPartyCostsQueryOptions,
  type ThirdPartyCost,
  type ThirdPartyCostValues,
} from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { Button, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { notify } from '../../../lib/notify';
import { NumberField } from '../../../components/forms/number-field';
import { SelectField } from '../../../components/forms/select-field';
import { TextField } from '../../../components/forms/text-field';
import { VersionConflictNotice } from '../../../components/registers/version-conflict-notice';
import { coerceFormValue } from '../../../hooks/registers/form-coercion';
import { useVersionConflict } from '../../../hooks/registers/use-version-conflict';
import { useOptionLabels } from '../components/option-labels';
import { useFieldOperationsApi } from '../api/use-field-operations-api';

const schema = thirdPartyCostInputSchema;
const FORM_ID = 'third-party-service-form';

export interface ThirdPartyServiceFormProps {
  thirdPartyId: number;
  /** The service edited; undefined for a new one. */
  service: ThirdPartyCost | undefined;
  /** Closes the form, after a save or on Cancel. */
  onDone: () => void;
}

/**
 * One service of a provider (spec section 5, "Cost item"): nome, grupo and custo_padrao required, and
 * only the cost of the chosen standard required and at least 0.01. The chosen standard's cost is marked
 * required as the user picks it, and after a first check the messages follow the choice.
 */
export function ThirdPartyServiceForm({ thirdPartyId, service, onDone }: ThirdPartyServiceFormProps) {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  const queryClient = useQueryClient();
  const labels = useOptionLabels();
  const edited = service && {
    record: service,
    options: thirdPartyCostQueryOptions(api, thirdPartyId, service.id),
    values: (stored: ThirdPartyCost) => ({
      nome: stored.nome,
      grupo: stored.grupo,
      custo_padrao: stored.custo_padrao,
      custo_diaria: stored.custo_diaria,
      custo_ha: stored.custo_ha,
      custo_hora: stored.custo_hora,
    }),
  };
  // Someone else's save of the service while it was edited here (issue 14), as the register forms say it.
  const versions = useVersionConflict(FORM_ID, edited);

  const costs = api.fieldOperations.thirdParties.costs;
  const save = useMutation({
    mutationFn: ({ value }: { value: ThirdPartyCostValues; form: HTMLFormElement }) =>
      service
        ? costs.update(thirdPartyId, service.id, { ...value, version: versions.version() ?? service.version })
        : costs.create(thirdPartyId, value),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: thirdPartyCostsQueryOptions(api, thirdPartyId).queryKey,
      });
      notify.success(service ? t('registers.common.toasts.updated') : t('registers.common.toasts.created'));
      onDone();
    },
    onError: async (error, { form: formElement }) => {
      const shown = await versions.caught(error, formElement).catch((reread: unknown) => {
        notify.info(rejectionMessage(reread, t));
        return true;
      });
      if (!shown) notify.info(rejectionMessage(error, t));
    },
  });
  const saving = save.isPending;

  const { form, fields, intent } = useForm(coerceFormValue(schema) as unknown as typeof schema, {
    id: FORM_ID,
    defaultValue: edited?.values(edited.record),
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onSubmit: (event, { value }) => {
      event.preventDefault();
      versions.clear();
      // React lets go of the event's target once the handler has returned: kept for the conflict notice.
      save.mutate({ value, form: event.currentTarget });
    },
  });

  const standard = useFormData(form.id, (data) => data.get('custo_padrao'), {
    fallback: service?.custo_padrao ?? '',
  });
  const titleId = `${FORM_ID}-title`;
  const costLabel = t('fieldOperations.thirdParties.services.costLabel');

  return (
    <form {...form.props} aria-labelledby={titleId} aria-busy={saving || undefined}>
      <Stack gap="md">
        <Title order={3} size="h4" id={titleId}>
          {service
            ? t('fieldOperations.thirdParties.services.editTitle')
            : t('fieldOperations.thirdParties.services.newTitle')}
        </Title>
        {versions.conflict ? (
          <VersionConflictNotice
            key={versions.conflict.version}
            conflict={versions.conflict}
            onReload={() => versions.reload((values) => intent.reset({ defaultValue: values }))}
            onOverwrite={versions.overwrite}
            busy={saving}
          />
        ) : null}
        <TextField
          field={fields.nome}
          label={t('fieldOperations.thirdParties.services.fields.nome')}
          autoComplete="off"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            field={fields.grupo}
            label={t('fieldOperations.thirdParties.services.fields.grupo')}
            options={labels.choices('operationGroups')}
          />
          <SelectField
            field={fields.custo_padrao}
            label={t('fieldOperations.thirdParties.services.fields.custo_padrao')}
            options={labels.choices('costTypes')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {(
            [
              [fields.custo_diaria, COST_PER_DAY],
              [fields.custo_ha, COST_PER_HA],
              [fields.custo_hora, COST_PER_HOUR],
            ] as const
          ).map(([field, kind]) => (
            <NumberField
              key={kind}
              field={field}
              label={`${labels.name('costTypes', kind)} (${costLabel})`}
              step="0.01"
              min={0}
              // Only the chosen standard's cost is required (spec section 5): mark it as the choice changes.
              required={standard === kind}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('common.actions.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={saving}
            leftSection={saving ? <Loader size={14} color="gray.7" aria-hidden /> : undefined}
          >
            {!saving
              ? t('fieldOperations.thirdParties.services.save')
              : service
                ? t('registers.common.updating')
                : t('registers.common.saving')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
