import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { fieldOperationsPrefetchApi } from '../api/field-operations-api';
import { fieldNotesListOptions } from './field-notes-list';

/**
 * Starts the one query `/field-notes` runs on its first render, for a route loader to call with the screen's
 * code (issue 13): the current customer's field notes, with the options the page hands its register list
 * (a copy kept on the device, answered offline: issue 18). The list sorts, searches and pages in the
 * browser, so the address changes nothing here. Nothing when the customer lacks service 8; nothing is awaited.
 */
export const prefetchFieldNotes: ScreenPrefetch = (queryClient, request, _url, session) => {
  const api = fieldOperationsPrefetchApi(request, session);
  if (api === null || session.currentCustomer === null) return;
  const owner = { userId: session.user.id, customerId: session.currentCustomer };
  void queryClient.prefetchQuery(fieldNotesListOptions(api, owner));
};
