import * as z from 'zod/mini';

import { readVersionSchema, versionSchema } from '../../record-versions';
import { idSchema, requiredText } from '../../fields';

/** A document type (spec section 3): what the upload's file must be, by its extension. */
export const documentTypeSchema = z.object({
  id: idSchema(),
  description: z.string(),
  /** Lower case, without the dot: `pdf`. */
  extension: z.string(),
  version: versionSchema(),
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** Body of `POST/PUT /register/document-types`: description and extension required (spec section 5). */
export const documentTypeInputSchema = z.object({
  description: requiredText(),
  extension: z.pipe(
    requiredText(20),
    z.string().check(
      z.overwrite((value) => value.replace(/^\.+/, '').toLowerCase()),
      z.regex(/^[a-z0-9]{1,10}$/, { error: 'validation.invalid' }),
    ),
  ),
});
export type DocumentTypeInput = z.input<typeof documentTypeInputSchema>;
/** A type as the API parses it: the extension in lower case without the dot. */
export type DocumentTypeValues = z.output<typeof documentTypeInputSchema>;

/** Body of `PUT /register/document-types/{id}`: the type and the version it was read at. */
export const documentTypeUpdateSchema = z.extend(documentTypeInputSchema, { version: readVersionSchema() });
export type DocumentTypeUpdate = z.input<typeof documentTypeUpdateSchema>;

/** A value of the small lookup lists of the upload form (categories, subjects). */
export const documentLookupItemSchema = z.object({ id: idSchema(), name: z.string() });
export type DocumentLookupItem = z.infer<typeof documentLookupItemSchema>;
