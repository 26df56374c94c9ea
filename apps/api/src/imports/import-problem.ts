import type { ImportProblemCode } from '@dossel/api-client';

/**
 * What the readers and checks of an import say about a file (issue 15, decision 013): each problem with
 * where it is and why, as a code the portal translates (with its params), never a sentence. Staff see them
 * listed and download them as CSV; nothing of a file with problems reaches the customer's screens.
 */
export interface ImportProblem {
  /** The feature, row or pixel block it is about, counted from 1 as a user counts them; null: the whole file. */
  item: number | null;
  /** The column or property it is about, as the file names it; null when none. */
  field: string | null;
  /** What is wrong, e.g. `geometry.selfIntersecting`: one of the contract's codes, each with its texts. */
  code: ImportProblemCode;
  /** What the text needs, e.g. `{ value: '12,5', max: 100 }`. */
  params?: Record<string, string | number>;
}

/**
 * A file that cannot be read at all (a truncated zip, a raster without georeference, a shapefile without
 * `.prj`): the import fails with this one problem instead of a list.
 */
export class ImportFileError extends Error {
  constructor(
    readonly code: ImportProblemCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'ImportFileError';
  }

  /** The problem as the import lists it. */
  get problem(): ImportProblem {
    return { item: null, field: null, code: this.code, params: this.params };
  }
}
