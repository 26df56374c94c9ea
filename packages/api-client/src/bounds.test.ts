import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { $ZodType } from 'zod/v4/core';

import { boundedArray, boundedNumber, boundedRecord, hasControlCharacter, MAX_COST } from './bounds';
import * as contract from './index';
import { unboundedParts } from './testing/bounds-check';

/**
 * What the contract takes in, by the names its schemas follow: bodies (`…InputSchema`, `…UpdateSchema`),
 * queries, path params, form fields, and the shared pieces of the auth forms. Answers are the rest: they
 * hold what the database holds, and a value stored before a bound existed must still reach the screen
 * that corrects it (migration 0011 repairs such rows; the API's summaries skip them).
 */
const INPUT_NAME =
  /(Input|Update|Query|Params|Fields)Schema$|^(email|newPassword|passwordConfirmation)Schema$/;

const inputs = Object.entries(contract).flatMap(([name, value]): [string, $ZodType][] =>
  value instanceof $ZodType && INPUT_NAME.test(name) ? [[name, value]] : [],
);
/** The forms whose schema is built from what the page knows (the provider's domain, the server's limit). */
const forms: [string, $ZodType][] = [
  ['userFormSchema', contract.userFormSchema('dossel.com.br')],
  ['documentFormSchema', contract.documentFormSchema({ extensions: new Map(), maxBytes: 1024 })],
];

describe('every schema the contract takes in is bounded (issue 14)', () => {
  it('finds the input schemas by their names', () => {
    const names = inputs.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'operationInputSchema',
        'operationQuerySchema',
        'userCreateInputSchema',
        'documentFieldsSchema',
        'idParamsSchema',
        'loginInputSchema',
        'quarterlyReportQuerySchema',
      ]),
    );
    expect(names.length).toBeGreaterThan(40);
  });

  it.each([...inputs, ...forms])(
    '%s: every number has a finite minimum and maximum, every text and list a maximum length',
    (_, schema) => {
      expect(unboundedParts(schema)).toEqual([]);
    },
  );

  it('the check finds what is missing, wherever it hides', () => {
    const schema = z.object({
      cost: z.number().check(z.gte(0)),
      note: z.optional(z.nullable(z.string())),
      ids: z.array(z.int().check(z.positive(), z.lte(10))),
      tags: boundedArray(z.string().check(z.maxLength(5))),
      byKey: z.record(z.string().check(z.maxLength(5)), z.number()),
      bounded: boundedRecord(z.string().check(z.maxLength(5)), boundedNumber(0, 1)),
      fromText: z.pipe(
        z.string().check(z.maxLength(20)),
        z.coerce.number<string>().check(z.gte(1), z.lte(9)),
      ),
      anything: z.unknown(),
    });
    expect(unboundedParts(schema)).toEqual([
      'cost: a number without a finite minimum and maximum',
      'note: a text without a maximum length',
      'ids: a list without a maximum length',
      'byKey: an object without a maximum count of keys',
      'byKey{}: a number without a finite minimum and maximum',
      'anything: a value of any kind (unknown)',
    ]);
  });
});

describe('the shared builders', () => {
  it('refuses a number beyond its domain with a message of its own, 1e308 included', () => {
    const cost = boundedNumber(0.01, MAX_COST, { tooSmall: 'validation.costMin' });
    const message = (value: unknown) => cost.safeParse(value).error?.issues[0]?.message;
    expect(message(1e308)).toBe('validation.tooLarge');
    expect(message(MAX_COST + 0.01)).toBe('validation.tooLarge');
    expect(message(0)).toBe('validation.costMin');
    expect(message(Number.POSITIVE_INFINITY)).toBe('validation.invalid');
    expect(message(undefined)).toBe('validation.required');
    expect(cost.safeParse(MAX_COST).success).toBe(true);
  });

  it('knows control characters: C0 and DEL, with tab and line breaks kept in multi-line texts', () => {
    expect(hasControlCharacter('Fazenda\u0000Azul')).toBe(true);
    expect(hasControlCharacter('Fazenda\u001fAzul')).toBe(true);
    expect(hasControlCharacter('Fazenda\u007fAzul')).toBe(true);
    expect(hasControlCharacter('linha 1\nlinha 2')).toBe(true);
    expect(hasControlCharacter('linha 1\r\nlinha 2\tfim', true)).toBe(false);
    expect(hasControlCharacter('nul\u0000', true)).toBe(true);
    expect(hasControlCharacter('Ação — São João, 3×2 ½')).toBe(false);
  });

  /** An operation record per hectare that the schema takes as it is. */
  const perHectare = {
    data: '2025-03-14',
    operacao_id: 1,
    gloc1: 'Fazenda',
    gloc2: 'Núcleo',
    gloc3: 'T-001',
    gloc4: 'Projeto',
    gloc5: 'Módulo',
    execucao: 'Próprio',
    prestador_id: 3,
    grupo: 'Plantio',
    area_executada: 1,
    tipo_custo: 'Custo por ha',
    custo_ha: 100,
  };
  const perDay = {
    ...perHectare,
    tipo_custo: 'Custo por diária',
    custo_ha: undefined,
    custo_diaria: 100,
    num_diarias: 2,
  };
  /** The `[field, message]` of each issue an operation record raises, in order. */
  const operationIssues = (input: unknown) =>
    (contract.operationInputSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);

  it('refuses control characters in every text a record takes, keeping line breaks in observations', () => {
    const messages = (input: unknown) => Object.fromEntries(operationIssues(input));
    expect(messages({ ...perHectare, observacoes: 'primeira linha\r\nsegunda\tlinha' })).toEqual({});
    expect(messages({ ...perHectare, gloc1: 'Fazenda\u0000', observacoes: 'nota\u0007' })).toEqual({
      gloc1: 'validation.controlCharacters',
      observacoes: 'validation.controlCharacters',
    });
    expect(messages({ ...perHectare, gloc3: 'T-001\nT-002' })).toEqual({
      gloc3: 'validation.controlCharacters',
    });
  });

  it('says which bound a record broke, once per field', () => {
    const messages = operationIssues;
    expect(messages({ ...perDay, num_diarias: -3 })).toEqual([['num_diarias', 'validation.daysMin']]);
    expect(messages({ ...perDay, num_diarias: 0.5 })).toEqual([['num_diarias', 'validation.daysMin']]);
    expect(messages({ ...perDay, custo_diaria: -1 })).toEqual([['custo_diaria', 'validation.costMin']]);
    expect(messages({ ...perDay, custo_hora: 1e308, num_horas: 1e7 })).toEqual([
      ['custo_hora', 'validation.tooLarge'],
      ['num_horas', 'validation.tooLarge'],
    ]);
    expect(messages({ ...perDay, operacao_id: 2 ** 31 })).toEqual([['operacao_id', 'validation.invalid']]);
  });

  it("caps a user's linked customers and the services of each", () => {
    const user = { name: 'Ana', email: 'ana@serraazul.com.br', mainCustomerId: 1 };
    const customers = Array.from({ length: 100_000 }, (_, index) => index + 1);
    expect(
      contract.userUpdateInputSchema.safeParse({ ...user, customers }).error?.issues.map((i) => i.message),
    ).toEqual(['validation.tooMany']);
    const services = { '1': Array.from({ length: 101 }, (_, index) => index + 1) };
    expect(contract.userUpdateInputSchema.safeParse({ ...user, services_json: services }).success).toBe(
      false,
    );
  });
});
