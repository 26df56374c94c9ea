import { useForm } from '@conform-to/react/future';
import { neverSettles } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, screen, waitFor } from 'storybook/test';
import * as z from 'zod/mini';

import {
  failsOnServer,
  reportStoryMeta,
  withFakeClient,
  withoutRetries,
} from '../../../testing/report-story';
import { coerceFormValue } from '../../../hooks/registers/form-coercion';
import {
  fakeOperationalItemsRegister,
  OPERATIONAL_ITEMS_API,
} from '../operational-items/operational-items-fixtures';
import { signedInForFieldOperations } from '../testing/field-operations-session';
import { OperationalItemSelect, type OperationalItemSelectProps } from './operational-item-select';

/** The select as a form of the group holds it (the operations form: `operacao_id`). */
function InAForm({ categoria }: Pick<OperationalItemSelectProps, 'categoria'>) {
  const { t } = useTranslation();
  const { form, fields } = useForm(coerceFormValue(z.object({ operacao_id: z.number() })), {
    id: 'operational-item-select-story',
    onSubmit: (event) => event.preventDefault(),
  });
  return (
    <form {...form.props}>
      <OperationalItemSelect
        field={fields.operacao_id}
        label={t('fieldOperations.operationalItems.fields.item')}
        categoria={categoria}
      />
    </form>
  );
}

const meta = {
  title: 'Portal/Field operations/Operational item select',
  component: InAForm,
  ...reportStoryMeta('/operations/new', InAForm, fakeOperationalItemsRegister().routes),
  beforeEach: signedInForFieldOperations,
} satisfies Meta<typeof InAForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const select = () => screen.findByRole('combobox', { name: 'Item' });
const choices = async () => Array.from((await select()).querySelectorAll('option'), (option) => option.text);

/** Every item of the current customer, by id, named by item; '--' chooses none. */
export const AllItems: Story = {
  play: async () => {
    await waitFor(async () => expect(await select()).toBeEnabled());
    await expect(await choices()).toEqual([
      '--',
      'Trator de pneus',
      'Óleo diesel S10',
      'Operador de motosserra',
    ]);
    await expect((await select()).querySelector('option:nth-child(3)')).toHaveValue('2');
  },
};

/** Only one category's items (`GET ?categoria=Combustível`). */
export const OneCategory: Story = {
  args: { categoria: 'Combustível' },
  play: async () => {
    await waitFor(async () => expect(await select()).toBeEnabled());
    await expect(await choices()).toEqual(['--', 'Óleo diesel S10']);
  },
};

/** The items have not arrived: the select waits, disabled. */
export const Loading: Story = {
  parameters: withFakeClient({ [`GET ${OPERATIONAL_ITEMS_API}`]: () => neverSettles() }),
  play: async () => {
    await expect(await select()).toBeDisabled();
    await expect(await choices()).toEqual(['Carregando…']);
  },
};

/** The items could not load: the select says why. */
export const Failed: Story = {
  beforeEach: withoutRetries,
  parameters: withFakeClient({ [`GET ${OPERATIONAL_ITEMS_API}`]: failsOnServer }),
  play: async () => {
    await expect(await screen.findByText('Ocorreu um erro inesperado.')).toBeVisible();
  },
};
