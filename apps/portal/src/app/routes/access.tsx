import { LoadingScreen } from '@dossel/ui-kit';
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';

import { paths } from '../../config/paths';
import type { Audience } from '../../config/screens';
import { canReach } from '../../lib/session/access-rules';
import { useSession } from '../../lib/session/session-store';
import { screenPainted } from '../first-screens/first-screen-ids';
import { takeOverFirstScreenFromTheApp } from '../first-screens/take-over';
import { AppLayout, NotContractedPage } from './lazy-pages';

/**
 * Spec section 2, access states: nothing while the state is unknown and no check runs, the loading
 * screen while access is checked, the shell for a signed-in user, the bare page otherwise.
 */
export function AccessGate() {
  const { t } = useTranslation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const checking = useSession((state) => state.checking);
  const loading = <LoadingScreen message={t('loadingAccess')} />;
  if (checking) return <TakesOverFirstScreen keepsPaintedScreen>{loading}</TakesOverFirstScreen>;
  if (isLoggedIn === null) return null;
  if (!isLoggedIn) {
    return (
      <TakesOverFirstScreen>
        <Outlet />
      </TakesOverFirstScreen>
    );
  }
  return (
    <TakesOverFirstScreen keepsPaintedScreen>
      <Suspense fallback={loading}>
        <AppLayout />
      </Suspense>
    </TakesOverFirstScreen>
  );
}

/**
 * The first screen index.html showed before the app ran gives way once the app has drawn its own. A
 * signed-in screen the server painted stays while the session is checked and the frame loads: it gives
 * way once the frame has drawn its page (AppLayout), not to a loading screen.
 */
export function TakesOverFirstScreen({
  children,
  keepsPaintedScreen = false,
}: {
  children: ReactNode;
  keepsPaintedScreen?: boolean;
}) {
  useLayoutEffect(() => {
    if (keepsPaintedScreen && screenPainted()) return;
    // Not the signed-in frame: the enlarged size a painted screen was given (painted-screen.ts) is not
    // this screen's; the frame sets its own.
    if (!keepsPaintedScreen) document.documentElement.style.fontSize = '';
    takeOverFirstScreenFromTheApp();
  }, [keepsPaintedScreen]);
  return children;
}

interface AccessProps {
  children: ReactNode;
}

/** A screen of a signed-in user; anyone else is sent to sign-in, replacing the history entry. */
export function PrivateOnly({ children }: AccessProps) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return isLoggedIn ? children : <Navigate to={paths.home.href()} replace />;
}

/** A screen of the sign-in family; a signed-in user has no use for it and goes home. */
export function PublicOnly({ children }: AccessProps) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return isLoggedIn ? <Navigate to={paths.home.href()} replace /> : children;
}

/** '/' is the sign-in page for a visitor and home for a signed-in user (spec section 2). */
export function HomeOrLogin({ home, login }: { home: ReactNode; login: ReactNode }) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return isLoggedIn ? home : login;
}

/**
 * A screen for part of the users (spec section 6): the others get 'Serviço não contratado ou não
 * disponível para este usuário/cliente.' instead. It follows the current customer, so switching to one
 * without service 8 on a field-operations screen shows the message at once.
 */
export function RequireAudience({ audience, children }: AccessProps & { audience: Audience }) {
  const allowed = useSession((state) => canReach(audience, state.user, state.currentCustomer));
  return allowed ? children : <NotContractedPage />;
}
