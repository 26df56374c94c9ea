import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { fakeUser } from '@dossel/api-client/testing';
import { AppProvider } from './provider';
import { keepOpenForms } from '../lib/drafts';
import { StoryRouter } from '../testing/story-helpers';
import { DraftReminder } from '../components/drafts/draft-reminder';
import { KeptDraftNotice } from '../components/drafts/kept-draft-notice';
import { useKeptDraft } from '../hooks/use-kept-draft';
import { testServices, testSession } from '../testing/test-services';

/** A form as the registers will have: a name worth keeping and a password that must never be kept. */
function CustomerForm() {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const kept = useKeptDraft('customer-form', () => (name ? { name } : null));
  return (
    <form>
      {kept.draft ? (
        <KeptDraftNotice
          draft={kept.draft}
          onRestore={() => setName(kept.restore()?.name ?? '')}
          onDiscard={kept.discard}
        />
      ) : null}
      <TextInput label="Nome" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <TextInput
        label="Senha"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
    </form>
  );
}

function renderAt(path: string) {
  return render(
    <AppProvider services={testServices()}>
      <StoryRouter
        path={path}
        routes={[
          {
            path: '*',
            element: (
              <>
                <DraftReminder />
                <CustomerForm />
              </>
            ),
          },
        ]}
      />
    </AppProvider>,
  );
}

function signIn() {
  testSession().getState().signIn('token');
  testSession().getState().setUser(fakeUser);
}

describe('typing kept across an expired session', () => {
  it('offers back what was typed, never the password, after the same user signs in again', async () => {
    signIn();
    const first = await renderAt('/customers/new');
    await page.getByLabelText('Nome').fill('Florestal Nova');
    await page.getByLabelText('Senha').fill('Segredo@123');
    testSession().getState().expire();
    keepOpenForms(fakeUser.id);
    testSession().getState().logout();
    await first.unmount();
    expect(JSON.stringify(localStorage)).not.toContain('Segredo@123');
    expect(JSON.stringify(localStorage)).not.toContain('token');

    signIn();
    await renderAt('/customers/new');
    await expect.element(page.getByRole('region', { name: 'Recuperar o que você digitou?' })).toBeVisible();
    await page.getByRole('button', { name: 'Recuperar' }).click();
    await expect.element(page.getByLabelText('Nome')).toHaveValue('Florestal Nova');
    await expect.element(page.getByLabelText('Senha')).toHaveValue('');
    await expect
      .element(page.getByRole('region', { name: 'Recuperar o que você digitou?' }))
      .not.toBeInTheDocument();
  });

  it('reminds the user elsewhere in the portal and leads back to the form', async () => {
    signIn();
    const first = await renderAt('/customers/new');
    await page.getByLabelText('Nome').fill('Florestal Nova');
    keepOpenForms(fakeUser.id);
    await first.unmount();

    await renderAt('/');
    const reminder = page.getByRole('region', { name: 'Formulário não salvo' });
    await expect.element(reminder).toHaveTextContent('em Clientes');
    await reminder.getByRole('link', { name: 'Voltar ao formulário' }).click();
    await expect.element(reminder).not.toBeInTheDocument();
    await expect.element(page.getByRole('region', { name: 'Recuperar o que você digitou?' })).toBeVisible();
  });

  it('offers nothing to another user of the same device', async () => {
    signIn();
    const first = await renderAt('/customers/new');
    await page.getByLabelText('Nome').fill('Florestal Nova');
    keepOpenForms(fakeUser.id);
    await first.unmount();

    testSession()
      .getState()
      .setUser({ ...fakeUser, id: fakeUser.id + 1 });
    await renderAt('/customers/new');
    await expect.element(page.getByLabelText('Nome')).toHaveValue('');
    expect(page.getByRole('region', { name: 'Recuperar o que você digitou?' }).elements()).toHaveLength(0);
  });
});
