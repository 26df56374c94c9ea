import { readdir } from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { multipartBody } from '../routes/registers/multipart-body';
import { createTestApp, signIn, type TestApp } from '../test/test-app';

// Issue 14 point 5: a broken upload is the caller's mistake, answered 400 with the usual error body, and
// leaves nothing behind (no document row, no stored file).
const fields = { documentTypeId: 2, documentCategoryId: 4, documentSubjectId: 8, customerId: 1 };
const { payload: whole, headers } = multipartBody(fields, {
  name: 'dados.csv',
  content: 'talhao;area\nT-01;12,5\n'.repeat(200),
});
const type = headers['content-type'] as string;
const boundary = type.split('boundary=')[1] as string;

const MALFORMED = 'request.malformedUpload';
// A body that parses but names no field is refused by the fields' own checks.
const broken: [name: string, payload: Buffer | string, contentType: string, code: string][] = [
  ['cut in the middle of the file', whole.subarray(0, Math.floor(whole.length * 0.7)), type, MALFORMED],
  ['cut before the closing boundary', whole.subarray(0, whole.length - 10), type, MALFORMED],
  ['without a boundary in its type', whole, 'multipart/form-data', MALFORMED],
  ['that is not multipart at all', 'just some text', type, MALFORMED],
  [
    'with a part header that is not a header',
    `--${boundary}\r\nnot a header\r\n\r\nv\r\n--${boundary}--\r\n`,
    type,
    'validation.required',
  ],
  [
    'with a part that has no name',
    `--${boundary}\r\nContent-Type: text/plain\r\n\r\nv\r\n--${boundary}--\r\n`,
    type,
    'validation.required',
  ],
];

describe('a malformed multipart upload', () => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    token = await signIn(testApp.app, 'admin@dossel.com.br');
  });
  afterAll(() => testApp.close());

  const documentCount = async () =>
    Number(
      (
        await testApp.app.db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const storedFiles = async () => (await readdir(testApp.config.documentsDir, { recursive: true })).length;

  it.each(broken)(
    '%s: 400 with the usual error body, nothing stored',
    async (_name, payload, contentType, code) => {
      const [documentsBefore, filesBefore] = [await documentCount(), await storedFiles()];
      for (const url of ['/api/register/documents', '/api/register/documents/1']) {
        const response = await testApp.app.inject({
          method: url.endsWith('/1') ? 'PUT' : 'POST',
          url,
          payload,
          headers: {
            'content-type': contentType,
            authorization: `Bearer ${token}`,
            'accept-language': 'en-US',
          },
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        const body = response.json<{ message: string; code: string; field: string | null }[]>();
        expect(body[0]?.code).toBe(code);
        if (code === MALFORMED)
          expect(body[0]?.message).toBe('The upload arrived incomplete or damaged. Please try again.');
      }
      expect(await documentCount()).toBe(documentsBefore);
      expect(await storedFiles()).toBe(filesBefore);
    },
  );
});
