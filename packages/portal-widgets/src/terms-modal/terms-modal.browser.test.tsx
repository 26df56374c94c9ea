import { downloadAppEndpoints, routeKey } from '@dossel/api-client';
import { composeStories, composeStory } from '@storybook/react-vite';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import type { User } from '@dossel/api-client';
import { createFakeApiClient, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { resetToasts } from '../testing/reset-toasts';
import * as stories from './terms-modal.stories';

const { Open, Accepted, Accepting, AcceptanceFailed, PtBR, EnUS, Es } = composeStories(stories);

/** The Open story on a fake server that answers the terms-acceptance call with `handler`. */
function openWithServer(handler: FakeRoutes[string]) {
  const client = createFakeApiClient({}, { [routeKey(downloadAppEndpoints.acceptTerms)]: handler });
  return composeStory({ ...stories.Open, parameters: { dossel: { client } } }, stories.default);
}

const acceptedUser: User = { ...fakeUser, signature: '2026-03-02T12:00:00.000Z' };

// The iframe's size before a test changes it for a phone or a wide screen.
const defaultViewport = { width: window.innerWidth, height: window.innerHeight };

beforeEach(() => {
  resetToasts();
});

afterEach(async () => {
  await page.viewport(defaultViewport.width, defaultViewport.height);
});

// The modal renders in a portal on the page, so it is looked up on the page rather than in the render.
const dialog = (name = 'Termos de uso') => page.getByRole('dialog', { name });
const button = (name: string) => page.getByRole('button', { name });

describe('TermsModal', () => {
  test('records the acceptance once, reports the user and says "Termos aceitos com sucesso"', async () => {
    const acceptTerms = vi.fn(() => acceptedUser);
    const Story = openWithServer(acceptTerms);
    const onAccepted = vi.fn();
    await render(<Story onAccepted={onAccepted} />);
    await button('Aceitar').click();

    await expect.element(page.getByText('Termos aceitos com sucesso')).toBeVisible();
    expect(acceptTerms).toHaveBeenCalledOnce();
    expect(onAccepted).toHaveBeenCalledExactlyOnceWith(acceptedUser);
  });

  test('goes away once the host closes it on acceptance', async () => {
    await render(<Accepted />);
    await button('Aceitar').click();
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  test('tells the host when the user declines, and records nothing', async () => {
    const acceptTerms = vi.fn(() => acceptedUser);
    const Story = openWithServer(acceptTerms);
    const onDecline = vi.fn();
    const onAccepted = vi.fn();
    await render(<Story onDecline={onDecline} onAccepted={onAccepted} />);
    await button('Recusar').click();

    expect(onDecline).toHaveBeenCalledOnce();
    expect(acceptTerms).not.toHaveBeenCalled();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  test('disables both buttons while the API records the acceptance', async () => {
    await render(<Accepting />);
    await button('Aceitar').click();
    await expect.element(button('Aceitar')).toBeDisabled();
    await expect.element(button('Recusar')).toBeDisabled();
  });

  test("shows the server's message and stays open when the acceptance fails", async () => {
    const onAccepted = vi.fn();
    await render(<AcceptanceFailed onAccepted={onAccepted} />);
    await button('Aceitar').click();

    await expect.element(page.getByText('Usuário não encontrado.')).toBeVisible();
    await expect.element(dialog()).toBeVisible();
    await expect.element(button('Aceitar')).toBeEnabled();
    await expect.element(button('Recusar')).toBeEnabled();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  test('says the server could not be reached when the call never gets there', async () => {
    // No answer for the call: the fake fails it as an unreachable server would.
    const Story = composeStory(
      { ...stories.Open, parameters: { dossel: { client: createFakeApiClient() } } },
      stories.default,
    );
    await render(<Story />);
    await button('Aceitar').click();
    await expect
      .element(
        page.getByText('Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.'),
      )
      .toBeVisible();
    await expect.element(dialog()).toBeVisible();
  });

  test('cannot be dismissed with Escape or a click outside, and has no close button', async () => {
    const onDecline = vi.fn();
    await render(<PtBR onDecline={onDecline} />);
    await expect.element(dialog()).toBeVisible();

    await userEvent.keyboard('{Escape}');
    // The overlay around the dialog, clicked in a corner far from it.
    const overlay = document.querySelector('.mantine-Modal-overlay');
    if (!overlay) throw new Error('The modal has no overlay');
    await page.elementLocator(overlay).click({ position: { x: 5, y: 5 } });

    await expect.element(dialog()).toBeVisible();
    expect(dialog().getByRole('button').all()).toHaveLength(2);
    expect(onDecline).not.toHaveBeenCalled();
  });

  test('links to the privacy policy in a new tab, and tells screen readers so', async () => {
    await render(<Open privacyPolicyUrl="https://www.example.com/politica" />);
    const link = page.getByRole('link', { name: 'Leia a política de privacidade (abre em uma nova aba)' });
    await expect.element(link).toHaveAttribute('href', 'https://www.example.com/politica');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('scrolls its text inside the screen of a 375 px phone, with Accept within reach', async () => {
    await page.viewport(375, 667);
    const acceptTerms = vi.fn(() => acceptedUser);
    const Story = openWithServer(acceptTerms);
    await render(<Story />);

    const box = dialog().element();
    expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(667);
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    // Playwright scrolls the dialog to reach the button, as a thumb would.
    await button('Aceitar').click();
    await vi.waitFor(() => expect(acceptTerms).toHaveBeenCalledOnce());
  });

  test('keeps its lines short enough to read on a 1440 px screen', async () => {
    await page.viewport(1440, 900);
    await render(<PtBR />);
    await expect.element(dialog()).toBeVisible();
    // About 80 characters a line at the body's font size.
    expect(dialog().element().getBoundingClientRect().width).toBeLessThanOrEqual(720);
  });
});

const languages = [
  {
    language: 'pt-BR',
    Story: PtBR,
    title: 'Termos de uso',
    decline: 'Recusar',
    accept: 'Aceitar',
    link: 'Leia a política de privacidade (abre em uma nova aba)',
    accepted: 'Termos aceitos com sucesso',
  },
  {
    language: 'en-US',
    Story: EnUS,
    title: 'Terms of use',
    decline: 'Decline',
    accept: 'Accept',
    link: 'Read the privacy policy (opens in a new tab)',
    accepted: 'Terms accepted successfully',
  },
  {
    language: 'es',
    Story: Es,
    title: 'Términos de uso',
    decline: 'Rechazar',
    accept: 'Aceptar',
    link: 'Lea la política de privacidad (se abre en una pestaña nueva)',
    accepted: 'Términos aceptados con éxito',
  },
];

describe.each(languages)('TermsModal in $language', (texts) => {
  test('shows the title, the privacy link, both buttons and the success toast in that language', async () => {
    await render(<texts.Story />);
    await expect.element(dialog(texts.title)).toBeVisible();
    await expect.element(page.getByRole('link', { name: texts.link })).toBeVisible();
    await expect.element(button(texts.decline)).toBeVisible();
    await button(texts.accept).click();
    await expect.element(page.getByText(texts.accepted)).toBeVisible();
  });
});
