import { useLayoutEffect } from 'react';

/** Mantine sizes everything in rem, so a larger root font size enlarges the whole interface. */
export const ENLARGED_ROOT_FONT_SIZE = '112.5%';

/**
 * Applies the enlarged view to the page while the shell shows it, and undoes it when the shell goes
 * (the sign-in page keeps the standard size). A layout effect: the first paint is already enlarged.
 */
export function useEnlargedView(enlarged: boolean): void {
  useLayoutEffect(() => {
    if (!enlarged) return;
    const root = document.documentElement;
    root.style.fontSize = ENLARGED_ROOT_FONT_SIZE;
    return () => {
      root.style.fontSize = '';
    };
  }, [enlarged]);
}
