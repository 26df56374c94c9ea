import type { Benchmarking, Language } from '@dossel/api-client';
import { toCsv, type CsvColumn } from '@dossel/ui-kit';

/**
 * Spec section 7: every field but id and customer_id, customer_name under the header 'Cliente' (in the
 * reader's language); the other headers are the fields' own names, as the spec lists them.
 */
function benchmarkingCsvColumns(customerHeader: string): CsvColumn<Benchmarking>[] {
  return [
    { header: customerHeader, value: (row) => row.customer_name },
    { header: 'data', value: (row) => row.data },
    { header: 'ima7', value: (row) => row.ima7 },
    { header: 'performance', value: (row) => row.performance },
    { header: 'impacto_clima', value: (row) => row.impacto_clima },
  ];
}

/** The history as the CSV file `benchmarking_data.csv` holds it, in the separators of `language`. */
export function benchmarkingCsv(
  rows: readonly Benchmarking[],
  language: Language,
  customerHeader: string,
): string {
  return toCsv(rows, benchmarkingCsvColumns(customerHeader), language);
}
