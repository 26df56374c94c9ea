import type { Request, User } from '@dossel/api-client';
import type { QueryClient } from '@tanstack/react-query';

/** Who a prefetch asks for: a signed-in user with the terms accepted, and the customer they work for. */
export interface ScreenSession {
  user: User;
  currentCustomer: number | null;
}

/**
 * Starts the queries a screen runs on its first render, for its route's loader to call together with
 * the screen's code (issue 13; app/routes/screen-data.ts): same query keys as the screen's, on the
 * client the screen renders with (`request`), for the address it opens (`url`: filters, tab, page).
 * It asks only for what the screen would ask (the API refuses other services' data), and awaits nothing.
 */
export type ScreenPrefetch = (
  queryClient: QueryClient,
  request: Request,
  url: URL,
  session: ScreenSession,
) => void;
