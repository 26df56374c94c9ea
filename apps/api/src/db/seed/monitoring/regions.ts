/**
 * Where the demo customers plant eucalyptus: real regions of Brazilian pulp forestry, with the farms
 * placed a few kilometres from the towns. Soils and relief follow the region (sandy flat Latossolos
 * around Três Lagoas, hilly clayey soils in the Vale do Rio Doce, Cerrado plateaus near Curvelo).
 */
export interface RegionSpec {
  /** gloc2 value: the region (Serra Azul, Agro Cerrado) or nucleus (Vale Verde). */
  name: string;
  lon: number;
  lat: number;
  altitudeM: [number, number];
  slopePct: [number, number];
  soils: { order: string; textures: string[]; weight: number }[];
  /** Rain compared with the central Brazil model (1 = about 1,300 mm a year). */
  rainFactor: number;
  /** Temperature offset from the model, in °C. */
  tempOffsetC: number;
}

export interface FarmSpec {
  name: string;
  /** Prefix of the plot names, e.g. 'SRI' for plots SRI-001... */
  code: string;
  region: RegionSpec;
  /** Offset of the farm from its region's centre, in km (east, north). */
  offsetKm: [number, number];
  columns: number;
  rows: number;
}

export interface CustomerForestSpec {
  farms: FarmSpec[];
}

const tresLagoas: RegionSpec = {
  name: 'Três Lagoas',
  lon: -51.7,
  lat: -20.79,
  altitudeM: [310, 420],
  slopePct: [0.5, 7],
  soils: [
    { order: 'Latossolo', textures: ['Média', 'Arenosa', 'Argilosa'], weight: 6 },
    { order: 'Neossolo', textures: ['Arenosa'], weight: 3 },
    { order: 'Argissolo', textures: ['Média', 'Arenosa'], weight: 1 },
  ],
  rainFactor: 1,
  tempOffsetC: 0.6,
};
const aguaClara: RegionSpec = {
  ...tresLagoas,
  name: 'Água Clara',
  lon: -52.88,
  lat: -20.45,
  altitudeM: [300, 400],
};
const selviria: RegionSpec = {
  ...tresLagoas,
  name: 'Selvíria',
  lon: -51.42,
  lat: -20.37,
  altitudeM: [330, 450],
};

const hillySoils: RegionSpec['soils'] = [
  { order: 'Latossolo', textures: ['Argilosa', 'Muito argilosa'], weight: 4 },
  { order: 'Argissolo', textures: ['Média', 'Argilosa'], weight: 4 },
  { order: 'Cambissolo', textures: ['Média', 'Argilosa'], weight: 2 },
  { order: 'Gleissolo', textures: ['Argilosa'], weight: 0.5 },
];
const beloOriente: RegionSpec = {
  name: 'Núcleo Belo Oriente',
  lon: -42.48,
  lat: -19.22,
  altitudeM: [230, 620],
  slopePct: [4, 48],
  soils: hillySoils,
  rainFactor: 0.95,
  tempOffsetC: 1.2,
};
const ipaba: RegionSpec = { ...beloOriente, name: 'Núcleo Ipaba', lon: -42.41, lat: -19.41 };
const acucena: RegionSpec = {
  ...beloOriente,
  name: 'Núcleo Açucena',
  lon: -42.55,
  lat: -19.07,
  altitudeM: [300, 780],
};

const curvelo: RegionSpec = {
  name: 'Curvelo',
  lon: -44.43,
  lat: -18.76,
  altitudeM: [620, 820],
  slopePct: [1, 16],
  soils: [
    { order: 'Latossolo', textures: ['Argilosa', 'Média'], weight: 5 },
    { order: 'Cambissolo', textures: ['Média', 'Argilosa'], weight: 3 },
    { order: 'Neossolo', textures: ['Arenosa'], weight: 1 },
    { order: 'Plintossolo', textures: ['Média'], weight: 1 },
  ],
  rainFactor: 0.9,
  tempOffsetC: -0.8,
};
const tresMarias: RegionSpec = {
  ...curvelo,
  name: 'Três Marias',
  lon: -45.24,
  lat: -18.2,
  altitudeM: [560, 700],
};

/** Serra Azul (Mato Grosso do Sul): 150 plots on 6 farms. */
export const serraAzulForest: CustomerForestSpec = {
  farms: [
    { name: 'Fazenda Santa Rita', code: 'SRI', region: tresLagoas, offsetKm: [-14, 9], columns: 5, rows: 5 },
    {
      name: 'Fazenda Boa Esperança',
      code: 'BES',
      region: tresLagoas,
      offsetKm: [12, -16],
      columns: 5,
      rows: 5,
    },
    { name: 'Fazenda São João', code: 'SJO', region: aguaClara, offsetKm: [8, 11], columns: 5, rows: 5 },
    { name: 'Fazenda Primavera', code: 'PRI', region: aguaClara, offsetKm: [-10, -7], columns: 5, rows: 5 },
    { name: 'Fazenda Barra Mansa', code: 'BMA', region: selviria, offsetKm: [6, -12], columns: 5, rows: 5 },
    { name: 'Fazenda Córrego Fundo', code: 'CFU', region: selviria, offsetKm: [-9, 14], columns: 5, rows: 5 },
  ],
};

/** Vale Verde (Vale do Rio Doce, Minas Gerais): 120 plots on 5 farms. */
export const valeVerdeForest: CustomerForestSpec = {
  farms: [
    {
      name: 'Fazenda Cachoeira Escura',
      code: 'CES',
      region: beloOriente,
      offsetKm: [-6, 4],
      columns: 6,
      rows: 4,
    },
    { name: 'Fazenda Bom Jardim', code: 'BJA', region: beloOriente, offsetKm: [7, -5], columns: 6, rows: 4 },
    { name: 'Fazenda Ribeirão Santana', code: 'RSA', region: ipaba, offsetKm: [-5, -6], columns: 6, rows: 4 },
    { name: 'Fazenda Serra dos Cocais', code: 'SCO', region: acucena, offsetKm: [4, 6], columns: 6, rows: 4 },
    { name: 'Fazenda Três Barras', code: 'TBA', region: acucena, offsetKm: [-8, -3], columns: 6, rows: 4 },
  ],
};

/** Agro Cerrado (Cerrado of Minas Gerais): 40 plots on 2 properties. */
export const agroCerradoForest: CustomerForestSpec = {
  farms: [
    { name: 'Fazenda Vereda Grande', code: 'VGR', region: curvelo, offsetKm: [10, 8], columns: 5, rows: 4 },
    { name: 'Fazenda Buriti', code: 'BUR', region: tresMarias, offsetKm: [-12, 6], columns: 5, rows: 4 },
  ],
};

/** Genetic materials planted in Brazil's pulp forests. */
export const CLONES = [
  'AEC 144',
  'I144',
  'GG100',
  'VM01',
  'AEC 224',
  'CO 1407',
  'I224',
  'Urocam 1277',
] as const;
export const SPACINGS = ['3x2', '3x3', '3x2.5', '3.5x2.5', '3.6x2.5'] as const;
export const ARRANGEMENTS = ['Retangular', 'Quincôncio', 'Linhas duplas'] as const;
