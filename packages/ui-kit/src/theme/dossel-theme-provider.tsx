import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

import { dosselCssVariablesResolver, dosselTheme } from './theme';

/** Spec section 9: toasts sit top-right and close themselves after 5000 ms. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export interface DosselThemeProviderProps {
  /** The tree that uses Mantine components and toasts. */
  children: ReactNode;
}

/** Mantine with Dossel's theme plus the one toast container of the page. */
export function DosselThemeProvider({ children }: DosselThemeProviderProps) {
  return (
    <MantineProvider theme={dosselTheme} cssVariablesResolver={dosselCssVariablesResolver}>
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
      {children}
    </MantineProvider>
  );
}
