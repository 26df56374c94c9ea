export * from './schemas';
export { createBenchmarkingApi, type BenchmarkingApi } from './api';
export {
  benchmarkingFilterOptions,
  benchmarkingKeys,
  benchmarkingListOptions,
  benchmarkingOptions,
} from './queries';
export { benchmarkingEndpoints } from './endpoints';
