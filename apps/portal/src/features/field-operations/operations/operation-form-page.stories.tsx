import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { conflictStory, registerFormMeta, registerFormStories } from '../../../testing/register-story';
import { signedInForFieldOperations } from '../testing/field-operations-session';
import { OperationFormPage } from './operation-form-page';
import { fakeOperationsServer, OPERATIONS_API } from './operations-fixtures';

const meta = {
  title: 'Portal/Field operations/Operations/Form',
  component: OperationFormPage,
  ...registerFormMeta(paths.operations, OperationFormPage, fakeOperationsServer().routes),
  beforeEach: signedInForFieldOperations,
} satisfies Meta<typeof OperationFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const combobox = (name: string) => screen.findByRole('combobox', { name });
const spinbutton = (name: string) => screen.findByRole('spinbutton', { name });
const total = () => screen.findByRole('status', { name: 'Custo total' });

const stories = registerFormStories({
  api: OPERATIONS_API,
  editPath: paths.operations.editHref(1),
  shown: { label: 'Talhão', value: 'CES-001' },
  typed: {
    Fazenda: 'Fazenda Cachoeira Escura',
    Região: 'Região Leste',
    Talhão: 'CES-001',
    Projeto: 'Projeto 1',
    Módulo: 'Módulo A',
  },
  lookups: fakeOperationsServer().routes,
  choose: async () => {
    await userEvent.type(screen.getByLabelText(/^Data/), '2025-11-10');
    await userEvent.selectOptions(await combobox('Operação'), 'Trator de pneus');
    await userEvent.selectOptions(await combobox('Execução'), 'Próprio');
    await userEvent.selectOptions(await combobox('Prestador'), 'José Almeida');
    await userEvent.selectOptions(await combobox('Grupo'), 'Preparo solo');
    await userEvent.selectOptions(await combobox('Tipo de custo'), 'Custo por hora');
    await userEvent.type(await spinbutton('Área executada (ha)'), '4');
    await userEvent.type(await spinbutton('Número de horas'), '6');
  },
  // Date, item, the five places, execution, group, area and cost type.
  required: 11,
  titles: {
    new: { 'pt-BR': 'Nova operação', 'en-US': 'New operation', es: 'Nueva operación' },
    edit: { 'pt-BR': 'Editar operação', 'en-US': 'Edit operation', es: 'Editar operación' },
  },
});

export const New: Story = stories.New;
/** Opened from its link: the record with its total cost in R$. */
export const Edit: Story = {
  ...stories.Edit,
  play: async () => {
    await stories.Edit.play();
    await expect(await total()).toHaveTextContent(/R\$\s541,50/);
  },
};
export const Invalid: Story = stories.Invalid;
/** Per day: zero days and a zero area are refused in the spec's words. */
export const ZeroAreaAndDays: Story = {
  play: async () => {
    await userEvent.selectOptions(await combobox('Tipo de custo'), 'Custo por diária');
    await userEvent.type(await spinbutton('Área executada (ha)'), '0');
    await userEvent.type(await spinbutton('Número de diárias'), '0');
    await userEvent.tab();
    await expect(await screen.findByText('A area executada deve ser maior que zero')).toBeVisible();
    await expect(await screen.findByText('O número de diárias deve ser no mínimo 1')).toBeVisible();
  },
};
/** A provider's service fills the group, the cost type and its cost; the total follows. */
export const PrefilledFromService: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Prestador' })).toBeEnabled());
    await userEvent.selectOptions(await combobox('Prestador'), 'Silvicultura Horizonte Ltda');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Serviço do prestador' })).toBeEnabled());
    await userEvent.selectOptions(await combobox('Serviço do prestador'), 'Roçada manual');
    await userEvent.type(await spinbutton('Área executada (ha)'), '10');
    await expect(await combobox('Tipo de custo')).toHaveDisplayValue('Custo por ha');
    await expect(await total()).toHaveTextContent(/R\$\s4\.200,00/);
  },
};
export const Saving: Story = stories.Saving;
export const ServerRejection: Story = stories.ServerRejection;
export const NotFound: Story = stories.NotFound;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;

const conflictServer = fakeOperationsServer();
const conflict = conflictStory({
  register: conflictServer,
  id: 1,
  elsewhere: { grupo: 'Proteção', num_diarias: 5, observacoes: 'Replantio conferido em campo' },
  editPath: paths.operations.editHref(1),
  lookups: conflictServer.routes,
  type: async () => {
    const days = await spinbutton('Número de diárias');
    await userEvent.clear(days);
    await userEvent.type(days, '4');
  },
});
/**
 * Someone else saved the record while it was open here: the group (named as the select names it), the days
 * and the notes they changed, beside what was typed; reload or overwrite.
 */
export const Conflict: Story = {
  ...conflict,
  play: async () => {
    await conflict.play();
    const notice = screen.getByRole('alert');
    await expect(within(notice).getByRole('row', { name: 'Grupo Proteção Plantio' })).toBeVisible();
    await expect(within(notice).getByRole('row', { name: 'Número de diárias 5 4' })).toBeVisible();
    await expect(
      within(notice).getByRole('row', { name: /^Observações Replantio conferido em campo/ }),
    ).toBeVisible();
  },
};
