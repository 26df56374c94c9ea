import { operationPageSchema, type OperationPage } from '@dossel/api-client';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { describe, expect, it } from 'vitest';

import {
  checkedListSerializerCompiler,
  checkedSerializerCompiler,
  createVersionedCache,
  deepFreeze,
} from './versioned-cache';

const compile = (compiler: FastifySerializerCompiler<unknown>) => {
  const serialize = compiler({
    schema: operationPageSchema as unknown as FastifySchema,
    method: 'GET',
    url: '/register/gas/operacoes',
    httpStatus: '200',
  });
  // The list's serializer answers UTF-8 bytes (a Buffer, which Fastify sends as it is), the whole one text.
  return (data: unknown) => String(serialize(data));
};

const record = (id: number) => ({
  id,
  data: '2024-03-0' + String((id % 9) + 1),
  operacao_id: 1,
  operacao_item: 'Adubação',
  gloc1: 'Fazenda',
  gloc2: 'Núcleo',
  gloc3: 'Talhão',
  gloc4: 'Projeto',
  gloc5: 'Módulo',
  execucao: 'Próprio',
  prestador_id: null,
  prestador_nome: null,
  grupo: 'Fertilização',
  area_executada: 1.5,
  tipo_custo: 'Custo por ha',
  custo_hora: null,
  custo_ha: 10,
  custo_diaria: null,
  num_diarias: null,
  num_horas: null,
  observacoes: id % 2 ? null : 'com "aspas" e ç',
  custo_total: 15,
  version: 1,
});

describe('checkedListSerializerCompiler', () => {
  it('gives the same text as the whole check, for kept and new records and an empty page', () => {
    const list = compile(checkedListSerializerCompiler);
    const whole = compile(checkedSerializerCompiler);
    const kept = [1, 2, 3].map((id) => deepFreeze(record(id)));
    const pages = [
      { items: kept, total: 40, page: 2, pageSize: 3 },
      { items: [kept[2], record(9), kept[0]], total: 40, page: 3, pageSize: 3 },
      deepFreeze({ items: kept.slice(1), total: 40, page: 14, pageSize: 3 }),
      { items: [], total: 0, page: 1, pageSize: 20 },
    ] as OperationPage[];
    for (const page of pages) {
      expect(list(page)).toBe(whole(page));
      expect(list(page)).toBe(whole(page));
      expect(JSON.parse(list(page))).toEqual(page);
    }
  });

  it('still refuses a record or a page field that breaks the schema, kept or not', () => {
    const list = compile(checkedListSerializerCompiler);
    const bad = deepFreeze({ ...record(4), grupo: 'Outro' });
    expect(() => list({ items: [bad], total: 1, page: 1, pageSize: 20 })).toThrow();
    expect(() => list({ items: [bad], total: 1, page: 1, pageSize: 20 })).toThrow();
    const good = deepFreeze(record(5));
    expect(() => list({ items: [good], total: 1, page: 1, pageSize: 20 })).not.toThrow();
    expect(() => list({ items: [good], total: -1, page: 1, pageSize: 20 })).toThrow();
    expect(() => list({ total: 1 })).toThrow();
  });
});

describe('createVersionedCache().getOrRead', () => {
  it('reads once for the requests that miss together, and again at a new version', async () => {
    const cache = createVersionedCache<number>(10);
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return reads;
    };
    expect(await Promise.all([1, 2, 3].map(() => cache.getOrRead('count', 7, read)))).toEqual([1, 1, 1]);
    expect(await cache.getOrRead('count', 7, read)).toBe(1);
    expect(await cache.getOrRead('count', 8, read)).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps nothing from a read that failed', async () => {
    const cache = createVersionedCache<number>(10);
    await expect(cache.getOrRead('count', 1, () => Promise.reject(new Error('gone')))).rejects.toThrow(
      'gone',
    );
    expect(await cache.getOrRead('count', 1, async () => 5)).toBe(5);
  });
});
