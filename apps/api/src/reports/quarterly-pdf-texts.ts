import type { Language } from '@dossel/api-client';

/**
 * The words of the quarterly productivity report PDF. Only the server writes them, so they live here,
 * as the e-mail texts and the ZIP read-me do, rather than in api-client's locales; scenario names come
 * from api-client (`monitoring.scenario.*`), shared with the screens. `{placeholders}` are filled in by
 * `fillText`. Helvetica (the PDF's standard font) draws only Windows-1252 characters: keep to them.
 */
export interface QuarterlyPdfTexts {
  title: string;
  subject: string;
  customer: string;
  period: string;
  quarterOfYear: string;
  months: string;
  dataDate: string;
  generatedAt: string;
  ageClassesHeading: string;
  columns: { ageClass: string; plots: string; areaHa: string; stockM3cc: string; cutAgeYears: string };
  total: string;
  stockChart: string;
  areaChart: string;
  legend: string;
  projectionHeading: string;
  projectionColumns: { scenario: string; percentile: string; ima: string };
  median: string;
  range80: string;
  projectionBasis: string;
  empty: string;
  page: string;
}

export const QUARTERLY_PDF_TEXTS: Record<Language, QuarterlyPdfTexts> = {
  'pt-BR': {
    title: 'Relatório trimestral de produtividade',
    subject: 'Estoque, área e idade de corte por classe de idade — {customer}, {period}',
    customer: 'Cliente',
    period: 'Período',
    quarterOfYear: '{quarter}º trimestre de {year}',
    months: '{months} ({from} a {to})',
    dataDate: 'Data dos dados',
    generatedAt: 'Gerado em',
    ageClassesHeading: 'Estoque e área por classe de idade',
    columns: {
      ageClass: 'Classe de idade (anos)',
      plots: 'Talhões',
      areaHa: 'Área (ha)',
      stockM3cc: 'Estoque (m³cc)',
      cutAgeYears: 'Idade de corte (anos)',
    },
    total: 'Total',
    stockChart: 'Estoque (m³cc) por classe de idade',
    areaChart: 'Área (ha) por classe de idade',
    legend: 'Legenda',
    projectionHeading: 'IMA projetado (m³/ha/ano)',
    projectionColumns: { scenario: 'Cenário', percentile: 'Percentil', ima: 'IMA (m³/ha/ano)' },
    median: 'mediana',
    range80: 'Há 80% de probabilidade de o IMA ficar entre {low} e {high} m³/ha/ano.',
    projectionBasis:
      'Calculado com o IMA da medição mais recente de cada um dos {plots} talhões medidos até {date}.',
    empty: 'Sem informações para esses filtros.',
    page: 'Página {page} de {pages}',
  },
  'en-US': {
    title: 'Quarterly productivity report',
    subject: 'Stock, area and cut age by age class — {customer}, {period}',
    customer: 'Customer',
    period: 'Period',
    quarterOfYear: 'Quarter {quarter} of {year}',
    months: '{months} ({from} to {to})',
    dataDate: 'Data as of',
    generatedAt: 'Generated on',
    ageClassesHeading: 'Stock and area by age class',
    columns: {
      ageClass: 'Age class (years)',
      plots: 'Plots',
      areaHa: 'Area (ha)',
      stockM3cc: 'Stock (m³cc)',
      cutAgeYears: 'Cut age (years)',
    },
    total: 'Total',
    stockChart: 'Stock (m³cc) by age class',
    areaChart: 'Area (ha) by age class',
    legend: 'Legend',
    projectionHeading: 'Projected IMA (m³/ha/year)',
    projectionColumns: { scenario: 'Scenario', percentile: 'Percentile', ima: 'IMA (m³/ha/year)' },
    median: 'median',
    range80: 'There is an 80% probability that the IMA falls between {low} and {high} m³/ha/year.',
    projectionBasis:
      'Based on the IMA of the latest measurement of each of the {plots} plots measured by {date}.',
    empty: 'No information for these filters.',
    page: 'Page {page} of {pages}',
  },
  es: {
    title: 'Informe trimestral de productividad',
    subject: 'Existencias, área y edad de corte por clase de edad — {customer}, {period}',
    customer: 'Cliente',
    period: 'Período',
    quarterOfYear: '{quarter}.º trimestre de {year}',
    months: '{months} ({from} a {to})',
    dataDate: 'Fecha de los datos',
    generatedAt: 'Generado el',
    ageClassesHeading: 'Existencias y área por clase de edad',
    columns: {
      ageClass: 'Clase de edad (años)',
      plots: 'Rodales',
      areaHa: 'Área (ha)',
      stockM3cc: 'Existencias (m³cc)',
      cutAgeYears: 'Edad de corte (años)',
    },
    total: 'Total',
    stockChart: 'Existencias (m³cc) por clase de edad',
    areaChart: 'Área (ha) por clase de edad',
    legend: 'Leyenda',
    projectionHeading: 'IMA proyectado (m³/ha/año)',
    projectionColumns: { scenario: 'Escenario', percentile: 'Percentil', ima: 'IMA (m³/ha/año)' },
    median: 'mediana',
    range80: 'Hay un 80 % de probabilidad de que el IMA quede entre {low} y {high} m³/ha/año.',
    projectionBasis:
      'Calculado con el IMA de la medición más reciente de cada uno de los {plots} rodales medidos hasta el {date}.',
    empty: 'Sin información para estos filtros.',
    page: 'Página {page} de {pages}',
  },
};

/** The text with its `{name}` placeholders filled in. */
export function fillText(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(params[name] ?? placeholder));
}
