import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

import { paths } from '../apps/portal/src/config/paths';
import { expect, signIn, test } from './support';

/** A ZIP's entries by its central directory: each name and its (inflated) bytes. */
function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP: no end of central directory');
  const entries = new Map<string, Buffer>();
  let offset = zip.readUInt32LE(end + 16);
  for (let index = zip.readUInt16LE(end + 10); index > 0; index -= 1) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const otherLength = zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(start, start + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + otherLength;
  }
  return entries;
}

test('a customer downloads two documents as one ZIP that says what it holds', async ({ page }) => {
  await page.goto(paths.home.href());
  await signIn(page, 'cliente@demo.com.br');
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();

  await page.goto(paths.downloads.href());
  await expect(page.getByRole('heading', { name: 'Download de documentos', level: 1 })).toBeVisible();
  const boxes = page.getByRole('checkbox', { name: /^Selecionar (?!todos)/ });
  await expect(boxes.first()).toBeVisible();
  const chosen: string[] = [];
  for (const box of [boxes.nth(0), boxes.nth(1)]) {
    chosen.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Selecionar /, ''));
    await box.check();
  }
  await expect(page.getByText('2 de 20 selecionados')).toBeVisible();

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar selecionados (ZIP)' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^documentos-\d{4}-\d{2}-\d{2}\.zip$/);

  const entries = zipEntries(await readFile((await download.path()) as string));
  expect([...entries.keys()].sort()).toEqual([...chosen, 'LEIA-ME.txt'].sort());
  const readMe = entries.get('LEIA-ME.txt')?.toString('utf8') ?? '';
  expect(readMe).toContain('Cliente: Reflorestadora Serra Azul');
  expect(readMe).toContain('Documentos (2):');
  for (const name of chosen) expect(readMe).toContain(`- ${name} — `);
});
