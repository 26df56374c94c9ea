import { auditEndpoints, routeKey } from '@dossel/api-client';
import type { AuditEntity, RequestOptions } from '@dossel/api-client';
import { createFakeApiClient, serverFailureError, type FakeRoutes } from '@dossel/api-client/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { AppProvider } from '../../../app/provider';
import { auditRoutes, customerHistory, userHistory } from './audit-fixtures';
import { RecordHistory } from './record-history';
import { testQueryClient, testServices } from '../../../testing/test-services';

function renderHistory(routes: FakeRoutes, entity: AuditEntity = 'customers', recordId = 4) {
  return render(
    <AppProvider services={testServices({ client: createFakeApiClient({}, routes) })}>
      <QueryClientProvider client={testQueryClient()}>
        <RecordHistory entity={entity} recordId={recordId} />
      </QueryClientProvider>
    </AppProvider>,
  );
}

const entryTitles = () =>
  page
    .getByRole('heading', { level: 3 })
    .elements()
    .map((title) => title.textContent);

describe('the history panel of an edit page', () => {
  it("lists the record's writes newest first: what, when, who, and each field before and after", async () => {
    const queries: RequestOptions['query'][] = [];
    const list = auditRoutes(customerHistory)['GET /register/audit'] as NonNullable<FakeRoutes[string]>;
    await renderHistory({
      [routeKey(auditEndpoints.list)]: (options) => {
        queries.push(options.query);
        return list(options);
      },
    });

    await expect
      .element(page.getByRole('heading', { name: 'Histórico de alterações', level: 2 }))
      .toBeVisible();
    await expect.element(page.getByRole('table').first()).toBeVisible();
    expect(queries).toEqual([{ entity: 'customers', record_id: 4 }]);
    expect(entryTitles()).toEqual([
      expect.stringMatching(/^Alterado em 20\/11\/2026,? \d{2}:\d{2}$/),
      expect.stringMatching(/^Alterado em 02\/11\/2026,? \d{2}:\d{2}$/),
      expect.stringMatching(/^Criado em 02\/11\/2026,? \d{2}:\d{2}$/),
    ]);
    await expect.element(page.getByText('por Ana Souza (ana.souza@dossel.com.br)')).toBeVisible();

    const latest = page.getByRole('table').first();
    await expect.element(latest.getByRole('columnheader', { name: 'Antes' })).toBeVisible();
    await expect
      .element(latest.getByRole('row', { name: 'Nome Florestal Nova Florestal Nova Esperança' }))
      .toBeVisible();
    await expect.element(latest.getByRole('row', { name: 'Código na base (vazio) C-77' })).toBeVisible();
    await expect
      .element(latest.getByRole('row', { name: 'Vencimento do contrato 31/12/2026 31/12/2027' }))
      .toBeVisible();

    // The label dictionary's words belong to the customer's history.
    await expect.element(page.getByRole('row', { name: 'Rótulo «talhao» (vazio) Quadra' })).toBeVisible();
    // A created record lists its values, its references by name.
    const created = page.getByRole('table', { name: /^Criado em/ });
    await expect.element(created.getByRole('columnheader', { name: 'Valor' })).toBeVisible();
    await expect
      .element(created.getByRole('row', { name: 'Grupo de clientes Grupo Demonstração' }))
      .toBeVisible();
  });

  it('shows that a password changed, never a value for it', async () => {
    await renderHistory(auditRoutes(userHistory), 'users', 9);
    await expect
      .element(page.getByRole('row', { name: 'Senha Alterado (o valor não é exibido)' }))
      .toBeVisible();
    await expect.element(page.getByRole('row', { name: 'Administrador de serviços Não Sim' })).toBeVisible();
  });

  it('says when the record has no history yet', async () => {
    await renderHistory(auditRoutes([]));
    await expect.element(page.getByText('Nenhuma alteração registrada para este registro.')).toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
  });

  it("shows the server's message when the history cannot be read", async () => {
    await renderHistory({
      [routeKey(auditEndpoints.list)]: () => {
        throw serverFailureError();
      },
    });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  });

  it('reads the history again each time the edit page opens, so a save just made is there', async () => {
    const entries = [...customerHistory.slice(1)];
    const first = await renderHistory(auditRoutes(entries));
    await expect.element(page.getByRole('table').first()).toBeVisible();
    expect(entryTitles()).toHaveLength(2);
    await first.unmount();

    entries.unshift(customerHistory[0] as (typeof customerHistory)[number]);
    await renderHistory(auditRoutes(entries));
    await expect.poll(() => entryTitles()).toHaveLength(3);
    expect(entryTitles()[0]).toMatch(/^Alterado em 20\/11\/2026/);
  });
});
