import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True from Mantine's `sm` breakpoint up, where the shell has its side menu (the breakpoint the
 * AppShell's navbar uses). Read at the first render, so desktop-only items never flash in or out.
 */
export function useIsDesktop(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
}
