// The signed-in customer user of the field-operations stories and tests.
import type { User } from '@dossel/api-client';
import { fakeUser } from '@dossel/api-client/testing';

import { signedInAs } from '../../../testing/report-story';
import { testSession } from '../../../testing/test-services';
import type { ScreenSession } from '../../../lib/screen-prefetch';

/** Like cliente@demo.com.br after switching to "Florestal Vale Verde", whose services include 8. */
export const fakeFieldOperationsUser: User = { ...fakeUser, currentCustomerId: 2 };

/** Signs that user in (browser tests). */
export function signInForFieldOperations() {
  testSession().getState().signIn('field-operations-token');
  testSession().getState().setUser(fakeFieldOperationsUser);
}

/** A story's `beforeEach` signing that user in on a clean slate (the registers' metas sign staff in). */
export const signedInForFieldOperations = signedInAs(fakeFieldOperationsUser);

/** The session of `fakeFieldOperationsUser` (Vale Verde, service 8), as a route's loader hands it over. */
export const fieldOperationsSession: ScreenSession = {
  user: fakeFieldOperationsUser,
  currentCustomer: fakeFieldOperationsUser.currentCustomerId,
};

/** The same user on their main customer, which lacks service 8. */
export const withoutFieldOperations: ScreenSession = {
  user: fakeFieldOperationsUser,
  currentCustomer: fakeFieldOperationsUser.mainCustomerId,
};
