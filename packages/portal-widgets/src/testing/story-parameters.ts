import type { CoreClient } from '@dossel/api-client';

/** What a story may set under `parameters.dossel`, read by the Storybook preview's DosselProvider. */
export interface DosselStoryParameters {
  /** The api client of the story. @default createFakeApiClient() from `@dossel/api-client/testing` */
  client?: CoreClient;
}
