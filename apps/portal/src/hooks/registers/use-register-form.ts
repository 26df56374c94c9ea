// The schema-first Conform API validates through Standard Schema, as the sign-in box does (decision 003).
import { isDirty, useForm, useFormData } from '@conform-to/react/future';
import { getZodConstraint } from '@conform-to/zod/v4';
import { rejectionMessage } from '@dossel/portal-widgets';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';

import type { DraftValues } from '../../lib/drafts';
import { notify } from '../../lib/notify';
import { useKeptDraft } from '../use-kept-draft';
import { coerceFormValue } from './form-coercion';
import { useGoBack } from './use-go-back';
import { useLeaveGuard } from './use-leave-guard';
import { useVersionConflict, type EditedRecord, type VersionedRecord } from './use-version-conflict';

type InputSchema = z.ZodMiniObject;

export interface RegisterFormOptions<
  Schema extends InputSchema,
  Edited extends VersionedRecord = VersionedRecord,
> {
  /** Names the form: its element id and the key of its kept draft, e.g. 'customer-group-form'. */
  formId: string;
  /** The api-client input schema the API parses too (spec section 5 messages as i18n keys). */
  schema: Schema;
  /** The record's values when editing without `edited`; nothing for a new record. @default edited's values */
  defaultValue?: { [Field in keyof z.input<Schema>]?: z.input<Schema>[Field] | string | number | null };
  /**
   * The record edited, with its version: a save someone else's overtook (409) shows what is stored now
   * beside what was typed, to reload it or save over it (issue 14). @default none: a new record
   */
  edited?: EditedRecord<Edited, NonNullable<RegisterFormOptions<Schema>['defaultValue']>>;
  /** A new record's starting values, e.g. a plot and date from a link; Save still creates. @default none */
  prefill?: RegisterFormOptions<Schema>['defaultValue'];
  /**
   * Creates or updates the record with the parsed values; an update sends `version`, the version of the
   * record the form's values started from (undefined for a new record).
   */
  save: (value: z.output<Schema>, version: number | undefined) => Promise<unknown>;
  /** The register's queries to refresh after a save, its list and its records (`customerGroupKeys.all`). */
  resourceKey: QueryKey;
  /** The success toast, e.g. 'Cadastro criado com sucesso!'. */
  successMessage: string;
  /** How long the success toast stays, in ms (operational items: 3000). @default the shell's 5000 */
  successAutoClose?: number;
  /** Where Cancel and a saved form go when there is no page to go back to. */
  listHref: string;
  /**
   * The save works without network (it writes to the device, e.g. field notes' queue, issue 18): it runs
   * offline instead of waiting, paused, for the network. @default false
   */
  savesOffline?: boolean;
}

/** What a form's typing is worth keeping: every text field, never passwords, files, hidden values or ticks. */
function readTyping(formId: string): DraftValues {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const values: DraftValues = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || ['password', 'file', 'hidden', 'submit', 'checkbox', 'radio'].includes(element.type))
      continue;
    values[element.name] = element.value;
  }
  return values;
}

/**
 * The register form pattern (issue 6): Conform validating with the API's schema, on blur then as the
 * user types; Save waits while saving; a server refusal shows its first message as a toast and keeps
 * the typing; a save refreshes the list, shows the success toast and goes back one page. Leaving with
 * unsaved changes asks first, and the typing survives an expired session. A save of a record someone else
 * saved since the form read it (409) changes nothing: the form reads the record again and says what differs,
 * and the user reloads it or saves over it (`conflict`, `reload`, `overwrite`).
 */
export function useRegisterForm<
  Schema extends InputSchema,
  Edited extends VersionedRecord = VersionedRecord,
>({
  formId,
  schema,
  defaultValue: givenDefaultValue,
  edited,
  prefill,
  save,
  resourceKey,
  successMessage,
  successAutoClose,
  listHref,
  savesOffline = false,
}: RegisterFormOptions<Schema, Edited>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const goBack = useGoBack(listHref);
  const saved = useRef(false);
  const defaultValue = givenDefaultValue ?? (edited && edited.values(edited.record));
  const versions = useVersionConflict(formId, edited);
  // The save: pending from the click until its toast (or its refusal's message) is shown, so Save waits.
  const saving = useMutation({
    networkMode: savesOffline ? 'always' : 'online',
    mutationFn: ({
      value,
      version,
    }: {
      value: z.output<Schema>;
      version: number | undefined;
      form: HTMLFormElement;
    }) => save(value, version),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: resourceKey });
      notify.success(successMessage, successAutoClose);
      saved.current = true;
      goBack();
    },
    // Someone else's save came first: the notice says what differs. Else (or if the record cannot be read
    // again: gone meanwhile) the refusal's message; the typing stays either way.
    onError: async (error, { form: formElement }) => {
      const shown = await versions.caught(error, formElement).catch((reread: unknown) => {
        notify.info(rejectionMessage(reread, t));
        return true;
      });
      if (!shown) notify.info(rejectionMessage(error, t));
    },
  });

  // Conform types the fields from the API's schema; the coerced one only reads their text first.
  const { form, fields, intent } = useForm(coerceFormValue(schema) as unknown as Schema, {
    id: formId,
    // Conform derives the form's shape from the schema with a conditional type that a generic schema
    // leaves unresolved; the field names are checked against the schema above instead.
    defaultValue: (defaultValue ?? prefill) as never,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onSubmit: (event, { value }) => {
      event.preventDefault();
      versions.clear();
      // React lets go of the event's target once the handler has returned: kept for the conflict notice.
      saving.mutate({
        value: value as z.output<Schema>,
        version: versions.version(),
        form: event.currentTarget,
      });
    },
  });

  const dirty = useFormData(form.id, (data) => isDirty(data, { defaultValue: form.defaultValue }) ?? false, {
    fallback: false,
  });
  const unsaved = () => dirty && !saved.current;
  const leaveBlocker = useLeaveGuard(unsaved);
  const keptDraft = useKeptDraft(formId, () => (unsaved() ? readTyping(formId) : null));

  return {
    form,
    fields,
    saving: saving.isPending,
    /** Whether the record exists already (Save then updates it). */
    editing: defaultValue !== undefined,
    /** Someone else's save overtook this one: what differs, and reloading or overwriting (issue 14). */
    versions: {
      conflict: versions.conflict,
      reload: () => versions.reload((values) => intent.reset({ defaultValue: values as never })),
      overwrite: versions.overwrite,
    },
    leaveBlocker,
    keptDraft,
    /** Puts the kept draft's values back in the fields. */
    restoreDraft: () => {
      const values = keptDraft.restore();
      if (values) intent.update({ value: values as never });
    },
    cancel: goBack,
    /** Sets fields from code, e.g. the costs of a chosen item (`intent.update({ name, value })`). */
    intent,
  };
}
export type RegisterFormHandle = ReturnType<typeof useRegisterForm>;
