// How the cost summary (`GET /register/gas/operacoes/resumo`) is put together from sums of records: the
// API's repository sums in SQL by group and month and hands those sums here; a fake server hands one sum per
// record. Both answer through `operationSummaryOf`, so lines, rounding and the order of ties are one rule.
import type { OperationGroup } from '../options';
import { costPerHectare, type OperationSummary } from './schemas';

/** Sums of some records: what they cost (R$), how many they are, the area they covered (ha). */
export interface OperationSums {
  total: number;
  registros: number;
  area: number;
}

/** The sums of the records of one operation group in one month (`YYYY-MM`). */
export interface OperationSumsCell extends OperationSums {
  grupo: OperationGroup;
  mes: string;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** A summary line: money and area rounded to cents, and the cost per hectare of those. */
function line({ total, registros, area }: OperationSums) {
  const rounded = { total: cents(total), area: cents(area) };
  return { ...rounded, registros, custo_por_ha: costPerHectare(rounded.total, rounded.area) };
}

function sumBy<Key extends string>(
  cells: readonly OperationSumsCell[],
  key: (cell: OperationSumsCell) => Key,
): Map<Key, OperationSums> {
  const sums = new Map<Key, OperationSums>();
  for (const cell of cells) {
    // A cell of no record (all of them skipped) is no line of the summary.
    if (cell.registros === 0) continue;
    const into = sums.get(key(cell)) ?? { total: 0, registros: 0, area: 0 };
    into.total += cell.total;
    into.registros += cell.registros;
    into.area += cell.area;
    sums.set(key(cell), into);
  }
  return sums;
}

/** Group names in Portuguese alphabetical order, the order of the summary's ties and farm list. */
const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

/** Every farm once, in alphabetical order (pt-BR): the summary's farm list. */
export function farmList(farms: Iterable<string>): string[] {
  return [...new Set(farms)].sort(byName);
}

/**
 * The summary of the records whose sums are `cells`: the total; by operation group, largest total first and
 * groups of equal totals in alphabetical order; by month, in order. `fazendas` are the customer's farms
 * (all of them, not only the filtered records': the farm filter lists them), see `farmList`.
 */
export function operationSummaryOf(
  cells: readonly OperationSumsCell[],
  fazendas: readonly string[],
): OperationSummary {
  const all = sumBy(cells, () => 'all').get('all') ?? { total: 0, registros: 0, area: 0 };
  return {
    ...line(all),
    por_grupo: [...sumBy(cells, (cell) => cell.grupo)]
      .map(([grupo, sums]) => ({ grupo, ...line(sums) }))
      .sort((a, b) => b.total - a.total || byName(a.grupo, b.grupo)),
    por_mes: [...sumBy(cells, (cell) => cell.mes)]
      .map(([mes, sums]) => ({ mes, ...line(sums) }))
      .sort((a, b) => a.mes.localeCompare(b.mes)),
    fazendas: [...fazendas],
  };
}
