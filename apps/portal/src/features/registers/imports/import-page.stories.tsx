import type { Import } from '@dossel/api-client';
import { apiError, fakeUser, neverSettles, type FakeRoutes } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { signedInAs, withFakeClient } from '../../../testing/report-story';
import { staffScreenMeta } from '../../../testing/register-story';
import { emptyHistory } from '../../../testing/staff-session';
import {
  discardedImport,
  failedImport,
  fakeImportsServer,
  IMPORTS_API,
  invalidImport,
  invalidProblems,
  publishedImport,
  publishingImport,
  queuedImport,
  readyPlotsImport,
  readyTableImport,
  readyWeedsImport,
  rolledBackImport,
  validatingImport,
} from './imports-fixtures';
import { ImportPage } from './import-page';

const meta = {
  title: 'Portal/Registers/Import',
  component: ImportPage,
  ...staffScreenMeta(
    { path: paths.imports.detailPath, href: () => paths.imports.detailHref(readyPlotsImport.id) },
    ImportPage,
    fakeImportsServer().routes,
  ),
} satisfies Meta<typeof ImportPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The page of `item`, on a fake server of every import with `extra` calls answered its way. */
const opened = (item: Import, extra: FakeRoutes = {}) => ({
  path: paths.imports.detailHref(item.id),
  ...withFakeClient({ ...fakeImportsServer().routes, ...emptyHistory, ...extra }),
});

/** The status panel of the page. */
const statusPanel = async () => within(await screen.findByRole('region', { name: 'Situação' }));

/** The preview's map has drawn: its summary for screen readers is there. */
const mapDrawn = async (summary: RegExp) =>
  waitFor(() => expect(screen.getByText(summary)).toBeInTheDocument(), { timeout: 10_000 });

/** Waiting for a worker: a moving bar (no total yet), read again every 2 s. */
export const Queued: Story = {
  parameters: opened(queuedImport),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Matocompetição de Reflorestadora Serra Azul' }),
    ).toBeVisible();
    await expect(screen.getByText('Monitoramento de 15/11/2025')).toBeVisible();
    const panel = await statusPanel();
    await expect(panel.getByText('Na fila')).toBeVisible();
    await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(panel.getByText('Aguardando a vez de ser lida. A tela se atualiza sozinha.')).toBeVisible();
    await expect(panel.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Being read: its steps so far, and a page that follows it to its end with nobody reloading. */
export const Validating: Story = {
  parameters: opened(validatingImport, {
    [`GET ${IMPORTS_API}/${validatingImport.id}`]: (() => {
      let calls = 0;
      return () => {
        calls += 1;
        return calls === 1 ? validatingImport : { ...validatingImport, progress_done: 360 };
      };
    })(),
  }),
  play: async () => {
    const panel = await statusPanel();
    await expect(panel.getByText('Em validação')).toBeVisible();
    await expect(panel.getByText('120 de 480')).toBeVisible();
    await waitFor(() => expect(panel.getByText('360 de 480')).toBeVisible(), { timeout: 5000 });
    await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  },
};

/** Refused: its problems, each with its item, column and reason; the mapping to read it again; Discard. */
export const InvalidWithProblems: Story = {
  parameters: opened(invalidImport),
  play: async () => {
    const panel = await statusPanel();
    await expect(panel.getByText('Com problemas')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Descartar' })).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    const problems = within(await screen.findByRole('region', { name: 'Problemas (4)' }));
    await expect(
      await problems.findByText('O código de talhão SR-014 aparece de novo (primeiro no item 9).'),
    ).toBeVisible();
    await expect(problems.getByText('O campo TALHAO está vazio.')).toBeVisible();
    await expect(problems.getByRole('button', { name: 'Baixar CSV' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Colunas do arquivo' })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'O que muda' })).not.toBeInTheDocument();
  },
};

/** More problems than the server keeps: the table says it shows the first ones. */
export const ManyProblems: Story = {
  parameters: opened(invalidImport, {
    [`GET ${IMPORTS_API}/${invalidImport.id}`]: () => ({ ...invalidImport, problem_count: 12_345 }),
  }),
  play: async () => {
    const problems = within(await screen.findByRole('region', { name: 'Problemas (12.345)' }));
    await expect(
      await problems.findByText(`Mostrando os primeiros ${invalidProblems.length} de 12.345 problemas.`),
    ).toBeVisible();
  },
};

/**
 * The mapping step: one select per field among the file's columns, required ones marked. A required field
 * left without a column is said before anything is sent; 'Ler de novo' sends the mapping and the import is
 * queued to be read again.
 */
export const ReadyWithMapping: Story = {
  parameters: opened(readyPlotsImport),
  play: async () => {
    const mapping = within(await screen.findByRole('region', { name: 'Colunas do arquivo' }));
    const code = mapping.getByRole('combobox', { name: 'Código do talhão' });
    await expect(code).toBeRequired();
    await expect(code).toHaveValue('TALHAO');
    await expect(mapping.getByRole('combobox', { name: 'Material genético' })).toHaveValue('MATERIAL');
    await expect(mapping.getByRole('combobox', { name: 'Arranjo' })).toHaveValue('');
    await userEvent.selectOptions(code, '(nenhuma)');
    await userEvent.click(mapping.getByRole('button', { name: 'Ler de novo' }));
    await expect(code).toHaveAccessibleDescription('Campo obrigatório');
    await userEvent.selectOptions(code, 'TALHAO');
    await userEvent.selectOptions(mapping.getByRole('combobox', { name: 'Arranjo' }), 'ESPAC');
    await userEvent.click(mapping.getByRole('button', { name: 'Ler de novo' }));
    await waitFor(async () => expect((await statusPanel()).getByText('Na fila')).toBeVisible());
    await expect(screen.queryByRole('region', { name: 'Colunas do arquivo' })).not.toBeInTheDocument();
  },
};

/** A plots file ready: what each plot becomes, its area before → after, and both maps. */
export const ReadyPlotsPreview: Story = {
  parameters: opened(readyPlotsImport),
  play: async () => {
    const panel = await statusPanel();
    await expect(panel.getByText('Pronta para publicar')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Publicar' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Descartar' })).toBeVisible();
    const counts = within(screen.getByRole('region', { name: 'Resumo' }));
    await expect(counts.getByText('Talhões novos')).toBeVisible();
    const preview = within(await screen.findByRole('region', { name: 'O que muda' }));
    const grown = (await preview.findAllByText('SR-002'))[0]?.closest('tr') as HTMLElement;
    await expect(within(grown).getByText('Alterado')).toBeVisible();
    await expect(within(grown).getByText('16 → 24')).toBeVisible();
    const added = preview.getAllByText('SR-003')[0]?.closest('tr') as HTMLElement;
    await expect(within(added).getByText('— → 16')).toBeVisible();
    await expect(preview.queryByText('Área infestada (ha)')).not.toBeInTheDocument();
    // After publishing first, then today's: outlines alone, without the weeds' legend or note.
    await waitFor(
      () => expect(screen.getByRole('region', { name: /^Mapa de matocompetição/ })).toBeInTheDocument(),
      { timeout: 10_000 },
    );
    await expect(screen.queryByText(/^Legenda/)).not.toBeInTheDocument();
    await expect(screen.getByRole('radio', { name: 'Depois de publicar' })).toBeChecked();
    await userEvent.click(screen.getByText('Hoje'));
    await expect(screen.getByRole('radio', { name: 'Hoje' })).toBeChecked();
  },
};

/** A weeds raster ready: the infested hectares per plot before → after, and the cells on both maps. */
export const ReadyWeedsPreview: Story = {
  parameters: opened(readyWeedsImport),
  play: async () => {
    const counts = within(await screen.findByRole('region', { name: 'Resumo' }));
    await expect(counts.getByText('Área infestada (ha)')).toBeVisible();
    await expect(counts.getByText('3,75')).toBeVisible();
    const preview = within(await screen.findByRole('region', { name: 'O que muda' }));
    const first = (await preview.findAllByText('SR-001'))[0]?.closest('tr') as HTMLElement;
    await expect(within(first).getByText('0,5 → 2,5')).toBeVisible();
    await mapDrawn(/Matocompetição: 2 talhões no mapa, 2 com células nesta data/);
  },
};

/** A soil and relief table ready: its rows' counts, the mapping of its columns, the plots it changes; no map. */
export const ReadyTablePreview: Story = {
  parameters: {
    path: paths.imports.detailHref(readyTableImport.id),
    ...withFakeClient({ ...fakeImportsServer([readyTableImport]).routes, ...emptyHistory }),
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Solo e relevo de Reflorestadora Serra Azul' }),
    ).toBeVisible();
    const counts = within(screen.getByRole('region', { name: 'Resumo' }));
    await expect(counts.getByText('Linhas alteradas')).toBeVisible();
    const mapping = within(screen.getByRole('region', { name: 'Colunas do arquivo' }));
    await expect(mapping.getByRole('combobox', { name: 'Ordem de solo' })).toHaveValue('ORDEM');
    const preview = within(await screen.findByRole('region', { name: 'O que muda' }));
    await expect(await preview.findByText('Alterado')).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'No mapa' })).not.toBeInTheDocument();
  },
};

/** Publish asks first, saying what follows; yes queues the publication and the page follows it. */
export const PublishAsks: Story = {
  parameters: opened(readyWeedsImport),
  play: async () => {
    await userEvent.click(await (await statusPanel()).findByRole('button', { name: 'Publicar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publicar esta importação?' }));
    await expect(
      dialog.getByText(
        /As telas de Reflorestadora Serra Azul passam a mostrar estes dados de matocompetição/,
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Publicar' }));
    await waitFor(async () => expect((await statusPanel()).getByText('Publicando')).toBeVisible());
    // The toast slides in: visible once it has.
    await waitFor(() => expect(screen.getByText('Publicação iniciada.')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Being published: its steps, and no action until it is done. */
export const Publishing: Story = {
  parameters: opened(publishingImport, {
    [`GET ${IMPORTS_API}/${publishingImport.id}`]: () => publishingImport,
  }),
  play: async () => {
    const panel = await statusPanel();
    await expect(panel.getByText('Publicando')).toBeVisible();
    await expect(panel.getByText('1 de 4')).toBeVisible();
    await expect(panel.getByText('As telas do cliente estão passando para estes dados.')).toBeVisible();
    await expect(panel.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Published: when and by whom, and Roll back, which asks first. */
export const Published: Story = {
  parameters: opened(publishedImport),
  play: async () => {
    const panel = await statusPanel();
    await expect(panel.getByText('Publicada')).toBeVisible();
    await expect(panel.getByText(/por Marina Costa: as telas do cliente mostram estes dados/)).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Reverter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reverter esta importação?' }));
    await expect(dialog.getByText(/voltam a mostrar os dados de matocompetição de antes/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Roll back confirmed: the import is rolling back, and the page follows it. */
export const RollingBack: Story = {
  parameters: opened(publishedImport),
  play: async () => {
    await userEvent.click(await (await statusPanel()).findByRole('button', { name: 'Reverter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reverter esta importação?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reverter' }));
    const panel = await statusPanel();
    await waitFor(() => expect(panel.getByText('Revertendo')).toBeVisible());
    await expect(
      panel.getByText('As telas do cliente estão voltando à versão anterior a esta importação.'),
    ).toBeVisible();
    await expect(panel.getByText('0 de 4')).toBeVisible();
    // The toast slides in: visible once it has.
    await waitFor(() => expect(screen.getByText('Reversão iniciada.')).toBeVisible());
  },
};

/** The server refuses to publish (another import of the kind is being published): its reason, nothing changes. */
export const PublishRefused: Story = {
  parameters: opened(readyWeedsImport, {
    [`POST ${IMPORTS_API}/${readyWeedsImport.id}/publish`]: () => {
      throw apiError(
        409,
        'errors.imports.busy',
        'Outra importação de matocompetição deste cliente está sendo lida ou publicada.',
      );
    },
  }),
  play: async () => {
    await userEvent.click(await (await statusPanel()).findByRole('button', { name: 'Publicar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publicar esta importação?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Publicar' }));
    const panel = await statusPanel();
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'Outra importação de matocompetição deste cliente está sendo lida ou publicada.',
    );
    await expect(panel.getByText('Pronta para publicar')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Rolled back: the version before shows again; nothing more to do. */
export const RolledBack: Story = {
  parameters: opened(rolledBackImport),
  play: async () => {
    const panel = await statusPanel();
    await expect(panel.getByText('Revertida')).toBeVisible();
    await expect(panel.getByText(/por Administrador Dossel: as telas do cliente voltaram/)).toBeVisible();
    await expect(panel.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Cut short by a server that stopped: failed, with its reason in words. */
export const FailedInterrupted: Story = {
  parameters: opened(failedImport),
  play: async () => {
    const panel = await statusPanel();
    await expect(panel.getByText('Falhou')).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveTextContent(
      'Motivo: A importação foi interrompida (o servidor parou no meio); envie o arquivo de novo.',
    );
  },
};

/** Discard asks first; yes leaves it discarded. */
export const DiscardAsks: Story = {
  parameters: opened(invalidImport),
  play: async () => {
    await userEvent.click(await (await statusPanel()).findByRole('button', { name: 'Descartar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Descartar esta importação?' }));
    await expect(dialog.getByText(/Essa ação não poderá ser revertida./)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Descartar' }));
    await waitFor(async () => expect((await statusPanel()).getByText('Descartada')).toBeVisible());
  },
};

/** Discarded: never reached the customer's screens; its problems stay to read. */
export const Discarded: Story = {
  parameters: opened(discardedImport),
  play: async () => {
    const panel = await statusPanel();
    await expect(panel.getByText('Descartada: nunca chegou às telas do cliente.')).toBeVisible();
    await expect(panel.queryByRole('button')).not.toBeInTheDocument();
    await expect(screen.queryByRole('region', { name: 'Colunas do arquivo' })).not.toBeInTheDocument();
  },
};

/** The import has not arrived yet. */
export const Loading: Story = {
  parameters: opened(readyPlotsImport, {
    [`GET ${IMPORTS_API}/${readyPlotsImport.id}`]: () => neverSettles(),
  }),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveAccessibleName('Carregando…');
  },
};

/** An id no import has. */
export const NotFound: Story = {
  parameters: {
    ...opened(readyPlotsImport, {
      [`GET ${IMPORTS_API}/999`]: () => {
        throw apiError(404, 'errors.notFound', 'Registro não encontrado.');
      },
    }),
    path: paths.imports.detailHref(999),
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Importação não encontrada.');
  },
};

/** A customer's user who reaches the address: the API refuses (403), and the page says so. */
export const CustomerUserRefused: Story = {
  beforeEach: signedInAs(fakeUser),
  parameters: opened(readyPlotsImport, {
    [`GET ${IMPORTS_API}/${readyPlotsImport.id}`]: () => {
      throw apiError(403, 'errors.auth.forbidden', 'Você não tem acesso a este recurso.');
    },
  }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem acesso a este recurso.');
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  parameters: opened(readyWeedsImport),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Weed competition of Reflorestadora Serra Azul' }),
    ).toBeVisible();
    const panel = within(await screen.findByRole('region', { name: 'Status' }));
    await expect(panel.getByText('Ready to publish')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Publish' })).toBeVisible();
    const preview = within(await screen.findByRole('region', { name: 'What changes' }));
    await expect(await preview.findByText('0.5 → 2.5')).toBeVisible();
    await mapDrawn(/plots on the map/);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  parameters: opened(invalidImport),
  play: async () => {
    const panel = within(await screen.findByRole('region', { name: 'Estado' }));
    await expect(panel.getByText('Con problemas')).toBeVisible();
    const problems = within(await screen.findByRole('region', { name: 'Problemas (4)' }));
    await expect(
      await problems.findByText('El contorno se cruza a sí mismo cerca de (-51,7185, -20,7962).'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Leer de nuevo' })).toBeVisible();
  },
};
