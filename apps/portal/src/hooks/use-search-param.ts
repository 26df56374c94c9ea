import { useSearchParams } from 'react-router';

/** New values for some of the address's query; null or '' removes one. */
export type SearchParamChanges = Record<string, string | null>;

/**
 * The address's query and a way to change several of its values at once (one navigation, so none is lost).
 * Changes replace the history entry unless `replace` is false: a filter is not a place to go Back to.
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (changes: SearchParamChanges, { replace = true } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace },
    );
  return [params, update] as const;
}

/**
 * One value of the address's query (`?farm=…`): a screen's choice that a reload or a shared link keeps.
 * Setting null or '' removes it; changes replace the history entry, so Back leaves the screen.
 */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const [params, update] = useSearchParamsUpdate();
  return [params.get(name), (value) => update({ [name]: value })];
}

/** An id kept in the address (`?plot=12`), or null when absent or not a positive whole number. */
export function readIdParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
