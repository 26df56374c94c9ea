import { MAX_DOCUMENTS_PER_DOWNLOAD } from '@dossel/api-client';
import { useState } from 'react';

/**
 * The documents chosen for one ZIP, in the order they were chosen, never more than 20 (spec section 9).
 * A choice past the limit is refused and `refused` says so until the selection changes again.
 */
export function useDocumentSelection() {
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [refused, setRefused] = useState(false);

  const toggle = (id: number, checked: boolean) => {
    if (!checked) {
      setSelected(selected.filter((other) => other !== id));
      setRefused(false);
    } else if (selected.length >= MAX_DOCUMENTS_PER_DOWNLOAD) {
      setRefused(true);
    } else {
      setSelected([...selected, id]);
      setRefused(false);
    }
  };

  /** Selects the given (visible) documents up to the limit, or unselects them all. */
  const toggleAll = (ids: readonly number[], checked: boolean) => {
    if (!checked) {
      setSelected(selected.filter((id) => !ids.includes(id)));
      setRefused(false);
      return;
    }
    const missing = ids.filter((id) => !selected.includes(id));
    const room = MAX_DOCUMENTS_PER_DOWNLOAD - selected.length;
    setSelected([...selected, ...missing.slice(0, room)]);
    setRefused(missing.length > room);
  };

  const clear = () => {
    setSelected([]);
    setRefused(false);
  };

  return { selected, refused, toggle, toggleAll, clear };
}
