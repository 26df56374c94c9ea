import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { createFakeApiClient } from '@dossel/api-client/testing';
import { createDosselI18n, TRANSLATIONS_NAMESPACE } from '../i18n/create-dossel-i18n';
import { widgetMessages } from '../i18n/widget-messages';
import { LoginBox } from '../login-box';
import { DosselProvider } from './dossel-provider';

// A host React site: its own Mantine theme and its own i18next instance (default namespace `translation`).
describe('DosselProvider inside a host app', () => {
  test("takes the host's Mantine theme instead of rewriting it", async () => {
    render(
      <MantineProvider theme={{ primaryColor: 'red', fontFamily: 'monospace' }}>
        <DosselProvider client={createFakeApiClient()} i18n={createDosselI18n({ language: 'pt-BR' })}>
          <LoginBox onSuccess={() => undefined} />
        </DosselProvider>
      </MantineProvider>,
    );
    const submit = page.getByRole('button', { name: 'Entrar' });
    await expect.element(submit).toBeVisible();
    // Mantine's red.6 (#fa5252): the host's primary colour, not Dossel's green.
    expect(getComputedStyle(submit.element()).backgroundColor).toBe('rgb(250, 82, 82)');
    expect(getComputedStyle(document.body).fontFamily).toBe('monospace');
  });

  test("reads its texts from the host's own i18next instance, whatever its default namespace", async () => {
    const host = createInstance();
    await host.init({ lng: 'es', resources: { es: { translation: { greeting: 'Hola' } } } });
    // What the README asks of such a host: the widgets' texts added under our namespace.
    host.addResourceBundle('es', TRANSLATIONS_NAMESPACE, widgetMessages.es, true, false);
    render(
      <DosselProvider client={createFakeApiClient()} i18n={host}>
        <LoginBox onSuccess={() => undefined} />
      </DosselProvider>,
    );
    await expect.element(page.getByRole('heading', { name: 'Portal del Cliente' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  });
});
