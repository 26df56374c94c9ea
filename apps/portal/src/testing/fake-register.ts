// The registers' in-memory fake server is api-client's (`@dossel/api-client/testing`), where the API's
// contract test runs it against the real server too (apps/api/src/contract); kept here for the stories
// and tests that import it from the portal's testing folder.
export { fakeRegister, type FakeRegister, type FakeRow } from '@dossel/api-client/testing';
