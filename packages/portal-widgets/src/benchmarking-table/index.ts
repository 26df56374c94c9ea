export { BenchmarkingTable, type BenchmarkingTableProps } from './benchmarking-table';
export { benchmarkingRowsOptions, type BenchmarkingFilter } from './benchmarking-source';
