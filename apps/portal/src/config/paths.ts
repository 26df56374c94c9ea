/**
 * The one route table: the router, links and end-to-end helpers build every URL from here, so no URL
 * string lives inside a component.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  reset: { path: '/reset/:token', href: (token: string) => `/reset/${encodeURIComponent(token)}` },
  /** Where an expired session lands (spec section 2). */
  auth: { path: '/auth', href: () => '/auth' },
  /** Any path no other route matches; `href` gives one such path. */
  notFound: { path: '*', href: () => '/not-found' },
} as const;
