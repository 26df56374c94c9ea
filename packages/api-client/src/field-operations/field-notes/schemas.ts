import * as z from 'zod/mini';

import { readVersionSchema, versionSchema } from '../../record-versions';
import { fieldIssue, idSchema, isMissing, optionalOption, optionalText, requiredDate } from '../../fields';
import { glocFields, glocOutputFields } from '../fields';
import {
  FIELD_NOTE_INFESTATION_ANALYSIS,
  FIELD_NOTE_TYPES,
  INFESTATION_LEVELS,
  INFESTATION_PATTERNS,
} from '../options';

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
  version: versionSchema(),
});
export type FieldNote = z.infer<typeof fieldNoteSchema>;

/**
 * Body of POST and PUT `/register/gas/apontamentos`: tipo, data and gloc1 to gloc5 required; an
 * infestation analysis (tipo 2) also needs infestacao and padrao; observacoes is free text.
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
