import * as z from 'zod/mini';

import { MAX_LATITUDE, MAX_LONGITUDE, MIN_LATITUDE, MIN_LONGITUDE } from '../../bounds';
import { readVersionSchema, versionSchema } from '../../record-versions';
import {
  fieldIssue,
  idSchema,
  isMissing,
  optionalId,
  optionalNumber,
  optionalOption,
  optionalText,
  requiredDate,
} from '../../fields';
import { glocFields, glocOutputFields } from '../fields';
import {
  FIELD_NOTE_INFESTATION_ANALYSIS,
  FIELD_NOTE_TYPES,
  INFESTATION_LEVELS,
  INFESTATION_PATTERNS,
} from '../options';
import { fieldNotePhotoSchema, optionalClientKey, optionalDeviceTime } from './photos';

/** The largest position accuracy a note keeps, in metres (a phone without GPS fix reports kilometres). */
export const MAX_ACCURACY_M = 100_000;

/** The code of a note whose plot is no longer the customer's active plot (removed since it was picked). */
export const FIELD_NOTE_PLOT_GONE = 'errors.fieldNotes.plotGone';

/**
 * A field note (apontamento) of the current customer: what was seen on a place of the customer's
 * hierarchy on a date. Type 1 'Tipo de combate' records the combat; type 2 'Análise de infestação'
 * grades the infestation (Pouca, Razoável, Muita) and its pattern (Localizado, Sistemático).
 */
export const fieldNoteSchema = z.object({
  id: idSchema(),
  tipo: z.literal(FIELD_NOTE_TYPES),
  data: z.iso.date(),
  ...glocOutputFields,
  infestacao: z.nullable(z.enum(INFESTATION_LEVELS)),
  padrao: z.nullable(z.enum(INFESTATION_PATTERNS)),
  observacoes: z.nullable(z.string()),
  /** The key the device gave the note (a UUID); null for notes saved before issue 18. */
  clientKey: z.nullable(z.string()),
  /** Where the device was, WGS84 degrees: both or neither. */
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  /** The position's accuracy as the device reported it, in metres. */
  accuracyM: z.nullable(z.number()),
  /** The customer's plot the note is about (the one the position fell in, or picked). */
  plotId: z.nullable(idSchema()),
  /** When the note was written, by the device's clock (offline notes reach the server later). */
  recordedAt: z.nullable(z.iso.datetime({ offset: true })),
  /** Its photos, in the order they were received. */
  photos: z.array(fieldNotePhotoSchema),
  version: versionSchema(),
});
export type FieldNote = z.infer<typeof fieldNoteSchema>;

/**
 * Body of POST and PUT `/register/gas/apontamentos`: tipo, data and gloc1 to gloc5 required; an
 * infestation analysis (tipo 2) also needs infestacao and padrao; observacoes is free text. From issue 18:
 * `clientKey` (a UUID the device makes once per note: a POST repeated with it answers the stored note, 200,
 * instead of a second one; ignored by PUT), the position (`latitude` and `longitude` both or neither,
 * `accuracyM`), `plotId` (an active plot of the current customer, else 422 `errors.fieldNotes.plotGone`)
 * and `recordedAt` (the device's clock). All optional, so callers from before keep working.
 */
export const fieldNoteInputSchema = z
  .object({
    tipo: z.literal(FIELD_NOTE_TYPES, {
      error: (issue) => (isMissing(issue.input) ? 'validation.required' : 'validation.invalid'),
    }),
    data: requiredDate(),
    ...glocFields,
    infestacao: optionalOption(INFESTATION_LEVELS),
    padrao: optionalOption(INFESTATION_PATTERNS),
    observacoes: optionalText(2000, { multiLine: true }),
    clientKey: optionalClientKey(),
    latitude: optionalNumber(MIN_LATITUDE, MAX_LATITUDE),
    longitude: optionalNumber(MIN_LONGITUDE, MAX_LONGITUDE),
    accuracyM: optionalNumber(0, MAX_ACCURACY_M),
    plotId: optionalId(),
    recordedAt: optionalDeviceTime(),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        if (typeof value !== 'object' || value === null) return;
        const record = value as Record<string, unknown>;
        if (record.tipo !== FIELD_NOTE_INFESTATION_ANALYSIS) return;
        if (isMissing(record.infestacao))
          fieldIssue(ctx, 'infestacao', 'validation.required', record.infestacao);
        if (isMissing(record.padrao)) fieldIssue(ctx, 'padrao', 'validation.required', record.padrao);
      },
      // Also when other fields failed, so the form shows every message at once.
      { when: () => true },
    ),
    z.superRefine(
      (value, ctx) => {
        if (typeof value !== 'object' || value === null) return;
        // A position is both coordinates or none: one alone says where nothing is.
        const { latitude, longitude } = value as Record<string, unknown>;
        if (isMissing(latitude) && !isMissing(longitude))
          fieldIssue(ctx, 'latitude', 'validation.required', latitude);
        if (isMissing(longitude) && !isMissing(latitude))
          fieldIssue(ctx, 'longitude', 'validation.required', longitude);
      },
      // Also when other fields failed, so the form shows every message at once.
      { when: () => true },
    ),
  );
export type FieldNoteInput = z.input<typeof fieldNoteInputSchema>;
/** A note as the API parses it: what the repository stores (empty optional fields are null). */
export type FieldNoteValues = z.output<typeof fieldNoteInputSchema>;

/** Body of PUT `/register/gas/apontamentos/{id}`: the note and the version it was read at. */
export const fieldNoteUpdateSchema = z.safeExtend(fieldNoteInputSchema, { version: readVersionSchema() });
export type FieldNoteUpdate = z.input<typeof fieldNoteUpdateSchema>;

/** Query of the field notes list: one type when given, newest first. */
export const fieldNoteQuerySchema = z.object({
  tipo: z.optional(
    z.coerce.number({ error: 'validation.invalid' }).check(
      z.gte(Math.min(...FIELD_NOTE_TYPES), { error: 'validation.invalid', abort: true }),
      z.lte(Math.max(...FIELD_NOTE_TYPES), { error: 'validation.invalid', abort: true }),
      z.refine((n) => (FIELD_NOTE_TYPES as readonly number[]).includes(n), { error: 'validation.invalid' }),
    ),
  ),
});
export type FieldNoteQuery = z.infer<typeof fieldNoteQuerySchema>;
