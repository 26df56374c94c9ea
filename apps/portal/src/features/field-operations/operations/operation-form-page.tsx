import { useFormData } from '@conform-to/react/future';
import {
  COST_PER_DAY,
  COST_PER_HA,
  MIN_AREA,
  MIN_COST,
  operationalItemQueryOptions,
  operationInputSchema,
  operationKeys,
  operationQueryOptions,
  thirdPartiesQueryOptions,
  thirdPartyCostsQueryOptions,
  type Operation,
} from '@dossel/api-client';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { NumberField } from '../../../components/forms/number-field';
import { RegisterForm } from '../../../components/registers/register-form';
import { RegisterFormPage } from '../../../components/registers/register-form-page';
import { SelectField } from '../../../components/forms/select-field';
import { DateField } from '../../../components/forms/date-field';
import { useRecordTarget } from '../../../hooks/registers/use-record-target';
import { useRegisterForm } from '../../../hooks/registers/use-register-form';
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { ObservationsField } from '../components/observations-field';
import { PLACE_LEVELS, PlaceFields, placeOfPlot } from '../components/place-fields';
import { OperationalItemSelect } from '../components/operational-item-select';
import { useOptionLabels } from '../components/option-labels';
import { prefillFromItem, prefillFromService, type OperationPrefill } from './operation-prefill';
import { OperationTotal } from './operation-total';

const FORM_ID = 'operation-form';

/** The provider's services, to fill the group and costs from one; only once a provider is chosen. */
function ProviderServiceSelect({
  providerId,
  onService,
}: {
  providerId: number | null;
  onService: (prefill: OperationPrefill) => void;
}) {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  const services = useQuery({
    ...thirdPartyCostsQueryOptions(api, providerId ?? 0),
    enabled: providerId !== null,
  });
  const pick = (event: ChangeEvent<HTMLSelectElement>) => {
    const service = services.data?.find((candidate) => String(candidate.id) === event.currentTarget.value);
    if (service) onService(prefillFromService(service));
  };
  return (
    <NativeSelect
      // A new provider offers its own services, from none chosen.
      key={providerId ?? 'none'}
      label={t('fieldOperations.operations.fields.providerService')}
      description={t('fieldOperations.operations.providerServiceHint')}
      defaultValue=""
      onChange={pick}
      disabled={!services.data || services.data.length === 0}
    >
      <option value="">--</option>
      {services.data?.map((service) => (
        <option key={service.id} value={service.id}>
          {service.nome}
        </option>
      ))}
    </NativeSelect>
  );
}

function OperationForm({ operation }: { operation: Operation | undefined }) {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  const labels = useOptionLabels();
  const queryClient = useQueryClient();
  const providers = useQuery(thirdPartiesQueryOptions(api));
  const handle = useRegisterForm({
    formId: FORM_ID,
    schema: operationInputSchema,
    edited: operation && {
      record: operation,
      options: operationQueryOptions(api, operation.id),
      values: (stored) => ({
        data: stored.data,
        operacao_id: stored.operacao_id,
        ...placeOfPlot(stored),
        execucao: stored.execucao,
        prestador_id: stored.prestador_id,
        grupo: stored.grupo,
        area_executada: stored.area_executada,
        tipo_custo: stored.tipo_custo,
        custo_hora: stored.custo_hora,
        custo_ha: stored.custo_ha,
        custo_diaria: stored.custo_diaria,
        num_diarias: stored.num_diarias,
        num_horas: stored.num_horas,
        observacoes: stored.observacoes,
      }),
    },
    save: (input, version) =>
      operation
        ? api.fieldOperations.operations.update(operation.id, {
            ...input,
            version: version ?? operation.version,
          })
        : api.fieldOperations.operations.create(input),
    resourceKey: operationKeys.all,
    successMessage: operation ? t('registers.common.toasts.updated') : t('registers.common.toasts.created'),
    listHref: paths.operations.href(),
  });
  const { fields, intent } = handle;
  const chosen = useFormData(
    FORM_ID,
    (data) => ({
      executed: (data.get(fields.execucao.name) ?? '') !== '',
      providerId: Number(data.get(fields.prestador_id.name)) || null,
      costType: data.get(fields.tipo_custo.name),
    }),
    {
      fallback: {
        executed: operation !== undefined,
        providerId: operation?.prestador_id ?? null,
        costType: operation?.tipo_custo ?? null,
      },
    },
  );
  const fill = (prefill: Record<string, string>) => {
    for (const [name, value] of Object.entries(prefill)) intent.update({ name, value });
  };
  // The select offers ids and names (spec section 7); the chosen item's record brings its cost.
  const pickItem = async (event: ChangeEvent<HTMLSelectElement>) => {
    const id = Number(event.currentTarget.value);
    if (!id) return;
    const item = await queryClient.fetchQuery(operationalItemQueryOptions(api, id)).catch(() => undefined);
    if (item) fill(prefillFromItem(item));
  };
  return (
    <RegisterForm handle={handle}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateField field={fields.data} label={t('fieldOperations.operations.fields.date')} />
        <OperationalItemSelect
          field={fields.operacao_id}
          label={t('fieldOperations.operations.fields.operationalItem')}
          onChange={(event) => void pickItem(event)}
        />
      </SimpleGrid>
      <PlaceFields
        fields={fields}
        onPlace={(place) => fill(Object.fromEntries(PLACE_LEVELS.map((level) => [level, place[level]])))}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SelectField
          field={fields.execucao}
          label={t('fieldOperations.operations.fields.execution')}
          options={labels.choices('executionTypes')}
        />
        <SelectField
          field={fields.prestador_id}
          label={t('fieldOperations.operations.fields.provider')}
          options={providers.data?.map((provider) => ({ value: provider.id, label: provider.nome }))}
          // Required once the execution is chosen (spec section 5).
          required={chosen.executed}
        />
        <ProviderServiceSelect providerId={chosen.providerId} onService={fill} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SelectField
          field={fields.grupo}
          label={t('fieldOperations.operations.fields.group')}
          options={labels.choices('operationGroups')}
        />
        <NumberField
          field={fields.area_executada}
          label={t('fieldOperations.operations.fields.executedArea')}
          step={String(MIN_AREA)}
        />
        <SelectField
          field={fields.tipo_custo}
          label={t('fieldOperations.operations.fields.costType')}
          options={labels.choices('costTypes')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberField
          field={fields.custo_ha}
          label={t('fieldOperations.operations.fields.costPerHa')}
          step={String(MIN_COST)}
          required={chosen.costType === COST_PER_HA}
        />
        <NumberField
          field={fields.custo_diaria}
          label={t('fieldOperations.operations.fields.costPerDay')}
          step={String(MIN_COST)}
          required={chosen.costType === COST_PER_DAY}
        />
        <NumberField
          field={fields.num_diarias}
          label={t('fieldOperations.operations.fields.days')}
          required={chosen.costType === COST_PER_DAY}
        />
        <NumberField
          field={fields.custo_hora}
          label={t('fieldOperations.operations.fields.costPerHour')}
          step={String(MIN_COST)}
        />
        <NumberField field={fields.num_horas} label={t('fieldOperations.operations.fields.hours')} />
      </SimpleGrid>
      <OperationTotal formId={FORM_ID} initial={operation?.custo_total ?? null} />
      <ObservationsField
        field={fields.observacoes}
        label={t('fieldOperations.operations.fields.observations')}
      />
    </RegisterForm>
  );
}

/** `/operations/new` and `/operations/{id}/edit`: an operation record, its place, who did it and its cost. */
export function OperationFormPage() {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  return (
    <RegisterFormPage
      target={useRecordTarget()}
      newTitle={t('fieldOperations.operations.newTitle')}
      editTitle={t('fieldOperations.operations.editTitle')}
      listHref={paths.operations.href()}
      recordOptions={(id) => operationQueryOptions(api, id)}
    >
      {(operation) => <OperationForm operation={operation} />}
    </RegisterFormPage>
  );
}
