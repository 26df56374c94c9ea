// `@dossel/api-client/testing`: fixtures and an in-memory client for stories and tests of code that
// talks to the API. Never imported by production code.
export {
  FAKE_PASSWORD,
  apiError,
  createFakeApiClient,
  fakeRequest,
  fakeLoginResponse,
  fakeUser,
  invalidCredentialsError,
  neverSettles,
  serverFailureError,
  versionConflictError,
  fakeRoute,
  versionedUpdate,
  type FakeCall,
  type FakeRoutes,
} from './testing/fake-api-client';
export { unboundedParts } from './testing/bounds-check';
export { FAKE_IMA, fakeAlertLoss, withAlertLosses } from './testing/fake-alert-loss';
export { fakeCostSummary, fakeCostSummaryRoute, type FakeCostRecord } from './testing/fake-cost-summary';
export {
  fakeMonitoringSummary,
  fakeMonitoringSummaryRoutes,
  type FakeMonitoredPlot,
} from './testing/fake-monitoring-summary';
export { fakeDocumentList } from './testing/fake-documents';
export {
  FAKE_FIELD_NOTE_PHOTO_LIMITS,
  fakeFieldNoteRegister,
  fieldNotePlotGoneError,
  type FakeFieldNoteRegister,
} from './testing/fake-field-notes';
export { fakeRegister, notFoundError, type FakeRegister, type FakeRow } from './testing/fake-register';
