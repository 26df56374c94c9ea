import { Readable } from 'node:stream';

import { ZipFile } from 'yazl';

import type { SeedContext } from './context';

/** The document types of the demo: what a consulting provider hands its customers. */
const DOCUMENT_TYPES = [
  { description: 'Relatório em PDF', extension: 'pdf' },
  { description: 'Planilha CSV', extension: 'csv' },
  { description: 'Shapefile compactado', extension: 'zip' },
  { description: 'Mapa KML', extension: 'kml' },
] as const;

/** Each customer's own words for the plot attributes; the hierarchy labels follow its gloc fields. */
const LABELS: Record<'serraAzul' | 'valeVerde', Record<string, string>> = {
  serraAzul: {
    gloc1: 'Fazenda',
    gloc2: 'Região',
    gloc3: 'Talhão',
    glocpadrao: 'Talhão',
    talhao: 'Talhão',
    material_genetico: 'Clone',
    espacamento: 'Espaçamento',
    data_plantio: 'Data de plantio',
    idade: 'Idade (anos)',
    area: 'Área (ha)',
  },
  valeVerde: {
    gloc1: 'Fazenda',
    gloc2: 'Núcleo',
    gloc3: 'Talhão',
    glocpadrao: 'Talhão',
    talhao: 'Quadra',
    material_genetico: 'Material genético',
    espacamento: 'Arranjo',
    rotacao: 'Rotação',
  },
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Demo data of the registers area: document types, a few documents per customer (small real files,
 * written through the document storage), label dictionaries and a few years of quarterly benchmarking.
 * The category and subject lists come with migration 0004.
 */
export async function seedRegisters(context: SeedContext): Promise<void> {
  const { trx, customers, random, storage } = context;

  await trx
    .updateTable('customers')
    .set({ code: 'SA-0001', contract_expiration: '2027-12-31' })
    .where('id', '=', customers.serraAzul)
    .execute();
  await trx
    .updateTable('customers')
    .set({ code: 'VV-0002', contract_expiration: '2026-06-30' })
    .where('id', '=', customers.valeVerde)
    .execute();
  await trx
    .updateTable('customers')
    .set({ code: 'AC-0003' })
    .where('id', '=', customers.agroCerrado)
    .execute();

  for (const key of ['serraAzul', 'valeVerde'] as const) {
    await trx
      .insertInto('customer_labels')
      .values(
        Object.entries(LABELS[key]).map(([field, label]) => ({ customer_id: customers[key], field, label })),
      )
      .execute();
  }

  const typeIds: Record<string, number> = {};
  for (const type of DOCUMENT_TYPES) {
    const row = await trx.insertInto('document_types').values(type).returning('id').executeTakeFirstOrThrow();
    typeIds[type.extension] = row.id;
  }
  const categoryIds = await idsByName(context, 'document_categories');
  const subjectIds = await idsByName(context, 'document_subjects');

  const owners = [
    { id: customers.serraAzul, name: 'Reflorestadora Serra Azul', slug: 'serra-azul' },
    { id: customers.valeVerde, name: 'Florestal Vale Verde', slug: 'vale-verde' },
    { id: customers.agroCerrado, name: 'Agro Cerrado', slug: 'agro-cerrado' },
  ];
  let day = 0;
  for (const owner of owners) {
    const files = [
      {
        name: `relatorio-trimestral-${owner.slug}-2025-T2.pdf`,
        content: minimalPdf(`Relatorio trimestral de produtividade - ${owner.name} - 2o trimestre de 2025`),
        extension: 'pdf',
        category: 'Relatório técnico',
        subject: 'Produtividade',
        description: 'Relatório trimestral de produtividade (2º trimestre de 2025).',
      },
      {
        name: `inventario-${owner.slug}-2024.csv`,
        content: Buffer.from(inventoryCsv(context), 'utf8'),
        extension: 'csv',
        category: 'Planilha de dados',
        subject: 'Inventário florestal',
        description: 'Parcelas do inventário florestal de 2024.',
      },
      {
        name: `talhoes-${owner.slug}.kml`,
        content: Buffer.from(plotsKml(owner.name, context), 'utf8'),
        extension: 'kml',
        category: 'Mapa',
        subject: 'Matocompetição',
        description: null,
      },
      {
        name: `limites-${owner.slug}-shapefile.zip`,
        content: await zipOf({
          'limites.prj':
            'GEOGCS["SIRGAS 2000",DATUM["Sistema_de_Referencia_Geocentrico_para_America_del_Sur_2000",SPHEROID["GRS 1980",6378137,298.257222101]],PRIMEM["Greenwich",0],UNIT["Degree",0.0174532925199433]]',
          'LEIAME.txt': `Limites das fazendas de ${owner.name}. Sistema de referência SIRGAS 2000.\n`,
        }),
        extension: 'zip',
        category: 'Mapa',
        subject: 'Solo e relevo',
        description: 'Limites das fazendas (shapefile).',
      },
    ];
    for (const file of files) {
      const stored = await storage.put(Readable.from([file.content]));
      day += 1;
      const at = new Date(Date.UTC(2025, 3, 1 + day * 5, 12)).toISOString();
      await trx
        .insertInto('documents')
        .values({
          customer_id: owner.id,
          document_type_id: typeIds[file.extension] as number,
          document_category_id: categoryIds[file.category] as number,
          document_subject_id: subjectIds[file.subject] as number,
          name: file.name,
          description: file.description,
          storage_key: stored.key,
          size: stored.size,
          content_type: contentTypes[file.extension] ?? 'application/octet-stream',
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }

  // Quarterly history: IMA at 7 years drifting around each customer's level, performance in %, climate
  // impact in % (negative in dry years). A few quarters were never measured (nulls).
  const firstYear = context.scale === 'large' ? 2005 : 2021;
  const levels = [
    { id: customers.serraAzul, ima7: 38 },
    { id: customers.valeVerde, ima7: 34 },
    { id: customers.agroCerrado, ima7: 29 },
  ];
  const rows = [];
  for (const { id, ima7 } of levels) {
    for (let year = firstYear; year <= 2025; year += 1) {
      for (const quarterEnd of ['03-31', '06-30', '09-30', '12-31']) {
        if (year === 2025 && quarterEnd === '12-31') continue;
        const climate = random.between(-12, 4);
        rows.push({
          customer_id: id,
          data: `${year}-${quarterEnd}`,
          ima7: random.next() < 0.05 ? null : round2(ima7 + climate * 0.4 + random.between(-2, 2)),
          performance: round2(random.between(82, 104)),
          impacto_clima: random.next() < 0.08 ? null : round2(climate),
        });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 200) {
    await trx
      .insertInto('benchmarking_history')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}

const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  kml: 'application/vnd.google-earth.kml+xml',
  zip: 'application/zip',
};

async function idsByName(
  { trx }: SeedContext,
  table: 'document_categories' | 'document_subjects',
): Promise<Record<string, number>> {
  const rows = await trx.selectFrom(table).select(['id', 'name']).execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/** A one-page PDF with a line of text: small, but a real file any reader opens. */
export function minimalPdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 12 Tf 50 780 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function inventoryCsv({ random }: SeedContext): string {
  const lines = ['parcela;talhao;idade_anos;dap_cm;altura_m;volume_m3_ha'];
  for (let plot = 1; plot <= 12; plot += 1) {
    const age = round2(random.between(2, 7));
    lines.push(
      [
        `P${String(plot).padStart(3, '0')}`,
        `T${String(random.int(1, 40)).padStart(2, '0')}`,
        age,
        round2(8 + age * 2 + random.between(-1, 1)),
        round2(6 + age * 3.2 + random.between(-1.5, 1.5)),
        round2(age * 38 + random.between(-20, 20)),
      ].join(';'),
    );
  }
  return `${lines.join('\n')}\n`;
}

function plotsKml(owner: string, { random }: SeedContext): string {
  const placemarks = [];
  for (let plot = 1; plot <= 3; plot += 1) {
    // Around Três Lagoas (MS), a eucalyptus region.
    const lon = round6(-51.7 + random.between(-0.2, 0.2));
    const lat = round6(-20.75 + random.between(-0.2, 0.2));
    const d = 0.004;
    const ring = [
      [lon, lat],
      [lon + d, lat],
      [lon + d, lat + d],
      [lon, lat + d],
      [lon, lat],
    ]
      .map(([x, y]) => `${round6(x as number)},${round6(y as number)},0`)
      .join(' ');
    placemarks.push(
      `<Placemark><name>Talhão ${plot}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${ring}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${owner}</name>${placemarks.join('')}</Document></kml>\n`;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A small ZIP in memory, with a fixed date so the seed writes the same bytes every time. */
async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.from(content, 'utf8'), name, { mtime: new Date(Date.UTC(2025, 0, 1)) });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
