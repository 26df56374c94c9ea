// Every endpoint of the API, for what walks them all: the server's route checks, the access matrix, the
// test that no (method, path) is declared twice. Screens import their own area's declarations instead.
import { authEndpoints } from './auth/endpoints';
import type { Endpoint } from './endpoint';
import { fieldNotesEndpoints } from './field-operations/field-notes/endpoints';
import { operationalItemsEndpoints } from './field-operations/operational-items/endpoints';
import { operationsEndpoints } from './field-operations/operations/endpoints';
import { suppliesEndpoints } from './field-operations/supplies/endpoints';
import { thirdPartiesEndpoints } from './field-operations/third-parties/endpoints';
import { firstScreenEndpoints } from './first-screen/endpoints';
import { healthEndpoints } from './health/endpoints';
import { importsEndpoints } from './imports/endpoints';
import { monitoringEndpoints } from './monitoring/endpoints';
import { apiKeysEndpoints } from './registers/api-keys/endpoints';
import { auditEndpoints } from './registers/audit/endpoints';
import { backgroundJobsEndpoints } from './registers/background-jobs/endpoints';
import { benchmarkingEndpoints } from './registers/benchmarking/endpoints';
import { customerGroupsEndpoints } from './registers/customer-groups/endpoints';
import { customersEndpoints } from './registers/customers/endpoints';
import { documentTypesEndpoints } from './registers/document-types/endpoints';
import { documentsEndpoints } from './registers/documents/endpoints';
import { labelDictionaryEndpoints } from './registers/label-dictionary/endpoints';
import { downloadAppEndpoints, usersEndpoints } from './users/endpoints';

/*#__NO_SIDE_EFFECTS__*/
function byName(groups: Record<string, Record<string, Endpoint>>): Readonly<Record<string, Endpoint>> {
  return Object.fromEntries(
    Object.entries(groups).flatMap(([group, endpoints]) =>
      Object.entries(endpoints).map(([name, endpoint]) => [`${group}.${name}`, endpoint]),
    ),
  );
}

/** Each declaration by a name `group.name` (e.g. `users.get`). */
export const allEndpoints = /* @__PURE__ */ byName({
  health: healthEndpoints,
  auth: authEndpoints,
  users: usersEndpoints,
  downloadApp: downloadAppEndpoints,
  customerGroups: customerGroupsEndpoints,
  customers: customersEndpoints,
  labelDictionary: labelDictionaryEndpoints,
  documentTypes: documentTypesEndpoints,
  documents: documentsEndpoints,
  benchmarking: benchmarkingEndpoints,
  audit: auditEndpoints,
  backgroundJobs: backgroundJobsEndpoints,
  apiKeys: apiKeysEndpoints,
  imports: importsEndpoints,
  operationalItems: operationalItemsEndpoints,
  supplies: suppliesEndpoints,
  thirdParties: thirdPartiesEndpoints,
  operations: operationsEndpoints,
  fieldNotes: fieldNotesEndpoints,
  monitoring: monitoringEndpoints,
  firstScreen: firstScreenEndpoints,
});
