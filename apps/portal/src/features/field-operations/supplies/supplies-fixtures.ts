// Fixtures of the supplies' stories and tests.
import { suppliesEndpoints } from '@dossel/api-client';
import type { Supply } from '@dossel/api-client';

import { fakeRegister } from '../../../testing/fake-register';

export const SUPPLIES_API = suppliesEndpoints.list.path;

export const fakeSupplies: Supply[] = [
  {
    id: 1,
    insumo: 'Adubo NPK 06-30-06',
    unidade: 'Kg',
    grupo: 'Fertilização',
    custo_atual: 3.85,
    version: 1,
  },
  { id: 2, insumo: 'Glifosato 480', unidade: 'L', grupo: 'Matocompetição', custo_atual: 32.9, version: 1 },
  { id: 3, insumo: 'Formicida granulado', unidade: 'pct', grupo: 'Proteção', custo_atual: 14.5, version: 1 },
];

export const fakeSuppliesRegister = (supplies: readonly Supply[] = fakeSupplies) =>
  fakeRegister(SUPPLIES_API, supplies);
