/** A cell read as a number or a date for the mapping step, or the problem code to list for it. */
export type ParsedValue<T> = { ok: true; value: T } | { ok: false; code: ValueProblemCode };

/**
 * `value.notANumber`: the cell is not a number in either decimal style (or not in its column's);
 * `value.notADate`: the cell is not a date as YYYY-MM-DD, DD/MM/YYYY or an Excel date.
 */
export type ValueProblemCode = 'value.notANumber' | 'value.notADate';
