import { QueryClient } from '@tanstack/query-core';
import { describe, expect, expectTypeOf, it } from 'vitest';

import { importListOptions, type Import } from './imports';
import { queryOptions } from './query-options';
import { customerGroupKeys, customerGroupOptions, type CustomerGroup } from './registers';

const groups = { registers: { customerGroups: { get: (id: number) => Promise.resolve({ id }) } } };

describe('the query option factories', () => {
  it('keep the options as given and the key resource → operation → params', () => {
    const options = customerGroupOptions(groups as never, 7);
    expect(options.queryKey).toEqual(customerGroupKeys.detail(7));
    expect(Object.keys(options)).toEqual(['queryKey', 'queryFn']);
    expect(queryOptions({ queryKey: ['x'], queryFn: () => Promise.resolve(1), staleTime: 0 })).toEqual({
      queryKey: ['x'],
      queryFn: expect.any(Function),
      staleTime: 0,
    });
  });

  it("tag the key with the data, so the cache's getQueryData and setQueryData know its type", () => {
    const client = new QueryClient();
    const options = customerGroupOptions(groups as never, 7);
    expectTypeOf(client.getQueryData(options.queryKey)).toEqualTypeOf<CustomerGroup | undefined>();
    expectTypeOf(client.getQueryData(importListOptions({} as never).queryKey)).toEqualTypeOf<
      Import[] | undefined
    >();
    // @ts-expect-error a customer group's key takes no import
    client.setQueryData(options.queryKey, [] as Import[]);
    client.clear();
  });
});
