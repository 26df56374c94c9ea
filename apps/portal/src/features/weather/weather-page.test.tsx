import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { apiError, createFakeApiClient, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { catchSavedFiles, csvLines, fileSavedBy } from '../../testing/saved-files';
import { weatherRoutes } from './weather-fixtures';
import { testSession } from '../../testing/test-services';

const PATH = '/weather';

async function openWeather(routes: FakeRoutes = weatherRoutes(), path = PATH) {
  testSession().getState().signIn('t');
  testSession().getState().setUser(fakeUser);
  return renderApp({ path, client: createFakeApiClient({}, routes) });
}

const card = (title: string) => page.getByRole('figure').filter({ hasText: title });
const recent = () => page.getByRole('region', { name: 'Chuva recente' });
const locationSelect = () => page.getByRole('combobox', { name: 'Local' });

afterEach(() => vi.restoreAllMocks());

describe('the weather screen', () => {
  it('shows the recent rain, the labelled demo forecast, the history and the aridity of the first place', async () => {
    await openWeather();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Clima' })).toBeVisible();
    await expect.element(locationSelect()).toHaveDisplayValue('Três Lagoas');

    await expect.element(recent()).toHaveTextContent('Acumulado de 3 meses250,5 mm');
    await expect.element(recent()).toHaveTextContent('De 01/09/2026 a 26/11/2026');
    await expect
      .element(recent())
      .toHaveTextContent('Média histórica desses 3 meses: 360 mm (70% dela até agora)');
    await expect.element(recent()).toHaveTextContent('Últimas 3 horas1,2 mm');
    await expect.element(recent()).toHaveTextContent(/Observado em 26\/11\/2026/);
    // The recent rain is observed, not forecast: demo numbers say they are demo data.
    await expect.element(recent().getByText('Dados de demonstração')).toBeVisible();
    expect(recent().getByText('Previsão de demonstração').elements()).toHaveLength(0);

    const forecast = card('Previsão para 7 dias');
    await expect.element(forecast.getByText('Previsão de demonstração')).toBeVisible();
    const firstDay = forecast.getByRole('row').filter({ hasText: '26/11/2026' });
    // Date, 0 mm, 40 %, 19 °C and 31 °C.
    await expect.element(firstDay).toHaveTextContent('26/11/20260401931');
    expect(forecast.getByRole('row').elements()).toHaveLength(8);

    await expect.element(card('Precipitação anual')).toHaveTextContent(/Total de cada ano, de 1980 a \d{4}/);
    await expect.element(card('Normais mensais')).toBeVisible();
    const aridity = card('Aridez e restrições');
    await expect.element(aridity).toHaveTextContent('Índice de aridez (P/ET0)1,06');
    await expect.element(aridity).toHaveTextContent('Classe de aridezSubúmido');
    await expect.element(aridity).toHaveTextContent('Restrição hídricaModerada');
    await expect.element(aridity).toHaveTextContent('Restrição térmicaBaixa');
  });

  it('changes place from the select and keeps it in the address, as a shared link opens it', async () => {
    const { router } = await openWeather();
    await expect.element(locationSelect()).toHaveDisplayValue('Três Lagoas');
    await locationSelect().selectOptions('Ribas do Rio Pardo');
    expect(router.state.location.search).toBe('?location=12');
    // The wetter place: 1,5 times the rain, so the year is humid.
    await expect.element(card('Aridez e restrições')).toHaveTextContent('Classe de aridezÚmido');
    await router.navigate(PATH);
    await expect.element(locationSelect()).toHaveDisplayValue('Três Lagoas');
  });

  it('opens with the place of the address', async () => {
    await openWeather(weatherRoutes(), `${PATH}?location=12`);
    await expect.element(locationSelect()).toHaveDisplayValue('Ribas do Rio Pardo');
    await expect.element(card('Aridez e restrições')).toHaveTextContent('Classe de aridezÚmido');
  });

  it('downloads the forecast as CSV naming its provider, the customer and the place', async () => {
    await openWeather();
    const file = await fileSavedBy(catchSavedFiles(), () =>
      card('Previsão para 7 dias').getByRole('button', { name: 'Baixar CSV' }).click(),
    );
    const lines = await csvLines(file);
    expect(lines.slice(0, 4)).toEqual([
      'Dados;Previsão para 7 dias (Previsão de demonstração)',
      'Cliente;Reflorestadora Serra Azul',
      'Local;Três Lagoas',
      'Data dos dados;26/11/2026',
    ]);
    expect(lines).toContain('2026-11-26;0;40;19;31');
  });

  it('shows a failing part as an error and keeps the others', async () => {
    await openWeather(
      weatherRoutes({
        [routeKey(monitoringEndpoints.weatherForecast)]: () => {
          throw apiError(500, 'unexpected', 'Ocorreu um erro inesperado.');
        },
      }),
    );
    await expect.element(card('Previsão para 7 dias').getByRole('alert')).toBeVisible();
    await expect.element(recent()).toHaveTextContent('250,5 mm');
    await expect.element(card('Aridez e restrições')).toHaveTextContent('Subúmido');
  });

  it('says so when the customer has no weather place', async () => {
    await openWeather(weatherRoutes({ [routeKey(monitoringEndpoints.weatherLocations)]: () => [] }));
    await expect.element(page.getByText('Sem informações para esses filtros.')).toBeVisible();
  });

  it('follows the current customer at once when it is switched', async () => {
    await openWeather();
    await expect.element(recent()).toHaveTextContent('250,5 mm');
    testSession().getState().setCurrentCustomer(2);
    await expect.element(locationSelect()).toHaveDisplayValue('Vale do Araguaia');
    await expect.element(recent()).toHaveTextContent('410 mm');
    await expect.element(recent()).toHaveTextContent('4,5 mm');
  });
});
