import {
  IMPORT_FIELDS,
  REQUIRED_IMPORT_FIELDS,
  type ImportableKind,
  type ImportMapping,
} from '@dossel/api-client';

import type { ImportProblem } from '../import-problem';

/**
 * Column names each field is often given in the provider's files (Portuguese, English, Spanish, and the
 * GIS habit of short upper-case names), compared without accents, case, spaces or punctuation.
 */
const FIELD_ALIASES: Record<string, readonly string[]> = {
  code: ['code', 'codigo', 'cod', 'codtalhao', 'talhao', 'idtalhao', 'plotcode', 'plot', 'plotid', 'rodal'],
  name: ['name', 'nome', 'nometalhao', 'plotname', 'nombre', 'descricao'],
  gloc1: ['gloc1', 'fazenda', 'farm', 'finca', 'hacienda', 'fazendanome'],
  gloc2: ['gloc2', 'regiao', 'region', 'nucleo'],
  gloc3: ['gloc3', 'projeto', 'project', 'proyecto'],
  gloc4: ['gloc4', 'modulo', 'module'],
  gloc5: ['gloc5', 'bloco', 'block', 'subbloco'],
  planting_date: [
    'plantingdate',
    'dataplantio',
    'dtplantio',
    'plantio',
    'fechaplantacion',
    'fechadeplantacion',
    'planting',
  ],
  seed_year: ['seedyear', 'anosemente', 'anoplantio', 'ano', 'year'],
  rotation_start: ['rotationstart', 'iniciorotacao', 'inicioderotacao', 'dataciclo', 'iniciorotacion'],
  clone: ['clone', 'materialgenetico', 'material', 'genetic', 'geneticmaterial', 'clon'],
  spacing: ['spacing', 'espacamento', 'espaciamiento', 'esp'],
  arrangement: ['arrangement', 'arranjo', 'arreglo', 'disposicion'],
  cut_age_years: ['cutageyears', 'cutage', 'idadecorte', 'idadedecorte', 'edaddecorte', 'idcorte'],
  level: ['level', 'nivel', 'classe', 'class', 'clase', 'value', 'valor', 'dn', 'gridcode'],
  plot_code: ['plotcode', 'codigo', 'codtalhao', 'talhao', 'cod', 'rodal', 'plot', 'code', 'codigorodal'],
  soil_order: ['soilorder', 'ordem', 'ordemsolo', 'ordemdosolo', 'solo', 'soil', 'orden', 'ordensuelo'],
  textural_class: ['texturalclass', 'textura', 'classetextural', 'texture', 'clasetextural'],
  altitude_m: ['altitude', 'alt', 'altitudem', 'elevation', 'elevacion', 'altitud'],
  slope_pct: ['slope', 'slopepct', 'declividade', 'decliv', 'declive', 'pendiente'],
  observed_on: ['observedon', 'data', 'date', 'fecha', 'dataobservacao', 'dataimagem', 'mes', 'month'],
  ndvi: ['ndvi'],
  evi: ['evi'],
  measured_on: ['measuredon', 'datamedicao', 'datadamedicao', 'medicao', 'fechamedicion', 'data', 'date'],
  age_years: ['ageyears', 'idade', 'idadeanos', 'edad', 'age'],
  contract_status: ['contractstatus', 'situacaocontrato', 'contrato', 'status', 'situacao', 'estado'],
  station: ['station', 'estacao', 'estacion', 'local', 'location', 'nomeestacao'],
  day: ['day', 'dia', 'data', 'date', 'fecha'],
  precipitation_mm: [
    'precipitationmm',
    'precipitation',
    'precipitacao',
    'precipitacion',
    'chuva',
    'lluvia',
    'rain',
    'prec',
    'ppt',
  ],
  temp_min_c: ['tempminc', 'tmin', 'tempmin', 'temperaturaminima', 'minima'],
  temp_max_c: ['tempmaxc', 'tmax', 'tempmax', 'temperaturamaxima', 'maxima'],
  temp_mean_c: ['tempmeanc', 'tmed', 'tmean', 'tempmed', 'tempmedia', 'temperaturamedia', 'media'],
  et0_mm: ['et0mm', 'et0', 'eto', 'evapotranspiracao', 'evapotranspiracion'],
  station_lon: ['stationlon', 'lon', 'longitude', 'longitud', 'x'],
  station_lat: ['stationlat', 'lat', 'latitude', 'latitud', 'y'],
  station_altitude_m: ['stationaltitudem', 'altitude', 'altitud', 'alt', 'elevacao', 'elevation'],
};

/** A column name reduced to what matters for matching: 'Data de Plantio' → 'datadeplantio'. */
export function normaliseColumn(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The mapping to read a file with: the one given (a user's choice), else the customer's last mapping of
 * this kind where its columns are in the file, else each field's column guessed from the names; a field
 * no column fits stays null.
 */
export function mappingFor(
  kind: ImportableKind,
  columns: readonly string[],
  chosen: ImportMapping | null,
  remembered: ImportMapping | undefined,
): ImportMapping {
  const fields: readonly string[] = IMPORT_FIELDS[kind];
  const present = new Set(columns);
  const byName = new Map(columns.map((column) => [normaliseColumn(column), column]));
  const mapping: ImportMapping = {};
  for (const field of fields) {
    if (chosen) {
      const column = chosen[field];
      mapping[field] = column && present.has(column) ? column : null;
      continue;
    }
    const rememberedColumn = remembered?.[field];
    if (rememberedColumn && present.has(rememberedColumn)) {
      mapping[field] = rememberedColumn;
      continue;
    }
    const alias = [field, ...(FIELD_ALIASES[field] ?? [])]
      .map(normaliseColumn)
      .find((name) => byName.has(name));
    mapping[field] = alias === undefined ? null : (byName.get(alias) ?? null);
  }
  return mapping;
}

/** A problem for each required field the mapping leaves without a column. */
export function unmappedRequiredFields(kind: ImportableKind, mapping: ImportMapping): ImportProblem[] {
  return REQUIRED_IMPORT_FIELDS[kind]
    .filter((field) => !mapping[field])
    .map((field) => ({ item: null, field: null, code: 'mapping.fieldMissing', params: { field } }));
}
