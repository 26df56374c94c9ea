export * from './schemas';
export { createCustomerGroupsApi, type CustomerGroupsApi } from './api';
export { customerGroupKeys, customerGroupListOptions, customerGroupOptions } from './queries';
export { customerGroupsEndpoints } from './endpoints';
