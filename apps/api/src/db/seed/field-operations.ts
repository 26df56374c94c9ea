import {
  COST_PER_DAY,
  COST_PER_HA,
  COST_PER_HOUR,
  FIELD_NOTE_INFESTATION_ANALYSIS,
  INFESTATION_LEVELS,
  INFESTATION_PATTERNS,
  type CostType,
  type LinkType,
  type OperationalItemCategory,
  type OperationalItemUnit,
  type OperationGroup,
  type SupplyUnit,
} from '@dossel/api-client';

import type { NewFieldNote, NewOperation } from '../schema-field-operations';
import type { SeedContext } from './context';
import type { Random } from './random';

const DAY_MS = 86_400_000;
/** Operation records span the two years before the seed runs. */
const HISTORY_DAYS = 730;
const DEMO_OPERATIONS = 400;
/** SEED_SCALE=large: enough records for the operations-list benchmark (issue 3). */
const LARGE_OPERATIONS = 100_000;
const FIELD_NOTES = 48;
/** Rows per INSERT: far below SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const BATCH = 500;

const operationalItems: [string, OperationalItemUnit, number, OperationalItemCategory][] = [
  ['Trator de pneus 4x4', 'hora', 185, 'Máquinário'],
  ['Escavadeira hidráulica', 'hora', 260, 'Máquinário'],
  ['Subsolador de 3 hastes', 'hora', 140, 'Máquinário'],
  ['Pulverizador de barra', 'hora', 120, 'Máquinário'],
  ['Roçadeira costal', 'diarias', 95, 'Máquinário'],
  ['Óleo diesel S10', 'litros', 6.19, 'Combustível'],
  ['Gasolina comum', 'litros', 5.89, 'Combustível'],
  ['Óleo lubrificante 15W40', 'litros', 24.5, 'Combustível'],
  ['Operador de máquinas', 'hora', 28, 'Hora/homem'],
  ['Trabalhador florestal', 'diarias', 145, 'Hora/homem'],
  ['Aplicador de herbicida', 'diarias', 150, 'Hora/homem'],
  ['Técnico florestal', 'diarias', 260, 'Hora/homem'],
];

const supplies: [string, SupplyUnit, OperationGroup, number][] = [
  ['NPK 06-30-06', 'Kg', 'Fertilização', 3.8],
  ['Calcário dolomítico', 'ton', 'Fertilização', 210],
  ['Superfosfato simples', 'saco', 'Fertilização', 98],
  ['Glifosato 480 SL', 'L', 'Matocompetição', 32],
  ['Isoxaflutole 750 WG', 'Kg', 'Matocompetição', 380],
  ['Formicida granulado', 'Kg', 'Proteção', 18],
  ['Cupinicida', 'L', 'Proteção', 95],
  ['Fita de marcação', 'rolo', 'Condução brotação', 12],
  ['Tesoura de desbrota', 'un', 'Condução brotação', 85],
  ['Mudas clonais de eucalipto', 'un', 'Plantio', 0.85],
  ['Hidrogel', 'Kg', 'Plantio', 45],
  ['Adjuvante agrícola', 'L', 'Pulverização aérea', 28],
  ['Óleo mineral', 'L', 'Pulverização aérea', 19.5],
  ['Sementes de braquiária', 'Kg', 'Preparo solo', 22],
  ['Gesso agrícola', 'ton', 'Preparo solo', 180],
];

interface CostSeed {
  nome: string;
  grupo: OperationGroup;
  custo_padrao: CostType;
  rate: number;
}

const thirdParties: {
  nome: string;
  documento: string;
  email: string;
  telefone: string;
  vinculo: LinkType;
  costs: CostSeed[];
}[] = [
  {
    nome: 'AeroAgro Pulverização Ltda',
    documento: '45.123.987/0001-22',
    email: 'contato@aeroagro.com.br',
    telefone: '(33) 3521-4410',
    vinculo: 'Terceirizado',
    costs: [
      {
        nome: 'Pulverização aérea de herbicida',
        grupo: 'Pulverização aérea',
        custo_padrao: COST_PER_HA,
        rate: 95,
      },
    ],
  },
  {
    nome: 'Silva Serviços Florestais ME',
    documento: '18.765.432/0001-05',
    email: 'silva.florestal@gmail.com',
    telefone: '(31) 98844-1207',
    vinculo: 'Terceirizado',
    costs: [
      { nome: 'Plantio manual', grupo: 'Plantio', custo_padrao: COST_PER_HA, rate: 780 },
      { nome: 'Replantio', grupo: 'Plantio', custo_padrao: COST_PER_DAY, rate: 180 },
    ],
  },
  {
    nome: 'Mecaniza Preparo de Solo Ltda',
    documento: '27.654.321/0001-90',
    email: 'operacoes@mecaniza.com.br',
    telefone: '(33) 3275-9080',
    vinculo: 'Terceirizado',
    costs: [
      { nome: 'Subsolagem', grupo: 'Preparo solo', custo_padrao: COST_PER_HOUR, rate: 210 },
      { nome: 'Gradagem', grupo: 'Preparo solo', custo_padrao: COST_PER_HA, rate: 320 },
    ],
  },
  {
    nome: 'Controle Verde Matocompetição',
    documento: '33.222.111/0001-44',
    email: 'comercial@controleverde.com.br',
    telefone: '(31) 3824-5566',
    vinculo: 'Terceirizado',
    costs: [
      { nome: 'Capina química', grupo: 'Matocompetição', custo_padrao: COST_PER_HA, rate: 210 },
      { nome: 'Roçada manual', grupo: 'Matocompetição', custo_padrao: COST_PER_DAY, rate: 165 },
    ],
  },
  {
    nome: 'João Pereira dos Santos',
    documento: '123.456.789-09',
    email: 'joao.santos@valeverde.com.br',
    telefone: '(33) 99912-3344',
    vinculo: 'Colaborador',
    costs: [
      { nome: 'Adubação de cobertura', grupo: 'Fertilização', custo_padrao: COST_PER_DAY, rate: 150 },
      { nome: 'Operação de trator', grupo: 'Fertilização', custo_padrao: COST_PER_HOUR, rate: 32 },
    ],
  },
  {
    nome: 'Maria Aparecida Souza',
    documento: '987.654.321-00',
    email: 'maria.souza@valeverde.com.br',
    telefone: '(33) 99876-5432',
    vinculo: 'Colaborador',
    costs: [
      { nome: 'Combate a formigas', grupo: 'Proteção', custo_padrao: COST_PER_DAY, rate: 140 },
      { nome: 'Desbrota', grupo: 'Condução brotação', custo_padrao: COST_PER_DAY, rate: 150 },
    ],
  },
];

/** Vale Verde's farms and regions, as the monitoring seed names its plots (gloc1 to gloc5). */
const farms = [
  { name: 'Fazenda Cachoeira Escura', code: 'CES', region: 'Núcleo Belo Oriente' },
  { name: 'Fazenda Bom Jardim', code: 'BJA', region: 'Núcleo Belo Oriente' },
  { name: 'Fazenda Ribeirão Santana', code: 'RSA', region: 'Núcleo Ipaba' },
  { name: 'Fazenda Serra dos Cocais', code: 'SCO', region: 'Núcleo Açucena' },
  { name: 'Fazenda Três Barras', code: 'TBA', region: 'Núcleo Açucena' },
];

const combatNotes = [
  'Capina química na linha de plantio.',
  'Roçada mecanizada na entrelinha.',
  'Coroamento manual das mudas.',
  'Aplicação de formicida em iscas.',
];
const analysisNotes = [
  'Braquiária em reboleiras.',
  'Infestação concentrada nas bordas do talhão.',
  'Presença de cipó e capim-colonião.',
  null,
];

const cents = (value: number) => Math.round(value * 100) / 100;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A place of the customer's hierarchy: farm, region, plot, project and module. */
function place(random: Random) {
  const farm = random.pick(farms);
  const plot = random.int(1, 24);
  return {
    gloc1: farm.name,
    gloc2: farm.region,
    gloc3: `${farm.code}-${String(plot).padStart(3, '0')}`,
    gloc4: `Projeto ${2016 + (plot % 9)}`,
    gloc5: `Módulo ${Math.floor((plot - 1) / 12) + 1}`,
  };
}

/**
 * Demo data of the field-operations area, for Vale Verde (the customer with service 8): operational
 * items, supplies, third parties with their costs, operation records over the last two years (100,000
 * with SEED_SCALE=large) and field notes. Serra Azul and Agro Cerrado have no service 8 and no rows.
 */
export async function seedFieldOperations({ trx, customers, random, scale }: SeedContext): Promise<void> {
  const customerId = customers.valeVerde;

  const items = await trx
    .insertInto('operational_items')
    .values(
      operationalItems.map(([item, unidade, custo_atual, categoria]) => ({
        customer_id: customerId,
        item,
        unidade,
        custo_atual,
        categoria,
      })),
    )
    .returning(['id', 'categoria'])
    .execute();

  await trx
    .insertInto('supplies')
    .values(
      supplies.map(([insumo, unidade, grupo, custo_atual]) => ({
        customer_id: customerId,
        insumo,
        unidade,
        grupo,
        custo_atual,
      })),
    )
    .execute();

  const services: { thirdPartyId: number; vinculo: LinkType; cost: CostSeed }[] = [];
  for (const { costs, ...thirdParty } of thirdParties) {
    const { id } = await trx
      .insertInto('third_parties')
      .values({ ...thirdParty, customer_id: customerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('third_party_costs')
      .values(
        costs.map((cost) => ({
          third_party_id: id,
          nome: cost.nome,
          grupo: cost.grupo,
          custo_padrao: cost.custo_padrao,
          custo_diaria: cost.custo_padrao === COST_PER_DAY ? cost.rate : null,
          custo_ha: cost.custo_padrao === COST_PER_HA ? cost.rate : null,
          custo_hora: cost.custo_padrao === COST_PER_HOUR ? cost.rate : null,
        })),
      )
      .execute();
    for (const cost of costs) services.push({ thirdPartyId: id, vinculo: thirdParty.vinculo, cost });
  }

  // Whole days, so the same day's seed gives the same rows.
  const end = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const operation = (): NewOperation => {
    const { thirdPartyId, vinculo, cost } = random.pick(services);
    const rate = cents(cost.rate * random.between(0.9, 1.15));
    const area = cents(random.between(2, 60));
    const days = cost.custo_padrao === COST_PER_DAY ? random.int(1, 12) : null;
    const hours = cost.custo_padrao === COST_PER_HOUR ? Math.round(random.between(4, 60) * 2) / 2 : null;
    return {
      customer_id: customerId,
      data: isoDay(end - random.int(0, HISTORY_DAYS) * DAY_MS),
      operacao_id: random.pick(items).id,
      ...place(random),
      execucao: vinculo === 'Colaborador' ? 'Próprio' : 'Terceiro',
      prestador_id: thirdPartyId,
      grupo: cost.grupo,
      area_executada: area,
      tipo_custo: cost.custo_padrao,
      custo_hora: cost.custo_padrao === COST_PER_HOUR ? rate : null,
      custo_ha: cost.custo_padrao === COST_PER_HA ? rate : null,
      custo_diaria: cost.custo_padrao === COST_PER_DAY ? rate : null,
      num_diarias: days,
      num_horas: hours,
      observacoes: random.next() < 0.15 ? `${cost.nome} (${vinculo.toLowerCase()}).` : null,
    };
  };
  const total = scale === 'large' ? LARGE_OPERATIONS : DEMO_OPERATIONS;
  for (let done = 0; done < total; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - done) }, operation);
    await trx.insertInto('operations').values(rows).execute();
  }

  const notes: NewFieldNote[] = Array.from({ length: FIELD_NOTES }, () => {
    const analysis = random.next() < 0.6;
    return {
      customer_id: customerId,
      tipo: analysis ? FIELD_NOTE_INFESTATION_ANALYSIS : 1,
      data: isoDay(end - random.int(0, 365) * DAY_MS),
      ...place(random),
      infestacao: analysis ? random.pick(INFESTATION_LEVELS) : null,
      padrao: analysis ? random.pick(INFESTATION_PATTERNS) : null,
      observacoes: analysis ? random.pick(analysisNotes) : random.pick(combatNotes),
    };
  });
  await trx.insertInto('field_notes').values(notes).execute();
}
