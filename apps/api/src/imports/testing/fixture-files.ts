import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, expect } from 'vitest';

import { ImportFileError, type ImportProblem } from '../import-problem';

/**
 * A folder for one test file's fixtures, made before its tests and removed after them; the function
 * returned names a new file in it each time (`<name>-1.<extension>`, `-2`…), so tests never share a file.
 */
export function fixtureFiles(name: string, extension: string): () => string {
  let folder = '';
  let count = 0;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), `dossel-${name}-`));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  return () => {
    count += 1;
    return join(folder, `${name}-${count}.${extension}`);
  };
}

/** Awaits a read that must refuse its whole file, and checks the problem it refuses it with. */
export async function expectFileError(
  read: Promise<unknown>,
  code: ImportProblem['code'],
  params: Record<string, string | number> = {},
): Promise<void> {
  const error: unknown = await read.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  expect((error as ImportFileError).problem).toEqual({ item: null, field: null, code, params });
}
