import {
  MantineContext,
  MantineProvider,
  mergeThemeOverrides,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { Suspense, lazy, use, useMemo, type ReactNode } from 'react';

import { useToastContainerWanted } from '../toast/toast-container';
import { dosselCssVariablesResolver, dosselTheme } from './theme';

/** Spec section 9: toasts sit top-right and close themselves after 5000 ms. */
export const TOAST_AUTO_CLOSE_MS = 5000;

// The toast container loads with the first toast (toast/toast-container.ts): nothing on screen waits for it.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export interface DosselThemeProviderProps {
  /** The tree that uses Mantine components and toasts. */
  children: ReactNode;
  /** Accessible name of every toast's close button, in the user's language. */
  toastCloseLabel: string;
  /** Where the user's light / dark / system choice is kept (Mantine's own manager). @default Mantine's local storage manager */
  colorSchemeManager?: MantineColorSchemeManager;
  /** The scheme before the user has chosen one. @default 'light' */
  defaultColorScheme?: MantineColorScheme;
  /** A scheme that no stored choice changes (stories, a host that asks for one). @default undefined */
  forceColorScheme?: 'light' | 'dark';
}

/**
 * Mantine with Dossel's theme plus the one toast container of the page. Inside a host's own
 * MantineProvider it steps aside: the widgets take the host's theme and use the host's toast container
 * (Mantine allows one provider per page; a second would rewrite the host's CSS variables).
 */
export function DosselThemeProvider({
  children,
  toastCloseLabel,
  colorSchemeManager,
  defaultColorScheme = 'light',
  forceColorScheme,
}: DosselThemeProviderProps) {
  const hostMantine = use(MantineContext);
  const toastsWanted = useToastContainerWanted();
  const theme = useMemo(
    () =>
      mergeThemeOverrides(dosselTheme, {
        components: {
          // A plain object, not Notification.extend: the component itself loads with the first toast.
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': toastCloseLabel } } },
        },
      }),
    [toastCloseLabel],
  );
  if (hostMantine) return children;
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={dosselCssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={defaultColorScheme}
      forceColorScheme={forceColorScheme}
    >
      {toastsWanted && (
        <Suspense fallback={null}>
          <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  );
}
