import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { apiError, type FakeRoutes } from '@dossel/api-client/testing';
import { openAsStaff } from '../testing/open-as-staff';
import { DOCUMENT_TYPES_API, fakeDocumentTypesRegister } from './document-types-fixtures';

async function open(path: string, extra: FakeRoutes = {}) {
  const register = fakeDocumentTypesRegister();
  return { ...(await openAsStaff(path, register.routes, extra)), register };
}

// Toasts live in a page-wide store: one test's must not cover the next one's buttons.
beforeEach(() => notifications.clean());

const description = () => page.getByRole('textbox', { name: 'Descrição' });
const extension = () => page.getByRole('textbox', { name: 'Extensão' });

describe('the document types register', () => {
  it('lists the types by description with their extension', async () => {
    await open('/document-types');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Tipos de documento' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Mapa de talhões/ })).toBeVisible();
    const rows = page.getByRole('row').elements().slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Mapa de talhõeskml'),
      expect.stringContaining('Planilha de inventáriocsv'),
      expect.stringContaining('Relatório técnicopdf'),
    ]);
  });

  it('creates a type, sending the extension as the API keeps it: lower case, without the dot', async () => {
    const { register } = await open('/document-types');
    await page.getByRole('link', { name: 'Novo' }).click();
    await description().fill('Imagem de satélite');
    await extension().fill('.TIF');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Imagem de satélite/ })).toHaveTextContent('tif');
    expect(register.received).toEqual([
      { call: 'POST', body: { description: 'Imagem de satélite', extension: 'tif' } },
    ]);
  });

  it('requires both fields and refuses an extension that is not one', async () => {
    const { register } = await open('/document-types/new');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(description()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(extension()).toHaveAttribute('aria-invalid', 'true');
    expect(page.getByText('Campo obrigatório').elements()).toHaveLength(2);
    await extension().fill('p d f');
    await expect.element(page.getByText('Valor inválido')).toBeVisible();
    expect(register.received).toEqual([]);
  });

  it('opens an edit link directly and updates the type', async () => {
    const { register } = await open('/document-types/3/edit');
    await expect.element(description()).toHaveValue('Mapa de talhões');
    await expect.element(extension()).toHaveValue('kml');
    await extension().fill('kmz');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    expect(register.received).toEqual([
      { call: 'PUT 3', body: { description: 'Mapa de talhões', extension: 'kmz', version: 1 } },
    ]);
  });

  it('keeps a type that documents use, saying why', async () => {
    await open('/document-types', {
      [`DELETE ${DOCUMENT_TYPES_API}/1`]: () => {
        throw apiError(
          409,
          'documentTypes.inUse',
          'Existem documentos deste tipo; ele não pode ser excluído.',
        );
      },
    });
    await page.getByRole('button', { name: 'Excluir Relatório técnico' }).click();
    await page
      .getByRole('dialog', { name: 'Deseja excluir esse registro?' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect
      .element(page.getByText('Existem documentos deste tipo; ele não pode ser excluído.'))
      .toBeVisible();
    await expect.element(page.getByRole('row', { name: /Relatório técnico/ })).toBeVisible();
  });
});
