import { useParams } from 'react-router';

/** Which record a register's form is for: a new one, one by id, or an id that cannot exist ('abc'). */
export type RecordTarget = { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'unknown' };

/** The form's record from the route's `:id` (absent on the `/new` route). */
export function useRecordTarget(): RecordTarget {
  const { id } = useParams();
  if (id === undefined) return { kind: 'new' };
  const parsed = Number(id);
  return Number.isInteger(parsed) && parsed > 0 ? { kind: 'edit', id: parsed } : { kind: 'unknown' };
}
