import { useSearchParams } from 'react-router';

/**
 * One value of the address's query (`?farm=…`): a screen's choice that a reload or a shared link keeps.
 * Setting null or '' removes it; changes replace the history entry, so Back leaves the screen.
 */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const setValue = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return [params.get(name), setValue];
}
