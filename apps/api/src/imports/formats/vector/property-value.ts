import type { PropertyValue } from './vector-read';

/**
 * A file's attribute as a column value: numbers that are not numbers become null, dates their day, and
 * nested objects or arrays (GeoJSON allows them) their JSON text, so nothing the user wrote goes missing.
 */
export function toPropertyValue(value: unknown): PropertyValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoDay(value);
  return JSON.stringify(value) ?? null;
}

/** The day a date names where it was made (DBF dates carry no time or zone). */
function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
