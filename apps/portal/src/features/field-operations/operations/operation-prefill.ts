import type { OperationalItem, ThirdPartyCost } from '@dossel/api-client';

/** Fields of the operation form that a choice fills in, as the form holds them (text). */
export type OperationPrefill = Partial<
  Record<'grupo' | 'tipo_custo' | 'custo_ha' | 'custo_diaria' | 'custo_hora', string>
>;

/**
 * The cost an operational item brings: its current cost is the cost per hour of an item counted in hours
 * and the cost per day of one counted in days; an item counted in litres has no matching cost field.
 */
export function prefillFromItem(item: Pick<OperationalItem, 'unidade' | 'custo_atual'>): OperationPrefill {
  const cost = String(item.custo_atual);
  if (item.unidade === 'hora') return { custo_hora: cost };
  if (item.unidade === 'diarias') return { custo_diaria: cost };
  return {};
}

/** What a provider's service brings: its group, its standard cost type and the costs it states. */
export function prefillFromService(service: ThirdPartyCost): OperationPrefill {
  const prefill: OperationPrefill = { grupo: service.grupo, tipo_custo: service.custo_padrao };
  if (service.custo_ha !== null) prefill.custo_ha = String(service.custo_ha);
  if (service.custo_diaria !== null) prefill.custo_diaria = String(service.custo_diaria);
  if (service.custo_hora !== null) prefill.custo_hora = String(service.custo_hora);
  return prefill;
}
