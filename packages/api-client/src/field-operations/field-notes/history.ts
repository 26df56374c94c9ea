import type { AuditValue } from '../../registers/audit/schemas';

/**
 * The field of a note's history that lists its photos (issue 18): their ids in the order they came, as
 * one text (`'12, 13'`; null without photos), so a photo added or removed shows as an update of the note.
 */
export const FIELD_NOTE_HISTORY_PHOTOS = 'photos';

/** The `photos` value the history keeps for a note with these photos. */
export function historyPhotosValue(photoIds: readonly number[]): AuditValue {
  return photoIds.length > 0 ? photoIds.join(', ') : null;
}

/** The photo ids a `photos` value of the history names (none for an empty or unreadable one). */
export function historyPhotoIds(value: AuditValue): number[] {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? [value] : [];
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d*$/.test(part))
    .map(Number);
}
