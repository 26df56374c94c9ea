import { isVersionConflict } from '@dossel/api-client';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { conflictingFields, type ConflictingField } from './version-conflict';

/** A record as the registers answer it: with the version it is at (api-client's record-versions.ts). */
export interface VersionedRecord {
  version: number;
}

/**
 * The record a form edits: the form opens on `values(record)`, and each save carries the version the
 * record was read at. `options` is its one-record query (`customerGroupOptions(api, id)`), read again when
 * someone else saved it first.
 */
export interface EditedRecord<Stored extends VersionedRecord, Values> {
  record: Stored;
  options: { queryKey: QueryKey; queryFn: () => Promise<Stored> };
  /** The record as the form's values, as it opens on them. */
  values: (record: Stored) => Values;
}

/** Someone else saved the record after the form read it: what is stored now, and how it differs. */
export interface VersionConflict {
  /** The version stored now: reloading takes it, overwriting saves at it. */
  version: number;
  /** The stored record as the form's values. */
  theirs: Record<string, unknown>;
  /** The fields whose stored value is not the one typed. */
  fields: ConflictingField[];
}

/**
 * No edit lost silently (issue 14), for a form of one record: the version its saves carry, and what to do
 * when the API refuses one because someone else saved the record since (409 `request.versionConflict`):
 * read the record again, say field by field what is stored beside what is typed, and let the user reload
 * it (the fields take the stored values) or save the typing over it.
 */
export function useVersionConflict<Stored extends VersionedRecord, Values>(
  formId: string,
  edited: EditedRecord<Stored, Values> | undefined,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The version the form's values started from: the record's as opened, then the one reloaded or
  // overwritten. Never the query's newest: a refetch must not turn a save into an overwrite unasked.
  const version = useRef(edited?.record.version);
  const [conflict, setConflict] = useState<VersionConflict | null>(null);

  return {
    /** The version a save sends: undefined for a new record. */
    version: () => version.current,
    /** Someone else saved the record after the form read it: what differs; null otherwise. */
    conflict,
    /** A save starts: the last conflict is answered by it. */
    clear: () => setConflict(null),
    /**
     * A save failed: when someone else's save overtook it, reads the record as stored now and shows the
     * conflict (true); any other failure is the caller's to say (false). A failed read is thrown.
     */
    async caught(error: unknown, form: HTMLFormElement): Promise<boolean> {
      if (!edited || !isVersionConflict(error)) return false;
      const current = await queryClient.fetchQuery({ ...edited.options, staleTime: 0 });
      const theirs = edited.values(current) as Record<string, unknown>;
      const yesNo: [string, string] = [t('registers.common.conflict.yes'), t('registers.common.conflict.no')];
      setConflict({ version: current.version, theirs, fields: conflictingFields(form, theirs, yesNo) });
      return true;
    },
    /**
     * Takes the record as stored now: `reset` puts its values in the fields (Conform's `intent.reset`), and
     * the next save starts from it.
     */
    reload(reset: (values: Values) => void) {
      if (!conflict) return;
      version.current = conflict.version;
      reset(conflict.theirs as Values);
      setConflict(null);
    },
    /** Saves the typing over what is stored now (at its version), checked as any save. */
    overwrite() {
      if (!conflict) return;
      version.current = conflict.version;
      setConflict(null);
      const form = document.getElementById(formId);
      if (form instanceof HTMLFormElement) form.requestSubmit();
    },
  };
}
export type VersionConflictHandle = ReturnType<typeof useVersionConflict>;
