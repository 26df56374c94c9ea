import type { QuarterlyReport, User } from '@dossel/api-client';
import { createFakeApiClient, fakeUser } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { sessionAs, StoryRouter, withPortalTexts } from '../../../testing/story-helpers';
import { AppLayout } from '../../shell/components/app-layout';
import { HomePage } from './home-page';

/** Inside the promotional campaign (spec section 9: shown through 13/05/2025). */
const CAMPAIGN_DAY = new Date(2025, 4, 13, 9, 0);

const report: QuarterlyReport = {
  customerId: 1,
  year: 2025,
  quarter: 1,
  from: '2025-01-01',
  to: '2025-03-31',
  ageClasses: [],
  totals: { plots: 12, areaHa: 540, stockM3cc: 81_000 },
};
const withReport = createFakeApiClient({}, { 'GET /reports/quarterly': () => report });

const signedInAs = (user: User) => () => {
  localStorage.clear();
  sessionAs({ token: 'story-token', user, isLoggedIn: true, currentCustomer: user.currentCustomerId })();
};

const meta = {
  title: 'Portal/Screens/Home',
  component: HomePage,
  decorators: [
    (_Story, { args }) => (
      <StoryRouter
        routes={[{ element: <AppLayout />, children: [{ path: '*', element: <HomePage {...args} /> }] }]}
      />
    ),
    withPortalTexts,
  ],
  beforeEach: signedInAs(fakeUser),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The greeting, the current customer and the previous sign-in; no popup outside the campaign. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByText('Cliente atual: Reflorestadora Serra Azul')).toBeVisible();
    await expect(screen.getByText(/Seu último acesso: 01\/06\/2025/)).toBeVisible();
  },
};

/** A user who last signed in before 12/05/2025, on 13/05/2025: the promotional popup. */
export const PromotionalPopup: Story = {
  args: { today: CAMPAIGN_DAY },
  beforeEach: signedInAs({ ...fakeUser, lastLogin: '2025-05-01T12:00:00.000Z' }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: /Visão de Produtividade/ });
    await expect(dialog).toBeVisible();
  },
};

/** The customer has a report for the last closed quarter: its popup with 'Baixe aqui'. */
export const QuarterlyReportPopup: Story = {
  args: { today: new Date(2025, 4, 20) },
  parameters: { dossel: { client: withReport } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Relatório trimestral disponível' });
    await expect(dialog).toHaveTextContent('1º trimestre de 2025');
  },
};

export const QuarterlyReportPopupSpanish: Story = {
  ...QuarterlyReportPopup,
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Descárguelo aquí' })).toBeVisible();
  },
};
