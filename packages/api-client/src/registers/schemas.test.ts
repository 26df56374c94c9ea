import { describe, expect, it } from 'vitest';

import { benchmarkingInputSchema } from './benchmarking/schemas';
import { toCustomerOptions, type Customer } from './customers/schemas';
import { documentDownloadInputSchema, documentFieldsSchema } from './documents/schemas';
import { documentTypeInputSchema } from './document-types/schemas';
import { nonEmptyLabels } from './label-dictionary/schemas';

function messagesFor(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('registers schemas', () => {
  it('sends empty benchmarking numbers as null and the customer as a number', () => {
    expect(
      benchmarkingInputSchema.parse({ customer_id: 2, data: '2024-06-30', ima7: '', performance: 91.5 }),
    ).toEqual({ customer_id: 2, data: '2024-06-30', ima7: null, performance: 91.5, impacto_clima: null });
  });

  it('normalises a document type extension', () => {
    expect(documentTypeInputSchema.parse({ description: 'PDF', extension: ' .PDF ' }).extension).toBe('pdf');
  });

  it('reads the upload form fields from text, requiring each one', () => {
    expect(messagesFor(documentFieldsSchema.safeParse({ documentTypeId: '', customerId: '1' }))).toEqual({
      documentTypeId: 'validation.required',
      documentCategoryId: 'validation.required',
      documentSubjectId: 'validation.required',
    });
  });

  it('allows at most 20 documents per download', () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    expect(messagesFor(documentDownloadInputSchema.safeParse({ ids }))).toEqual({
      ids: 'validation.documentsLimit',
    });
  });

  it('keeps only non-empty labels', () => {
    expect(nonEmptyLabels({ talhao: ' Quadra ', idade: '', area: null })).toEqual({ talhao: 'Quadra' });
  });

  it('makes customer options sorted by label', () => {
    const customer = (id: number, name: string, group: number | null) =>
      ({ id, name, customerGroupId: group }) as Customer;
    expect(toCustomerOptions([customer(1, 'Serra Azul', 1), customer(3, 'Agro Cerrado', null)])).toEqual([
      { label: 'Agro Cerrado', value: 3, groupId: null },
      { label: 'Serra Azul', value: 1, groupId: 1 },
    ]);
  });
});
