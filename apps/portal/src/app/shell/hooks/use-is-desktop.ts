import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

import { useServerRender } from '../../../lib/server-render';

/**
 * True from Mantine's `sm` breakpoint up, where the shell has its side menu (the breakpoint the
 * AppShell's navbar uses). Read at the first render, so desktop-only items never flash in or out.
 */
export function useIsDesktop(): boolean {
  const theme = useMantineTheme();
  // On the server, the width the page measured (Mantine starts from the value given only when it asks the
  // browser in an effect, which a render on the server never runs); in the browser, the browser's answer.
  const serverRender = useServerRender();
  return useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, serverRender?.desktop, {
    getInitialValueInEffect: serverRender !== null,
  });
}
