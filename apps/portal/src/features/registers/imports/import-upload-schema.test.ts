import { describe, expect, it } from 'vitest';

import { importUploadSchema, uploadFields, WRONG_EXTENSION } from './import-upload-schema';

const raster = new File([new Uint8Array(8)], 'classificacao.TIF');

/** Each field's first message, as the form shows them. */
function messages(value: Record<string, unknown>) {
  const result = importUploadSchema.safeParse(value);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
}

describe('the new-import form', () => {
  it('accepts weeds of a past date with a raster, in any case of extension', () => {
    const value = { customer_id: 1, kind: 'weeds', monitoring_date: '2025-11-10', file: raster };
    expect(messages(value)).toEqual({});
  });

  it("says the monitoring date's problem with the contract's words, whatever else is missing", () => {
    expect(messages({ kind: 'weeds' })).toMatchObject({
      customer_id: 'validation.required',
      monitoring_date: 'validation.required',
      file: 'validation.fileRequired',
    });
    expect(messages({ kind: 'anomalies', monitoring_date: '10/11/2025' }).monitoring_date).toBe(
      'validation.invalid',
    );
    expect(messages({ kind: 'anomalies', monitoring_date: '2999-01-01' }).monitoring_date).toBe(
      'validation.futureDate',
    );
  });

  it('asks no monitoring date of plots', () => {
    const value = { customer_id: 2, kind: 'plots', file: new File(['{}'], 'talhoes.geojson') };
    expect(messages(value)).toEqual({});
  });

  it('refuses a file the kind does not take as soon as the kind is known', () => {
    expect(messages({ kind: 'plots', file: raster }).file).toBe(WRONG_EXTENSION);
    expect(messages({ kind: 'weeds', file: new File([''], 'sem-extensao') }).file).toBe(WRONG_EXTENSION);
  });

  it('sends the date only for the kinds that have one', () => {
    const file = new File(['{}'], 'talhoes.geojson');
    expect(uploadFields({ customer_id: 2, kind: 'plots', monitoring_date: '2025-11-10', file })).toEqual({
      customer_id: 2,
      kind: 'plots',
    });
    expect(uploadFields({ customer_id: 1, kind: 'weeds', monitoring_date: ' 2025-11-10 ', file })).toEqual({
      customer_id: 1,
      kind: 'weeds',
      monitoring_date: '2025-11-10',
    });
  });
});
