import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, with `preload` to start fetching it early (a route loader,
 * the sign-in page while the user types). Once the code has arrived it renders at once: a bare
 * React.lazy() suspends on its first render even when its module is already there, and React then holds
 * the new content back for its Suspense throttle (about 300 ms) — after a preload, a wait for nothing.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download may be tried again (the next render, a retry button).
        loading = undefined;
        throw error;
      },
    ));
  const OnDemand = lazy(() => start().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    return createElement(loaded ?? OnDemand, props);
  }
  return Object.assign(Preloadable, { preload: (): void => void start().catch(() => undefined) });
}
