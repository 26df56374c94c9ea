export * from './schemas';
export { createCustomersApi, type CustomersApi } from './api';
export {
  customerKeys,
  customerListOptions,
  customerOptions,
  customerSelectOptions,
  customersByGroupOptions,
  customerWoodPricesOptions,
} from './queries';
export { customersEndpoints } from './endpoints';
