/**
 * The one route table: the router, menus, links and end-to-end helpers build every URL from here, so no
 * URL string lives inside a component.
 */

/** A register's three screens: the list, the new-record form and the edit form of one record. */
function registerPaths<const Segment extends string>(segment: Segment) {
  return {
    segment,
    path: `/${segment}`,
    href: () => `/${segment}`,
    newPath: `/${segment}/new`,
    newHref: () => `/${segment}/new`,
    editPath: `/${segment}/:id/edit`,
    editHref: (id: number) => `/${segment}/${id}/edit`,
  } as const;
}

/** A screen with one fixed path. */
function screenPath<const Segment extends string>(segment: Segment) {
  return { segment, path: `/${segment}`, href: () => `/${segment}` } as const;
}

/** Pages that set a password from a link with a token (spec section 2: reset and its two variants). */
function tokenPath<const Segment extends string>(segment: Segment) {
  return {
    path: `/${segment}/:token`,
    href: (token: string) => `/${segment}/${encodeURIComponent(token)}`,
  } as const;
}

export const paths = {
  home: { path: '/', href: () => '/' },

  // The sign-in family (signed-out users only).
  forgotPassword: screenPath('forgot-password'),
  reset: tokenPath('reset'),
  /** The link of the e-mail staff send to an account they created (`POST /register/users/{id}/sendFirstAccess`). */
  firstAccess: tokenPath('first-access'),
  /** A link staff hand to a user who must create a password of their own (same token, same check). */
  createPassword: tokenPath('create-password'),

  /**
   * Where another site hands its session over (issue 8): `code` is a one-time code of
   * `POST /auth/handoff`. Reachable signed out and signed in; without a code, the page's own address.
   */
  handoff: {
    path: '/handoff',
    href: (code?: string) =>
      code === undefined ? '/handoff' : `/handoff?${new URLSearchParams({ code }).toString()}`,
  },

  /** Where an expired session lands (spec section 2). */
  auth: screenPath('auth'),
  changePassword: screenPath('change-password'),

  // Registers (services administrators).
  customerGroups: registerPaths('customer-groups'),
  customers: registerPaths('customers'),
  users: registerPaths('users'),
  documentTypes: registerPaths('document-types'),
  documents: registerPaths('documents'),
  benchmarking: registerPaths('benchmarking'),
  /** The background jobs (issue 16): where e-mails and imports stand. */
  backgroundJobs: screenPath('background-jobs'),
  /** The API keys a script or the provider's pipeline imports with (issue 15). */
  apiKeys: screenPath('api-keys'),
  /** The provider's data imports (issue 15): the list, a new upload, and one import followed to its end. */
  imports: {
    ...screenPath('imports'),
    newPath: '/imports/new',
    newHref: () => '/imports/new',
    detailPath: '/imports/:id',
    detailHref: (id: number) => `/imports/${id}`,
  },

  // Reports (every user).
  weedCompetition: screenPath('weedCompetition'),
  anomaly: screenPath('anomaly'),
  /** The plots taken to the field, drawn from the device without network (issue 18). */
  fieldMap: screenPath('field-map'),
  productivity: {
    ...screenPath('productivity'),
    /** The productivity screen opened at one tab, e.g. `productivityVision` (spec section 2). */
    tabHref: (tab: string) => `/productivity?tab=${encodeURIComponent(tab)}`,
    /** The quarterly productivity report of one quarter, where it is downloaded. */
    quarterlyReportHref: (year: number, quarter: number) =>
      `/productivity?tab=quarterlyReport&year=${year}&quarter=${quarter}`,
  },
  quality: screenPath('quality'),
  weather: screenPath('weather'),
  /** The route is `soilrelief`; the menu writes `/soilRelief`, which matches (paths ignore case). */
  soilRelief: { ...screenPath('soilrelief'), menuHref: () => '/soilRelief' },
  vegetation: screenPath('vegetation'),
  downloads: { segment: 'downloads', path: '/downloads/documents', href: () => '/downloads/documents' },

  // Field operations (customers with service 8).
  fieldNotes: {
    ...registerPaths('field-notes'),
    /** A new field note already filled with a monitored plot's places and a date (an alert's row links here). */
    newForPlotHref: (plotId: number, date: string) =>
      `/field-notes/new?${new URLSearchParams({ plot: String(plotId), date }).toString()}`,
  },
  operations: registerPaths('operations'),
  supplies: registerPaths('supplies'),
  operationalItems: registerPaths('operational-items'),
  thirdParty: registerPaths('third-party'),

  /** Any path no other route matches; `href` gives one such path. */
  notFound: { path: '*', href: () => '/not-found' },
} as const;
