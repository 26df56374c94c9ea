import { composeStories } from '@storybook/react-vite';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import * as stories from './promo-popup.stories';

const { Open, PtBR, EnUS, Es } = composeStories(stories);

/** Keeps the test page where it is when a link is followed; the link's own click handlers still run. */
function stayOnPage(): void {
  const prevent = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', prevent);
  onTestFinished(() => document.removeEventListener('click', prevent));
}

// The popup renders in a portal on the page, so it is looked up on the page rather than in the render.
const dialog = () => page.getByRole('dialog', { name: 'Novidade: Visão de Produtividade' });
const productivityLink = () => page.getByRole('link', { name: 'Conhecer a Visão de Produtividade' });

describe('PromoPopup', () => {
  test('tells the host when the close button is pressed', async () => {
    const onClose = vi.fn();
    await render(<PtBR onClose={onClose} />);
    await page.getByRole('button', { name: 'Fechar' }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('tells the host when Escape is pressed', async () => {
    const onClose = vi.fn();
    await render(<PtBR onClose={onClose} />);
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('leads to the productivity vision, and closes as the link is followed', async () => {
    stayOnPage();
    const onClose = vi.fn();
    await render(<PtBR onClose={onClose} />);
    await expect.element(productivityLink()).toHaveAttribute('href', '/productivity?tab=productivityVision');
    await productivityLink().click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('renders the link through renderLink when given, still closing as it is followed', async () => {
    stayOnPage();
    const onClose = vi.fn();
    await render(
      <PtBR
        onClose={onClose}
        productivityHref="/produtividade"
        renderLink={({ href, ...link }) => <a href={href} data-router-link="" {...link} />}
      />,
    );
    await expect.element(productivityLink()).toHaveAttribute('href', '/produtividade');
    await expect.element(productivityLink()).toHaveAttribute('data-router-link');
    await productivityLink().click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('shows nothing while closed', async () => {
    const screen = await render(<Open opened={false} />);
    await expect.element(screen.getByText('Conhecer a Visão de Produtividade')).not.toBeInTheDocument();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});

const languages = [
  {
    language: 'pt-BR',
    Story: PtBR,
    title: 'Novidade: Visão de Produtividade',
    link: 'Conhecer a Visão de Produtividade',
    close: 'Fechar',
  },
  {
    language: 'en-US',
    Story: EnUS,
    title: 'New: Productivity Vision',
    link: 'Explore Productivity Vision',
    close: 'Close',
  },
  {
    language: 'es',
    Story: Es,
    title: 'Novedad: Visión de Productividad',
    link: 'Conocer la Visión de Productividad',
    close: 'Cerrar',
  },
];

describe.each(languages)('PromoPopup in $language', (texts) => {
  test('announces the news with its link and a named close button', async () => {
    await render(<texts.Story />);
    await expect.element(page.getByRole('dialog', { name: texts.title })).toBeVisible();
    await expect.element(page.getByRole('link', { name: texts.link })).toBeVisible();
    await expect.element(page.getByRole('button', { name: texts.close })).toBeVisible();
  });
});
