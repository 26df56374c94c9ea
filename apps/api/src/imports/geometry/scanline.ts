/**
 * Which pixels of a window a polygon covers, from its edges rather than by testing every pixel: per pixel
 * row, where the row's centre line crosses the edges (even-odd, so holes and separate parts need no special
 * case), and which pixels an edge runs through. A pixel no edge runs through is wholly inside or wholly
 * outside, and its centre tells which. Rings are interleaved col/row pairs in pixel space (see pixel-grid).
 */

/** The pixel rows row0 … row0 + rows − 1 and columns col0 … col0 + cols − 1 of a raster. */
export interface PixelWindow {
  col0: number;
  row0: number;
  cols: number;
  rows: number;
}

/** Per window row, the sorted columns where its centre line crosses an edge: row r's are `xs[start[r] … start[r + 1])`. */
export interface RowCrossings {
  start: Int32Array;
  xs: Float64Array;
}

/** Calls `visit` with each edge of the rings. */
function forEachEdge(
  rings: readonly Float64Array[],
  visit: (x1: number, y1: number, x2: number, y2: number) => void,
): void {
  for (const ring of rings) {
    const count = ring.length / 2;
    for (let i = 0; i < count; i++) {
      const j = i + 1 === count ? 0 : i + 1;
      visit(
        ring[i * 2] as number,
        ring[i * 2 + 1] as number,
        ring[j * 2] as number,
        ring[j * 2 + 1] as number,
      );
    }
  }
}

/**
 * The window rows whose centre line y = row + 0.5 an edge from y1 to y2 crosses, half-open so that a
 * vertex on a centre line counts once: [first, end) in window rows, clamped.
 */
function centreRowsOf(y1: number, y2: number, window: PixelWindow): [number, number] {
  const low = Math.min(y1, y2);
  const high = Math.max(y1, y2);
  const first = Math.max(Math.ceil(low - 0.5), window.row0);
  const end = Math.min(Math.ceil(high - 0.5), window.row0 + window.rows);
  return [first - window.row0, end - window.row0];
}

export function rowCrossings(rings: readonly Float64Array[], window: PixelWindow): RowCrossings {
  const start = new Int32Array(window.rows + 1);
  forEachEdge(rings, (_x1, y1, _x2, y2) => {
    if (y1 === y2) return;
    const [first, end] = centreRowsOf(y1, y2, window);
    for (let r = first; r < end; r++) start[r + 1] = (start[r + 1] as number) + 1;
  });
  for (let r = 0; r < window.rows; r++) start[r + 1] = (start[r + 1] as number) + (start[r] as number);
  const xs = new Float64Array(start[window.rows] as number);
  const filled = start.slice(0, window.rows);
  forEachEdge(rings, (x1, y1, x2, y2) => {
    if (y1 === y2) return;
    const [first, end] = centreRowsOf(y1, y2, window);
    const slope = (x2 - x1) / (y2 - y1);
    for (let r = first; r < end; r++) {
      xs[filled[r] as number] = x1 + (window.row0 + r + 0.5 - y1) * slope;
      filled[r] = (filled[r] as number) + 1;
    }
  });
  for (let r = 0; r < window.rows; r++) xs.subarray(start[r], start[r + 1]).sort();
  return { start, xs };
}

/**
 * The pixels of the window an edge may run through (a few that it only grazes are included, which costs a
 * clip but no accuracy), as sorted, distinct keys (window row) · cols + (window column).
 */
export function boundaryPixels(rings: readonly Float64Array[], window: PixelWindow): Int32Array {
  let keys = new Int32Array(1024);
  let count = 0;
  const add = (key: number) => {
    if (count === keys.length) {
      const grown = new Int32Array(keys.length * 2);
      grown.set(keys);
      keys = grown;
    }
    keys[count++] = key;
  };
  const colEnd = window.col0 + window.cols;
  forEachEdge(rings, (x1, y1, x2, y2) => {
    const low = Math.min(y1, y2);
    const high = Math.max(y1, y2);
    // Rows whose open interior the edge meets; an edge along a row border meets none.
    const firstRow = Math.max(Math.floor(low), window.row0);
    const endRow = Math.min(
      low === high ? Math.floor(low) + (Number.isInteger(low) ? 0 : 1) : Math.ceil(high),
      window.row0 + window.rows,
    );
    for (let row = firstRow; row < endRow; row++) {
      let xa = x1;
      let xb = x2;
      if (y1 !== y2) {
        const slope = (x2 - x1) / (y2 - y1);
        xa = x1 + (Math.max(low, row) - y1) * slope;
        xb = x1 + (Math.min(high, row + 1) - y1) * slope;
      }
      const left = Math.min(xa, xb);
      const right = Math.max(xa, xb);
      // Columns whose open interior [col, col + 1] meets [left, right]; a vertical edge on a column border meets none.
      const firstCol = Math.max(Math.floor(left), window.col0);
      const endCol = Math.min(
        left === right ? Math.floor(left) + (Number.isInteger(left) ? 0 : 1) : Math.ceil(right),
        colEnd,
      );
      const rowKey = (row - window.row0) * window.cols;
      for (let col = firstCol; col < endCol; col++) add(rowKey + col - window.col0);
    }
  });
  const sorted = keys.subarray(0, count).sort();
  let distinct = 0;
  for (let i = 0; i < count; i++) {
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[distinct++] = sorted[i] as number;
  }
  return sorted.slice(0, distinct);
}
