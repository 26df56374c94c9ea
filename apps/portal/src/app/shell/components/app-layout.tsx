import { AppShell, Container } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useLayoutEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';

import { LocalizedDates } from '../../../components/forms/localized-dates';
import { takeOverFirstScreenFromTheApp } from '../../first-screens/take-over';
import { queryClientOf } from '../../../lib/query-client';
import { useServerData } from '../../../lib/server-data';
import { useServerRender } from '../../../lib/server-render';
import { useSession } from '../../../lib/session/session-store';
import { ShellGates } from '../../gates/components/shell-gates';
import { PwaCorner } from '../../pwa/pwa-corner';
import { useEnlargedView } from '../hooks/use-enlarged-view';
import { useIsDesktop } from '../hooks/use-is-desktop';
import {
  createViewPreferencesStore,
  useFollowOtherTabs,
  useViewPreferences,
  ViewPreferencesContext,
} from '../stores/view-preferences';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { SideMenu } from './side-menu';

/**
 * False for the frame's first render, true from the next one: the header and menu paint first and the
 * page right after. On a slow phone the page's render is the larger part (a list's rows, a report's
 * cards), and the click on "Entrar" or a deep link shows the signed-in frame that much sooner; the
 * page's data does not wait, its requests left with the route's code.
 */
function useFramePainted(): boolean {
  // A render on the server has no next frame: the page is what it is for.
  const onServer = useServerRender() !== null;
  const [painted, setPainted] = useState(onServer);
  useEffect(() => {
    // After the next paint: an effect alone may run before it (React flushes a synchronous render's
    // effects at once), and the frame would wait for the page again.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * Rendered after the page, so its effect runs once the page has drawn (its code loaded): a screen the
 * server painted before the app's code arrived (app/first-screens/painted-screen.ts) gives way to it.
 */
function PaintedScreenGivesWay() {
  useLayoutEffect(takeOverFirstScreenFromTheApp, []);
  return null;
}

/** Spec section 9: the header is 70 px high. */
export const HEADER_HEIGHT = 70;

/**
 * The signed-in frame (spec section 2): a sticky header, the menu (a side menu on desktop that folds
 * away, a panel under the header on a phone) and the routed page in a standard or full-width container.
 */
export function AppLayout() {
  // The view settings of this signed-in frame: a logout unmounts it, and storage is cleared by then.
  const serverRender = useServerRender();
  const [viewPreferences] = useState(() =>
    createViewPreferencesStore(serverRender?.storage ?? window.localStorage),
  );
  useFollowOtherTabs(viewPreferences);
  return (
    <ViewPreferencesContext value={viewPreferences}>
      <AppFrame />
    </ViewPreferencesContext>
  );
}

function AppFrame() {
  const { t } = useTranslation();
  const serverRender = useServerRender();
  const isDesktop = useIsDesktop();
  const { enlarged, fullWidth, navbarCollapsed, set: setView } = useViewPreferences();
  // The desktop menu's state is remembered with the view; the phone's panel starts closed each visit.
  const [mobileMenuOpened, setMobileMenuOpened] = useState(false);
  const menuId = useId();
  useEnlargedView(enlarged && isDesktop);
  const serverData = useServerData();
  const termsPending = useSession((state) => state.user?.signature === null);
  const framePainted = useFramePainted();
  // The app's query client, made now if this is the first signed-in frame of the visit.
  const [queryClient] = useState(() => queryClientOf(serverData));

  const menuOpened = isDesktop ? !navbarCollapsed : mobileMenuOpened;
  const toggleMenu = () => {
    if (isDesktop) setView({ navbarCollapsed: !navbarCollapsed });
    else setMobileMenuOpened((opened) => !opened);
  };

  return (
    // Server data is for signed-in screens only: the sign-in page does not download the cache.
    <QueryClientProvider client={queryClient}>
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{
          width: { sm: 240, lg: 280 },
          breakpoint: 'sm',
          collapsed: { mobile: !mobileMenuOpened, desktop: navbarCollapsed },
        }}
        padding="md"
      >
        <AppShell.Header>
          <AppHeader
            menuOpened={menuOpened}
            onToggleMenu={toggleMenu}
            menuId={menuId}
            isDesktop={isDesktop}
          />
        </AppShell.Header>
        {/* A closed menu is only moved out of sight: inert keeps its links out of the tab order. */}
        <AppShell.Navbar
          id={menuId}
          aria-label={t('menu.label')}
          inert={!menuOpened}
          mod={{ opened: menuOpened }}
          className={classes.navbar}
        >
          <SideMenu isDesktop={isDesktop} onNavigate={() => setMobileMenuOpened(false)} />
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0">
          <Container size="lg" fluid={fullWidth} px={0}>
            {/* The API serves nothing else until the terms are accepted (ShellGates asks): no page behind. */}
            {termsPending ? (
              // The terms stand over the shell (ShellGates): a painted screen gives way to them.
              <PaintedScreenGivesWay />
            ) : framePainted ? (
              <Suspense fallback={null}>
                <LocalizedDates>
                  <Outlet />
                  <PaintedScreenGivesWay />
                </LocalizedDates>
              </Suspense>
            ) : null}
          </Container>
        </AppShell.Main>
        {/* The gates read what the device keeps (drafts, the welcome): the app adds them to a painted screen. */}
        {serverRender ? null : (
          <Suspense fallback={null}>
            <ShellGates />
          </Suspense>
        )}
        <PwaCorner />
      </AppShell>
    </QueryClientProvider>
  );
}
