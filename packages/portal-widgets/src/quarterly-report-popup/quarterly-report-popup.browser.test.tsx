import { composeStories } from '@storybook/react-vite';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import * as stories from './quarterly-report-popup.stories';

const { Open, PtBR, EnUS, Es } = composeStories(stories);

/** Keeps the test page where it is when a link is followed; the link's own click handlers still run. */
function stayOnPage(): void {
  const prevent = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', prevent);
  onTestFinished(() => document.removeEventListener('click', prevent));
}

// The popup renders in a portal on the page, so it is looked up on the page rather than in the render.
const dialog = () => page.getByRole('dialog', { name: 'Relatório trimestral disponível' });
const downloadLink = () => page.getByRole('link', { name: 'Baixe aqui' });

describe('QuarterlyReportPopup', () => {
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

  test('"Baixe aqui" points at the report and closes the popup as it is followed', async () => {
    stayOnPage();
    const onClose = vi.fn();
    await render(<PtBR onClose={onClose} downloadHref="/reports/quarterly/2026-3.pdf" />);
    await expect.element(downloadLink()).toHaveAttribute('href', '/reports/quarterly/2026-3.pdf');
    await downloadLink().click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('renders the link through renderLink when given, still closing as it is followed', async () => {
    stayOnPage();
    const onClose = vi.fn();
    await render(
      <PtBR
        onClose={onClose}
        renderLink={({ href, ...link }) => <a href={href} data-router-link="" {...link} />}
      />,
    );
    await expect
      .element(downloadLink())
      .toHaveAttribute('href', '/productivity?tab=quarterlyReport&year=2026&quarter=3');
    await expect.element(downloadLink()).toHaveAttribute('data-router-link');
    await downloadLink().click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('shows nothing while closed', async () => {
    await render(<Open opened={false} />);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test.each([
    [1, 2025, 'O relatório trimestral de produtividade do 1º trimestre de 2025 já está disponível.'],
    [4, 2026, 'O relatório trimestral de produtividade do 4º trimestre de 2026 já está disponível.'],
  ] as const)('names quarter %i of %i', async (quarter, year, message) => {
    await render(<PtBR quarter={quarter} year={year} />);
    await expect.element(page.getByText(message)).toBeVisible();
  });
});

const languages = [
  {
    language: 'pt-BR',
    Story: PtBR,
    title: 'Relatório trimestral disponível',
    message: 'O relatório trimestral de produtividade do 3º trimestre de 2026 já está disponível.',
    download: 'Baixe aqui',
    close: 'Fechar',
    firstQuarter: 'do 1º trimestre de 2026',
    secondQuarter: 'do 2º trimestre de 2026',
  },
  {
    language: 'en-US',
    Story: EnUS,
    title: 'Quarterly report available',
    message: 'The quarterly productivity report for the 3rd quarter of 2026 is now available.',
    download: 'Download here',
    close: 'Close',
    firstQuarter: 'the 1st quarter of 2026',
    secondQuarter: 'the 2nd quarter of 2026',
  },
  {
    language: 'es',
    Story: Es,
    title: 'Informe trimestral disponible',
    message: 'El informe trimestral de productividad del 3.er trimestre de 2026 ya está disponible.',
    download: 'Descárguelo aquí',
    close: 'Cerrar',
    firstQuarter: 'del 1.er trimestre de 2026',
    secondQuarter: 'del 2.º trimestre de 2026',
  },
];

describe.each(languages)('QuarterlyReportPopup in $language', (texts) => {
  test('announces the report of the 3rd quarter of 2026 with its download link and close button', async () => {
    await render(<texts.Story />);
    await expect.element(page.getByRole('dialog', { name: texts.title })).toBeVisible();
    await expect.element(page.getByText(texts.message)).toBeVisible();
    await expect.element(page.getByRole('link', { name: texts.download })).toBeVisible();
    await expect.element(page.getByRole('button', { name: texts.close })).toBeVisible();
  });

  test('writes the 1st and 2nd quarters as the language does', async () => {
    const screen = await render(<texts.Story quarter={1} />);
    await expect.element(page.getByText(texts.firstQuarter, { exact: false })).toBeVisible();
    await screen.rerender(<texts.Story quarter={2} />);
    await expect.element(page.getByText(texts.secondQuarter, { exact: false })).toBeVisible();
  });
});
