import { describe, expect, it } from 'vitest';

import { ApiError } from './errors';
import { formVersionSchema, isVersionConflict, MAX_VERSION, readVersionSchema } from './record-versions';
import { apiError, versionConflictError, versionedUpdate } from './testing/fake-api-client';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("an update's version", () => {
  it('is a whole number from 1 to the largest an integer column holds', () => {
    expect(readVersionSchema().safeParse(1).success).toBe(true);
    expect(readVersionSchema().safeParse(MAX_VERSION).success).toBe(true);
    expect(messages(readVersionSchema().safeParse(undefined))).toEqual(['validation.required']);
    for (const wrong of [0, -1, 1.5, MAX_VERSION + 1, '2', null]) {
      const expected = wrong === null ? 'validation.required' : 'validation.invalid';
      expect(messages(readVersionSchema().safeParse(wrong)), String(wrong)).toEqual([expected]);
    }
  });

  it('arrives as text in a multipart body', () => {
    expect(formVersionSchema().parse('3')).toBe(3);
    expect(messages(formVersionSchema().safeParse(''))).toEqual(['validation.required']);
    expect(messages(formVersionSchema().safeParse('três'))).toEqual(['validation.invalid']);
  });
});

describe('the 409 of an update read at an older version', () => {
  it('is told apart from the other refusals by its code', () => {
    expect(isVersionConflict(versionConflictError())).toBe(true);
    expect(isVersionConflict(apiError(409, 'customerGroups.hasCustomers'))).toBe(false);
    expect(
      isVersionConflict(new ApiError(400, [{ message: 'x', code: 'request.versionConflict', field: null }])),
    ).toBe(false);
    expect(isVersionConflict(new Error('request.versionConflict'))).toBe(false);
  });

  it('is what the fakes answer, as the API: an update at the stored version goes one up, any other changes nothing', () => {
    const stored = { id: 2, name: 'Cerrado Norte', version: 4 };
    expect(versionedUpdate(stored, { name: 'Cerrado Sul', version: 4 })).toEqual({
      id: 2,
      name: 'Cerrado Sul',
      version: 5,
    });
    // A multipart body's version is text.
    expect(versionedUpdate(stored, { name: 'Cerrado Sul', version: '4' }).version).toBe(5);
    for (const body of [{ name: 'x', version: 3 }, { name: 'x' }, { name: 'x', version: true }]) {
      expect(() => versionedUpdate(stored, body)).toThrow(versionConflictError());
    }
    expect(stored).toEqual({ id: 2, name: 'Cerrado Norte', version: 4 });
  });
});
