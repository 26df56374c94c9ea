import { useLayoutEffect } from 'react';

import { ENLARGED_ROOT_FONT_SIZE } from '../stores/view-storage-key';

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
