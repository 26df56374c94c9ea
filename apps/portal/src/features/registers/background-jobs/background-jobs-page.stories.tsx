import { apiError, neverSettles, type FakeRoutes } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { withFakeClient } from '../../../testing/report-story';
import { emptyHistory } from '../../../testing/staff-session';
import { staffScreenMeta } from '../../../testing/register-story';
import { BACKGROUND_JOBS_API, doneJob, fakeBackgroundJobs, runningJob } from './background-jobs-fixtures';
import { BackgroundJobsPage } from './background-jobs-page';

const answers = (jobs: FakeRoutes[string]): FakeRoutes => ({ [`GET ${BACKGROUND_JOBS_API}`]: jobs });

const meta = {
  title: 'Portal/Registers/Background jobs',
  component: BackgroundJobsPage,
  ...staffScreenMeta(
    paths.backgroundJobs,
    BackgroundJobsPage,
    answers(() => fakeBackgroundJobs),
  ),
} satisfies Meta<typeof BackgroundJobsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const server = (jobs: FakeRoutes[string]) => withFakeClient({ ...answers(jobs), ...emptyHistory });

/** The row of the job about `subject`. */
const rowOf = async (subject: string) => (await screen.findByText(subject)).closest('tr') as HTMLElement;

/** The list has not arrived: skeleton rows. */
export const Loading: Story = {
  parameters: server(() => neverSettles()),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');
  },
};

/** No job in the last 30 days. */
export const Empty: Story = {
  parameters: server(() => []),
  play: async () => {
    await waitFor(() => expect(screen.getByText('Nenhuma tarefa nos últimos 30 dias.')).toBeVisible());
  },
};

/** One job in each state: queued, running, waiting to retry with its reason, failed for good, done. */
export const EveryState: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Tarefas em segundo plano' }),
    ).toBeVisible();
    const retrying = within(await rowOf('joao.pereira@serraazul.com.br'));
    await expect(retrying.getByText('Aguardando nova tentativa')).toBeVisible();
    await expect(retrying.getByText('connect ECONNREFUSED 10.0.4.12:587')).toBeVisible();
    await expect(retrying.getByText('Tentativa 2 de 6')).toBeVisible();
    const failed = within(await rowOf('marta.alves@valeverde.com.br'));
    await expect(failed.getByText('Falhou')).toBeVisible();
    await expect(failed.getByText('Tentativa 6 de 6')).toBeVisible();
    const done = within(await rowOf('cliente@demo.com.br'));
    await expect(done.getByText('Concluída')).toBeVisible();
    await expect(
      done.getByRole('progressbar', { name: 'Andamento: E-mail de recuperação de senha' }),
    ).toHaveAttribute('aria-valuenow', '100');
    await expect(done.getByText('1 de 1')).toBeVisible();
    await expect(within(await rowOf('ana.souza@serraazul.com.br')).getByText('Na fila')).toBeVisible();
  },
};

/** A job under way: the list reads itself again until the job has ended, with nobody reloading. */
export const UnderWay: Story = {
  parameters: server(
    (() => {
      let calls = 0;
      return () => {
        calls += 1;
        return calls === 1
          ? [{ ...runningJob }]
          : [{ ...runningJob, ...doneJob, id: runningJob.id, subject: runningJob.subject }];
      };
    })(),
  ),
  play: async () => {
    const row = within(await rowOf(runningJob.subject ?? ''));
    await expect(row.getByText('Em andamento')).toBeVisible();
    await expect(row.getByText('Tentativa 1 de 6')).toBeVisible();
    await waitFor(() => expect(row.getByText('Concluída')).toBeVisible(), { timeout: 5000 });
    await expect(row.getByText('1 de 1')).toBeVisible();
  },
};

/** The server could not answer: its reason, in place of the table. */
export const Refused: Story = {
  parameters: server(() => {
    throw apiError(500, 'unexpected', 'Ocorreu um erro inesperado.');
  }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Background jobs' })).toBeVisible();
    const retrying = within(await rowOf('joao.pereira@serraazul.com.br'));
    await expect(retrying.getByText('Waiting to retry')).toBeVisible();
    await expect(retrying.getByText('Password recovery e-mail')).toBeVisible();
    await expect(retrying.getByText('Attempt 2 of 6')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Tareas en segundo plano' }),
    ).toBeVisible();
    const retrying = within(await rowOf('joao.pereira@serraazul.com.br'));
    await expect(retrying.getByText('Esperando nuevo intento')).toBeVisible();
    await expect(retrying.getByText('Correo de recuperación de contraseña')).toBeVisible();
  },
};
