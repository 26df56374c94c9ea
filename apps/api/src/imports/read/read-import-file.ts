import type { ImportMapping } from '@dossel/api-client';

import { ImportFileError, type ImportProblem } from '../import-problem';
import { readCellsFile } from './read-cells-file';
import { readGridFile, type GridFileRead, type GridPlot } from './read-grid-file';
import { readPlotsFile, type PlotsFileRead } from './read-plots-file';
import { readTableFile, type TableFileRead, type TableKind } from './read-table-file';

/** What the reader thread is asked: a file on this machine's disk, and what reading it needs. */
export type ReadTask =
  | {
      kind: 'plots';
      path: string;
      extension: string;
      /** The mapping staff chose, or null to take the remembered one or guess. */
      mapping: ImportMapping | null;
      remembered: ImportMapping | undefined;
      /** Today, YYYY-MM-DD: dates after it are refused. */
      today: string;
    }
  | {
      kind: 'weeds' | 'anomalies';
      path: string;
      extension: string;
      plots: GridPlot[];
      /** For a GeoJSON of cells: the property holding the level, chosen, remembered or guessed. */
      mapping: ImportMapping | null;
      remembered: ImportMapping | undefined;
    }
  | {
      kind: TableKind;
      path: string;
      extension: string;
      /** The customer's live plots by code: each row names one. */
      plotIds: [string, number][];
      /** The customer's weather stations by name. */
      stations: string[];
      mapping: ImportMapping | null;
      remembered: ImportMapping | undefined;
      today: string;
    };

/**
 * What comes back across the thread: the file read (with its problems), or the one problem that made it
 * unreadable — as plain data, since an error's class does not survive the trip.
 */
export type ReadOutcome =
  | { ok: true; kind: 'plots'; read: PlotsFileRead }
  | { ok: true; kind: 'weeds' | 'anomalies'; read: GridFileRead }
  | { ok: true; kind: TableKind; read: TableFileRead }
  | { ok: false; problem: ImportProblem };

/** Reads and checks an import's file (in the reader thread: see reader-pool.ts). */
export async function readImportFile(task: ReadTask): Promise<ReadOutcome> {
  try {
    if (task.kind === 'plots') {
      const read = await readPlotsFile(task.path, task.extension, task.mapping, task.remembered, task.today);
      return { ok: true, kind: 'plots', read };
    }
    if ('plotIds' in task) {
      const { path, extension, kind, mapping, remembered, today } = task;
      const plotIds = new Map(task.plotIds);
      const stations = new Set(task.stations);
      const read = await readTableFile(path, extension, kind, plotIds, stations, mapping, remembered, today);
      return { ok: true, kind, read };
    }
    const read = ['geojson', 'json'].includes(task.extension)
      ? await readCellsFile(task.path, task.plots, task.mapping, task.remembered, task.kind)
      : await readGridFile(task.path, task.extension, task.plots);
    return { ok: true, kind: task.kind, read };
  } catch (error) {
    if (error instanceof ImportFileError) return { ok: false, problem: error.problem };
    throw error;
  }
}
