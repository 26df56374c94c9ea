import { describe, expect, it } from 'vitest';

import { FIELD_OPERATIONS_SERVICE_ID, hasService } from './access';

describe('hasService', () => {
  const user = { services_json: { '1': [1, 2], '2': [1, FIELD_OPERATIONS_SERVICE_ID] } };

  it('reads the services of the customer asked for', () => {
    expect(hasService(user, 2, FIELD_OPERATIONS_SERVICE_ID)).toBe(true);
    expect(hasService(user, 1, FIELD_OPERATIONS_SERVICE_ID)).toBe(false);
  });

  it('says no for a customer the user is not linked to', () => {
    expect(hasService(user, 3, 1)).toBe(false);
  });
});
