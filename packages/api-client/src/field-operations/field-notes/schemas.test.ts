import { describe, expect, it } from 'vitest';

import { fieldNotePhotoFieldsSchema } from './photos';
import { fieldNoteInputSchema } from './schemas';

const note = {
  tipo: 1,
  data: '2026-11-27',
  gloc1: 'Fazenda Cachoeira Escura',
  gloc2: 'Região Leste',
  gloc3: 'CES-001',
  gloc4: 'Projeto 1',
  gloc5: 'Módulo A',
};
const KEY = '6f1c2b1e-8d4a-4f3e-9a77-1f2e3d4c5b6a';

const issues = (input: unknown) =>
  fieldNoteInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('a field note from the field (issue 18)', () => {
  it('reads a note from before without key, position, plot or device time as nulls', () => {
    expect(fieldNoteInputSchema.parse(note)).toMatchObject({
      clientKey: null,
      latitude: null,
      longitude: null,
      accuracyM: null,
      plotId: null,
      recordedAt: null,
    });
  });

  it('keeps the key, the position with its accuracy, the plot and the device time', () => {
    const parsed = fieldNoteInputSchema.parse({
      ...note,
      clientKey: KEY,
      latitude: -20.8,
      longitude: -51.7,
      accuracyM: 12.5,
      plotId: 3,
      recordedAt: '2026-11-27T10:03:00.000-03:00',
    });
    expect(parsed).toMatchObject({ clientKey: KEY, latitude: -20.8, accuracyM: 12.5, plotId: 3 });
  });

  it('refuses one coordinate without the other, on the missing one', () => {
    expect(issues({ ...note, latitude: -20.8 })).toEqual([['longitude', 'validation.required']]);
    expect(issues({ ...note, longitude: -51.7, latitude: null })).toEqual([
      ['latitude', 'validation.required'],
    ]);
  });

  it('refuses positions off the globe, a negative accuracy, a key that is no UUID and a date that is no moment', () => {
    expect(issues({ ...note, latitude: 91, longitude: 0 })).toEqual([['latitude', 'validation.tooLarge']]);
    expect(issues({ ...note, latitude: 0, longitude: -181 })).toEqual([['longitude', 'validation.tooSmall']]);
    expect(issues({ ...note, accuracyM: -1 })).toEqual([['accuracyM', 'validation.tooSmall']]);
    expect(issues({ ...note, clientKey: 'not-a-uuid' })).toEqual([['clientKey', 'validation.invalid']]);
    expect(issues({ ...note, recordedAt: '2026-11-27' })).toEqual([['recordedAt', 'validation.invalid']]);
  });
});

describe("a photo's multipart fields", () => {
  it('reads the sizes from text', () => {
    expect(
      fieldNotePhotoFieldsSchema.parse({
        clientKey: KEY,
        takenAt: '2026-11-27T13:03:00Z',
        width: '1600',
        height: '1200',
      }),
    ).toEqual({ clientKey: KEY, takenAt: '2026-11-27T13:03:00Z', width: 1600, height: 1200 });
  });

  it('refuses a missing key, an empty or fractional size', () => {
    const result = fieldNotePhotoFieldsSchema.safeParse({
      takenAt: '2026-11-27T13:03:00Z',
      width: '',
      height: '1.5',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['clientKey', 'validation.required'],
      ['width', 'validation.invalid'],
      ['height', 'validation.invalid'],
    ]);
  });
});
