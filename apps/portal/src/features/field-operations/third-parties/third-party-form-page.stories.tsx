import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { chooseOption, registerFormMeta, registerFormStories } from '../../../testing/register-story';
import { signedInForFieldOperations } from '../testing/field-operations-session';
import { fakeThirdPartiesServer, THIRD_PARTIES_API } from './third-parties-fixtures';
import { ThirdPartyFormPage } from './third-party-form-page';

const meta = {
  title: 'Portal/Field operations/Service providers/Form',
  component: ThirdPartyFormPage,
  ...registerFormMeta(paths.thirdParty, ThirdPartyFormPage, fakeThirdPartiesServer().routes),
  beforeEach: signedInForFieldOperations,
} satisfies Meta<typeof ThirdPartyFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerFormStories({
  api: THIRD_PARTIES_API,
  editPath: paths.thirdParty.editHref(1),
  shown: { label: 'Nome', value: 'Silvicultura Horizonte Ltda' },
  typed: {
    Nome: 'Viveiro Boa Semente',
    Documento: '11.222.333/0001-44',
    'E-mail': 'vendas@boasemente.com.br',
    Telefone: '(31) 3555-0000',
  },
  choose: () => chooseOption('Vínculo', 'Terceirizado'),
  required: 5,
  titles: {
    new: {
      'pt-BR': 'Novo prestador de serviço',
      'en-US': 'New service provider',
      es: 'Nuevo proveedor de servicios',
    },
    edit: {
      'pt-BR': 'Editar prestador de serviço',
      'en-US': 'Edit service provider',
      es: 'Editar proveedor de servicios',
    },
  },
});

const serviceForm = () => screen.findByRole('form', { name: 'Novo serviço' });
const EDIT = { path: paths.thirdParty.editHref(1) };

/** Opens the new service form of provider 1 and picks its name, group and standard cost. */
async function startService(standard: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar serviço' }));
  const form = within(await serviceForm());
  await userEvent.type(form.getByRole('textbox', { name: 'Nome' }), 'Capina química');
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Grupo' }), 'Matocompetição');
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Custo padrão' }), standard);
  return form;
}

export const New: Story = stories.New;
/** Opened from its link: the provider's fields, and below them its services with their standard cost. */
export const Edit: Story = {
  ...stories.Edit,
  play: async () => {
    await stories.Edit.play();
    await expect(screen.getByRole('combobox', { name: 'Vínculo' })).toHaveDisplayValue('Terceirizado');
    const services = await screen.findByRole('table', { name: 'Serviços' });
    await waitFor(() =>
      expect(within(services).getByRole('row', { name: /Roçada manual/ })).toHaveTextContent(/R\$\s420,00/),
    );
  },
};
export const Invalid: Story = stories.Invalid;
/** A wrong e-mail is refused in the spec's words. */
export const WrongEmail: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'vendas.boasemente');
    await userEvent.tab();
    await expect(await screen.findByText('E-mail inválido')).toBeVisible();
  },
};
export const Saving: Story = stories.Saving;
export const ServerRejection: Story = stories.ServerRejection;
export const NotFound: Story = stories.NotFound;
/** A new service: only the chosen standard's cost is required, and left empty it says so. */
export const ServiceCostRequired: Story = {
  parameters: EDIT,
  play: async () => {
    const form = await startService('Custo por ha');
    await expect(form.getByRole('spinbutton', { name: 'Custo por ha (R$)' })).toBeRequired();
    await expect(form.getByRole('spinbutton', { name: 'Custo por diária (R$)' })).not.toBeRequired();
    await userEvent.click(form.getByRole('button', { name: 'Salvar serviço' }));
    await expect(await form.findByText('Campo obrigatório')).toBeVisible();
  },
};
/** A standard cost of zero is refused in the spec's words. */
export const ServiceCostOfZero: Story = {
  parameters: EDIT,
  play: async () => {
    const form = await startService('Custo por hora');
    await userEvent.type(form.getByRole('spinbutton', { name: 'Custo por hora (R$)' }), '0');
    await userEvent.click(form.getByRole('button', { name: 'Salvar serviço' }));
    await expect(await form.findByText('O custo deve ser maior que zero')).toBeVisible();
  },
};
/** A service saved: it joins the list with its cost in R$ and the form closes. */
export const ServiceSaved: Story = {
  parameters: EDIT,
  play: async () => {
    const form = await startService('Custo por diária');
    await userEvent.type(form.getByRole('spinbutton', { name: 'Custo por diária (R$)' }), '210');
    await userEvent.click(form.getByRole('button', { name: 'Salvar serviço' }));
    // The toast slides in: wait until it shows.
    await waitFor(() => expect(screen.getByText('Cadastro criado com sucesso!')).toBeVisible());
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Capina química/ })).toHaveTextContent(/R\$\s210,00/),
    );
    await expect(screen.queryByRole('form', { name: 'Novo serviço' })).not.toBeInTheDocument();
  },
};
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;
